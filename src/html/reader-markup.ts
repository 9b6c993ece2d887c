import type { Element, ElementContent, Root, RootContent } from 'hast'
import type { Raw } from 'mdast-util-to-hast'
import type { Heading } from '../model/index.js'
import { READER } from '../model/markup.js'
import { escapeAttributeValue, hastToHtml } from './hast-html.js'
import { escapeHtml } from './text-forms.js'

/**
 * The last touches a page body gets for readers, made once at compile time (and kept in the
 * cache with the body), not on every render:
 *
 * - each `<table>` goes into a focusable scroll box, `<div class="table-scroll" tabindex="0">`,
 *   and each `<pre>` without a `tabindex` gets `tabindex="0"` (shiki's blocks already have one),
 *   so regions that may scroll sideways are reachable by keyboard (WCAG 2.1.1, axe
 *   `scrollable-region-focusable`). Not a landmark: a page with many tables would flood the
 *   landmark list.
 * - every h2-h6 with an id ends with a `#` link, so readers can copy a link to the section:
 *   `<h2 id="setup">Setup<a class="hash-link" href="#setup" aria-label="Direct link to Setup">#</a></h2>`.
 *   The label is the heading's plain text from the page's headings (badges left out), else its
 *   HTML with tags stripped. A heading that already has such a link is left alone.
 *
 * These were regular-expression passes over each page's final HTML on the render stage's main
 * thread, a quarter of its work. On the tree they cost one walk; the HTML is the same (raw HTML
 * left in the tree gets the string passes, `addHeadingAnchors` and
 * `makeScrollableRegionsFocusable`, which remain for it, unless docsgen made it with the markup
 * in place: `rawWithReaderMarkup`).
 */
export function addReaderMarkup(tree: Root, headings: readonly Heading[]): void {
  let textById: Map<string, string> | undefined
  const known = (): Map<string, string> => {
    textById ??= new Map(headings.map((heading) => [heading.id, heading.text]))
    return textById
  }
  const visit = (parent: Root | Element): void => {
    const children = parent.children as RootContent[]
    for (let index = 0; index < children.length; index++) {
      const node = children[index] as RootContent
      if (node.type === 'raw') {
        if (node.data?.hasReaderMarkup !== true) {
          node.value = makeScrollableRegionsFocusable(addHeadingAnchors(node.value, headings))
        }
        continue
      }
      if (node.type !== 'element') continue
      visit(node)
      const tagName = node.tagName
      if (tagName === 'table') {
        children[index] = {
          type: 'element',
          tagName: 'div',
          properties: { className: [READER.tableScroll], tabIndex: 0 },
          children: [node],
        }
      } else if (tagName === 'pre') {
        if (node.properties.tabIndex === undefined || node.properties.tabIndex === null) {
          node.properties = { tabIndex: 0, ...node.properties }
        }
      } else if (HEADING_TAGS.has(tagName)) {
        const anchor = headingAnchorOf(node, known)
        if (anchor !== undefined) node.children.push({ type: 'raw', value: anchor } as ElementContent)
      }
    }
  }
  visit(tree)
}

declare module 'mdast-util-to-hast' {
  interface RawData {
    /** The HTML already has what `addReaderMarkup` adds (see `rawWithReaderMarkup`). */
    hasReaderMarkup?: boolean | undefined
  }
}

/**
 * Raw HTML that `addReaderMarkup` leaves as it is: made by docsgen with its reader markup in
 * place, like the highlighter's `<pre tabindex="0">`, whose code text is escaped, so it holds no
 * table or heading. Saves a scan (and a copy) of every code block's HTML.
 */
export function rawWithReaderMarkup(value: string): Raw {
  return { type: 'raw', value, data: { hasReaderMarkup: true } }
}

const HEADING_TAGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])

/** The `#` link for a heading element, as `addHeadingAnchors` writes it for the heading's HTML. */
function headingAnchorOf(node: Element, known: () => Map<string, string>): string | undefined {
  const id = node.properties.id
  if (typeof id !== 'string' && typeof id !== 'number') return undefined
  // The id as the serializer writes it, so the label and link come out as from the HTML.
  const rawId = escapeAttributeValue(String(id))
  if (!rawId) return undefined
  const inner = hastToHtml({ type: 'root', children: node.children })
  return anchorHtml(rawId, inner, known())
}

const HEADING = /<h([2-6])(\s[^>]*)?>([\s\S]*?)<\/h\1>/g
const ID_ATTRIBUTE = /(?:^|\s)id=(?:"([^"]*)"|'([^']*)')/
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

function decodeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|lt|gt|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
}

/**
 * `addReaderMarkup`'s heading links, for HTML: appended to every h2-h6 that has an id. Headings
 * that already have an anchor are left alone, so running it twice is harmless.
 */
export function addHeadingAnchors(html: string, headings: readonly Heading[] = []): string {
  if (!html.includes('<h')) return html
  const textById = new Map(headings.map((heading) => [heading.id, heading.text]))
  return html.replace(
    HEADING,
    (
      // positional: String.prototype.replace calls back with the match, then each capture group
      match,
      level: string,
      attributes: string | undefined,
      inner: string,
    ) => {
      const id = attributes === undefined ? undefined : ID_ATTRIBUTE.exec(attributes)
      const anchor = anchorHtml(id?.[1] ?? id?.[2], inner, textById)
      return anchor === undefined ? match : `<h${level}${attributes ?? ''}>${inner}${anchor}</h${level}>`
    },
  )
}

/** The `#` link of a heading with this id (as written in the HTML) and inner HTML, if it gets one. */
function anchorHtml(
  rawId: string | undefined,
  inner: string,
  textById: ReadonlyMap<string, string>,
): string | undefined {
  if (!rawId || inner.includes('class="hash-link"')) return undefined
  const decodedId = decodeAttribute(rawId)
  const known = textById.get(decodedId)
  // The stripped inner HTML is already escaped text: only `"` needs escaping inside the attribute.
  const label =
    known === undefined
      ? `Direct link to ${inner
          .replace(/<[^>]*>/g, '')
          .replace(/\s+/g, ' ')
          .trim()
          .replace(/"/g, '&quot;')}`
      : escapeHtml(`Direct link to ${known}`)
  return `<a class="hash-link" href="#${escapeHtml(decodedId)}" aria-label="${label}">#</a>`
}

/** `addReaderMarkup`'s scroll boxes and `tabindex`, for HTML. */
export function makeScrollableRegionsFocusable(html: string): string {
  let out = html
  if (out.includes('<table')) {
    out = out
      .replace(/<table(?=[\s>])/g, `<div class="${READER.tableScroll}" tabindex="0"><table`)
      .replace(/<\/table>/g, '</table></div>')
  }
  if (out.includes('<pre')) out = out.replace(/<pre(?![^>]*\btabindex=)(?=[\s>])/g, '<pre tabindex="0"')
  return out
}
