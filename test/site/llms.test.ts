import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RouteGraph, RouteNode } from '../../src/model/route-graph.js'
import { REPO_ROOT } from '../browser/support/site.js'
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js'

// Issue 27: this site for machines. Every page of routes.tsv has its Markdown form at
// `<route>.md`, /llms.txt lists each under the section its sidebar puts it in, and no Markdown
// file shows component syntax a reader of the HTML never sees.

interface SpecRoute {
  url: string
  /** The routes.tsv sidebar column. */
  column: string
}

const ROUTES: SpecRoute[] = readFileSync(new URL('./routes.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [url = '', , , column = ''] = line.split('\t')
    return { url, column }
  })

/** The SQLite page shows the developer sidebar on purpose (see site.test.ts). */
const DISPLAYED_OVERRIDES = new Set(['/dev-docs/configurations/sqlite'])

let built: FixtureBuild
let graph: RouteGraph
/** `/llms.txt`: each linked URL and the `## ` section it is listed under. */
let listed: Map<string, string[]>
let sectionOrder: string[]

beforeAll(async () => {
  built = await buildFixture(REPO_ROOT)
  if (!built.result.graph) throw new Error('the site did not build')
  graph = built.result.graph
  listed = new Map()
  sectionOrder = []
  let section = ''
  for (const line of built.file('llms.txt').split('\n')) {
    if (line.startsWith('## ')) {
      section = line.slice(3)
      sectionOrder.push(section)
    }
    const entry = /^- \[.+?\]\((\/[^)]*)\)/.exec(line)
    if (entry?.[1]) listed.set(entry[1], [...(listed.get(entry[1]) ?? []), section])
  }
}, 180_000)

const nodeOf = (url: string): RouteNode => {
  const node = graph.routes.get(url as RouteNode['path'])
  if (!node) throw new Error(`no page at ${url}`)
  return node
}
const markdownUrl = (url: string) => `/${nodeOf(url).markdownFile}`

/** The top-level category of the developer sidebar that lists `url`. */
function devCategoryOf(url: string): string | undefined {
  const contains = (items: readonly import('../../src/model/route-graph.js').NavItem[]): boolean =>
    items.some((item) => ('path' in item && item.path === url) || (item.type === 'category' && contains(item.items)))
  const top = graph.sidebars.get('devDocsSidebar')?.items.find((item) => item.type === 'category' && contains([item]))
  return top?.label.replace(/^[^\p{L}\p{N}]+/u, '').trim()
}

/** The section of /llms.txt a page of routes.tsv belongs in. */
function expectedSection(route: SpecRoute): string {
  if (route.column === 'devDocsSidebar') return `Developer Docs: ${devCategoryOf(route.url)}`
  if (route.column === 'userDocsSidebar') return 'User Guide'
  if (route.column.includes('displayed_sidebar: devDocsSidebar') || DISPLAYED_OVERRIDES.has(route.url)) {
    return 'Developer Docs: Other pages'
  }
  return 'Optional'
}

/** Markdown with fenced code and code spans taken out: what is left is prose and structure. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1`*$/gm, '').replace(/(`+)[^`\n]+?\1/g, '')
}

describe('every page of routes.tsv as Markdown', () => {
  it.each(ROUTES)('$url has its .md, titled, listed once under its section', (route) => {
    const node = nodeOf(route.url)
    expect(node.markdownFile, `${route.url} has no Markdown form`).toBeDefined()
    const text = built.file(node.markdownFile ?? '')
    expect(text.startsWith(`---\ntitle: `)).toBe(true)
    expect(text).toMatch(/\n---\n\n# .+\n/)
    expect(listed.get(markdownUrl(route.url))).toEqual([expectedSection(route)])
  })

  it('lists the API reference, and nothing else besides the pages of routes.tsv', () => {
    expect(listed.get('/openapi.md')).toEqual(['API reference'])
    const known = new Set([...ROUTES.map((route) => markdownUrl(route.url)), '/openapi.md'])
    expect([...listed.keys()].filter((url) => !known.has(url))).toEqual([])
  })

  it('orders the sections as the sidebars do, then the other pages, the API reference and Optional', () => {
    expect(sectionOrder).toEqual([
      'Developer Docs: Getting Started',
      'Developer Docs: Setup & Deployment',
      'Developer Docs: APIs',
      'Developer Docs: Development',
      'Developer Docs: Developer Resources',
      'Developer Docs: Plugins',
      'Developer Docs: Update and Migration',
      'User Guide',
      'Developer Docs: Other pages',
      'API reference',
      'Optional',
    ])
    const head = built.file('llms.txt').split('\n').slice(0, 3)
    expect(head).toEqual(['# Strapi Documentation', '', '> Design APIs fast, manage content easily.'])
  })

  it('puts every page into /llms-full.txt, in the order of /llms.txt', () => {
    const full = built.file('llms-full.txt')
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1])
    expect(sources).toEqual([...listed.keys()])
  })

  it('shows no component syntax, import line or unresolved marker outside code', () => {
    const files = [...built.writer.files.keys()].filter((file) => file.endsWith('.md') || file.startsWith('llms'))
    expect(files.length).toBe(ROUTES.length + 3)
    const raw =
      /<(Tabs|TabItem|ApiCall|Request|Response|Columns|DocCardList|CustomDocCard|GoldBadge)\b|^:::|^import .+ from |docsgen-(md-link|route|slot)/m
    const found = files.flatMap((file) => {
      const match = raw.exec(withoutCode(built.file(file)))
      return match ? [`${file}: ${match[0]}`] : []
    })
    expect(found).toEqual([])
  })

  it('keeps every tab of a page, under its label', () => {
    const text = built.file(nodeOf('/dev-docs/installation/cli').markdownFile ?? '')
    expect(text).toContain('**Yarn**\n\n```bash\n')
    expect(text).toContain('**npm**\n\n```bash\n')
  })

  it('points links to other pages at their Markdown forms', () => {
    const text = built.file(nodeOf('/dev-docs/backend-customization').markdownFile ?? '')
    expect(text).toContain('[Middlewares configuration](/dev-docs/configurations/middlewares.md)')
    expect(text).toContain('(/dev-docs/cli.md#inspecting-a-project)')
  })
})
