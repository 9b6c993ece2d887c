import { type BuiltDocsVersion, currentLocaleOf, type ResolvedConfig } from '../config/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { CategoryMeta, PageMeta } from '../model/page.js'
import {
  type Crumb,
  type GraphVersion,
  headMetaOf,
  type NavLink,
  type NavTree,
  type RouteGraph,
  type RouteNode,
  type RoutePath,
} from '../model/route-graph.js'
import { joinRoute, outFileOf } from './route-path.js'
import { buildSidebars, type CategoryTrail, categoryTrails, flattenSidebar, type SidebarDoc } from './sidebars.js'

/** A doc of one version: its place in the version's sidebars is read from `doc` (a source inside the version). */
export interface VersionDoc {
  doc: SidebarDoc
  page: PageMeta
}

/**
 * One docs version's navigation: its sidebars (keyed as the graph keys them, see `sidebarKey`),
 * its docs by id, each doc's home sidebar, reading order and category trail.
 */
export interface VersionNav {
  version: BuiltDocsVersion
  /** The route of the version's docs root (`/docs/1.0`). */
  base: RoutePath
  sidebars: Map<string, NavTree>
  /** Categories' generated index pages, their `sidebar` keyed as the graph keys it. */
  indexes: ReturnType<typeof buildSidebars>['indexes']
  docIdToRoute: Map<string, RoutePath>
  pageByDocId: Map<string, PageMeta>
  /** Doc id (or a generated index page's path) to the key of its sidebar. */
  homeOf: Map<string, string>
  flat: Map<string, ReturnType<typeof flattenSidebar>>
  indexIn: Map<string, Map<string, number>>
  trails: Map<string, Map<string, CategoryTrail>>
  /** `sidebar id` -> the graph's key of it in this version. */
  sidebarKey: (id: string) => string
  /** Its sidebars' ids, as its sidebars file names them (for messages). */
  sidebarIds: string[]
}

/**
 * The graph's key of a version's sidebar: the id itself for the last version (or a site of one
 * version), `version-<name>/<id>` for the others, as Docusaurus once named versioned sidebars.
 */
export function sidebarKeyOf(version: BuiltDocsVersion, several: boolean): (id: string) => string {
  return several ? (id) => versionSidebarKey(version, id) : (id) => id
}

/**
 * The sidebar a navbar item's `sidebarId` names on a page of no version: the last version's of
 * that id, or the one a legacy name stands for (`version-1.0/docs`, see `RouteGraph.sidebarAliases`).
 */
export function sidebarNamed(graph: Pick<RouteGraph, 'sidebars' | 'sidebarAliases'>, id: string): NavTree | undefined {
  const alias = graph.sidebarAliases?.get(id)
  return graph.sidebars.get(id) ?? (alias === undefined ? undefined : graph.sidebars.get(alias))
}

/** The graph's key of the sidebar `id` of a version, on a site that builds several (see `sidebarKeyOf`). */
export function versionSidebarKey(version: { name: string; last: boolean }, id: string): string {
  return version.last ? id : `version-${version.name}/${id}`
}

/** Build one version's sidebars and the navigation read from them. */
export function buildVersionNav(input: {
  version: BuiltDocsVersion
  /** Its docs, sources relative to the version's folder, sorted by source. */
  docs: readonly VersionDoc[]
  /** Every category file's metadata, by folder relative to the docs folder. */
  categories: ReadonlyMap<string, CategoryMeta>
  config: ResolvedConfig
  several: boolean
  navigation: boolean
  diagnostics: Diagnostic[]
  /** Ids of its docs left out as drafts. */
  drafts?: ReadonlySet<string> | undefined
}): VersionNav {
  const { version, config, navigation } = input
  const base = joinRoute(config.docs.routeBasePath, version.path)
  // The config check makes sure its folder has docs; drafts (left out of builds) may be all it has.
  if (input.several && input.docs.length === 0) {
    input.diagnostics.push({
      severity: 'warning',
      code: 'config/version-without-pages',
      file: version.contentDir || '.',
      message: `Docs version "${version.name}" has no page to build: its docs are all drafts; the version menu's link to it leads nowhere`,
      hint: 'Publish one of its docs (remove `draft: true`), or take the version out of the site.',
    })
  }
  const sidebarKey = sidebarKeyOf(version, input.several)
  const categories = new Map<string, CategoryMeta>()
  for (const [folder, meta] of input.categories) {
    if (version.prefix === '') {
      if (!folder.startsWith('../')) categories.set(folder, meta)
    } else if (folder === version.prefix.slice(0, -1)) categories.set('', meta)
    else if (folder.startsWith(version.prefix)) categories.set(folder.slice(version.prefix.length), meta)
  }
  const docIdToRoute = new Map<string, RoutePath>()
  const pageByDocId = new Map<string, PageMeta>()
  for (const { doc, page } of input.docs) {
    docIdToRoute.set(doc.docId, doc.path)
    pageByDocId.set(doc.docId, page)
  }
  const sidebarsFile = version.sidebarsFile ?? config.configFile ?? 'site.config.ts'
  const built = buildSidebars({
    docs: input.docs.map((entry) => entry.doc),
    drafts: input.drafts,
    categories,
    config: version.sidebars,
    defaults: { collapsed: config.docs.sidebarCollapsed, collapsible: config.docs.sidebarCollapsible },
    excludeDirs: config.docs.snippetDirs,
    excludeSources: new Set(version.prefix === '' ? ['status.md', 'status.mdx'] : []),
    configFile: sidebarsFile,
    where: version.sidebarsFile ? '' : 'docs.sidebars.',
    rules: config.flavour,
    indexRoute: (slug) => joinRoute(base, slug),
    // A locale's pass: its translated sidebar labels (`current.json`, `version-<name>.json`).
    labels: config.locale === undefined ? undefined : currentLocaleOf(config)?.translations.docs[version.name],
  })
  input.diagnostics.push(...built.diagnostics)
  const sidebars = new Map([...built.sidebars].map(([id, tree]) => [sidebarKey(id), { ...tree, id: sidebarKey(id) }]))
  const indexes = built.indexes.map((index) => ({ ...index, sidebar: sidebarKey(index.sidebar) }))
  const flat = new Map([...sidebars].map(([id, tree]) => [id, flattenSidebar(tree.items)]))
  // Position of each doc in its sidebar's reading order, and its category trail: one walk each.
  const indexIn = new Map(
    [...(navigation ? flat : [])].map(([id, list]) => {
      const at = new Map<string, number>()
      list.forEach((entry, i) => {
        const key = entry.docId ?? entry.path
        if (!at.has(key)) at.set(key, i)
      })
      return [id, at]
    }),
  )
  const trails = new Map(navigation ? [...sidebars].map(([id, tree]) => [id, categoryTrails(tree.items)]) : [])
  const homeOf = new Map<string, string>()
  // Keyed by doc id, or by path for a generated index page (see `flattenSidebar`).
  for (const [id, list] of flat) {
    for (const entry of list) {
      const key = entry.docId ?? entry.path
      if (!homeOf.has(key)) homeOf.set(key, id)
    }
  }
  const sidebarIds = [...built.sidebars.keys()]
  return {
    version,
    base,
    sidebars,
    indexes,
    docIdToRoute,
    pageByDocId,
    homeOf,
    flat,
    indexIn,
    trails,
    sidebarKey,
    sidebarIds,
  }
}

/**
 * `id` without this version's legacy prefix (`version-1.0/intro` -> `intro` in version 1.0), if it
 * has it: Docusaurus 1 and early Docusaurus 2 named the docs and sidebars of a released version so,
 * and Docusaurus 2 still takes such an id for the version's own (a doc's `id` and `unversionedId`,
 * a sidebar's name in a versioned sidebars file). The docs folder's version has no prefix.
 */
function withoutLegacyPrefix(version: BuiltDocsVersion, id: string): string | undefined {
  const prefix = `version-${version.name}/`
  if (version.prefix === '' || !id.startsWith(prefix) || id.length === prefix.length) return undefined
  return id.slice(prefix.length)
}

/** The doc of this version a front matter id names (`pagination_next`), as written or with the version's legacy prefix. */
export function docIdNamed(nav: VersionNav, id: string): string | undefined {
  if (nav.docIdToRoute.has(id)) return id
  const own = withoutLegacyPrefix(nav.version, id)
  return own !== undefined && nav.docIdToRoute.has(own) ? own : undefined
}

/**
 * The graph's key of the sidebar of this version a front matter id names (`displayed_sidebar`):
 * as written, or (the name a legacy versioned sidebars file gave it, which Docusaurus 2 keeps)
 * with the version's legacy prefix.
 */
export function sidebarKeyNamed(nav: VersionNav, id: string): string | undefined {
  for (const candidate of [id, withoutLegacyPrefix(nav.version, id)]) {
    if (candidate !== undefined && nav.sidebars.has(nav.sidebarKey(candidate))) return nav.sidebarKey(candidate)
  }
  return undefined
}

/**
 * The legacy names of the sidebars whose graph key is another (`version-1.0/docs` for the last
 * version's `docs`): what a navbar item's `sidebarId` may name, as Docusaurus 2 finds a sidebar by
 * its name in the versions it looks in (see `RouteGraph.sidebarAliases`).
 */
export function legacySidebarAliases(nav: VersionNav, keys: ReadonlyMap<string, unknown>): [string, string][] {
  if (nav.version.prefix === '') return []
  return nav.sidebarIds.flatMap((id): [string, string][] => {
    const legacy = `version-${nav.version.name}/${id}`
    return keys.has(legacy) ? [] : [[legacy, nav.sidebarKey(id)]]
  })
}

/**
 * The previous and next links of a doc: its neighbours in the flattened sidebar `home`, unless
 * front matter overrides them (`prevId`/`nextId`: a doc id of the same version, also with its
 * legacy prefix, or `null` for none).
 */
export function paginationOf(
  nav: VersionNav,
  link: {
    docId: string
    home: string | undefined
    prevId: string | null | undefined
    nextId: string | null | undefined
  },
): { prev?: NavLink; next?: NavLink } {
  const { docId, home } = link
  const navLinkTo = (written: string): NavLink | undefined => {
    const id = docIdNamed(nav, written) ?? written
    const path = nav.docIdToRoute.get(id)
    const page = nav.pageByDocId.get(id)
    if (!path || !page) return undefined
    return { path, label: page.frontmatter.pagination_label ?? page.frontmatter.sidebar_label ?? page.title }
  }
  const list = home ? (nav.flat.get(home) ?? []) : []
  const at = home ? (nav.indexIn.get(home)?.get(docId) ?? -1) : -1
  const pick = (override: string | null | undefined, neighbour: number): NavLink | undefined => {
    if (override === null) return undefined
    if (override !== undefined) return navLinkTo(override)
    if (at < 0) return undefined
    const entry = list[neighbour]
    if (!entry) return undefined
    return { path: entry.path, label: (entry.docId && navLinkTo(entry.docId)?.label) || entry.label }
  }
  const prev = pick(link.prevId, at - 1)
  const next = pick(link.nextId, at + 1)
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) }
}

/**
 * The version's main doc, as Docusaurus's `getMainDocId` picks it: the doc at the version's root
 * (slug `/`), else the first doc of its first sidebar (a category's doc counts, its generated index
 * page does not; a sidebar without docs leaves the choice to the last rule), else its first doc.
 */
export function mainPathOf(nav: VersionNav): RoutePath | undefined {
  const paths = [...nav.docIdToRoute.values()]
  const home = paths.find((path) => path === nav.base)
  if (home) return home
  const [firstSidebar] = nav.flat.values()
  return firstSidebar?.find((entry) => entry.docId !== undefined)?.path ?? paths[0]
}

/** Add the routes of a version's generated category index pages (a route taken already is reported). */
export function addIndexRoutes(input: {
  nav: VersionNav
  routes: Map<RoutePath, RouteNode>
  config: ResolvedConfig
  navigation: boolean
  several: boolean
  diagnostics: Diagnostic[]
}): void {
  const { nav, routes, config, navigation } = input
  const sidebarsFile = nav.version.sidebarsFile ?? config.configFile ?? 'site.config.ts'
  for (const index of nav.indexes) {
    const taken = routes.get(index.path)
    if (taken) {
      input.diagnostics.push({
        severity: 'error',
        code: 'routes/duplicate',
        file: sidebarsFile,
        message: `Duplicate route "${index.path}": the generated index of category "${index.category.label}" and ${taken.source ?? taken.path} both claim it`,
        hint: 'Give the category\'s link a "slug" of its own, or move the page.',
      })
      continue
    }
    const { link, category, path } = index
    const meta = headMetaOf(link)
    routes.set(path, {
      path,
      kind: 'category-index',
      title: link.title ?? category.label,
      hasContentTitle: false,
      description: link.description ?? '',
      headings: [],
      tocMinLevel: config.tableOfContents.minHeadingLevel,
      tocMaxLevel: config.tableOfContents.maxHeadingLevel,
      hideTableOfContents: true,
      sidebar: index.sidebar,
      inSidebar: true,
      breadcrumbs: navigation
        ? breadcrumbsOf(nav.trails.get(index.sidebar)?.get(path) ?? [], { path, label: category.label })
        : [],
      outFile: outFileOf(path),
      ...(navigation
        ? paginationOf(nav, { docId: path, home: nav.homeOf.get(path), prevId: undefined, nextId: undefined })
        : {}),
      ...(meta ? { meta } : {}),
      ...(input.several ? { version: nav.version.name } : {}),
    })
  }
}

/** Breadcrumbs of a page: its category trail (the categories with a page), then itself. */
export function breadcrumbsOf(trail: readonly { label: string; path?: RoutePath }[], self: NavLink): Crumb[] {
  const crumbs: Crumb[] = []
  for (const c of trail) {
    if (c.path === self.path) continue
    crumbs.push(c.path ? { path: c.path, label: c.label } : { label: c.label })
  }
  crumbs.push(self)
  return crumbs
}

/** The label of a doc's entry in its sidebar `home` (a category's, when the doc is its page). */
export function sidebarLabelOf(nav: VersionNav, { home, docId }: { home: string; docId: string }): string | undefined {
  const at = nav.indexIn.get(home)?.get(docId)
  return at === undefined ? undefined : nav.flat.get(home)?.[at]?.label
}

/** What the route graph says of a version (see `GraphVersion`). */
export function graphVersionOf(nav: VersionNav): GraphVersion {
  const { name, label, banner, badge, noIndex, last } = nav.version
  const main = mainPathOf(nav)
  return {
    name,
    label,
    path: nav.base,
    banner,
    badge,
    noIndex,
    last,
    docIdToRoute: nav.docIdToRoute,
    ...(main ? { mainPath: main } : {}),
  }
}
