import type { Element, Root, RootContent } from 'hast'
import type { SearchSection } from '../model/page.js'

declare module 'mdast-util-to-hast' {
  interface RawData {
    /** The search text of the part this raw HTML was serialised from (see `searchSectionsPart`). */
    searchPart?: SectionsPart | undefined
  }
}

/** Elements whose text is not page text. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript'])
/** Elements that start a new line of text (so words of two blocks are not glued together). */
const BLOCKS = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'details', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure'],
  ...['footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre'],
  ...['section', 'summary', 'table', 'tr', 'ul', 'br', 'tbody', 'thead'],
])
const CELLS = new Set(['td', 'th'])
const HEADING = /^h([1-6])$/
/**
 * Runs of spaces, tabs, form feeds, vertical tabs and no-break spaces that are not already one
 * plain space: each becomes one space. Matched over the whole text at once (none is a line
 * break), and a lone space, most of them, is not matched at all.
 */
const SPACE_RUNS = / [ \t\f\v\u00a0]+|[\t\f\v\u00a0][ \t\f\v\u00a0]*/g

/** What `searchSections` reads of a page. */
export interface SearchSectionOptions {
  /** Headings of this level and above (`h2`…`hN`) start a new section; deeper ones stay in it. */
  maxDepth: number
  /** Elements left out entirely (besides scripts, styles and tab lists). */
  skip?: (element: Element) => boolean
}

/**
 * A page's text as a reader finds it, cut into sections for the search index: the part before
 * the first heading (`id` empty, depth 0), then one section per heading of level 2 to
 * `maxDepth`, each with its heading's id and text. Everything the page shows is text: prose,
 * table cells, code, every tab panel (a tab list only repeats the panels' labels), the inside
 * of `<details>`; one block per line, runs of spaces collapsed.
 */
export function searchSections(tree: Root, options: SearchSectionOptions): SearchSection[] {
  const collector: Collector = { sections: [], parts: [], current: { id: '', depth: 0, heading: '' }, options }
  for (const child of tree.children) collect(collector, child, { inPre: false, id: '' })
  close(collector)
  return collector.sections
}

/**
 * The search text of one element read on its own, to be spliced into its page's later: a raw
 * node holding the element's HTML with this as `data.searchPart` reads, to `searchSections` of
 * the page, as the element itself would (the same sections, byte for byte). Its page may then
 * drop the element's tree: the API reference finishes each operation this way as soon as it is
 * rendered. The element is read as a child of the page's root, or of elements with no `id` and
 * no `<pre>` around it.
 */
export function searchSectionsPart(element: Element, options: SearchSectionOptions): SectionsPart {
  const collector: Collector = {
    sections: [],
    parts: [],
    current: { id: '', depth: 0, heading: '' },
    options,
    lead: 'pending',
  }
  collect(collector, element, { inPre: false, id: '' })
  const { lead, parts, current, sections } = collector
  // Still pending: no heading in the element, its text all goes on the open section.
  if (!Array.isArray(lead)) return { lead: parts, sections }
  return { lead, sections, open: { current, parts } }
}

/** What `searchSectionsPart` read of an element. */
export interface SectionsPart {
  /** Text before its first heading: it goes on the section open where the element is. */
  lead: string[]
  /** Sections its headings started and ended inside it. */
  sections: SearchSection[]
  /** The section its last heading started, still open at its end. */
  open?: { current: Omit<SearchSection, 'text'>; parts: string[] }
}

interface Collector {
  sections: SearchSection[]
  /** Text of the open section, as parts. */
  parts: string[]
  current: Omit<SearchSection, 'text'>
  options: SearchSectionOptions
  /**
   * Reading a part (`searchSectionsPart`): `pending` until its first heading, whose `close`
   * keeps the text so far here instead of ending a section.
   */
  lead?: string[] | 'pending'
}

/** Splice a part read by `searchSectionsPart` in where its raw node is. */
function splice(c: Collector, part: SectionsPart): void {
  c.parts.push(...part.lead)
  if (!part.open) return
  close(c)
  c.sections.push(...part.sections)
  c.current = part.open.current
  c.parts = [...part.open.parts]
}

/** Where a node is: inside a `<pre>`, and the id of the closest element around it that has one. */
interface Place {
  inPre: boolean
  id: string
}

function collect(c: Collector, node: RootContent, place: Place): void {
  const { inPre } = place
  if (node.type === 'text') {
    // Outside <pre>, a line break in the source is just a space (as the browser shows it).
    c.parts.push(inPre || !node.value.includes('\n') ? node.value : node.value.replace(/\n/g, ' '))
    return
  }
  if (node.type === 'raw' && node.data?.searchPart) {
    splice(c, node.data.searchPart)
    return
  }
  if (node.type !== 'element') return
  if (SKIPPED.has(node.tagName) || node.properties.role === 'tablist' || c.options.skip?.(node)) return
  // The `#` links the reader markup adds to headings.
  if (node.tagName === 'a' && classNames(node).includes('hash-link')) return
  const depth = Number(HEADING.exec(node.tagName)?.[1] ?? 0)
  if (depth > 0 && depth <= c.options.maxDepth) {
    close(c)
    // A heading without an id of its own is reached through the element around it (an operation
    // of the API reference has its id on its section).
    const id = typeof node.properties.id === 'string' ? node.properties.id : place.id
    const heading = textOf(node)
    // An h1 is the page's title (indexed with the page): what follows it is the page's introduction.
    c.current = depth === 1 ? { id: '', depth: 0, heading: '' } : { id, depth, heading }
    return
  }
  const separator = BLOCKS.has(node.tagName) ? '\n' : CELLS.has(node.tagName) ? ' ' : ''
  c.parts.push(separator)
  const inner = {
    inPre: inPre || node.tagName === 'pre',
    id: typeof node.properties.id === 'string' ? node.properties.id : place.id,
  }
  for (const child of node.children) collect(c, child, inner)
  c.parts.push(separator)
}

/** End the open section: its text normalised, kept when it has a heading or any text. */
function close(c: Collector): void {
  if (c.lead === 'pending') {
    c.lead = c.parts
    c.parts = []
    return
  }
  const text = normalise(c.parts.join(''))
  c.parts = []
  if (text !== '' || c.current.heading !== '') c.sections.push({ ...c.current, text })
}

/** The plain text of a heading, without its `#` link. */
function textOf(heading: Element): string {
  const probe: Collector = {
    sections: [],
    parts: [],
    current: { id: '', depth: 0, heading: '' },
    options: { maxDepth: 0 },
  }
  for (const child of heading.children) collect(probe, child, { inPre: false, id: '' })
  return normalise(probe.parts.join('')).replace(/\n/g, ' ')
}

/**
 * The text's lines trimmed, runs of spaces made one, empty lines left out. Joined from an array,
 * so the result is one flat string: the search terms are read from it a character at a time,
 * and a string made by `+=` is a rope that V8 reads several times slower that way.
 */
function normalise(raw: string): string {
  const lines: string[] = []
  for (const line of raw.replace(SPACE_RUNS, ' ').split('\n')) {
    const trimmed = line.trim()
    if (trimmed !== '') lines.push(trimmed)
  }
  return lines.join('\n')
}

function classNames(element: Element): readonly unknown[] {
  const value: unknown = element.properties.className
  return Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s+/) : []
}
