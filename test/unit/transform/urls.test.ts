import { describe, expect, it } from 'vitest'
import { classifyUrl, isUnsafeUrl } from '../../../src/transform/urls.js'

describe('isUnsafeUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'jav\tascript:alert(1)',
    'java\nscript:alert(1)',
    'jav%09ascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
  ])('rejects %j', (url) => {
    expect(isUnsafeUrl(url)).toBe(true)
  })

  it.each(['https://example.com/javascript:x', './javascript.md', '#data:x', 'mailto:a@b.c', '/x?y=data:z'])(
    'accepts %j',
    (url) => {
      expect(isUnsafeUrl(url)).toBe(false)
    },
  )
})

describe('classifyUrl', () => {
  const source = 'dev-docs/guide/setup.md'
  it('resolves .md links relative to the page or the content root', () => {
    expect(classifyUrl('./cli.md', 'a', { source })?.link).toMatchObject({
      kind: 'markdown-file',
      targetSource: 'dev-docs/guide/cli.md',
    })
    expect(classifyUrl('../../intro.mdx#a%20b', 'a', { source })?.link).toMatchObject({
      kind: 'markdown-file',
      targetSource: 'intro.mdx',
      fragment: 'a b',
    })
    expect(classifyUrl('/user-docs/./intro.md', 'a', { source })?.link.targetSource).toBe('user-docs/intro.md')
    expect(classifyUrl('my%20page.md', 'a', { source: 'index.md' })?.link.targetSource).toBe('my page.md')
  })

  it("lists a Docusaurus site's .md link's paths in the order Docusaurus tries them", () => {
    const where = { source: 'guides/setup/intro.md', order: 'docusaurus' as const, contentDir: 'docs' }
    const candidatesOf = (url: string, at: Partial<typeof where> & { postsPrefix?: string } = {}) =>
      classifyUrl(url, 'a', { ...where, ...at })?.link
    // Bare: the docs folder, the site's folder, then beside the page.
    expect(candidatesOf('api/client.md')).toMatchObject({
      targetSource: 'guides/setup/api/client.md',
      candidates: ['api/client.md', 'guides/setup/api/client.md'],
    })
    expect(candidatesOf('docs/api/client.md')?.candidates).toEqual([
      'docs/api/client.md',
      'api/client.md',
      'guides/setup/docs/api/client.md',
    ])
    // ./ and ../: beside the page only.
    expect(candidatesOf('./api/client.md')?.candidates).toBeUndefined()
    expect(candidatesOf('../api/client.md')).toMatchObject({ targetSource: 'guides/api/client.md' })
    expect(candidatesOf('../api/client.md')?.candidates).toBeUndefined()
    // Absolute: the docs folder, then the site's; never beside the page.
    expect(candidatesOf('/docs/api/client.md')?.candidates).toEqual(['docs/api/client.md', 'api/client.md'])
    expect(candidatesOf('/api/client.md')?.candidates).toBeUndefined()
    // A page at the docs folder's top: one path, no list.
    expect(candidatesOf('intro.md', { source: 'index.md' })?.candidates).toBeUndefined()
    // A blog post: beside it, then from the docs folder.
    const post = { source: '../blog/2024-01-01-news.md', postsPrefix: '../blog/' }
    expect(candidatesOf('guides/a.md', post)?.candidates).toEqual(['../blog/guides/a.md', 'guides/a.md'])
    // Not a Docusaurus site: no list.
    expect(classifyUrl('api/client.md', 'a', { source: where.source })?.link.candidates).toBeUndefined()
  })

  it('looks for a bare .md link beside the page first from Docusaurus 3.9, and reads @site/ links', () => {
    const where = { source: 'guides/setup/intro.md', order: 'docusaurus-3.9' as const, contentDir: './docs/' }
    const linkOf = (url: string) => classifyUrl(url, 'a', where)?.link
    expect(linkOf('api/client.md')?.candidates).toEqual(['guides/setup/api/client.md', 'api/client.md'])
    expect(linkOf('docs/api/client.md')?.candidates).toEqual([
      'guides/setup/docs/api/client.md',
      'docs/api/client.md',
      'api/client.md',
    ])
    // The rest as before 3.9.
    expect(linkOf('./api/client.md')?.candidates).toBeUndefined()
    expect(linkOf('/docs/api/client.md')?.candidates).toEqual(['docs/api/client.md', 'api/client.md'])
    // `@site/` names a file from the site's folder (in either order).
    expect(linkOf('@site/docs/api/client.md#usage')).toMatchObject({
      kind: 'markdown-file',
      targetSource: 'api/client.md',
      fragment: 'usage',
    })
    expect(linkOf('@site/docs/api/client.md')?.candidates).toBeUndefined()
    expect(classifyUrl('@site/blog/post.md', 'a', where)).toMatchObject({ escapesContent: true })
  })

  it('flags .md links that leave the content folder', () => {
    expect(classifyUrl('../../../x.md', 'a', { source })).toMatchObject({
      escapesContent: true,
      link: { kind: 'internal' },
    })
    expect(classifyUrl('/../x.md', 'a', { source })?.escapesContent).toBe(true)
  })

  it('tells external, anchor, asset and internal links apart', () => {
    expect(classifyUrl('//cdn.example.com/x.js', 'a', { source })?.link.kind).toBe('external')
    expect(classifyUrl('tel:+123', 'a', { source })?.link.kind).toBe('external')
    expect(classifyUrl('#top', 'a', { source })?.link).toMatchObject({ kind: 'anchor', fragment: 'top' })
    expect(classifyUrl('/img/a.png', 'img', { source })?.link).toMatchObject({ kind: 'asset', path: '/img/a.png' })
    expect(classifyUrl('/dev-docs/../cli?x=1#f', 'a', { source })?.link).toMatchObject({
      kind: 'internal',
      path: '/cli',
      fragment: 'f',
    })
    expect(classifyUrl('  ', 'a', { source })).toBeUndefined()
  })
})
