import type { ResolvedConfig } from '../config/index.js'
import type { ApiPage } from '../model/page.js'
import type { RouteNode, RoutePath } from '../model/route-graph.js'
import { joinRoute, markdownFileOf, outFileOf } from './route-path.js'

/**
 * Routes of built-in pages. A page claiming `/search` is an error; one at `/404` is a page like
 * any (Docusaurus sites have them), and the built-in not-found page (`404.html`) is then keyed
 * `/404.html`.
 */
export const SPECIAL_ROUTES = { search: '/search', notFound: '/404' } as const

/** The fields of a page docsgen makes (not from a source): no headings of its own, no table of contents, in no sidebar. */
export function generatedPage(config: ResolvedConfig) {
  return {
    hasContentTitle: false,
    headings: [],
    tocMinLevel: config.tableOfContents.minHeadingLevel,
    tocMaxLevel: config.tableOfContents.maxHeadingLevel,
    hideTableOfContents: true,
    inSidebar: false,
    breadcrumbs: [],
  } as const
}

/** The built-in pages (search, 404, status) and the OpenAPI reference pages, added to `routes`. */
export function addSpecialRoutes(
  routes: Map<RoutePath, RouteNode>,
  input: { config: ResolvedConfig; apiPages: readonly ApiPage[] },
  sourceToRoute: Map<string, RoutePath>,
): void {
  const { config } = input
  const base = { ...generatedPage(config), description: '' }
  const search = joinRoute(SPECIAL_ROUTES.search)
  routes.set(search, {
    ...base,
    path: search,
    kind: 'search',
    title: 'Search the documentation',
    outFile: 'search/index.html',
  })
  const notFound = routes.has(joinRoute(SPECIAL_ROUTES.notFound))
    ? joinRoute(`${SPECIAL_ROUTES.notFound}.html`)
    : joinRoute(SPECIAL_ROUTES.notFound)
  routes.set(notFound, { ...base, path: notFound, kind: 'not-found', title: 'Page Not Found', outFile: '404.html' })
  if (!routes.has(joinRoute('/status'))) {
    const status = joinRoute('/status')
    routes.set(status, {
      ...base,
      path: status,
      kind: 'status',
      title: 'Documentation status',
      outFile: 'status/index.html',
    })
  }
  for (const api of input.apiPages) {
    const path = joinRoute(api.route)
    sourceToRoute.set(api.page.source, path)
    routes.set(path, {
      ...base,
      path,
      kind: 'openapi',
      source: api.page.source,
      docId: api.page.id,
      title: api.page.title,
      hasContentTitle: api.page.contentTitle !== undefined,
      description: api.page.description,
      headings: api.page.headings,
      outFile: outFileOf(path),
      ...(config.llms ? { markdownFile: markdownFileOf(path) } : {}),
    })
  }
}
