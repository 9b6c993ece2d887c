import type { SearchManifest } from '../../model/search-index.js'
import type { PageMatch, SectionMatch } from './results.js'
import { searchWord } from './words.js'

// DOM for search results, shared by the modal and the search page. Every text goes in through
// `textContent`: queries and page text are never parsed as HTML; only `<mark>` elements are made.

/** An element with a class and, optionally, text. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) {
  const element = document.createElement(tag)
  if (className) element.className = className
  if (text !== undefined) element.textContent = text
  return element
}

/** A snippet: its text, with the matched words in `<mark>`. */
export function snippetElement(section: SectionMatch): HTMLElement {
  const snippet = el('span', 'search-result-snippet')
  for (const part of section.snippet) {
    snippet.append(part.mark ? el('mark', undefined, part.text) : document.createTextNode(part.text))
  }
  return snippet
}

/** `base` + a path of the site (`/dev-docs/cli#x` under `/docs/` → `/docs/dev-docs/cli#x`). */
export function withBase(base: string, path: string): string {
  return base === '/' ? path : `${base.replace(/\/$/, '')}${path}`
}

/** The link of a page result or of one of its sections. */
export function resultLink(input: {
  base: string
  href: string
  title: string
  /** The category of the page, before its title (`Entity Service API › Populating`). */
  parent?: string | undefined
  trail?: readonly string[]
  section?: SectionMatch
  areaName?: string
  /** Open as a full page load (the site's `search.externalUrlPattern` matches it). */
  external?: boolean
}): HTMLAnchorElement {
  const link = el('a', input.section ? 'search-result search-result-section' : 'search-result')
  link.href = withBase(input.base, input.href)
  if (input.external) link.rel = 'external'
  const heading = el('span', 'search-result-title')
  if (input.parent !== undefined) heading.append(el('span', 'search-result-page', `${input.parent} › `))
  if (input.trail && input.trail.length > 0) {
    heading.append(el('span', 'search-result-page', `${input.title} › `), input.trail.join(' › '))
  } else heading.append(input.title)
  link.append(heading)
  if (input.areaName) link.append(el('span', 'search-result-area', input.areaName))
  if (input.section) link.append(snippetElement(input.section))
  return link
}

/**
 * The links of one page's result, best first: its best sections (the introduction's link shows
 * the page title; a section's shows the page title and its heading trail), or the page alone
 * when it matched on its title or description only. URLs matching `external` (the manifest's
 * `externalUrlPattern`) open as full page loads, all others in place.
 */
export function pageLinks(input: {
  base: string
  match: PageMatch
  areaName: string | undefined
  external: RegExp | undefined
}): HTMLAnchorElement[] {
  const { base, match, areaName } = input
  const external = input.external?.test(match.url) ?? false
  const area = areaName ? { areaName } : {}
  const { parent } = match
  if (match.sections.length === 0)
    return [resultLink({ base, href: match.url, title: match.title, parent, external, ...area })]
  return match.sections.map((section, i) =>
    resultLink({
      base,
      href: section.href,
      title: match.title,
      parent,
      trail: section.trail,
      section,
      external,
      // The area is named once per page, on its first link.
      ...(i === 0 ? area : {}),
    }),
  )
}

/** The manifest's `externalUrlPattern` as a regular expression (undefined when unset or invalid). */
export function externalPattern(manifest: SearchManifest): RegExp | undefined {
  if (!manifest.externalUrlPattern) return undefined
  try {
    return new RegExp(manifest.externalUrlPattern)
  } catch {
    return undefined
  }
}

/**
 * "No results for …" (or `title`, a translated search page's line, which names no query), a few
 * suggestions, and where to report a query that should have found something.
 */
export function noResults(input: {
  query: string
  title?: string | undefined
  suggestions: readonly string[]
  reportUrl: string | undefined
  onSuggestion: (suggestion: string) => void
}): HTMLElement {
  const box = el('div', 'search-empty')
  const title = el('p', 'search-empty-title', input.title ?? `${searchWord('noResults')} `)
  if (input.title === undefined) title.append(el('strong', undefined, `“${input.query}”`))
  box.append(title)
  if (input.suggestions.length > 0) {
    box.append(el('p', undefined, searchWord('suggestions')))
    const list = el('ul', 'search-suggestions')
    for (const suggestion of input.suggestions) {
      const button = el('button', 'search-suggestion', suggestion)
      button.type = 'button'
      button.addEventListener('click', () => input.onSuggestion(suggestion))
      const item = el('li')
      item.append(button)
      list.append(item)
    }
    box.append(list)
  }
  if (input.reportUrl) {
    const report = el('p', 'search-report', `${searchWord('reportMissing')} `)
    const link = el('a', undefined, searchWord('reportLink'))
    link.href = `${input.reportUrl}?title=${encodeURIComponent(`Search: no results for "${input.query}"`)}`
    link.rel = 'noopener'
    link.target = '_blank'
    report.append(link)
    box.append(report)
  }
  return box
}

/** "Unable to fetch results" with a Retry button. */
export function fetchFailed(retry: () => void): HTMLElement {
  const box = el('div', 'search-error')
  box.setAttribute('role', 'alert')
  box.append(
    el('p', 'search-error-title', searchWord('fetchFailed')),
    el('p', undefined, searchWord('fetchFailedHelp')),
  )
  const button = el('button', 'button', 'Retry')
  button.type = 'button'
  button.addEventListener('click', retry)
  box.append(button)
  return box
}
