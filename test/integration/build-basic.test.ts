import { beforeAll, describe, expect, it } from 'vitest'
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js'

let site: FixtureBuild

beforeAll(async () => {
  site = await buildFixture('basic')
}, 60_000)

describe('the basic fixture site, built in memory', () => {
  it('builds without diagnostics', () => {
    expect(site.diagnostics).toEqual([])
    expect(site.result.ok).toBe(true)
  })

  it('writes one clean-URL file per route, plus 404, sitemap, robots and hashed assets', () => {
    const files = [...site.writer.files.keys()]
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        'guide/index.html',
        'guide/start/index.html',
        'guide/config/index.html',
        'search/index.html',
        'status/index.html',
        '404.html',
        'sitemap.xml',
        'robots.txt',
      ]),
    )
    expect(files.some((f) => /^assets\/styles\.[0-9a-f]{8}\.css$/.test(f))).toBe(true)
    expect(files.some((f) => /^assets\/main\.[0-9a-f]{8}\.js$/.test(f))).toBe(true)
  })

  it('renders the head: lang/dir, title with delimiter, description, canonical, Open Graph', () => {
    const html = site.file('guide/start/index.html')
    expect(html.startsWith('<!doctype html>')).toBe(true)
    expect(html).toMatch(/<html lang="en" dir="ltr" data-theme="light"/)
    expect(html).toContain('<title>Getting started | Fixture Docs</title>')
    expect(html).toContain('<link rel="canonical" href="https://fixture.example/guide/start"')
    expect(html).toContain('<meta property="og:title" content="Getting started | Fixture Docs"')
    expect(site.file('index.html')).toContain('<meta name="description" content="The home page of the fixture site."')
  })

  it('rewrites .md links to the final URLs, slug overrides and fragments included', () => {
    expect(site.file('index.html')).toContain('href="/guide/start"')
    expect(site.file('index.html')).toContain('href="/guide/config#options"')
    expect(site.file('guide/config/index.html')).toContain('href="/guide/start#run-it"')
    // The one `.md` URL left is the page's own Markdown form (issue 27: "Copy page", rel=alternate).
    const html = site.file('guide/start/index.html').replaceAll('href="/guide/start.md"', '')
    expect(html).not.toContain('.md"')
  })

  it('marks the current page in the sidebar and links prev/next in sidebar order', () => {
    const html = site.file('guide/start/index.html')
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Start<\/a>/)
    expect(html).toMatch(/href="\/guide"[^>]*>[\s\S]*?Guide/)
    const node = site.result.graph?.routes.get('/guide/start' as never)
    expect(node?.prev).toEqual({ path: '/guide', label: 'Guide' })
    expect(node?.next).toEqual({ path: '/guide/config', label: 'Configuration' })
  })

  it('highlights code at build time and renders admonitions with titles', () => {
    const html = site.file('guide/start/index.html')
    expect(html).toContain('class="code-block-title"')
    expect(html).toContain('terminal')
    expect(html).toMatch(/<pre class="shiki/)
    expect(html).toMatch(/data-admonition="tip"[\s\S]*?Quick tip/)
  })

  it('honours toc_max_heading_level from front matter', () => {
    const html = site.file('guide/config/index.html')
    const toc = html.slice(html.indexOf('aria-label="On this page"'))
    expect(toc).toContain('href="#details"')
  })

  it('lists indexable pages in the sitemap and allows robots', () => {
    const sitemap = site.file('sitemap.xml')
    expect(sitemap).toContain('<loc>https://fixture.example/guide/start</loc>')
    expect(sitemap).not.toContain('404')
    expect(site.file('robots.txt')).toContain('Sitemap: https://fixture.example/sitemap.xml')
  })

  it('renders the 404 page with a link home and a search box', () => {
    const html = site.file('404.html')
    expect(html).toContain('Page Not Found')
    expect(html).toMatch(/<form[^>]*action="\/search"/)
  })

  it('is deterministic: a second build gives byte-identical files', async () => {
    const again = await buildFixture('basic')
    expect([...again.writer.files.keys()]).toEqual([...site.writer.files.keys()])
    for (const [path, contents] of site.writer.files) expect(again.writer.files.get(path), path).toEqual(contents)
  })
})

describe('inline fixture sites', () => {
  it('reports broken links as warnings during build (the site setting) and keeps building', async () => {
    const built = await buildFixture({ 'content/a.md': '# A\n\n[x](/nowhere) [y](./b.md) [z](#nope)\n' })
    expect(built.result.ok).toBe(true)
    expect(built.diagnostics.map((d) => [d.severity, d.code, d.position?.line])).toEqual([
      ['warning', 'links/broken-link', 3],
      ['warning', 'links/broken-markdown-link', 3],
      ['warning', 'links/broken-anchor', 3],
    ])
  })

  it('fails the build on onBrokenLinks: throw and writes nothing', async () => {
    const built = await buildFixture({
      'site.config.ts': "export default { onBrokenLinks: 'throw' }\n",
      'content/a.md': '# A\n\n[x](/nowhere)\n',
    })
    expect(built.result.ok).toBe(false)
    expect(built.writer.files.size).toBe(0)
  })

  it('reports front matter errors with the file line', async () => {
    const built = await buildFixture({ 'content/a.md': '---\ntitle: A\nsidebar_position: "first"\n---\n\n# A\n' })
    expect(built.result.ok).toBe(false)
    expect(built.diagnostics[0]).toMatchObject({ file: 'content/a.md', position: { line: 3 } })
  })

  it('publishes the OpenAPI reference as a route of the graph', async () => {
    const built = await buildFixture({
      'site.config.ts': "export default { openapi: [{ spec: 'openapi/api.yaml' }] }\n",
      'content/index.md': '# Home\n\nSee [the API](/openapi/#get-items).\n',
      'openapi/api.yaml': [
        'openapi: 3.0.3',
        'info: { title: Items API, version: 1.0.0 }',
        'paths:',
        '  /items:',
        '    get:',
        '      summary: List items',
        '      responses:',
        "        '200': { description: The items }",
        '',
      ].join('\n'),
    })
    expect(built.diagnostics).toEqual([])
    expect(built.result.graph?.routes.get('/openapi' as never)?.kind).toBe('openapi')
    expect(built.file('openapi/index.html')).toContain('Items API')
  })
})
