import { describe, expect, it } from 'vitest'
import { buildRouteGraph } from '../../../src/graph/index.js'
import type { NavItem } from '../../../src/model/route-graph.js'
import { config, page } from '../../helpers/pages.js'

const labels = (items: readonly NavItem[]): unknown[] =>
  items.map((i) => (i.type === 'category' ? { [i.label]: labels(i.items) } : i.label))

describe('buildRouteGraph: generated sidebars', () => {
  const pages = [
    page('index.md', { title: 'Home' }),
    page('guide/b.md', { title: 'B', sidebar_position: 2 }),
    page('guide/a.md', { title: 'A', sidebar_position: 1 }),
    page('guide/z.md', { title: 'Z' }),
    page('guide/y.md', { title: 'Y', sidebar_label: 'Why' }),
    page('guide/deep/index.md', { title: 'Deep' }),
    page('guide/deep/one.md', { title: 'One' }),
    page('snippets/s.md', { title: 'Snippet' }),
  ]
  const graph = buildRouteGraph({ pages, apiPages: [], categories: new Map(), config: config() })

  it('orders by sidebar_position, then file name, and links categories to their index page', () => {
    const tree = graph.sidebars.get('docs')
    expect(labels(tree?.items ?? [])).toEqual([{ guide: ['A', 'B', { Deep: ['One'] }, 'Why', 'Z'] }, 'Home'])
    const deep = tree?.items[0]?.type === 'category' ? tree.items[0].items[2] : undefined
    expect(deep).toMatchObject({ type: 'category', path: '/guide/deep' })
  })

  it('links prev/next in sidebar order, category pages before their children', () => {
    const deep = graph.routes.get('/guide/deep' as never)
    expect(deep?.prev).toEqual({ path: '/guide/b', label: 'B' })
    expect(deep?.next).toEqual({ path: '/guide/deep/one', label: 'One' })
    expect(graph.routes.get('/guide/a' as never)?.prev).toBeUndefined()
  })

  it('gives breadcrumbs through every category, with a path when it has a page (as Docusaurus)', () => {
    expect(graph.routes.get('/guide/deep/one' as never)?.breadcrumbs).toEqual([
      { label: 'guide' },
      { path: '/guide/deep', label: 'Deep' },
      { path: '/guide/deep/one', label: 'One' },
    ])
  })

  it('keeps snippets out of the sidebar but publishes them', () => {
    const snippet = graph.routes.get('/snippets/s' as never)
    expect(snippet?.kind).toBe('snippet')
    expect(snippet?.sidebar).toBeUndefined()
  })

  it('adds the special routes', () => {
    expect(graph.routes.get('/search' as never)?.kind).toBe('search')
    expect(graph.routes.get('/404' as never)?.outFile).toBe('404.html')
    expect(graph.routes.get('/status' as never)?.kind).toBe('status')
    expect(graph.routes.get('/' as never)?.kind).toBe('home')
  })

  it('leaves out breadcrumbs and prev/next on request, and nothing else', () => {
    const lean = buildRouteGraph({ pages, apiPages: [], categories: new Map(), config: config(), navigation: false })
    expect(lean.sidebars).toEqual(graph.sidebars)
    expect(lean.sourceToRoute).toEqual(graph.sourceToRoute)
    expect(lean.diagnostics).toEqual(graph.diagnostics)
    expect([...lean.routes.keys()]).toEqual([...graph.routes.keys()])
    for (const [path, node] of graph.routes) {
      const { prev: _prev, next: _next, ...rest } = node
      expect(lean.routes.get(path), path).toEqual({ ...rest, breadcrumbs: [] })
    }
  })

  it('uses _category_.json labels and positions', () => {
    const g = buildRouteGraph({
      pages: [page('x/a.md'), page('w/b.md')],
      apiPages: [],
      categories: new Map([['x', { label: 'Ex', position: 1 }]]),
      config: config(),
    })
    expect(labels(g.sidebars.get('docs')?.items ?? [])).toEqual([{ Ex: ['a'] }, { w: ['b'] }])
  })
})

describe('buildRouteGraph: hand-written sidebars', () => {
  const pages = [
    page('dev-docs/intro.md', { title: 'Introduction', slug: '/' }),
    page('dev-docs/cli.md', { title: 'CLI' }),
    page('dev-docs/api/rest.md', { title: 'REST API' }),
    page('dev-docs/api/rest/parameters.md', { title: 'Parameters' }),
    page('dev-docs/migration-guides.md', { title: 'Migration guides', pagination_next: null }),
    page('dev-docs/v4/guide.md', { title: 'A v4 guide', displayed_sidebar: 'dev' }),
    page('user-docs/intro.md', { title: 'Welcome', sidebar_label: 'Welcome!' }),
    page('user-docs/cm/intro.md', { title: 'CM intro', sidebar_position: 1, slug: '/user-docs/cm' }),
    page('user-docs/cm/write.md', { title: 'Writing', pagination_prev: 'dev-docs/cli' }),
  ]
  const cfg = config({
    docs: {
      sidebars: {
        dev: [
          {
            type: 'category',
            label: '🚀 Getting Started',
            collapsed: false,
            items: ['dev-docs/intro', 'dev-docs/cli'],
          },
          {
            type: 'category',
            label: 'APIs',
            items: [
              {
                type: 'category',
                label: 'REST',
                link: { type: 'doc', id: 'dev-docs/api/rest' },
                items: ['dev-docs/api/rest/parameters'],
              },
            ],
          },
          'dev-docs/migration-guides',
        ],
        user: [
          'user-docs/intro',
          {
            type: 'category',
            label: 'Content Manager',
            collapsed: false,
            items: [{ type: 'autogenerated', dirName: 'user-docs/cm' }],
          },
        ],
      },
    },
  })
  const graph = buildRouteGraph({ pages, apiPages: [], categories: new Map(), config: cfg })

  it('resolves doc ids, categories with links, and autogenerated folders', () => {
    expect(labels(graph.sidebars.get('dev')?.items ?? [])).toEqual([
      { '🚀 Getting Started': ['Introduction', 'CLI'] },
      { APIs: [{ REST: ['Parameters'] }] },
      'Migration guides',
    ])
    expect(labels(graph.sidebars.get('user')?.items ?? [])).toEqual([
      'Welcome!',
      { 'Content Manager': ['CM intro', 'Writing'] },
    ])
    expect(graph.diagnostics).toEqual([])
  })

  it('applies collapsed defaults: explicit values kept, nested categories collapsed', () => {
    const items = graph.sidebars.get('dev')?.items ?? []
    expect(items[0]).toMatchObject({ collapsed: false })
    const apis = items[1]
    expect(apis?.type === 'category' && apis.items[0]).toMatchObject({ collapsed: true, collapsible: true })
  })

  it('serves the slugged intro at / and links prev/next across categories', () => {
    expect(graph.routes.get('/' as never)).toMatchObject({
      kind: 'home',
      sidebar: 'dev',
      next: { path: '/dev-docs/cli' },
    })
    expect(graph.routes.get('/dev-docs/api/rest' as never)).toMatchObject({
      prev: { path: '/dev-docs/cli', label: 'CLI' },
      next: { path: '/dev-docs/api/rest/parameters' },
    })
  })

  it('honours pagination_next: null and pagination_prev overrides', () => {
    expect(graph.routes.get('/dev-docs/migration-guides' as never)?.next).toBeUndefined()
    expect(graph.routes.get('/user-docs/cm/write' as never)?.prev).toEqual({ path: '/dev-docs/cli', label: 'CLI' })
  })

  it('shows displayed_sidebar without listing the page in it', () => {
    expect(graph.routes.get('/dev-docs/v4/guide' as never)).toMatchObject({ sidebar: 'dev', inSidebar: false })
    expect(graph.routes.get('/dev-docs/v4/guide' as never)?.prev).toBeUndefined()
  })

  it("shows a ref item without making its sidebar, reading order or breadcrumbs the doc's", () => {
    const docs = [
      page('a.md', { title: 'A' }),
      page('b.md', { title: 'B' }),
      page('other/c.md', { title: 'C' }),
      page('other/d.md', { title: 'D' }),
    ]
    const g = buildRouteGraph({
      pages: docs,
      apiPages: [],
      categories: new Map(),
      config: config({
        docs: {
          sidebars: {
            first: ['a', { type: 'category', label: 'See also', items: [{ type: 'ref', id: 'other/c' }] }, 'b'],
            second: ['other/c', 'other/d'],
          },
        },
      }),
    })
    expect(g.diagnostics).toEqual([])
    // Shown in the first sidebar, as a link to the page...
    const see = g.sidebars.get('first')?.items[1]
    expect(see?.type === 'category' && see.items[0]).toMatchObject({ type: 'doc', path: '/other/c', ref: true })
    // ...which keeps the sidebar, neighbours and breadcrumbs of its own place.
    expect(g.routes.get('/other/c' as never)).toMatchObject({
      sidebar: 'second',
      next: { path: '/other/d', label: 'D' },
      breadcrumbs: [{ path: '/other/c', label: 'C' }],
    })
    expect(g.routes.get('/other/c' as never)?.prev).toBeUndefined()
    expect(g.routes.get('/a' as never)?.next).toEqual({ path: '/b', label: 'B' })
  })

  it('reports an unknown doc id with a suggestion', () => {
    const g = buildRouteGraph({
      pages,
      apiPages: [],
      categories: new Map(),
      config: config({ docs: { sidebars: { dev: ['dev-docs/clli'] } } }),
    })
    expect(g.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'sidebar/unknown-doc',
        file: 'site.config.ts',
        message: 'site.config.ts: docs.sidebars.dev[0]: no doc with id "dev-docs/clli"',
        hint: 'Did you mean "dev-docs/cli"?',
      },
    ])
  })
})

describe('buildRouteGraph: route conflicts', () => {
  it('warns about duplicate routes naming both sources, keeping the first', () => {
    const g = buildRouteGraph({
      pages: [page('a.md', { slug: '/same' }), page('b.md', { slug: '/same' })],
      apiPages: [],
      categories: new Map(),
      config: config(),
    })
    expect(g.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'routes/duplicate',
        message: 'Duplicate route "/same": content/a.md and content/b.md both claim it',
      }),
    ])
    expect(g.routes.get('/same' as never)?.source).toBe('content/a.md')
  })

  it('fails on duplicates when onDuplicateRoutes is throw, and ignores them when ignore', () => {
    const pages = [page('a.md', { slug: '/same' }), page('b.md', { slug: '/same' })]
    const thrown = buildRouteGraph({
      pages,
      apiPages: [],
      categories: new Map(),
      config: config({ onDuplicateRoutes: 'throw' }),
    })
    expect(thrown.diagnostics[0]?.severity).toBe('error')
    const ignored = buildRouteGraph({
      pages,
      apiPages: [],
      categories: new Map(),
      config: config({ onDuplicateRoutes: 'ignore' }),
    })
    expect(ignored.diagnostics).toEqual([])
  })

  it('warns about routes that differ only by case', () => {
    const g = buildRouteGraph({
      pages: [page('Guide.md'), page('guide.md')],
      apiPages: [],
      categories: new Map(),
      config: config(),
    })
    expect(g.diagnostics.map((d) => d.code)).toEqual(['routes/case-conflict'])
  })

  it('rejects a page claiming a reserved route', () => {
    const g = buildRouteGraph({
      pages: [page('s.md', { slug: '/search' })],
      apiPages: [],
      categories: new Map(),
      config: config(),
    })
    expect(g.diagnostics[0]).toMatchObject({ code: 'routes/reserved', file: 'content/s.md' })
    expect(g.routes.get('/search' as never)?.kind).toBe('search')
  })

  it('lets a page take /404, the built-in not-found page keeping 404.html (a Docusaurus site’s docs/404.md)', () => {
    const g = buildRouteGraph({
      pages: [page('404.md', { title: 'Lost?' })],
      apiPages: [],
      categories: new Map(),
      config: config(),
    })
    expect(g.diagnostics).toEqual([])
    expect(g.routes.get('/404' as never)).toMatchObject({ kind: 'doc', outFile: '404/index.html', title: 'Lost?' })
    expect(g.routes.get('/404.html' as never)).toMatchObject({ kind: 'not-found', outFile: '404.html' })
  })
})
