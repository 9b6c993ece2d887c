import { closestMatch } from '../diagnostics/suggest.js'
import type { Diagnostic, Severity } from '../model/diagnostic.js'
import type { CompiledPage, PageLink } from '../model/page.js'
import type { RouteGraph, RouteNode } from '../model/route-graph.js'

/** Inputs of `checkLinks`. */
export interface CheckLinksInput {
  graph: RouteGraph
  /** Compiled pages by route path (Markdown and OpenAPI). */
  pages: ReadonlyMap<string, CompiledPage>
  /** Files under `static/`, as site paths (`/img/logo.svg`). */
  staticFiles: ReadonlySet<string>
  baseUrl: string
  /** Severity of each problem: `error` for `check-links`, the site's setting during `build`. */
  severity: Severity
  /** Links from the config (navbar, footer), checked too. */
  configLinks?: readonly { to: string; where: string }[]
  configFile?: string
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
  const anchorsOf = new Map<string, ReadonlySet<string>>()
  for (const [path, page] of input.pages) anchorsOf.set(path, new Set(page.anchors))
  const index = buildTargetIndex(graph, input.staticFiles)
  const diagnostics: Diagnostic[] = []
  let checkedLinks = 0

  for (const [path, page] of input.pages) {
    const node = graph.routes.get(path as RouteNode['path'])
    if (!node) continue
    for (const link of page.links) {
      if (link.kind === 'external') continue
      checkedLinks++
      const problem = checkOne(link, node)
      if (problem) {
        diagnostics.push({
          severity: input.severity,
          code: problem.code,
          ...(node.source ? { file: node.source } : {}),
          ...(link.position ? { position: link.position } : {}),
          message: problem.message,
          hint: problem.hint,
        })
      }
    }
  }
  for (const link of input.configLinks ?? []) {
    checkedLinks++
    const target = stripBase(link.to.split('#')[0] ?? '', input.baseUrl)
    if (target !== undefined && !index.resolve(target)) {
      diagnostics.push({
        severity: input.severity,
        code: 'links/broken-link',
        file: input.configFile ?? 'site.config.ts',
        message: `${link.where}: broken link "${link.to}"${didYouMean(index.suggest(target))}`,
        hint: 'Point the item at an existing page (a route such as "/user-docs/intro").',
      })
    }
  }
  return { diagnostics, checkedLinks, brokenLinks: diagnostics.length }

  function checkOne(link: PageLink, from: RouteNode): { code: string; message: string; hint: string } | undefined {
    let targetPath: string | undefined
    if (link.kind === 'anchor') targetPath = from.path
    else if (link.kind === 'markdown-file') {
      targetPath = link.targetSource ? graph.sourceToRoute.get(link.targetSource) : undefined
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
    const anchors = anchorsOf.get(targetPath)
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

/** Route and static-file lookup, tolerant of trailing slashes, with cheap "did you mean" candidates. */
function buildTargetIndex(graph: RouteGraph, staticFiles: ReadonlySet<string>) {
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
      const decoded = safeDecode(path)
      for (const candidate of [path, decoded]) {
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
      return closestMatch(path, pool)
    },
  }
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function parentOf(path: string): string {
  return path.slice(0, Math.max(1, path.lastIndexOf('/'))).toLowerCase()
}

function resolveAgainst(url: string, from: string): URL | undefined {
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
