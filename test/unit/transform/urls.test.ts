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
