import { describe, expect, it } from 'vitest'
import { parseFrontmatter } from '../../../src/parse/index.js'

const FILE = 'content/dev-docs/cli.md'

describe('parseFrontmatter', () => {
  it('reads known keys and the body start line', () => {
    const text = '---\ntitle: CLI\nsidebar_position: 2\ndisplayed_sidebar: null\ntags: [cli, setup]\n---\n# CLI\n'
    const result = parseFrontmatter(text, FILE)
    expect(result.diagnostics).toEqual([])
    expect(result.frontmatter).toEqual({
      title: 'CLI',
      sidebar_position: 2,
      displayed_sidebar: null,
      tags: ['cli', 'setup'],
      extra: {},
    })
    expect(result.body).toBe('# CLI\n')
    expect(result.bodyLine).toBe(7)
  })

  it('reports invalid YAML at its line and column in the file', () => {
    const result = parseFrontmatter('---\ntitle: CLI\ndescription: a: b\n---\nBody\n', FILE)
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'frontmatter/invalid-yaml',
        message: 'invalid YAML in front matter: nested mappings are not allowed in compact mappings',
        hint: 'quote values that contain ": " or start with a special character ("title: \'a: b\'")',
        file: FILE,
        position: { line: 3, column: 14 },
      },
    ])
    expect(result.frontmatter).toEqual({ extra: {} })
    expect(result.body).toBe('Body\n')
    expect(result.bodyLine).toBe(5)
  })

  it('reports a duplicate key with a specific hint', () => {
    const [d] = parseFrontmatter('---\ntitle: A\ntitle: B\n---\n', FILE).diagnostics
    expect(d).toMatchObject({
      code: 'frontmatter/invalid-yaml',
      message: 'invalid YAML in front matter: map keys must be unique',
      hint: 'remove one of the two entries with the same key',
      position: { line: 3, column: 1 },
    })
  })

  it('reports a wrong type at the value and keeps the other keys', () => {
    const result = parseFrontmatter('---\ntitle: CLI\nsidebar_position: "first"\n---\n', FILE)
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'frontmatter/invalid-type',
        message: 'front matter "sidebar_position" must be a number, received string "first"',
        hint: 'write the number without quotes: sidebar_position: 1',
        file: FILE,
        position: { line: 3, column: 19 },
      },
    ])
    expect(result.frontmatter).toEqual({ title: 'CLI', extra: {} })
  })

  it('checks lists, booleans, nullable strings and heading levels', () => {
    const text = [
      '---',
      'keywords: cli',
      'hide_title: "yes"',
      'pagination_next: 3',
      'toc_max_heading_level: 7',
      'tags: [a, 1]',
      'id: nested/id',
      '---',
    ].join('\n')
    const messages = parseFrontmatter(text, FILE).diagnostics.map(
      (d) => `${d.position?.line}:${d.position?.column} ${d.code} ${d.message}`,
    )
    expect(messages).toEqual([
      '2:11 frontmatter/invalid-type front matter "keywords" must be a list of strings, received string "cli"',
      '3:13 frontmatter/invalid-type front matter "hide_title" must be true or false, received string "yes"',
      '4:18 frontmatter/invalid-type front matter "pagination_next" must be a string or null, received number 3',
      '5:24 frontmatter/invalid-value front matter "toc_max_heading_level" must be an integer from 2 to 6, received number 7',
      '6:7 frontmatter/invalid-type front matter "tags" must be a list of tags (labels, or { label, permalink }), received a list containing number 1',
      '7:5 frontmatter/invalid-value front matter "id" must be a non-empty string without "/" (the file name part of the doc id), received string "nested/id"',
    ])
  })

  it('warns about an unknown key at the key, suggests the closest one and keeps the value', () => {
    const result = parseFrontmatter('---\ntitle: CLI\nsidebar_lable: Commands\n---\n', FILE)
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'frontmatter/unknown-key',
        message: 'unknown front matter key "sidebar_lable"',
        hint: 'did you mean "sidebar_label"?',
        file: FILE,
        position: { line: 3, column: 1 },
      },
    ])
    expect(result.frontmatter).toEqual({ title: 'CLI', extra: { sidebar_lable: 'Commands' } })
  })

  it('explains where an unknown key without a close match goes', () => {
    const [d] = parseFrontmatter('---\nproduct_area: cms\n---\n', FILE).diagnostics
    expect(d?.hint).toBe('the value is kept for the theme (frontmatter.extra); remove the key if it is a typo')
  })

  it('rejects front matter that is not a mapping', () => {
    expect(parseFrontmatter('---\n- a\n- b\n---\nBody', FILE).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'frontmatter/not-a-mapping',
        message: 'front matter must be a mapping of keys to values, received a list',
        hint: 'write one "key: value" pair per line, for example "title: Installation"',
        file: FILE,
        position: { line: 2, column: 1 },
      },
    ])
    const scalar = parseFrontmatter('---\njust text\n---\n', FILE).diagnostics[0]
    expect(scalar?.message).toBe('front matter must be a mapping of keys to values, received string "just text"')
  })

  it('strips a BOM and keeps positions', () => {
    const result = parseFrontmatter('\uFEFF---\ntitle: BOM\nsidebar_position: x\n---\nBody', FILE)
    expect(result.frontmatter.title).toBe('BOM')
    expect(result.diagnostics[0]?.position).toEqual({ line: 3, column: 19 })
    expect(result.body).toBe('Body')
  })

  it('normalises CRLF and keeps positions', () => {
    const result = parseFrontmatter('---\r\ntitle: CRLF\r\nsidebar_lable: x\r\n---\r\n# Hi\r\n\r\nText\r\n', FILE)
    expect(result.frontmatter.title).toBe('CRLF')
    expect(result.diagnostics[0]?.position).toEqual({ line: 3, column: 1 })
    expect(result.body).toBe('# Hi\n\nText\n')
    expect(result.bodyLine).toBe(5)
  })

  it('accepts an empty file, a file without front matter and an empty block', () => {
    expect(parseFrontmatter('', FILE)).toEqual({ frontmatter: { extra: {} }, body: '', bodyLine: 1, diagnostics: [] })
    expect(parseFrontmatter('# Title\n\n---\n', FILE)).toEqual({
      frontmatter: { extra: {} },
      body: '# Title\n\n---\n',
      bodyLine: 1,
      diagnostics: [],
    })
    expect(parseFrontmatter('---\n---\nBody', FILE)).toMatchObject({ body: 'Body', bodyLine: 3, diagnostics: [] })
    expect(parseFrontmatter('---\n# only a comment\n---\n', FILE).diagnostics).toEqual([])
  })

  it('warns about front matter that is never closed and treats it as body', () => {
    const result = parseFrontmatter('---\ntitle: x\n\nText', FILE)
    expect(result.bodyLine).toBe(1)
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'frontmatter/unclosed',
        message: 'front matter opened with "---" on line 1 is never closed',
        hint: 'end the front matter with a line containing only "---", or start the page with something else',
        file: FILE,
        position: { line: 1, column: 1 },
      },
    ])
  })
})
