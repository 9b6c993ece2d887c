import { createHash } from 'node:crypto'
import type { ResolvedConfig } from '../config/index.js'
import { versionSidebarKey } from '../graph/index.js'
import {
  FRAGMENTS_PER_FOLDER,
  NO_VERSION,
  type PageBodies,
  type PageMeta,
  pagesPerFragmentFile,
  type RouteGraph,
  type RouteNode,
  type RoutePath,
  routePath,
} from '../model/index.js'

/** What the search index is built from: the routes, their pages' metadata and bodies, the settings. */
export interface SearchIndexInput {
  graph: RouteGraph
  /** Compiled pages by route (Markdown and OpenAPI). */
  pages: ReadonlyMap<RoutePath, PageMeta>
  bodies: PageBodies
  config: ResolvedConfig
}

/** A page the index holds: its number (its place in path order), route node, metadata and area. */
export interface PlannedPage {
  number: number
  node: RouteNode
  page: PageMeta
  /** The area's name, and its one-character key in the manifest. */
  area: string
  areaKey: string
  /** The category the page is in (see `SearchFragment.parent`). */
  parent?: string
  /** A hash of everything the page's fragment and terms are made from (its body by its hash). */
  version: string
  /** Its docs version's key in the manifest (`NO_VERSION`: none), on a site that builds several. */
  docsVersionKey?: string
}

/**
 * The index before any body is read: its pages in order with their versions, the folder of each
 * hundred fragment files, and `key`, a hash of everything the index is made from.
 */
export interface SearchPlan {
  key: string
  pages: readonly PlannedPage[]
  byPath: ReadonlyMap<RoutePath, PlannedPage>
  /** Area keys by name, in order of first use. */
  areas: ReadonlyMap<string, string>
  /** Docs version keys by name, on a site that builds several. */
  docsVersions?: ReadonlyMap<string, string>
  /** Pages per fragment file (see `pagesPerFragmentFile`). */
  perFile: number
  /** Per hundred fragment files, their folder (`fragments/9c1e22aa/`): a hash of its pages' versions. */
  folders: readonly string[]
  suggestions: string[]
}

/** Bumped when the index's files change shape for the same pages (the key then changes too). */
const INDEX_FORMAT = 4

/**
 * The plan of the index, read from the pages' metadata only (a body's search text is read only
 * for the rare page without a `bodyHash`): a warm build whose key is unchanged keeps the previous
 * index files, and one whose key changed makes again only the fragment folders whose pages
 * changed.
 * `fragmentPages`: pages per fragment file, if not the number `pagesPerFragmentFile` gives.
 */
export function planSearchIndex(input: SearchIndexInput, fragmentPages?: number): SearchPlan {
  const { config } = input
  const found = indexedPages(input)
  const perFile = fragmentPages ?? pagesPerFragmentFile(found.length)
  // Fragments hold the pages' own text; the settings reach them through the compiled sections.
  const shared = JSON.stringify([
    INDEX_FORMAT,
    config.search,
    config.locale ?? config.i18n.defaultLocale,
    config.docs.versions[0]?.name,
    perFile,
    // A site of several docs versions: which is the last (the manifest's `docsVersion`).
    ...(input.graph.versions ? [input.graph.versions.find((v) => v.last)?.name ?? null] : []),
  ])
  const areas = new Map<string, string>()
  // One character per version, as `pageVersions` reads them ('0', '1', … '9', ':', ';', …, never NO_VERSION).
  const docsVersions =
    input.graph.versions && new Map(input.graph.versions.map((v, i) => [v.name, String.fromCharCode(48 + i)]))
  const pages: PlannedPage[] = found.map(({ node, page, area }, number) => {
    // A page without one (the API reference): what the index reads of its body, not its HTML.
    const body =
      page.bodyHash ??
      createHash('sha1')
        .update(JSON.stringify(input.bodies.searchText(page.source) ?? null))
        .digest('base64')
    // The category it is in, shown with its results.
    const parent = node.breadcrumbs.at(-2)?.label
    // The settings too: the terms kept for a version (see `SearchTermsMemo`) depend on them.
    const version = createHash('sha1')
      .update(shared)
      .update(
        JSON.stringify([
          node.path,
          node.kind,
          node.title,
          parent ?? null,
          page.contentTitle,
          page.description,
          area,
          page.frontmatter.search_boost,
          body,
          // A site of several docs versions: the page's (sites of one keep their hashes).
          ...(docsVersions ? [node.version ?? null] : []),
        ]),
      )
      .digest('base64')
    const planned = { number, node, page, area, areaKey: areaKey(areas, area), version, ...(parent ? { parent } : {}) }
    return docsVersions ? { ...planned, docsVersionKey: docsVersions.get(node.version ?? '') ?? NO_VERSION } : planned
  })
  const folders: string[] = []
  const perFolder = perFile * FRAGMENTS_PER_FOLDER
  for (let first = 0; first < pages.length; first += perFolder) {
    const hash = createHash('sha1').update(shared).update(String(first))
    for (const page of pages.slice(first, first + perFolder)) hash.update(`\n${page.version}${page.areaKey}`)
    folders.push(`fragments/${hash.digest('hex').slice(0, 8)}/`)
  }
  const suggestions = config.search.suggestions ?? defaultSuggestions(input.graph)
  // The manifest also names the pages' areas and the shards, made from the same versions.
  const key = createHash('sha1')
    .update(JSON.stringify([shared, config.repositoryUrl, suggestions, folders, pages.length]))
    .update(pages.map((page) => page.version).join('\n'))
    .digest('hex')
  return {
    key,
    pages,
    byPath: new Map(pages.map((page) => [page.node.path, page])),
    areas,
    ...(docsVersions ? { docsVersions } : {}),
    perFile,
    folders,
    suggestions,
  }
}

/** The kinds of page the index holds: what has text of its own to find. */
const SEARCHED_KINDS: ReadonlySet<RouteNode['kind']> = new Set([
  'doc',
  'home',
  'snippet',
  'openapi',
  'page',
  'blog-post',
])

/** The pages the index holds, in path order, with the area each belongs to. */
function indexedPages(input: SearchIndexInput): { node: RouteNode; page: PageMeta; area: string }[] {
  const { graph, pages, config } = input
  const areaOfSidebar = sidebarAreas(graph, config)
  const found: { node: RouteNode; page: PageMeta; area: string }[] = []
  for (const node of [...graph.routes.values()].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const page = pages.get(node.path)
    if (!page || page.frontmatter.search === false || page.frontmatter.draft) continue
    if (!SEARCHED_KINDS.has(node.kind)) continue
    const area =
      node.kind === 'openapi'
        ? 'API reference'
        : node.kind === 'snippet'
          ? 'Snippets'
          : node.kind === 'blog-post'
            ? config.blog === false
              ? 'Blog'
              : config.blog.title
            : ((node.sidebar && areaOfSidebar.get(node.sidebar)) ?? OTHER)
    found.push({ node, page, area })
  }
  // A page in no sidebar (a fragment, a guide listed elsewhere) joins the area most pages of its
  // first folder are in (`/dev-docs/...`: the developer docs).
  const byFolder = new Map<string, Map<string, number>>()
  for (const { node, area } of found) {
    if (area === OTHER) continue
    const counts = byFolder.get(folderOf(node.path)) ?? new Map<string, number>()
    counts.set(area, (counts.get(area) ?? 0) + 1)
    byFolder.set(folderOf(node.path), counts)
  }
  for (const entry of found) {
    if (entry.area !== OTHER) continue
    const counts = [...(byFolder.get(folderOf(entry.node.path)) ?? [])].sort((a, b) => b[1] - a[1])
    entry.area = counts[0]?.[0] ?? OTHER
  }
  return found
}

const OTHER = 'Other pages'
const folderOf = (path: string): string => path.split('/')[1] ?? ''

/**
 * The area name of each sidebar: the label of the navbar item that leads into it (the Strapi site's
 * "Developer Docs" and "User Guide"), else the sidebar's id. Search results and /llms.txt use it.
 */
export function sidebarAreas(graph: RouteGraph, config: ResolvedConfig): Map<string, string> {
  const names = new Map<string, string>()
  for (const item of config.navbar.items.flatMap((entry) =>
    'html' in entry ? [] : 'items' in entry ? (entry.items ?? [entry]) : [entry],
  )) {
    if ('html' in item || !item.to || !item.label) continue
    const target = graph.routes.get(routePath(item.to.replace(/\/+$/, '') || '/'))
    if (target?.sidebar && !names.has(target.sidebar)) names.set(target.sidebar, item.label)
  }
  // A versioned sidebar (`version-1.0/docs`) is in the area of the last version's of its id.
  const versions = (graph.versions ?? []).map((version) => versionSidebarKey(version, ''))
  for (const id of graph.sidebars.keys()) {
    const prefix = versions.find((p) => p !== '' && id.startsWith(p))
    const plain = prefix ? id.slice(prefix.length) : id
    if (!names.has(id)) names.set(id, names.get(plain) ?? plain)
  }
  return names
}

/** The labels of the first sidebar's top-level items (emoji and symbols dropped), up to four. */
function defaultSuggestions(graph: RouteGraph): string[] {
  const [first] = graph.sidebars.values()
  return (first?.items ?? [])
    .map((item) => item.label.replace(/^[^\p{L}\p{N}]+/u, '').trim())
    .filter((label) => label !== '')
    .slice(0, 4)
}

/** The one-character key of an area, given in order of first use. */
function areaKey(areas: Map<string, string>, name: string): string {
  let key = areas.get(name)
  if (key === undefined) {
    key = String.fromCharCode(97 + areas.size)
    areas.set(name, key)
  }
  return key
}
