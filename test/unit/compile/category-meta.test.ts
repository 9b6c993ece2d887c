import { describe, expect, it } from 'vitest'
import { parseCategoryMeta } from '../../../src/compile/index.js'

const FILE = 'content/guides/_category_.json'
const parse = (value: unknown) => parseCategoryMeta(JSON.stringify(value), FILE)

describe('parseCategoryMeta', () => {
  it('reads the label, position, states, class name and a doc link', () => {
    expect(
      parse({ label: 'Guides', position: 2, collapsed: false, className: 'g', link: { type: 'doc', id: 'guides/a' } }),
    ).toEqual({
      meta: { label: 'Guides', position: 2, collapsed: false, className: 'g', linkDocId: 'guides/a' },
      diagnostics: [],
    })
  })

  it('reads a generated index link with its slug, title, description, keywords and image', () => {
    const link = {
      type: 'generated-index',
      slug: '/guides',
      title: 'All guides',
      description: 'Every guide.',
      keywords: ['guides', 3],
      image: '/img/g.png',
    }
    expect(parse({ link }).meta).toEqual({
      generatedIndex: {
        slug: '/guides',
        title: 'All guides',
        description: 'Every guide.',
        keywords: ['guides'],
        image: '/img/g.png',
      },
    })
    expect(parse({ link: { type: 'generated-index' } }).meta).toEqual({ generatedIndex: {} })
  })

  it('reads `link: null` as no link at all', () => {
    expect(parse({ label: 'A', link: null }).meta).toEqual({ label: 'A', noLink: true })
  })

  it('reads _category_.yml as Docusaurus does, and points at a YAML error', () => {
    const yml = 'content/guides/_category_.yml'
    const text = 'label: Guides\nposition: 3\nlink:\n  type: generated-index\n  title: All guides\n'
    expect(parseCategoryMeta(text, yml)).toEqual({
      meta: { label: 'Guides', position: 3, generatedIndex: { title: 'All guides' } },
      diagnostics: [],
    })
    const { diagnostics } = parseCategoryMeta('label: Guides\nposition: [3\n', yml)
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'sidebar/invalid-category-file',
        file: yml,
        position: { line: 3, column: 1 },
        message: expect.stringMatching(/^content\/guides\/_category_\.yml is not valid YAML: /),
      }),
    ])
  })

  it('warns about a link it cannot read, naming the file, and keeps the rest', () => {
    const { meta, diagnostics } = parse({ label: 'A', link: { type: 'page' } })
    expect(meta).toEqual({ label: 'A' })
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'sidebar/invalid-category-field',
        file: FILE,
        message: `${FILE}: "link" has an unknown type "page"`,
      }),
    ])
    expect(parse({ link: { type: 'doc' } }).diagnostics[0]?.message).toBe(`${FILE}: "link" of type "doc" needs an "id"`)
  })
})
