import type { ResolvedConfig } from '../config/index.js'
import { blogPrefix, contentFilePath, sitePagesPrefix } from '../config/index.js'
import type { Diagnostic, Severity } from '../model/diagnostic.js'
import type { ApiPage, CategoryMeta, PageMeta } from '../model/page.js'
import {
  headMetaOf,
  type NavLink,
  type PageHeadMeta,
  type RouteGraph,
  type RouteKind,
  type RouteNode,
  type RoutePath,
} from '../model/route-graph.js'
import { blogPostRoute, blogRoutes, type ClaimedPost, type PostFileName } from './blog.js'
import { type LastUpdate, lastUpdateShown, lastUpdatesShown } from './last-update.js'
import {
  docIdOf,
  joinRoute,
  markdownFileOf,
  outFileOf,
  parseNumberPrefix,
  type RouteRules,
  routeOfDoc,
} from './route-path.js'
import { buildSidebars, categoryTrails, flattenSidebar, type SidebarDoc } from './sidebars.js'
import { sitePageNode, sitePageRoute } from './site-pages.js'
import { addSpecialRoutes, SPECIAL_ROUTES } from './special-routes.js'

export { SPECIAL_ROUTES }

/** Inputs of the graph stage. */
export interface GraphInput {
  /** Markdown pages, sources relative to the content folder. */
  pages: readonly PageMeta[]
  apiPages: readonly ApiPage[]
  categories: ReadonlyMap<string, CategoryMeta>
  config: ResolvedConfig
  /**
   * `false`: leave out what only rendering reads, breadcrumbs and previous/next links (every node
   * has none), for `check-links`. The routes, sidebars and diagnostics are the same.
   */
  navigation?: boolean
  /** The docs' last updates from git, when the caller read them already (see `lastUpdatesShown`). */
  lastUpdates?: ReadonlyMap<string, LastUpdate> | undefined
}

/**
 * Turn compiled pages into the route graph: one node per URL with its sidebar, breadcrumbs and
 * prev/next, the sidebars themselves, and the special routes (`/search`, `/status`, 404, OpenAPI).
 */
export function buildRouteGraph(input: GraphInput): RouteGraph {
  const { config } = input
  const diagnostics: Diagnostic[] = []
  const contentDir = config.docs.contentDir
  const fileOf = (source: string): string => contentFilePath(contentDir, source)
  const snippetPrefixes = config.docs.snippetDirs.map((d) => `${d.replace(/\/+$/, '')}/`)

  // 1. A route for every page; duplicates resolved by source order (the first one wins).
  const claimed = new Map<string, { page: PageMeta; path: RoutePath; kind: RouteKind; named?: PostFileName }>()
  const lowerCase = new Map<string, string>()
  const reserved = new Set<string>([SPECIAL_ROUTES.search])
  for (const api of input.apiPages) reserved.add(trimSlash(api.route))
  const pagesPrefix = sitePagesPrefix(config)
  const postsPrefix = blogPrefix(config)
  for (const page of [...input.pages].sort((a, b) => compare(a.source, b.source))) {
    if (page.frontmatter.draft) continue
    const sitePage = pagesPrefix !== undefined && page.source.startsWith(pagesPrefix)
    const post = config.blog !== false && postsPrefix !== undefined && page.source.startsWith(postsPrefix)
    const postRoute = post
      ? blogPostRoute(page.source.slice(postsPrefix.length), page.frontmatter, config.blog.routeBasePath)
      : undefined
    const { path, diagnostics: slugProblems } = sitePage
      ? { path: sitePageRoute(page.source.slice(pagesPrefix.length)), diagnostics: [] }
      : postRoute
        ? { path: postRoute.path, diagnostics: [] }
        : routeOfDoc({
            source: page.source,
            file: fileOf(page.source),
            frontmatter: page.frontmatter,
            routeBasePath: config.docs.routeBasePath,
            rules: config.flavour,
          })
    diagnostics.push(...slugProblems)
    if (reserved.has(path)) {
      diagnostics.push({
        severity: 'error',
        code: 'routes/reserved',
        file: fileOf(page.source),
        message: `${fileOf(page.source)} claims "${path}", which docsgen reserves for a built-in page`,
        hint: sitePage
          ? 'Rename the file: a page of the pages folder takes its URL from its path.'
          : 'Give the page another slug in its front matter.',
      })
      continue
    }
    const existing = claimed.get(path)
    if (existing) {
      const severity = severityOf(config.onDuplicateRoutes)
      if (severity) {
        diagnostics.push({
          severity,
          code: 'routes/duplicate',
          file: fileOf(page.source),
          message: `Duplicate route "${path}": ${fileOf(existing.page.source)} and ${fileOf(page.source)} both claim it`,
          hint: `Change the slug or file name of one of them; ${fileOf(existing.page.source)} is used.`,
        })
      }
      continue
    }
    const lower = path.toLowerCase()
    const sameButCase = lowerCase.get(lower)
    if (sameButCase) {
      diagnostics.push({
        severity: 'warning',
        code: 'routes/case-conflict',
        file: fileOf(page.source),
        message: `Route "${path}" differs only by case from "${sameButCase}"`,
        hint: 'Case-insensitive hosts and file systems will serve one for the other; rename one of the pages.',
      })
    } else lowerCase.set(lower, path)
    const kind = sitePage ? 'page' : post ? 'blog-post' : kindOf(page.source, path, snippetPrefixes)
    claimed.set(path, postRoute ? { page, path, kind, named: postRoute.named } : { page, path, kind })
  }

  // 2. Sidebars from config or generated from folders.
  const docs: SidebarDoc[] = []
  const docIdToRoute = new Map<string, RoutePath>()
  const sourceToRoute = new Map<string, RoutePath>()
  const pageByDocId = new Map<string, PageMeta>()
  for (const { page, path, kind } of claimed.values()) {
    sourceToRoute.set(page.source, path)
    // A standalone page or a post is not a doc: no id, no place in a sidebar.
    if (kind === 'page' || kind === 'blog-post') continue
    const docId = docIdOf(page.source, page.frontmatter, config.flavour)
    docIdToRoute.set(docId, path)
    pageByDocId.set(docId, page)
    docs.push({
      docId,
      source: page.source,
      path,
      label: page.frontmatter.sidebar_label ?? page.title,
      position: page.frontmatter.sidebar_position ?? numberPrefixOf(page.source, config.flavour),
      className: page.frontmatter.sidebar_class_name,
    })
  }
  docs.sort((a, b) => compare(a.source, b.source))
  const sidebarsFile = config.sidebarsFile ?? config.configFile ?? 'site.config.ts'
  const built = buildSidebars({
    docs,
    categories: input.categories,
    config: config.docs.sidebars,
    defaults: { collapsed: config.docs.sidebarCollapsed, collapsible: config.docs.sidebarCollapsible },
    excludeDirs: config.docs.snippetDirs,
    excludeSources: new Set(['status.md', 'status.mdx']),
    configFile: sidebarsFile,
    where: config.sidebarsFile ? '' : 'docs.sidebars.',
    rules: config.flavour,
    indexRoute: (slug) => joinRoute(config.docs.routeBasePath, slug),
  })
  diagnostics.push(...built.diagnostics)
  const sidebars = built.sidebars
  const flat = new Map([...sidebars].map(([id, tree]) => [id, flattenSidebar(tree.items)]))
  const navigation = input.navigation ?? true
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

  // 3. Route nodes.
  const routes = new Map<RoutePath, RouteNode>()
  const navLinkTo = (docId: string): NavLink | undefined => {
    const path = docIdToRoute.get(docId)
    const page = pageByDocId.get(docId)
    if (!path || !page) return undefined
    return { path, label: page.frontmatter.pagination_label ?? page.frontmatter.sidebar_label ?? page.title }
  }
  const posts: ClaimedPost[] = []
  const lastUpdates = input.lastUpdates ?? lastUpdatesShown(config)
  for (const { page, path, kind, named } of claimed.values()) {
    if (kind === 'page') {
      routes.set(path, sitePageNode(page, path, config))
      continue
    }
    if (kind === 'blog-post' && named) {
      posts.push({ page, path, rel: page.source.slice(postsPrefix?.length ?? 0), file: fileOf(page.source), named })
      continue
    }
    const docId = docIdOf(page.source, page.frontmatter, config.flavour)
    const fm = page.frontmatter
    const home = homeOf.get(docId)
    let shown = home
    if (fm.displayed_sidebar !== undefined) {
      if (fm.displayed_sidebar === null) shown = undefined
      else if (sidebars.has(fm.displayed_sidebar)) shown = fm.displayed_sidebar
      else {
        diagnostics.push({
          severity: 'warning',
          code: 'sidebar/unknown-displayed-sidebar',
          file: fileOf(page.source),
          position: { line: 1, column: 1 },
          message: `displayed_sidebar "${fm.displayed_sidebar}" is not a sidebar of this site`,
          hint: `Use one of: ${[...sidebars.keys()].join(', ') || '(no sidebars)'}.`,
        })
      }
    }
    const update =
      lastUpdates && lastUpdateShown({ commit: lastUpdates.get(page.source), written: fm.last_update }, config)
    const node: RouteNode = {
      path,
      kind,
      source: fileOf(page.source),
      docId,
      title: fm.title ?? page.title,
      hasContentTitle: page.contentTitle !== undefined && !fm.hide_title,
      description: page.description,
      headings: page.headings,
      tocMinLevel: fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel,
      tocMaxLevel: fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel,
      hideTableOfContents: fm.hide_table_of_contents ?? false,
      ...(shown ? { sidebar: shown } : {}),
      inSidebar: home !== undefined,
      breadcrumbs:
        home && navigation ? breadcrumbsOf(trails.get(home)?.get(docId) ?? [], { path, label: page.title }) : [],
      outFile: outFileOf(path),
      ...(config.llms && fm.llms !== false ? { markdownFile: markdownFileOf(path) } : {}),
      ...withMeta(headMetaOf(fm)),
      ...(update ? { lastUpdate: update } : {}),
      ...(navigation ? pagination({ docId, home, prevId: fm.pagination_prev, nextId: fm.pagination_next }) : {}),
    }
    routes.set(path, node)
  }
  for (const index of built.indexes) {
    const taken = routes.get(index.path)
    if (taken) {
      diagnostics.push({
        severity: 'error',
        code: 'routes/duplicate',
        file: sidebarsFile,
        message: `Duplicate route "${index.path}": the generated index of category "${index.category.label}" and ${taken.source ?? taken.path} both claim it`,
        hint: 'Give the category\'s link a "slug" of its own, or move the page.',
      })
      continue
    }
    const { link, category, path } = index
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
        ? breadcrumbsOf(trails.get(index.sidebar)?.get(path) ?? [], { path, label: category.label })
        : [],
      outFile: outFileOf(path),
      ...(navigation ? pagination({ docId: path, home: homeOf.get(path), prevId: undefined, nextId: undefined }) : {}),
      ...withMeta(headMetaOf(link)),
    })
  }
  const blog = blogRoutes(posts, config)
  diagnostics.push(...blog.diagnostics)
  for (const node of blog.nodes) {
    if (node.kind !== 'blog-post' && routes.has(node.path)) {
      diagnostics.push(duplicateOf(node, routes.get(node.path)))
      continue
    }
    routes.set(node.path, node)
  }
  addSpecialRoutes(routes, input, sourceToRoute)

  return {
    routes: new Map([...routes].sort(([a], [b]) => compare(a, b))),
    sidebars,
    sourceToRoute,
    docIdToRoute,
    ...(blog.posts.length > 0 ? { blogPosts: blog.posts } : {}),
    diagnostics,
  }

  /**
   * The previous and next links of a doc: its neighbours in the flattened sidebar `home`, unless
   * front matter overrides them (`prevId`/`nextId`: a doc id, or `null` for none).
   */
  function pagination({
    docId,
    home,
    prevId,
    nextId,
  }: {
    docId: string
    home: string | undefined
    prevId: string | null | undefined
    nextId: string | null | undefined
  }): { prev?: NavLink; next?: NavLink } {
    const list = home ? (flat.get(home) ?? []) : []
    const at = home ? (indexIn.get(home)?.get(docId) ?? -1) : -1
    const pick = (override: string | null | undefined, neighbour: number): NavLink | undefined => {
      if (override === null) return undefined
      if (override !== undefined) return navLinkTo(override)
      if (at < 0) return undefined
      const entry = list[neighbour]
      if (!entry) return undefined
      return { path: entry.path, label: (entry.docId && navLinkTo(entry.docId)?.label) || entry.label }
    }
    const prev = pick(prevId, at - 1)
    const next = pick(nextId, at + 1)
    return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) }
  }
}

/** `{ meta }` when there is any, for a node's fields. */
function withMeta(meta: PageHeadMeta | undefined): { meta?: PageHeadMeta } {
  return meta ? { meta } : {}
}

function breadcrumbsOf(trail: readonly { label: string; path?: RoutePath }[], self: NavLink): NavLink[] {
  const crumbs: NavLink[] = []
  for (const c of trail) if (c.path && c.path !== self.path) crumbs.push({ path: c.path, label: c.label })
  crumbs.push(self)
  return crumbs
}

/** A generated blog page (a list, a tag's page, the tags, the archive) whose route another route has taken. */
function duplicateOf(node: RouteNode, taken: RouteNode | undefined): Diagnostic {
  const taker = taken?.source ?? (taken ? `the blog's page "${taken.title}"` : node.path)
  return {
    severity: 'error',
    code: 'routes/duplicate',
    file: taken?.source ?? node.path,
    message: `Duplicate route "${node.path}": the blog's page "${node.title}" and ${taker} both claim it`,
    hint: "Move the page, or give the blog another routeBasePath (Docusaurus: the blog plugin's routeBasePath).",
  }
}

function kindOf(source: string, path: string, snippetPrefixes: readonly string[]): RouteKind {
  if (snippetPrefixes.some((p) => source.startsWith(p))) return 'snippet'
  if (source === 'status.md' || source === 'status.mdx') return 'status'
  if (path === '/') return 'home'
  return 'doc'
}

function severityOf(setting: 'ignore' | 'warn' | 'throw'): Severity | undefined {
  return setting === 'ignore' ? undefined : setting === 'warn' ? 'warning' : 'error'
}

function trimSlash(route: string): string {
  return joinRoute(route)
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Docusaurus rules: a file's number prefix is its place in a generated sidebar (`02-setup.md`: 2). */
function numberPrefixOf(source: string, rules: RouteRules): number | undefined {
  if (rules !== 'docusaurus') return undefined
  const file = source.slice(source.lastIndexOf('/') + 1).replace(/\.mdx?$/, '')
  return parseNumberPrefix(file).prefix
}
