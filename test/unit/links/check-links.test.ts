import { describe, expect, it } from 'vitest'
import { closestMatch } from '../../../src/diagnostics/suggest.js'
import { buildRouteGraph } from '../../../src/graph/index.js'
import { closestPath } from '../../../src/links/check-links.js'
import { checkLinks, markdownLinkDiagnostics, resolveMarkdownLinks } from '../../../src/links/index.js'
import type { CompiledPage } from '../../../src/model/page.js'
import { createMarkdownCompiler } from '../../../src/transform/index.js'
import { config, link, page } from '../../helpers/pages.js'

function setup(pages: CompiledPage[], baseUrl = '/') {
  const cfg = config({ baseUrl })
  const graph = buildRouteGraph({ pages, apiPages: [], categories: new Map(), config: cfg })
  const byRoute = new Map<string, CompiledPage>()
  for (const p of pages) {
    const r = graph.sourceToRoute.get(p.source)
    if (r) byRoute.set(r, p)
  }
  const run = () =>
    checkLinks({ graph, pages: byRoute, staticFiles: new Set(['/img/logo.svg']), baseUrl, severity: 'error' })
  return { graph, run }
}

describe('checkLinks', () => {
  const target = page('dev-docs/cli.md', {}, { anchors: ['develop', 'héllo-wörld', 'raw-id'] })

  it('accepts links to routes, static files, headings and raw ids; unicode and encoded anchors', () => {
    const from = page(
      'a.md',
      {},
      {
        links: [
          link({ url: '/dev-docs/cli', kind: 'internal' }),
          link({ url: '/dev-docs/cli/', kind: 'internal' }),
          link({ url: '/dev-docs/cli#develop', kind: 'internal', fragment: 'develop' }),
          link({ url: '/dev-docs/cli#h%C3%A9llo-w%C3%B6rld', kind: 'internal', fragment: 'héllo-wörld' }),
          link({ url: '/dev-docs/cli#raw-id', kind: 'internal', fragment: 'raw-id' }),
          link({
            url: './dev-docs/cli.md#develop',
            kind: 'markdown-file',
            targetSource: 'dev-docs/cli.md',
            fragment: 'develop',
          }),
          link({ url: '/img/logo.svg', kind: 'asset', element: 'img' }),
          link({ url: '/search?q=x', kind: 'internal' }),
          link({ url: 'https://example.com/nope', kind: 'external' }),
          link({ url: '#own', kind: 'anchor', fragment: 'own' }),
        ],
        anchors: ['own'],
      },
    )
    const { run } = setup([target, from])
    const report = run()
    expect(report.diagnostics).toEqual([])
    expect(report.checkedLinks).toBe(9)
  })

  it('reports broken links and anchors with file:line:col and a suggestion', () => {
    const from = page(
      'a.md',
      {},
      {
        links: [
          link({ url: '/dev-docs/CLI', kind: 'internal', position: { line: 12, column: 5 } }),
          link({
            url: '/dev-docs/cli#devlop',
            kind: 'internal',
            fragment: 'devlop',
            position: { line: 14, column: 3 },
          }),
          link({ url: '#missing', kind: 'anchor', fragment: 'missing', position: { line: 2, column: 1 } }),
          link({ url: '/img/nope.png', kind: 'asset', element: 'img', position: { line: 20, column: 1 } }),
          link({ url: './gone.md', kind: 'markdown-file', targetSource: 'gone.md', position: { line: 21, column: 1 } }),
        ],
      },
    )
    const { run } = setup([target, from])
    const out = run().diagnostics.map((d) => [d.file, d.position?.line, d.position?.column, d.code, d.message])
    expect(out).toEqual([
      ['content/a.md', 12, 5, 'links/broken-link', 'broken link "/dev-docs/CLI" (did you mean "/dev-docs/cli"?)'],
      [
        'content/a.md',
        14,
        3,
        'links/broken-anchor',
        'broken anchor "#devlop" in link "/dev-docs/cli#devlop" (did you mean "#develop"?)',
      ],
      ['content/a.md', 2, 1, 'links/broken-anchor', 'broken anchor "#missing" in link "#missing"'],
      ['content/a.md', 20, 1, 'links/broken-image', 'broken image "/img/nope.png"'],
      ['content/a.md', 21, 1, 'links/broken-markdown-link', 'broken link "./gone.md": no page at gone.md'],
    ])
  })

  it('resolves relative links against the page URL, and respects the base URL', () => {
    const from = page(
      'dev-docs/other.md',
      {},
      {
        links: [link({ url: './cli', kind: 'internal' }), link({ url: '/docs/dev-docs/cli', kind: 'internal' })],
      },
    )
    const { run } = setup([target, from], '/docs/')
    expect(run().diagnostics.map((d) => d.message)).toEqual([])
  })
})

describe('resolveMarkdownLinks', () => {
  it('replaces placeholders with the final URL, slug overrides and fragments included', () => {
    const intro = page('dev-docs/intro.md', { slug: '/' })
    const from = page(
      'dev-docs/a.md',
      {},
      {
        html: '<a href="docsgen-md-link:0">x</a><a href="docsgen-md-link:1">y</a><img src="docsgen-md-link:2">',
        links: [
          link({ url: './intro.md#top', kind: 'markdown-file', targetSource: 'dev-docs/intro.md', fragment: 'top' }),
          link({ url: './missing.md', kind: 'markdown-file', targetSource: 'dev-docs/missing.md' }),
          link({ url: '/dev-docs/a.md?x="1"', kind: 'markdown-file', targetSource: 'dev-docs/a.md' }),
        ],
      },
    )
    const cfg = config({ baseUrl: '/docs/' })
    const graph = buildRouteGraph({ pages: [intro, from], apiPages: [], categories: new Map(), config: cfg })
    const out = resolveMarkdownLinks({
      page: from,
      readHtml: () => from.html,
      graph,
      baseUrl: '/docs/',
      contentDir: 'content',
      brokenSeverity: 'warning',
    })
    expect(out.html).toBe('<a href="/docs/#top">x</a><a href="./missing.md">y</a><img src="/docs/dev-docs/a">')
    expect(out.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'links/broken-markdown-link',
        file: 'content/dev-docs/a.md',
      }),
    ])
    expect(
      markdownLinkDiagnostics(from, graph, { baseUrl: '/docs/', contentDir: 'content', brokenSeverity: 'warning' }),
    ).toEqual(out.diagnostics)
  })

  it('leaves text that looks like a placeholder, and skips compiled bodies without `.md` links', () => {
    const target = page('dev-docs/intro.md')
    const from = page(
      'dev-docs/a.md',
      {},
      {
        html: '<code>docsgen-md-link:0"</code><a title="docsgen-md-link:0" href="docsgen-md-link:0">x</a>',
        links: [link({ url: './intro.md', kind: 'markdown-file', targetSource: 'dev-docs/intro.md' })],
      },
    )
    const options = { baseUrl: '/', contentDir: 'content', brokenSeverity: 'warning' as const }
    const graph = buildRouteGraph({ pages: [target, from], apiPages: [], categories: new Map(), config: config() })
    const resolve = (page: typeof from) => resolveMarkdownLinks({ page, readHtml: () => page.html, graph, ...options })
    expect(resolve(from).html).toBe(
      '<code>docsgen-md-link:0"</code><a title="docsgen-md-link:0" href="/dev-docs/intro">x</a>',
    )
    // A compiled page (it has a body hash) without `.md` links is not searched for placeholders:
    // it has none (each `.md` link of a compiled page has one). Pages made elsewhere are searched.
    const body = '<a href="docsgen-md-link:0">x</a>'
    const plain = { ...page('dev-docs/b.md'), html: body, links: [link({ url: '/x', kind: 'internal' })] }
    expect(resolve({ ...plain, bodyHash: 'h' }).html).toBe(body)
    expect(resolve(plain).html).toBe('<a href="/x">x</a>')
  })

  it('reports from the links alone what it reports from the body, on compiled pages', async () => {
    const compiler = await createMarkdownCompiler({
      contentDir: 'content',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      codeThemes: { light: 'css-variables', dark: 'css-variables' },
      sanitize: false,
      highlight: false,
    })
    const markdown = [
      '# Links [home](./intro.md) and [gone](./gone.md#x)',
      '## Heading with [a link](../other/missing.md)',
      '| a | b |\n| - | - |\n| [cell](./intro.md) | [bad cell](./nope.md) |',
      ':::tip\nSee [tip](./tip-missing.md) and [ok](/dev-docs/intro.md).\n:::',
      '<Tabs><TabItem value="a" label="A">\n\n[in a tab](./tab.md)\n\n</TabItem></Tabs>',
      '- [item](./intro.md)\n  - [nested](./deep/missing.md)',
      '<a href="./raw.md">raw html</a> and ![image](./image.md)',
      '```md\n[not a link](./code.md)\n```',
    ].join('\n\n')
    const intro = page('dev-docs/intro.md')
    const compiled = await compiler.compile({ source: 'dev-docs/a.md', text: markdown })
    expect(compiled.links.filter((l) => l.kind === 'markdown-file').length).toBeGreaterThan(8)
    const graph = buildRouteGraph({ pages: [intro, compiled], apiPages: [], categories: new Map(), config: config() })
    for (const brokenSeverity of ['warning', 'error', undefined] as const) {
      const options = { baseUrl: '/', contentDir: 'content', brokenSeverity }
      const expected = resolveMarkdownLinks({
        page: compiled,
        readHtml: () => compiled.html,
        graph,
        ...options,
      }).diagnostics
      expect(markdownLinkDiagnostics(compiled, graph, options)).toEqual(expected)
      if (brokenSeverity) expect(expected.length).toBeGreaterThan(5)
    }
    expect(compiled.slots).toBeUndefined()
    const withSlot = await compiler.compile({ source: 'dev-docs/b.md', text: '# B\n\n<DocCardList />\n' })
    expect(withSlot.slots).toBe(true)
  })
})

describe('closestPath', () => {
  it('answers as closestMatch does, on random paths', () => {
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    const word = () => Array.from({ length: 1 + random(round % 2 ? 6 : 14) }, () => 'abcdeXY/-'[random(9)]).join('')
    let round = 0
    for (; round < 2000; round++) {
      const pool = Array.from({ length: random(30) }, () => `/${word()}/${word()}`)
      const input =
        random(4) === 0 && pool.length > 0 ? (pool[random(pool.length)] ?? '').toUpperCase() : `/${word()}/${word()}`
      expect(closestPath(input, pool)).toBe(closestMatch(input, pool))
    }
  })
})
