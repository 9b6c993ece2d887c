import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSimpleEntries, readYamlEntries } from '../../../src/parse/frontmatter.js'
import { parseFrontmatter } from '../../../src/parse/index.js'

/** The simple reader must give what the YAML parser gives, or decline. */
function agree(yaml: string): 'simple' | 'declined' {
  const lines = yaml.split('\n')
  const simple = readSimpleEntries(lines)
  if (simple === undefined) return 'declined'
  expect(simple).toEqual(readYamlEntries(yaml, 'f.md'))
  return 'simple'
}

describe('the simple front matter reader', () => {
  it('reads quoted text, plain text, integers and booleans as the YAML parser does, positions included', () => {
    const cases = [
      'title: "Metrics (Advanced)"\nsidebar_label: "Metrics"\nsidebar_position: 4',
      'title: \'Single # quoted: text\'\ndescription: "a: b # not a comment"',
      'title: Plain text, with (brackets) and a/slash.\nhide_title: true\ndraft: False\nunlisted: TRUE',
      'sidebar_position: 0\nsidebar_position_x: -12\nid:    spaced-value',
      'custom_key: x\n\ntitle: "after a blank line"',
      'title: ""',
      'title: "Ünïcödé and emoji 🚀"',
    ]
    for (const yaml of cases) expect(agree(yaml), yaml).toBe('simple')
  })

  it('leaves everything else to the YAML parser', () => {
    const cases = [
      'tags: [a, b]',
      'title: Plain # comment',
      'title: "escaped \\" quote"',
      "title: 'it''s'",
      'displayed_sidebar: null',
      'displayed_sidebar: ~',
      'displayed_sidebar:',
      'sidebar_position: 1.5',
      'sidebar_position: 007',
      'sidebar_position: -0',
      'sidebar_position: +3',
      'title: "x" ',
      'title: x\ntitle: y',
      'True: x',
      '  title: indented',
      'title:\tTab',
      'description: a: b',
      'title: >\n  folded',
      'title: "x"  # comment',
      '# a comment line\ntitle: x',
      'title: 0x1F',
      "title: Don't",
    ]
    for (const yaml of cases) expect(agree(yaml), yaml).toBe('declined')
  })

  it('gives the same front matter and diagnostics as the YAML parser on every page of this site', () => {
    const root = path.resolve(import.meta.dirname, '../../../content')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f))
    expect(files.length).toBeGreaterThan(20)
    let simple = 0
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8')
      const lines = text.replace(/\r\n?/g, '\n').split('\n')
      if (lines[0] !== '---') continue
      const close = lines.indexOf('---', 1)
      if (close === -1) continue
      if (agree(lines.slice(1, close).join('\n')) === 'simple') simple++
    }
    // Most of this site's front matter is simple: the fast path is the one taken.
    expect(simple).toBeGreaterThan(files.length / 2)
  })

  it('reports a wrong type at the value, as the YAML path does', () => {
    const result = parseFrontmatter('---\ntitle: "T"\nhide_title:   "yes"\n---\nBody\n', 'content/a.md')
    expect(result.diagnostics).toMatchObject([
      { code: 'frontmatter/invalid-type', position: { line: 3, column: 15 }, file: 'content/a.md' },
    ])
    expect(result.frontmatter).toEqual({ title: 'T', extra: {} })
  })
})
