import { closestMatch } from '../diagnostics/index.js'
import type { Diagnostic, Severity } from '../model/diagnostic.js'
import type { PageLink, PageMeta } from '../model/page.js'
import type { RouteGraph, RouteNode } from '../model/route-graph.js'
import type { LinkCheckMemo, PageCheck, TargetIndex } from './link-check-memo.js'
import { markdownLinkTarget } from './markdown-target.js'

/** Inputs of `checkLinks`. */
export interface CheckLinksInput {
  graph: RouteGraph
  /** Compiled pages by route path (Markdown and OpenAPI). */
  pages: ReadonlyMap<string, PageMeta>
  /** Files under `static/`, as site paths (`/img/logo.svg`). */
  staticFiles: ReadonlySet<string>
  baseUrl: string
  /** Severity of each problem: `error` for `check-links`, the site's setting during `build`. */
  severity: Severity
  /**
   * Links from the config (navbar, footer), checked too; `missing`: what to say when one names a
   * doc or sidebar that does not exist (its `to` then leads nowhere).
   */
  configLinks?: readonly { to: string; where: string; missing?: { message: string; hint: string } }[]
  configFile?: string
  /** Checks of earlier runs (the dev server): a page is checked again only when it or what it links to may have changed. */
  memo?: LinkCheckMemo | undefined
}

/** What `checkLinks` found. */
export interface LinkReport {
  diagnostics: Diagnostic[]
  checkedLinks: number
  brokenLinks: number
}

/**
 * Check every internal link and image of every page: the target route or static file must exist,
 * and a `#fragment` must name a heading or element id of the target page.
 */
export function checkLinks(input: CheckLinksInput): LinkReport {
  const { graph } = input
  // Made when a link names a fragment of the page (most pages are never the target of one).
  const anchorSets = new Map<string, ReadonlySet<string>>()
  const anchorsOf = (path: string): ReadonlySet<string> | undefined => {
    let anchors = anchorSets.get(path)
    if (!anchors) {
      const page = input.pages.get(path)
      if (!page) return undefined
      anchors = new Set(page.anchors)
      anchorSets.set(path, anchors)
    }
    return anchors
  }
  const kept = input.memo?.session(
    { routes: graph.sourceToRoute, staticFiles: input.staticFiles, baseUrl: input.baseUrl, severity: input.severity },
    () => buildTargetIndex(graph, input.staticFiles),
  )
  const index = kept?.index ?? buildTargetIndex(graph, input.staticFiles)
  const recheck = kept && anchorsChanged(kept.checks, input.pages)
  const diagnostics: Diagnostic[] = []
  let checkedLinks = 0

  for (const [path, page] of input.pages) {
    const node = graph.routes.get(path as RouteNode['path'])
    if (!node) continue
    let check = kept?.checks.get(path)
    if (!check || check.page !== page || check.fragmentTargets.some((target) => recheck?.has(target))) {
      check = checkPage(page, node)
      kept?.keep(path, check)
    }
    checkedLinks += check.checked
    diagnostics.push(...check.diagnostics)
  }
  for (const link of input.configLinks ?? []) {
    checkedLinks++
    const target = stripBase(link.to.split('#')[0] ?? '', input.baseUrl)
    if (target !== undefined && !index.resolve(target)) {
      diagnostics.push({
        severity: input.severity,
        code: 'links/broken-link',
        file: input.configFile ?? 'site.config.ts',
        ...(link.missing ?? {
          message: `${link.where}: broken link "${link.to}"${didYouMean(index.suggest(target))}`,
          hint: 'Point the item at an existing page (a route such as "/user-docs/intro").',
        }),
      })
    }
  }
  return { diagnostics, checkedLinks, brokenLinks: diagnostics.length }

  function checkPage(page: PageMeta, node: RouteNode): PageCheck {
    const problems: Diagnostic[] = []
    const fragmentTargets: string[] = []
    let checked = 0
    for (const link of page.links) {
      if (link.kind === 'external') continue
      checked++
      const problem = checkOne(link, node, fragmentTargets)
      if (problem) {
        problems.push({
          severity: input.severity,
          code: problem.code,
          ...(node.source ? { file: node.source } : {}),
          ...(link.position ? { position: link.position } : {}),
          message: problem.message,
          hint: problem.hint,
        })
      }
    }
    return { page, diagnostics: problems, checked, fragmentTargets }
  }

  /** The problem of one link, if any; the route a `#fragment` of it is looked up in goes to `fragmentTargets`. */
  function checkOne(
    link: PageLink,
    from: RouteNode,
    fragmentTargets: string[],
  ): { code: string; message: string; hint: string } | undefined {
    let targetPath: string | undefined
    if (link.kind === 'anchor') targetPath = from.path
    else if (link.kind === 'markdown-file') {
      targetPath = markdownLinkTarget(link, graph.sourceToRoute)
      if (!targetPath) {
        return {
          code: 'links/broken-markdown-link',
          message: `broken link "${link.url}": no page at ${link.targetSource ?? link.url}`,
          hint: 'Check the file name and folder; paths are relative to this file, or to the content folder when they start with "/".',
        }
      }
    } else {
      const resolved = resolveAgainst(link.url, from.path)
      if (resolved === undefined) return undefined
      const local = stripBase(resolved.pathname, input.baseUrl)
      if (local === undefined) return undefined
      const hit = index.resolve(local)
      if (!hit) {
        return {
          code: link.element === 'img' ? 'links/broken-image' : 'links/broken-link',
          message: `broken ${link.element === 'img' ? 'image' : 'link'} "${link.url}"${didYouMean(index.suggest(local))}`,
          hint: 'Fix the path, or create the page; `docsgen check-links` must pass before merging.',
        }
      }
      if (hit.kind !== 'route') return undefined
      targetPath = hit.path
    }
    const fragment = link.fragment
    if (!fragment) return undefined
    fragmentTargets.push(targetPath)
    const anchors = anchorsOf(targetPath)
    const targetNode = graph.routes.get(targetPath as RouteNode['path'])
    if (!anchors || !targetNode || targetNode.kind === 'search' || targetNode.kind === 'not-found') return undefined
    if (anchors.has(fragment) || anchors.has(safeDecode(fragment))) return undefined
    const guess = closestMatch(fragment, anchors)
    return {
      code: 'links/broken-anchor',
      message: `broken anchor "#${fragment}" in link "${link.url}"${didYouMean(guess ? `#${guess}` : undefined)}`,
      hint: `"${targetNode.path}" has no heading or element with that id; heading ids are GitHub-style slugs of the heading text.`,
    }
  }
}

/** The routes whose page's anchors differ from those of the page a kept check saw there. */
function anchorsChanged(
  checks: ReadonlyMap<string, PageCheck>,
  pages: ReadonlyMap<string, PageMeta>,
): ReadonlySet<string> {
  const changed = new Set<string>()
  for (const [path, page] of pages) {
    const before = checks.get(path)?.page
    if (before && before !== page && !sameList(before.anchors, page.anchors)) changed.add(path)
  }
  return changed
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i])
}

/** Route and static-file lookup, tolerant of trailing slashes, with cheap "did you mean" candidates. */
function buildTargetIndex(graph: RouteGraph, staticFiles: ReadonlySet<string>): TargetIndex {
  const routes = new Set<string>(graph.routes.keys())
  const lower = new Map<string, string>()
  const byParent = new Map<string, string[]>()
  const byBase = new Map<string, string[]>()
  for (const p of [...routes, ...staticFiles]) {
    if (!lower.has(p.toLowerCase())) lower.set(p.toLowerCase(), p)
    push(byParent, parentOf(p), p)
    push(byBase, p.slice(p.lastIndexOf('/') + 1).toLowerCase(), p)
  }
  return {
    resolve(path: string): { kind: 'route' | 'static'; path: string } | undefined {
      // Most links name a route exactly (routes never end in "/", except "/" itself).
      if (routes.has(path) && (path.length === 1 || !path.endsWith('/'))) return { kind: 'route', path }
      const decoded = safeDecode(path)
      // `/img//a.png`: Docusaurus resolves such paths as files, where `//` is one `/`.
      const collapsed = decoded.replace(/\/{2,}/g, '/')
      for (const candidate of collapsed === decoded ? [path, decoded] : [path, decoded, collapsed]) {
        const trimmed = candidate.length > 1 ? candidate.replace(/\/+$/, '') : candidate
        if (routes.has(trimmed)) return { kind: 'route', path: trimmed }
        const withoutIndex = trimmed.replace(/\/index\.html$|\.html$/, '') || '/'
        if (routes.has(withoutIndex)) return { kind: 'route', path: withoutIndex }
        if (staticFiles.has(candidate)) return { kind: 'static', path: candidate }
      }
      return undefined
    },
    suggest(path: string): string | undefined {
      const exact = lower.get(path.toLowerCase().replace(/\/+$/, ''))
      if (exact) return exact
      const base = path.slice(path.lastIndexOf('/') + 1).toLowerCase()
      const pool = [...(byParent.get(parentOf(path)) ?? []), ...(byBase.get(base) ?? [])]
      return closestPath(path, pool)
    },
  }
}

/**
 * `closestMatch(input, candidates)` (same answer), for pools of site paths: a site of 10000 pages
 * has a hundred or more pages of the same name, so each broken link compares against that many.
 * Distances are only computed up to the best one so far (and the "close enough" limit): a
 * candidate whose length alone puts it further is skipped, and a comparison stops as soon as a
 * whole row of the table is over the bound.
 */
export function closestPath(input: string, candidates: readonly string[]): string | undefined {
  const lower = input.toLowerCase()
  const limit = Math.max(2, Math.floor(input.length / 3))
  let best: string | undefined
  let bestScore = Number.POSITIVE_INFINITY
  const row: number[] = []
  for (const c of candidates) {
    const other = c.toLowerCase()
    if (other === lower) return c
    const bound = Math.min(limit, bestScore - 1)
    if (Math.abs(other.length - lower.length) > bound) continue
    const score = boundedDistance(lower, other, bound, row)
    if (score < bestScore) {
      bestScore = score
      best = c
    }
  }
  return best
}

/**
 * Levenshtein distance of `a` and `b` if it is at most `bound`, else Infinity. Only the band of
 * cells within `bound` of the diagonal can hold such a distance (Ukkonen): the others are skipped.
 * Kept positional: it runs once per candidate of every suggestion search, reusing the caller's
 * `row` so that it allocates nothing; an options object would be an allocation per candidate.
 */
function boundedDistance(a: string, b: string, bound: number, row: number[]): number {
  const far = bound + 1
  for (let j = 0; j <= b.length; j++) row[j] = j <= bound ? j : far
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - bound)
    const to = Math.min(b.length, i + bound)
    let diag = row[from - 1] as number
    // The cell left of the band: row[0] is i; beyond the band's left edge, out of reach.
    row[from - 1] = from === 1 ? i : far
    let rowMin = far
    const ai = a.charCodeAt(i - 1)
    for (let j = from; j <= to; j++) {
      const up = row[j] as number
      const value = Math.min(up + 1, (row[j - 1] as number) + 1, diag + (ai === b.charCodeAt(j - 1) ? 0 : 1), far)
      row[j] = value
      if (value < rowMin) rowMin = value
      diag = up
    }
    if (to < b.length) row[to + 1] = far
    if (rowMin > bound) return Number.POSITIVE_INFINITY
  }
  const distance = row[b.length] as number
  return distance <= bound ? distance : Number.POSITIVE_INFINITY
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function parentOf(path: string): string {
  return path.slice(0, Math.max(1, path.lastIndexOf('/'))).toLowerCase()
}

/** A path `new URL` leaves as it is: `/`, then plain segments (no `.` or `..`, escapes, query). */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$/

function resolveAgainst(url: string, from: string): Pick<URL, 'pathname'> | undefined {
  // Most links are site paths such as `/guides/auth/tokens`: resolving them is the identity.
  if (PLAIN_PATH.test(url) && !url.includes('/./') && !url.includes('/../') && !/\/\.\.?\/?$/.test(url)) {
    return { pathname: url }
  }
  try {
    const resolved = new URL(url, `http://docsgen.invalid${from}`)
    return resolved.host === 'docsgen.invalid' ? resolved : undefined
  } catch {
    return undefined
  }
}

function stripBase(pathname: string, baseUrl: string): string | undefined {
  if (baseUrl === '/') return pathname || '/'
  const base = baseUrl.replace(/\/$/, '')
  if (pathname === base) return '/'
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined
}

function didYouMean(guess: string | undefined): string {
  return guess ? ` (did you mean "${guess}"?)` : ''
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
