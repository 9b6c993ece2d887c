import type { Diagnostic, Severity } from '../model/diagnostic.js'
import type { PageMeta } from '../model/page.js'
import type { RoutePath } from '../model/route-graph.js'

/** Route and static-file lookup of `checkLinks`, with "did you mean" candidates. */
export interface TargetIndex {
  resolve(path: string): { kind: 'route' | 'static'; path: string } | undefined
  suggest(path: string): string | undefined
}

/** What checking the links of one page found, and what that depended on besides the page. */
export interface PageCheck {
  /** The page checked (a later run's page is another object when it was compiled again). */
  page: PageMeta
  diagnostics: readonly Diagnostic[]
  /** Links checked. */
  checked: number
  /** The routes its `#fragment` links were looked up in: checked again when their anchors change. */
  fragmentTargets: readonly string[]
}

/** What every page's check depends on besides the page and the anchors of the pages it links to. */
export interface CheckContext {
  /** The graph's map of sources to routes: the same object while the routes stay the same (see `GraphMemo`). */
  routes: ReadonlyMap<string, RoutePath>
  staticFiles: ReadonlySet<string>
  baseUrl: string
  severity: Severity
}

/**
 * The link checks of the previous runs, kept by a long-lived caller (the dev server): while the
 * routes, static files and settings are the same, a page's links are checked again only when the
 * page was compiled again or a page it links into with a `#fragment` changed its anchors (the
 * link pass took 140-200 ms of each edit at 10,000 pages, almost all of it checking unchanged
 * pages). Anything else starts afresh.
 */
export class LinkCheckMemo {
  #context: CheckContext | undefined
  #index: TargetIndex | undefined
  readonly #checks = new Map<string, PageCheck>()
  /** The Markdown pages by route of the last run, the list and the routes they were matched with. */
  #pages:
    | { list: readonly PageMeta[]; routes: ReadonlyMap<string, RoutePath>; byRoute: ReadonlyMap<RoutePath, PageMeta> }
    | undefined
  /** Each page's `.md` link problems, and the routes they were found with. */
  readonly #markdown = new WeakMap<PageMeta, { routes: ReadonlyMap<string, RoutePath>; problems: Diagnostic[] }>()

  /**
   * The Markdown pages by route (`routeOf` gives a page's route, if the page has one). While the
   * routes are the same object and the list is as long, it is the last run's with the pages
   * compiled again put in their place (the same source, so the same route): matching 10,000 pages
   * to their routes took 10-20 ms of each edit. Anything else matches every page. The map is new
   * each run, in the order of `list`.
   */
  pagesByRoute(
    list: readonly PageMeta[],
    routes: ReadonlyMap<string, RoutePath>,
    routeOf: (page: PageMeta) => RoutePath | undefined,
  ): ReadonlyMap<RoutePath, PageMeta> {
    const byRoute = this.#keptPages(list, routes, routeOf) ?? matchPagesToRoutes(list, routeOf)
    this.#pages = { list, routes, byRoute }
    return byRoute
  }

  #keptPages(
    list: readonly PageMeta[],
    routes: ReadonlyMap<string, RoutePath>,
    routeOf: (page: PageMeta) => RoutePath | undefined,
  ): ReadonlyMap<RoutePath, PageMeta> | undefined {
    const before = this.#pages
    if (before?.routes !== routes || before.list.length !== list.length) return undefined
    let byRoute: Map<RoutePath, PageMeta> | undefined
    for (let i = 0; i < list.length; i++) {
      const page = list[i] as PageMeta
      const old = before.list[i]
      if (page === old) continue
      const route = routeOf(page)
      if (!old || old.source !== page.source || route === undefined || routeOf(old) !== route) return undefined
      byRoute ??= new Map(before.byRoute)
      byRoute.set(route, page)
    }
    return byRoute ?? before.byRoute
  }

  /** A page's `.md` link problems (`make`), kept while the page and the routes are the same objects. */
  markdownProblems(
    page: PageMeta,
    routes: ReadonlyMap<string, RoutePath>,
    make: (page: PageMeta) => Diagnostic[],
  ): Diagnostic[] {
    const kept = this.#markdown.get(page)
    if (kept?.routes === routes) return kept.problems
    const problems = make(page)
    this.#markdown.set(page, { routes, problems })
    return problems
  }

  /** The index and checks kept for `context` (none when it differs from the last one), and a way to keep new checks. */
  session(
    context: CheckContext,
    makeIndex: () => TargetIndex,
  ): { index: TargetIndex; checks: ReadonlyMap<string, PageCheck>; keep: (path: string, check: PageCheck) => void } {
    if (!this.#index || !this.#context || !sameContext(this.#context, context)) {
      this.#checks.clear()
      this.#index = makeIndex()
    }
    this.#context = context
    return { index: this.#index, checks: this.#checks, keep: (path, check) => this.#checks.set(path, check) }
  }
}

/** The pages by route, in the order of `list`; a page without a route (`routeOf`) is left out. */
export function matchPagesToRoutes(
  list: readonly PageMeta[],
  routeOf: (page: PageMeta) => RoutePath | undefined,
): Map<RoutePath, PageMeta> {
  const byRoute = new Map<RoutePath, PageMeta>()
  for (const page of list) {
    const route = routeOf(page)
    if (route !== undefined) byRoute.set(route, page)
  }
  return byRoute
}

function sameContext(a: CheckContext, b: CheckContext): boolean {
  if (a.routes !== b.routes || a.baseUrl !== b.baseUrl || a.severity !== b.severity) return false
  if (a.staticFiles === b.staticFiles) return true
  if (a.staticFiles.size !== b.staticFiles.size) return false
  for (const file of b.staticFiles) if (!a.staticFiles.has(file)) return false
  return true
}
