import { contentFilePath } from '../config/index.js'
import { escapeHtml } from '../html/index.js'
import type { Diagnostic, Severity } from '../model/diagnostic.js'
import { fromMarkdownCompiler, MD_LINK_PLACEHOLDER, type PageLink, type PageMeta } from '../model/page.js'
import type { RouteGraph } from '../model/route-graph.js'
import { markdownLinkTarget } from './markdown-target.js'

// Found by its literal start (the attribute is checked before it): a pattern that starts with
// `(href|src)=` is tried at every character of the page.
const PLACEHOLDER = new RegExp(`${MD_LINK_PLACEHOLDER}(\\d+)"`, 'g')

/** Options of `resolveMarkdownLinks`. */
export interface ResolveLinksOptions {
  baseUrl: string
  contentDir: string
  /** Severity of a `.md` link whose file does not exist (`onBrokenMarkdownLinks`); undefined ignores it. */
  brokenSeverity: Severity | undefined
}

/** What `resolveMarkdownLinks` works on. */
export interface ResolveLinksInput extends ResolveLinksOptions {
  page: PageMeta
  /** The page's compiled body (read from the run's body store when called). */
  readHtml: () => string
  graph: RouteGraph
}

/**
 * Replace the `.md` link placeholders of a compiled page by the target pages' final URLs
 * (slug overrides included). A missing target keeps the link as written and is reported.
 */
export function resolveMarkdownLinks(input: ResolveLinksInput): { html: string; diagnostics: Diagnostic[] } {
  const { page, graph, ...options } = input
  const diagnostics: Diagnostic[] = []
  const compiled = input.readHtml()
  // A page from the Markdown compiler has a placeholder for each `.md` link: without one, its
  // body is not searched.
  if (fromMarkdownCompiler(page) && !page.links.some((link) => link.placeholder !== undefined)) {
    return { html: compiled, diagnostics }
  }
  if (!compiled.includes(MD_LINK_PLACEHOLDER)) return { html: compiled, diagnostics }
  const html = compiled.replace(PLACEHOLDER, (match, index: string, offset: number) => {
    // Only in an `href="…"` or `src="…"` (text that merely looks like one stays).
    if (!compiled.startsWith('href="', offset - 6) && !compiled.startsWith('src="', offset - 5)) return match
    const link = page.links[Number(index)]
    if (!link) return '"'
    const target = markdownLinkTarget(link, graph.sourceToRoute)
    const hashAt = link.url.indexOf('#')
    const fragment = hashAt >= 0 ? link.url.slice(hashAt) : ''
    if (!target) {
      if (options.brokenSeverity) diagnostics.push(brokenMarkdownLink(page, link, options.brokenSeverity, options))
      return `${escapeHtml(link.url)}"`
    }
    return `${escapeHtml(withBase(options.baseUrl, target) + fragment)}"`
  })
  return { html, diagnostics }
}

/**
 * The diagnostics of `resolveMarkdownLinks`, from the page's links alone, without reading its
 * body: every `.md` link of a compiled page has exactly one placeholder in the body, in the
 * order of `links` (rehypeLinks sets them in document order, and no later step removes or
 * copies a link), so the broken ones are those whose target has no route.
 */
export function markdownLinkDiagnostics(page: PageMeta, graph: RouteGraph, options: ResolveLinksOptions): Diagnostic[] {
  const severity = options.brokenSeverity
  if (!severity) return []
  const diagnostics: Diagnostic[] = []
  for (const link of page.links) {
    if (link.kind !== 'markdown-file') continue
    const target = markdownLinkTarget(link, graph.sourceToRoute)
    if (!target) diagnostics.push(brokenMarkdownLink(page, link, severity, options))
  }
  return diagnostics
}

function brokenMarkdownLink(
  page: PageMeta,
  link: PageLink,
  // Four positional parameters: a private helper whose two call sites pass the same four values.
  severity: Severity,
  options: ResolveLinksOptions,
): Diagnostic {
  return {
    severity,
    code: 'links/broken-markdown-link',
    file: contentFilePath(options.contentDir, page.source),
    ...(link.position ? { position: link.position } : {}),
    message: `broken link "${link.url}": no page at ${contentFilePath(options.contentDir, link.targetSource ?? link.url)}`,
    hint: 'Check the file name and folder; paths are relative to this file, or to the content folder when they start with "/".',
  }
}

/** Prefix a route with the base URL (`/docs/` + `/a` → `/docs/a`). */
export function withBase(baseUrl: string, route: string): string {
  return baseUrl === '/' ? route : `${baseUrl.replace(/\/$/, '')}${route}`
}
