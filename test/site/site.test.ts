import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { NavItem, RouteGraph } from '../../src/model/route-graph.js'
import { REPO_ROOT } from '../browser/support/site.js'
import { buildFixture } from '../helpers/build-fixture.js'
import { DEV_DOCS_SIDEBAR, type Expected, USER_DOCS_SIDEBAR } from './expected-sidebars.js'
import { hasExample, PLACEHOLDER, proseOf, proseWords } from './prose.js'
import { INDEX_PAGES, WRITTEN } from './written.js'

// The content issues (19, 20, 22, 23, 24): every route written so far exists with its title, in
// its sidebar at its place, with enough prose and an example, and no placeholder text.
// routes.tsv is a copy of ../shared/spec/routes.tsv kept in the repository.

interface SpecRoute {
  url: string
  source: string
  title: string
  /** `devDocsSidebar`, or undefined for pages in no sidebar. */
  sidebar: string | undefined
  /** Listed in its sidebar, rather than only showing it (`displayed_sidebar`). */
  listed: boolean
}

/**
 * Where the site differs from routes.tsv on purpose: issue 19 asks for the SQLite page to show the
 * developer sidebar (the original's `displayed_sidebar` line was commented out), so a reader who
 * lands on it from the database page keeps the navigation.
 */
const SIDEBAR_OVERRIDES: Readonly<Record<string, string>> = {
  '/dev-docs/configurations/sqlite': 'devDocsSidebar',
}

function readRoutes(): SpecRoute[] {
  const lines = readFileSync(new URL('./routes.tsv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
  return lines.map((line) => {
    const [url = '', source = '', title = '', column = ''] = line.split('\t')
    const displayed = /displayed_sidebar: (\w+)/.exec(column)?.[1]
    const listed = /^\w+Sidebar$/.test(column)
    return { url, source, title, sidebar: listed ? column : (SIDEBAR_OVERRIDES[url] ?? displayed), listed }
  })
}

const ROUTES = readRoutes()
const WRITTEN_ROUTES = ROUTES.filter((route) => WRITTEN.includes(route.url))
/** Fragments included into other pages: exempt from the size and example rules. */
const isFragment = (url: string) => url.startsWith('/snippets/') || url.includes('/snippets-proxy/')
const NORMAL = WRITTEN_ROUTES.filter((r) => !isFragment(r.url) && r.url !== '/status' && !INDEX_PAGES.has(r.url))
const INDEXES = WRITTEN_ROUTES.filter((r) => INDEX_PAGES.has(r.url))
const CONTENT = path.join(REPO_ROOT, 'content')
const source = (route: SpecRoute) => readFileSync(path.join(CONTENT, route.source), 'utf8')

let graph: RouteGraph

beforeAll(async () => {
  const built = (await buildFixture(REPO_ROOT)).result.graph
  if (!built) throw new Error('the site did not build')
  graph = built
}, 120_000)

describe('the written list', () => {
  it('names only routes of routes.tsv', () => {
    const known = new Set(ROUTES.map((r) => r.url))
    expect(WRITTEN.filter((url) => !known.has(url))).toEqual([])
  })
})

describe.each(WRITTEN_ROUTES)('$url', (route) => {
  it('exists with its title, in its sidebar', () => {
    const node = graph.routes.get(route.url as never)
    expect(node, `no page at ${route.url} (content/${route.source})`).toBeDefined()
    expect(node?.source).toBe(`content/${route.source}`)
    expect(node?.title).toBe(route.title)
    expect(node?.sidebar).toBe(route.sidebar)
    expect(node?.inSidebar ?? false).toBe(route.listed)
  })

  it('holds no placeholder text', () => {
    expect(proseOf(source(route)).match(PLACEHOLDER)?.[0]).toBeUndefined()
  })
})

describe.each(NORMAL)('$url, a normal page', (route) => {
  it('has at least 400 words of prose and an example', () => {
    const text = source(route)
    expect(proseWords(text)).toBeGreaterThanOrEqual(400)
    expect(hasExample(text)).toBe(true)
  })
})

describe.each(INDEXES)('$url, a category index', (route) => {
  it('introduces its area in at least 150 words and lists its pages as cards', () => {
    const text = source(route)
    expect(proseWords(text)).toBeGreaterThanOrEqual(150)
    expect(text).toMatch(/<DocCardList\s*\/>/)
  })
})

/** A sidebar as lines (`category Label -> link (collapsed)`, `doc id`), indented by depth. */
function outline(items: readonly NavItem[], depth = 0): string[] {
  const pad = '  '.repeat(depth)
  return items.flatMap((item) => {
    if (item.type === 'doc') return [`${pad}${item.docId}`]
    if (item.type === 'link') return [`${pad}link ${item.label}`]
    if (item.type === 'html') return [`${pad}html ${item.label}`]
    const link = item.docId ? ` -> ${item.docId}` : ''
    return [`${pad}${item.label}${link}${item.collapsed ? ' (collapsed)' : ''}`, ...outline(item.items, depth + 1)]
  })
}

/** The expected sidebar cut down to the pages written so far. */
function expectedOutline(items: readonly Expected[], written: ReadonlySet<string>, depth = 0): string[] {
  const pad = '  '.repeat(depth)
  return items.flatMap((item) => {
    if (typeof item === 'string') return written.has(item) ? [`${pad}${item}`] : []
    const children = expectedOutline(item.items, written, depth + 1)
    const link = item.link && written.has(item.link) ? ` -> ${item.link}` : ''
    if (children.length === 0 && !link) return []
    return [`${pad}${item.label}${link}${item.collapsed ? ' (collapsed)' : ''}`, ...children]
  })
}

describe('sidebars', () => {
  const writtenDocs = new Set(WRITTEN_ROUTES.map((route) => route.source.replace(/\.md$/, '')))
  it.each([
    ['devDocsSidebar', DEV_DOCS_SIDEBAR],
    ['userDocsSidebar', USER_DOCS_SIDEBAR],
  ] as const)('%s has the written pages in the order of sidebars.md', (id, expected) => {
    const tree = graph.sidebars.get(id)
    expect(tree).toBeDefined()
    expect(outline(tree?.items ?? [])).toEqual(expectedOutline(expected, writtenDocs))
  })
})
