import { contentFilePath } from '../config/index.js'
import type { PageMeta } from '../model/page.js'
import type { RouteGraph, RouteNode, RoutePath } from '../model/route-graph.js'
import { buildRouteGraph, type GraphInput } from './build-graph.js'
import { lastUpdatesShown } from './last-update.js'

/**
 * The graph of the previous run, kept by a long-lived caller (the dev server). Most edits change
 * a page's body: its headings, description and whether it starts with its own H1, which only its
 * own node shows. Such a run gets the previous graph with those nodes updated (its routes,
 * sidebars and source map are the previous ones, the same objects), instead of a graph built
 * again (150-230 ms at 10,000 pages). Anything another node may read (a title, any front matter,
 * a page added or removed, a category, the config, a blog post) builds the graph again.
 */
export class GraphMemo {
  #input: GraphInput | undefined
  #graph: RouteGraph | undefined

  /** The graph of `input`: the previous one updated when only node-local fields changed, else built. */
  graphOf(input: GraphInput): RouteGraph {
    // Read again each run (one `git rev-parse` when they are shown): a commit made since changes
    // the "Last updated" line of pages whose nodes would otherwise be kept or patched.
    const lastUpdates = lastUpdatesShown(input.config)
    const before = this.#input
    const graph =
      (this.#graph && before && before.lastUpdates === lastUpdates ? patched(this.#graph, before, input) : undefined) ??
      buildRouteGraph({ ...input, lastUpdates })
    this.#input = { ...input, lastUpdates }
    this.#graph = graph
    return graph
  }
}

/** `graph` (made from `before`) with the nodes of `after`'s edited pages updated, or undefined if more changed. */
function patched(graph: RouteGraph, before: GraphInput, after: GraphInput): RouteGraph | undefined {
  if (after.config !== before.config || (after.navigation ?? true) !== (before.navigation ?? true)) return undefined
  // A translation added or removed changes the node's `translation`.
  if (!sameEntries(before.translations, after.translations)) return undefined
  if (!sameCategories(before, after)) return undefined
  if (after.pages.length !== before.pages.length || after.apiPages.length !== before.apiPages.length) return undefined
  const updates: [RoutePath, RouteNode][] = []
  const contentDir = after.config.docs.contentDir
  for (const [i, page] of after.pages.entries()) {
    const old = before.pages[i]
    if (page === old) continue
    if (!old || !sameNavigation(old, page)) return undefined
    const path = graph.sourceToRoute.get(page.source)
    const node = path && graph.routes.get(path)
    // A page without a route of its own (a draft, or a duplicate route) has no node to update.
    if (!path || !node || node.source !== contentFilePath(contentDir, page.source)) continue
    // A post's body gives the blog's pages their excerpts and its reading time: built again.
    if (node.kind === 'blog-post') return undefined
    updates.push([path, { ...node, ...ownFields(page, !page.frontmatter.hide_title) }])
  }
  for (const [i, api] of after.apiPages.entries()) {
    const old = before.apiPages[i]
    if (api === old) continue
    if (!old || old.route !== api.route || old.page.source !== api.page.source || old.page.id !== api.page.id)
      return undefined
    const path = graph.sourceToRoute.get(api.page.source)
    const node = path && graph.routes.get(path)
    if (!path || !node) return undefined
    updates.push([path, { ...node, title: api.page.title, ...ownFields(api.page, true) }])
  }
  if (updates.length === 0) return graph
  const routes = new Map(graph.routes)
  for (const [path, node] of updates) routes.set(path, node)
  return { ...graph, routes }
}

/** What a page's own node shows of its body, as `buildRouteGraph` sets it. */
function ownFields(
  page: PageMeta,
  titleShown: boolean,
): Pick<RouteNode, 'hasContentTitle' | 'description' | 'headings'> {
  return {
    hasContentTitle: page.contentTitle !== undefined && titleShown,
    description: page.description,
    headings: page.headings,
  }
}

/** Whether two versions of a page give every other node the same thing: same source, title and front matter. */
function sameNavigation(a: PageMeta, b: PageMeta): boolean {
  return a.source === b.source && a.title === b.title && JSON.stringify(a.frontmatter) === JSON.stringify(b.frontmatter)
}

function sameEntries(a: ReadonlyMap<string, string> | undefined, b: ReadonlyMap<string, string> | undefined): boolean {
  if ((a?.size ?? 0) !== (b?.size ?? 0)) return false
  for (const [key, value] of b ?? []) if (a?.get(key) !== value) return false
  return true
}

function sameCategories(a: GraphInput, b: GraphInput): boolean {
  if (a.categories === b.categories) return true
  if (a.categories.size !== b.categories.size) return false
  for (const [dir, meta] of b.categories) {
    const other = a.categories.get(dir)
    if (!other || JSON.stringify(other) !== JSON.stringify(meta)) return false
  }
  return true
}
