import type { RouteGraph, RouteKind } from '../model/index.js'

/** Generated pages that list other pages: not counted on the status page. */
const LISTINGS: ReadonlySet<RouteKind> = new Set(['search', 'not-found', 'blog-list', 'blog-tags', 'blog-archive'])

/**
 * The status page's count of pages by area: the first folder of their URL (the blog's posts under
 * its base), the standalone pages of `pagesDir` as one area, and the home, status and API pages
 * each on their own.
 */
export function pagesPerArea(graph: RouteGraph): { area: string; pages: number }[] {
  const counts = new Map<string, number>()
  for (const node of graph.routes.values()) {
    if (LISTINGS.has(node.kind)) continue
    const first = node.path.split('/')[1] || '(root)'
    const own = node.kind === 'home' || node.kind === 'status' || node.kind === 'openapi'
    const area = own ? node.path : node.kind === 'page' ? '(pages)' : first
    counts.set(area, (counts.get(area) ?? 0) + 1)
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([area, pages]) => ({ area, pages }))
}

/** `pagesPerArea(graph)`, counted once, when first asked for (the dev server makes the status page only when fetched). */
export function pagesPerAreaWhenAsked(graph: RouteGraph): () => { area: string; pages: number }[] {
  let counted: { area: string; pages: number }[] | undefined
  return () => {
    counted ??= pagesPerArea(graph)
    return counted
  }
}
