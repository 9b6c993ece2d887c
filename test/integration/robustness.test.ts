import { describe, expect, it } from 'vitest'
import { decodeSource } from '../../src/scan/index.js'
import { buildFixture } from '../helpers/build-fixture.js'

// Bad input never crashes the build: each case gives a diagnostic with file:line:col and a hint.
const brief = (d: { severity: string; code: string; file?: string; position?: { line: number; column: number } }) =>
  `${d.file}:${d.position?.line ?? '-'}:${d.position?.column ?? '-'} ${d.severity} ${d.code}`

describe('files', () => {
  it('reports non-UTF-8 bytes with their byte offset instead of replacing them', () => {
    const bytes = Buffer.concat([Buffer.from('# Title\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait\n')])
    const result = decodeSource(bytes, 'content/cafe.md')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.diagnostic).toMatchObject({
      code: 'scan/invalid-utf8',
      position: { line: 3, column: 4 },
      message: 'content/cafe.md is not valid UTF-8: invalid byte 0xe9 at byte offset 12',
    })
    expect(result.diagnostic.hint).toContain('UTF-8')
  })

  it('accepts a BOM and CRLF line endings with positions still right', async () => {
    const built = await buildFixture({
      'content/a.md': '\uFEFF---\r\ntitle: A\r\n---\r\n\r\n# A\r\n\r\nSee [b](/nowhere).\r\n',
    })
    expect(built.diagnostics.map(brief)).toEqual(['content/a.md:7:5 warning links/broken-link'])
    expect(built.file('a/index.html')).toContain('<title>A | ')
  })

  it('builds an empty file, a page nested 20 folders deep, and a page with 10000 headings', async () => {
    const deep = `${Array.from({ length: 20 }, (_, i) => `d${i}`).join('/')}/page.md`
    const headings = Array.from({ length: 10_000 }, (_, i) => `## Section ${i}\n`).join('\n')
    const built = await buildFixture({
      'content/empty.md': '',
      [`content/${deep}`]: '# Deep\n',
      'content/many.md': `# Many\n\n${headings}`,
    })
    expect(built.result.ok).toBe(true)
    expect(built.file('empty/index.html')).toContain('<title>empty | ')
    expect(built.file(`${deep.replace(/\.md$/, '')}/index.html`)).toContain('Deep')
    expect(built.result.graph?.routes.get('/many' as never)?.headings).toHaveLength(10_001)
  }, 120_000)

  it('builds a 5 MB page', async () => {
    const paragraph = `${'Strapi stores content in a database and serves it over REST and GraphQL. '.repeat(20)}\n\n`
    const body = paragraph.repeat(Math.ceil((5 * 1024 * 1024) / paragraph.length))
    const built = await buildFixture({ 'content/big.md': `# Big\n\n${body}` })
    expect(built.result.ok).toBe(true)
    expect(built.file('big/index.html').length).toBeGreaterThan(5 * 1024 * 1024)
  }, 120_000)
})

describe('front matter', () => {
  it('pins the message of each front matter mistake', async () => {
    const built = await buildFixture({
      'content/yaml.md': '---\ntitle: [unclosed\n---\n# Y\n',
      'content/type.md': '---\nsidebar_position: "first"\n---\n# T\n',
      'content/unknown.md': '---\nsidebar_lable: Hi\n---\n# U\n',
      'content/list.md': '---\n- a\n- b\n---\n# L\n',
    })
    expect(built.result.ok).toBe(false)
    expect(built.writer.files.size).toBe(0)
    const byFile = Object.fromEntries(built.diagnostics.map((d) => [d.file, d]))
    expect(byFile['content/type.md']).toMatchObject({
      severity: 'error',
      code: 'frontmatter/invalid-type',
      position: { line: 2, column: 19 },
    })
    expect(byFile['content/type.md']?.message).toContain('"sidebar_position" must be a number, received string "first"')
    expect(byFile['content/unknown.md']).toMatchObject({
      severity: 'warning',
      code: 'frontmatter/unknown-key',
      position: { line: 2, column: 1 },
    })
    expect(byFile['content/unknown.md']?.hint).toContain('"sidebar_label"')
    expect(byFile['content/list.md']).toMatchObject({ severity: 'error', code: 'frontmatter/not-a-mapping' })
    expect(byFile['content/yaml.md']).toMatchObject({ severity: 'error', code: 'frontmatter/invalid-yaml' })
    expect(byFile['content/yaml.md']?.position?.line).toBeGreaterThanOrEqual(2)
    for (const d of built.diagnostics) expect(d.hint, d.code).toBeTruthy()
  })
})

describe('routes', () => {
  it('reports duplicate, case-only, escaping, invalid and reserved routes', async () => {
    const built = await buildFixture({
      'content/a.md': '---\nslug: /same\n---\n# A\n',
      'content/b.md': '---\nslug: /same\n---\n# B\n',
      'content/Guide.md': '# G1\n',
      'content/guide.md': '# G2\n',
      'content/x/escape.md': '---\nslug: ../../x\n---\n# E\n',
      'content/bad.md': '---\nslug: "/hello world"\n---\n# Bad\n',
      'content/search.md': '---\nslug: /search\n---\n# S\n',
    })
    expect(built.diagnostics.map(brief)).toEqual([
      'content/b.md:-:- warning routes/duplicate',
      'content/bad.md:1:1 error routes/invalid-slug',
      'content/guide.md:-:- warning routes/case-conflict',
      'content/search.md:-:- error routes/reserved',
      'content/x/escape.md:1:1 error routes/slug-escapes',
    ])
    expect(built.diagnostics.find((d) => d.code === 'routes/duplicate')?.message).toBe(
      'Duplicate route "/same": content/a.md and content/b.md both claim it',
    )
  })
})

describe('links', () => {
  it('has no false positives on unicode, percent-encoded and raw-id anchors, or snippet pages', async () => {
    const built = await buildFixture({
      'content/a.md': [
        '# A',
        '',
        '## Héllo wörld',
        '',
        '<span id="raw-anchor"></span>',
        '',
        '[1](#héllo-wörld) [2](#h%C3%A9llo-w%C3%B6rld) [3](#raw-anchor) [4](/snippets/s) [5](./snippets/s.md)',
        '',
      ].join('\n'),
      'content/snippets/s.md': 'A snippet.\n',
    })
    expect(built.diagnostics).toEqual([])
  })
})
