import type { BuiltDocsVersion, ResolvedConfig } from '../config/index.js'
import { blogPrefix, builtDocsVersions, contentFilePath, sitePagesPrefix, versionOfSource } from '../config/index.js'
import type { Diagnostic, Severity } from '../model/diagnostic.js'
import type { ApiPage, CategoryMeta, Frontmatter, PageMeta } from '../model/page.js'
import {
  headMetaOf,
  type PageHeadMeta,
  type RouteGraph,
  type RouteKind,
  type RouteNode,
  type RoutePath,
} from '../model/route-graph.js'
import { blogPostRoute, blogRoutes, type ClaimedPost, type PostFileName } from './blog.js'
import { docEditUrl } from './edit-url.js'
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
import { sitePageNode, sitePageRoute } from './site-pages.js'
import { addSpecialRoutes, SPECIAL_ROUTES } from './special-routes.js'
import {
  addIndexRoutes,
  breadcrumbsOf,
  buildVersionNav,
  docIdNamed,
  graphVersionOf,
  legacySidebarAliases,
  mainPathOf,
  paginationOf,
  sidebarKeyNamed,
  sidebarLabelOf,
  type VersionDoc,
  type VersionNav,
} from './version-nav.js'

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
  /** A locale's pass: the sources it read from a translation, by source (see `translatedSources`). */
  translations?: ReadonlyMap<string, string> | undefined
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
  const claimed = new Map<string, Claimed>()
  const versions = builtDocsVersions(config)
  const several = versions.length > 1
  const lowerCase = new Map<string, string>()
  const reserved = new Set<string>([SPECIAL_ROUTES.search])
  for (const api of input.apiPages) reserved.add(trimSlash(api.route))
  const pagesPrefix = sitePagesPrefix(config)
  const postsPrefix = blogPrefix(config)
  // Docs left out as drafts, by version: a sidebar that names one drops it (as Docusaurus does).
  const drafts = new Map<BuiltDocsVersion, Set<string>>()
  for (const page of [...input.pages].sort((a, b) => compare(a.source, b.source))) {
    if (page.frontmatter.draft) {
      const version = versionOfSource(versions, page.source)
      if (version) {
        const ids = drafts.get(version) ?? new Set<string>()
        ids.add(docIdOf(page.source.slice(version.prefix.length), page.frontmatter, config.flavour))
        drafts.set(version, ids)
      }
      continue
    }
    const sitePage = pagesPrefix !== undefined && page.source.startsWith(pagesPrefix)
    const post = config.blog !== false && postsPrefix !== undefined && page.source.startsWith(postsPrefix)
    const postRoute = post
      ? blogPostRoute(page.source.slice(postsPrefix.length), page.frontmatter, config.blog.routeBasePath)
      : undefined
    // A doc is read inside its version's folder, and served under its version's path.
    const version = sitePage || post ? undefined : versionOfSource(versions, page.source)
    if (!sitePage && !post && !version) continue
    const inner = version ? page.source.slice(version.prefix.length) : page.source
    const { path, diagnostics: slugProblems } = sitePage
      ? { path: sitePageRoute(page.source.slice(pagesPrefix.length)), diagnostics: [] }
      : postRoute
        ? { path: postRoute.path, diagnostics: [] }
        : routeOfDoc({
            source: inner,
            file: fileOf(page.source),
            frontmatter: page.frontmatter,
            routeBasePath: joinRoute(config.docs.routeBasePath, version?.path ?? ''),
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
    const kind = sitePage
      ? 'page'
      : post
        ? 'blog-post'
        : kindOf(inner, path, version?.prefix === '' ? snippetPrefixes : [])
    claimed.set(path, {
      page,
      path,
      kind,
      ...(postRoute ? { named: postRoute.named } : {}),
      ...(version ? { version, inner } : {}),
    })
  }

  // 2. Each version's sidebars, from its config or generated from its folders.
  const sourceToRoute = new Map<string, RoutePath>()
  const versionDocs = new Map(versions.map((version) => [version, [] as VersionDoc[]]))
  for (const { page, path, kind, version, inner } of claimed.values()) {
    sourceToRoute.set(page.source, path)
    // A standalone page or a post is not a doc: no id, no place in a sidebar.
    if (kind === 'page' || kind === 'blog-post' || !version || inner === undefined) continue
    const docId = docIdOf(inner, page.frontmatter, config.flavour)
    versionDocs.get(version)?.push({
      page,
      doc: {
        docId,
        source: inner,
        path,
        label: page.frontmatter.sidebar_label ?? page.title,
        position: page.frontmatter.sidebar_position ?? numberPrefixOf(inner, config.flavour),
        className: page.frontmatter.sidebar_class_name,
      },
    })
  }
  const navigation = input.navigation ?? true
  const navs = new Map(
    versions.map((version) => {
      const docs = (versionDocs.get(version) ?? []).sort((a, b) => compare(a.doc.source, b.doc.source))
      const drafted = drafts.get(version)
      const built = { version, docs, categories: input.categories, config, several, navigation, diagnostics, drafted }
      return [version, buildVersionNav({ ...built, drafts: drafted })]
    }),
  )
  const sidebars = new Map([...navs.values()].flatMap((nav) => [...nav.sidebars]))
  const sidebarAliases = new Map([...navs.values()].flatMap((nav) => legacySidebarAliases(nav, sidebars)))
  const lastNav = [...navs.values()].find((nav) => nav.version.last) ?? [...navs.values()][0]
  const docIdToRoute = lastNav?.docIdToRoute ?? new Map<string, RoutePath>()
  const mainDocPath = lastNav && mainPathOf(lastNav)

  // 3. Route nodes.
  const routes = new Map<RoutePath, RouteNode>()
  const posts: ClaimedPost[] = []
  const lastUpdates = input.lastUpdates ?? lastUpdatesShown(config)
  for (const { page, path, kind, named, version, inner } of claimed.values()) {
    if (kind === 'page') {
      routes.set(path, sitePageNode(page, path, config))
      continue
    }
    if (kind === 'blog-post' && named) {
      const rel = page.source.slice(postsPrefix?.length ?? 0)
      const translation = input.translations?.get(page.source)
      posts.push({ page, path, rel, file: fileOf(page.source), named, ...(translation ? { translation } : {}) })
      continue
    }
    const nav = version && navs.get(version)
    if (!nav || inner === undefined) continue
    const docId = docIdOf(inner, page.frontmatter, config.flavour)
    const fm = page.frontmatter
    const home = nav.homeOf.get(docId)
    let shown = home
    if (fm.displayed_sidebar !== undefined) {
      const named = fm.displayed_sidebar === null ? undefined : sidebarKeyNamed(nav, fm.displayed_sidebar)
      if (fm.displayed_sidebar === null || named !== undefined) shown = named
      else {
        diagnostics.push({
          severity: 'warning',
          code: 'sidebar/unknown-displayed-sidebar',
          file: fileOf(page.source),
          position: { line: 1, column: 1 },
          message: `displayed_sidebar "${fm.displayed_sidebar}" is not a sidebar of this site`,
          hint: `Use one of: ${nav.sidebarIds.join(', ') || '(no sidebars)'}.`,
        })
      }
    }
    diagnostics.push(...unknownPaginationDocs(nav, { frontmatter: fm, file: fileOf(page.source), several }))
    const update =
      lastUpdates && lastUpdateShown({ commit: lastUpdates.get(page.source), written: fm.last_update }, config)
    const translation = input.translations?.get(page.source)
    const edited = { source: fileOf(page.source), translation, inner, version, path, custom: fm.custom_edit_url }
    const editUrl = docEditUrl(edited, config, diagnostics)
    const node: RouteNode = {
      path,
      kind,
      source: fileOf(page.source),
      ...(translation ? { translation } : {}),
      ...(editUrl === undefined ? {} : { editUrl }),
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
        home && navigation
          ? breadcrumbsOf(nav.trails.get(home)?.get(docId) ?? [], {
              path,
              // Docusaurus names the page as its sidebar does (`sidebar_label`, a sidebars file's `label`).
              label: (config.flavour === 'docusaurus' ? sidebarLabelOf(nav, { home, docId }) : undefined) ?? page.title,
            })
          : [],
      outFile: outFileOf(path),
      ...(config.llms && fm.llms !== false ? { markdownFile: markdownFileOf(path) } : {}),
      ...withMeta(headMetaOf(fm)),
      ...(update ? { lastUpdate: update } : {}),
      ...(navigation ? paginationOf(nav, { docId, home, prevId: fm.pagination_prev, nextId: fm.pagination_next }) : {}),
      ...(several ? { version: version.name } : {}),
    }
    routes.set(path, node)
  }
  for (const nav of navs.values()) addIndexRoutes({ nav, routes, config, navigation, diagnostics, several })
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
    ...(sidebarAliases.size > 0 ? { sidebarAliases } : {}),
    sourceToRoute,
    docIdToRoute,
    ...(mainDocPath ? { mainDocPath } : {}),
    ...(blog.posts.length > 0 ? { blogPosts: blog.posts } : {}),
    ...(several ? { versions: [...navs.values()].map(graphVersionOf) } : {}),
    diagnostics,
  }
}

/**
 * A doc's `pagination_next` and `pagination_prev` that name no doc of its version (Docusaurus stops
 * the build on them; here the link is left out).
 */
function unknownPaginationDocs(
  nav: VersionNav,
  doc: { frontmatter: Frontmatter; file: string; several: boolean },
): Diagnostic[] {
  const { frontmatter, file } = doc
  const docs = doc.several ? `version ${nav.version.name}` : 'this site'
  return (['pagination_next', 'pagination_prev'] as const).flatMap((key): Diagnostic[] => {
    const id = frontmatter[key]
    if (typeof id !== 'string' || docIdNamed(nav, id) !== undefined) return []
    return [
      {
        severity: 'warning',
        code: 'sidebar/unknown-pagination-doc',
        file,
        position: { line: 1, column: 1 },
        message: `${key} "${id}" is not a doc of ${docs}; the link is left out`,
        hint: 'Give the id of a doc of the same version: its path in the docs folder without the extension (guides/install), or its front matter id in that folder.',
      },
    ]
  })
}

/** A page's claim on its route; a doc's with its version and its source inside the version's folder. */
interface Claimed {
  page: PageMeta
  path: RoutePath
  kind: RouteKind
  named?: PostFileName
  version?: BuiltDocsVersion
  inner?: string
}

/** `{ meta }` when there is any, for a node's fields. */
function withMeta(meta: PageHeadMeta | undefined): { meta?: PageHeadMeta } {
  return meta ? { meta } : {}
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
