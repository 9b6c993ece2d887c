import type { Element, Properties } from 'hast'
import { find, html as htmlSchema } from 'property-information'

// What `setAside` (raw-aside.ts) may set aside: the rules of HTML's tree construction that would
// make parse5 give an element's subtree back in another shape, as tables.

/**
 * Elements that, open around a subtree (left open by raw HTML, or entered because raw HTML is
 * inside them), change nothing in how parse5 reads it: it is only inserted into them. A `p` is
 * not one (a block inside the subtree would close it), nor a formatting element (its
 * reconstruction), a table, a form control or foreign content.
 */
export const INERT = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'div', 'dl', 'dd', 'dt'],
  ...['figcaption', 'figure', 'footer', 'header', 'hgroup', 'main', 'nav', 'section', 'summary', 'ul', 'ol'],
  ...['li', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'sup', 'sub', 'abbr', 'cite', 'kbd', 'mark', 'q'],
  ...['samp', 'var', 'time', 'dfn', 'del', 'ins', 'bdi', 'bdo', 'data', 'label', 'picture', 'output'],
])

export const VOID = new Set([
  ...['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track'],
  'wbr',
])

/** Start tags that close an open `p` (HTML's "close a p element"): inside a `p`, parse5 moves them out. */
const CLOSES_P = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'dd'],
  ...['dt', 'fieldset', 'figcaption', 'figure', 'footer', 'header', 'hgroup', 'hr', 'li', 'listing', 'main'],
  ...['menu', 'nav', 'ol', 'p', 'pre', 'search', 'section', 'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['form', 'table', 'xmp', 'plaintext'],
])

/** Elements parse5 reads in a mode of their own, or rebuilds: never set aside, nor what holds them. */
const NOT_PLAIN = new Set([
  ...['html', 'head', 'body', 'frameset', 'frame', 'template', 'svg', 'math', 'image', 'select', 'option'],
  ...['optgroup', 'datalist', 'textarea', 'title', 'style', 'script', 'xmp', 'iframe', 'noembed', 'noframes'],
  ...['noscript', 'plaintext', 'listing', 'form', 'nobr', 'object', 'applet', 'marquee', 'ruby', 'rb', 'rt'],
  ...['rp', 'rtc', 'menuitem', 'keygen', 'isindex', 'param', 'base', 'link', 'meta'],
])

/** What a table part may hold besides whitespace (parse5 moves anything else, or adds a `tbody`). */
const TABLE_PARTS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['table', new Set(['caption', 'colgroup', 'thead', 'tbody', 'tfoot'])],
  ['thead', new Set(['tr'])],
  ['tbody', new Set(['tr'])],
  ['tfoot', new Set(['tr'])],
  ['tr', new Set(['td', 'th'])],
  ['colgroup', new Set(['col'])],
])
const IN_TABLE = new Set(['caption', 'colgroup', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'col'])
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const LISTS = new Set(['ul', 'ol', 'menu'])
/** HTML's whitespace (not JavaScript's: a no-break space in a table is text parse5 moves out). */
const HTML_SPACE = /^[ \t\n\f\r]*$/

/** Where an element is, for `isPlain`: inside a `p`, a link, a button. */
interface Around {
  inP: boolean
  inA: boolean
  inButton: boolean
}

/** Whether parse5 gives `element`'s subtree back as it is (`parent`: its parent, if an element). */
export function isPlain(element: Element, parent: Element | undefined, around?: Around): boolean {
  const { inP, inA, inButton } = around ?? { inP: false, inA: false, inButton: false }
  const tag = element.tagName
  if (!/^[a-z][a-z0-9-]*$/.test(tag) || NOT_PLAIN.has(tag) || !stable(element.properties)) return false
  if ((inP && CLOSES_P.has(tag)) || (tag === 'a' && inA) || (tag === 'button' && inButton)) return false
  // A table part only in its place in a table (`TABLE_PARTS`), checked from the table down.
  if (IN_TABLE.has(tag) && !(parent && TABLE_PARTS.get(parent.tagName)?.has(tag))) return false
  if (parent && HEADINGS.has(tag) && HEADINGS.has(parent.tagName)) return false
  if (tag === 'li' && !(parent && LISTS.has(parent.tagName))) return false
  if ((tag === 'dd' || tag === 'dt') && parent?.tagName !== 'dl') return false
  if (VOID.has(tag)) return element.children.length === 0
  const parts = TABLE_PARTS.get(tag)
  const inside = { inP: inP || tag === 'p', inA: inA || tag === 'a', inButton: inButton || tag === 'button' }
  for (const child of element.children) {
    if (child.type === 'element') {
      if (parts && !parts.has(child.tagName)) return false
      if (!isPlain(child, element, inside)) return false
    } else if (child.type === 'text') {
      if (child.value.includes('\0') || child.value.includes('\r')) return false
      if (parts && !HTML_SPACE.test(child.value)) return false
    } else if (child.type !== 'comment' || parts) return false
  }
  return true
}

/**
 * Whether parse5 gives these properties back as they are: each under its own name, a string for
 * a plain attribute, or a number, a `true` or a list of single words where the attribute is one
 * (hast-util-to-parse5 writes them as attributes, hast-util-from-parse5 reads them back by the
 * same table). `dataFootnoteRef: true` comes back as `''`; `['a', '', 'b']` as `['a', 'b']`.
 */
function stable(properties: Properties): boolean {
  for (const [key, value] of Object.entries(properties)) {
    const info = find(htmlSchema, key)
    if (info.property !== key) return false
    const special = info.boolean || info.overloadedBoolean || info.booleanish || info.number
    const list = info.spaceSeparated || info.commaSeparated
    if (typeof value === 'string' && !special && !list) continue
    if (typeof value === 'number' && info.number) continue
    if (value === true && (info.boolean || info.overloadedBoolean)) continue
    if (Array.isArray(value) && list && value.every((item) => typeof item === 'string' && /^[^\s,]+$/.test(item)))
      continue
    return false
  }
  return true
}

/**
 * The tags of a piece of raw HTML in order (`/` first for an end tag), or undefined when they
 * cannot be told simply (a comment, a declaration, a `<` that starts no whole tag).
 */
export function rawTags(raw: string): string[] | undefined {
  if (/<[!?]/.test(raw)) return undefined
  const tags: string[] = []
  // Whole tags, quoted attribute values included (a `<` in one is not a tag).
  for (const [, slash, name = ''] of raw.matchAll(/<(\/?)([A-Za-z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g)) {
    tags.push(`${slash}${name.toLowerCase()}`)
  }
  return tags.length === (raw.match(/<\/?[A-Za-z]/g)?.length ?? 0) ? tags : undefined
}
