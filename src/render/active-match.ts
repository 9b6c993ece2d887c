import type { RouteNode } from '../model/index.js'

/** Drop a trailing slash, except on `/` itself. */
function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/**
 * Compile a navbar route pattern: `:name` matches one segment, `:name*` (or a final `*`) any
 * number of segments, including none. `/user-docs/:rest*` matches `/user-docs` and everything below.
 */
export function compileRoutePattern(pattern: string): RegExp {
  let source = ''
  for (const segment of trimSlash(pattern).split('/').slice(1)) {
    if (segment === '*' || /^:\w+\*$/.test(segment)) source += '(?:/.*)?'
    else if (/^:\w+$/.test(segment)) source += '/[^/]+'
    else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
  }
  return new RegExp(`^${source || '/'}$`)
}

/** The top folder of a doc id (`dev-docs/intro` → `dev-docs`), or undefined for root docs. */
function docArea(node: RouteNode | undefined): string | undefined {
  const slash = node?.docId?.indexOf('/') ?? -1
  return slash > 0 ? node?.docId?.slice(0, slash) : undefined
}

/** Inputs of `isNavbarItemActive`. */
export interface ActiveMatchInput {
  /** The item's site path (`/`, `/user-docs/intro`). */
  to: string
  activeMatch?: string | undefined
  current: RouteNode
  /** The route `to` points at, when it is a page of the site. */
  target?: RouteNode | undefined
}

/**
 * Whether a navbar item marks the current page's area. Its own page always does. With
 * `activeMatch`, the pattern decides the rest. Without it, pages below `to` match (not for `/`,
 * which would match everything), and so do docs from the same top content folder as the target:
 * "Developer Docs" (`/`, the `dev-docs/intro` doc) is active on every `/dev-docs/*` page.
 */
export function isNavbarItemActive({ to, activeMatch, current, target }: ActiveMatchInput): boolean {
  const path = trimSlash(current.path)
  const own = trimSlash(to)
  if (path === own) return true
  if (activeMatch !== undefined) return compileRoutePattern(activeMatch).test(path)
  if (own !== '/' && path.startsWith(`${own}/`)) return true
  const area = docArea(target)
  return area !== undefined && area === docArea(current)
}
