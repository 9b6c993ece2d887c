import { beforeAll, describe, expect, it } from 'vitest'
import { SearchEngine } from '../../../src/client/search/engine.js'
import { snippetOf } from '../../../src/client/search/results.js'
import { loadConfig } from '../../../src/config/index.js'
import type { PageMeta, RoutePath } from '../../../src/model/index.js'
import { SEARCH_INDEX_DIR, type SearchManifest } from '../../../src/model/search-index.js'
import { planSearchIndex, SearchIndexBuilder } from '../../../src/search/index.js'
import { buildFixture, type FixtureBuild } from '../../helpers/build-fixture.js'
import { SITE } from './search-site.js'

// The search index as the pipeline builds it from Markdown, and the engine the browser runs,
// reading the files the build wrote.

let built: FixtureBuild
let engine: SearchEngine
let manifest: SearchManifest

const json = <T>(path: string): T => JSON.parse(built.file(path)) as T

beforeAll(async () => {
  built = await buildFixture(SITE)
  expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  engine = new SearchEngine('/', async (url) => JSON.parse(built.file(url.replace(/^\//, ''))))
  manifest = json<SearchManifest>(`${SEARCH_INDEX_DIR}/manifest.json`)
})

const urlsFor = async (query: string, area?: string) =>
  (await engine.top(query, 10, area ? { area } : {})).pages.map((page) => page.url)

describe('the search index files', () => {
  it('writes a manifest with the context tags, the areas from the navbar and the settings', () => {
    expect(manifest).toMatchObject({
      version: 2,
      locale: 'en',
      docsVersion: 'current',
      externalUrlPattern: '^/manual/legacy',
      reportUrl: 'https://github.com/acme/docs/issues/new',
    })
    expect(Object.values(manifest.areas).sort()).toEqual(['Guides', 'Manual'])
    expect(manifest.pageAreas).toHaveLength(manifest.pages)
  })

  it('names every other file by its content', () => {
    const files = [...built.writer.files.keys()].filter((name) => name.startsWith(`${SEARCH_INDEX_DIR}/`))
    for (const name of files) {
      if (name.endsWith('/manifest.json')) continue
      expect(name).toMatch(/^assets\/search\/(shards\/[0-9a-f]{8}|fragments\/[0-9a-f]{8}\/\d+)\.json$/)
    }
    for (const hash of Object.values(manifest.shards))
      expect(files).toContain(`${SEARCH_INDEX_DIR}/shards/${hash}.json`)
  })

  it('leaves out pages with search: false', async () => {
    expect(await urlsFor('zanzibarhidden')).toEqual([])
    const fragments = await Promise.all(Array.from({ length: manifest.pages }, (_, i) => engine.fragment(i)))
    expect(fragments.map((f) => f.url)).not.toContain('/guide/hidden')
  })

  it('keeps one record per section: heading, anchor id and the text readers see, every tab panel included', async () => {
    const fragment = (await Promise.all(Array.from({ length: manifest.pages }, (_, i) => engine.fragment(i)))).find(
      (f) => f.url === '/guide/middlewares',
    )
    expect(fragment?.sections.map(([id, depth, heading]) => [id, depth, heading])).toEqual([
      ['', 0, ''],
      ['order', 2, 'Order'],
    ])
    const order = fragment?.sections[1]?.[3] ?? ''
    expect(order).toContain('onlyinjavascriptpanel')
    expect(order).toContain('onlyintypescriptpanel')
    expect(built.file('guide/middlewares/index.html')).toContain('id="order"')
  })

  it('names the category each page is in, so that pages of one title can be told apart in the results', async () => {
    const fragments = await Promise.all(Array.from({ length: manifest.pages }, (_, i) => engine.fragment(i)))
    for (const f of fragments) {
      const crumbs = built.result.graph?.routes.get(f.url as never)?.breadcrumbs ?? []
      expect(f.parent, f.url).toBe(crumbs.length >= 2 ? crumbs[crumbs.length - 2]?.label : undefined)
    }
    expect(fragments.find((f) => f.url === '/guide/advanced/tuning')?.parent).toBe('advanced')
  })
})

describe('SearchIndexBuilder', () => {
  it('writes the same files whichever order the pages come in, or none (all made by finish)', async () => {
    const { graph, pages, bodies } = built.result
    if (!graph || !bodies) throw new Error('the fixture build has no graph or bodies')
    const config = await loadConfig({ rootDir: built.rootDir })
    // Routes are the pages' keys (`BuildResult` keeps them as plain strings).
    const input = { graph, pages: pages as ReadonlyMap<RoutePath, PageMeta>, bodies, config }
    const filesWhen = async (order: RoutePath[], fragmentPages?: number) => {
      const files = new Map<string, string>()
      const out = {
        emit: async (file: { fileName: string; contents: string }) => {
          files.set(file.fileName, file.contents)
        },
        keep: async () => false,
      }
      const builder = new SearchIndexBuilder({ ...input, plan: planSearchIndex(input, fragmentPages) })
      for (const route of order) await builder.page(route, out)
      await builder.finish(out)
      return files
    }
    const routes = [...graph.routes.keys()].sort()
    const inOrder = await filesWhen(routes)
    expect([...inOrder.keys()].filter((name) => name.includes('/fragments/'))).toHaveLength(manifest.pages)
    expect(await filesWhen([...routes].reverse())).toEqual(inOrder)
    expect(await filesWhen([])).toEqual(inOrder)
    // As the pipeline wrote them.
    for (const [name, contents] of inOrder) expect(built.file(name)).toBe(contents)

    // Three pages per fragment file, as a large site has: a file is written once its last page
    // comes, whatever the order, and the engine finds each page's fragment in it.
    const shared = await filesWhen(routes, 3)
    expect([...shared.keys()].filter((name) => name.includes('/fragments/'))).toHaveLength(
      Math.ceil(manifest.pages / 3),
    )
    expect(await filesWhen([...routes].reverse(), 3)).toEqual(shared)
    expect(await filesWhen([], 3)).toEqual(shared)
    const loaded: string[] = []
    const sharedEngine = new SearchEngine('/', async (url) => {
      loaded.push(url)
      return JSON.parse(shared.get(url.replace(/^\//, '')) ?? 'null')
    })
    for (let page = 0; page < manifest.pages; page++) {
      expect(await sharedEngine.fragment(page)).toEqual(await engine.fragment(page))
    }
    // The manifest, then each file once.
    expect(loaded).toHaveLength(1 + Math.ceil(manifest.pages / 3))
    expect((await sharedEngine.top('webhook', 10)).pages.map((page) => page.url)).toEqual(await urlsFor('webhook'))
  })
})

describe('the search engine over the built index', () => {
  it('finds a word in a title first, then in a heading, then in the text', async () => {
    expect((await urlsFor('webhook'))[0]).toBe('/guide/webhooks')
    expect(await urlsFor('webhook')).toContain('/manual/publishing')
  })

  it('matches prefixes while typing, stems, and one typo in longer words', async () => {
    expect((await urlsFor('middlew'))[0]).toBe('/guide/middlewares')
    expect((await urlsFor('populate'))[0]).toBe('/guide/populating')
    expect((await urlsFor('middelware'))[0]).toBe('/guide/middlewares')
    expect((await urlsFor('webhok'))[0]).toBe('/guide/webhooks')
  })

  it('finds keys, commands and parameters as typed', async () => {
    expect((await urlsFor('APP_KEYS'))[0]).toBe('/guide/cli')
    expect((await urlsFor('strapi develop'))[0]).toBe('/guide/cli')
    expect((await urlsFor('create-strapi-app'))[0]).toBe('/guide/cli')
    expect((await urlsFor('populate=*'))[0]).toBe('/guide/populating')
  })

  it('gives the section of a heading that is the query, with a marked snippet', async () => {
    const { pages } = await engine.top('strapi develop', 5)
    expect(pages[0]?.sections[0]?.href).toBe('/guide/cli#strapi-develop')
    expect(pages[0]?.sections[0]?.trail).toEqual(['strapi develop'])
    expect(pages[0]?.sections[0]?.snippet.filter((part) => part.mark).length).toBeGreaterThan(0)
  })

  it('ranks a page with search_boost above an equal one', async () => {
    // Without the boost the other page would come first: equal scores go in path order.
    expect((await urlsFor('gadgets')).slice(0, 2)).toEqual(['/guide/gadgets-b', '/guide/gadgets-a'])
  })

  it('filters by area', async () => {
    const manual = Object.entries(manifest.areas).find(([, name]) => name === 'Manual')?.[0]
    expect(await urlsFor('webhook', manual)).toEqual(['/manual/publishing'])
  })

  it('keeps page text as text: snippets are plain strings, never markup', async () => {
    const { pages } = await engine.top('secret token', 5)
    const text = pages[0]?.sections.map((s) => s.snippet.map((p) => p.text).join('')).join(' ') ?? ''
    expect(text).toContain('<script>alert(1)</script>')
  })

  it('cuts snippets at word boundaries around the first match', () => {
    const text = `${'lorem '.repeat(60)}needle ${'ipsum '.repeat(60)}`
    const parts = snippetOf(text, (word) => word === 'needle')
    expect(parts[0]?.text).toBe('… ')
    expect(parts.find((p) => p.mark)?.text).toBe('needle')
    expect(parts.at(-1)?.text).toBe(' …')
  })
})
