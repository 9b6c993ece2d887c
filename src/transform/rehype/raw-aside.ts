import type { Element, ElementContent, Properties, Root } from 'hast'
import { find, html } from 'property-information'

// rehype-raw re-parses a page's whole tree with parse5 when any raw HTML is in it (a `<details>`
// around a paragraph, an `<img width>`): every element goes through the HTML parser and is made
// again, 15 ms for a long page, 12% of compiling this site. Most of those elements are nowhere
// near the raw HTML. `setAside` replaces each element subtree that parse5 would give back as it
// is with an empty copy of its root before the re-parse, and `putBack` returns the subtrees
// after: only the path from the root to the raw HTML, and what the raw HTML wraps, is parsed.
//
// A subtree is given back as it is when nothing around it changes how its tags are read (no raw
// HTML has left open a tag that does: a link, bold text, a table, a form control, SVG...) and
// nothing inside it is something parse5 would rebuild: a block inside a paragraph, a link in a
// link, a list item outside a list, children of a void element, a table, raw text elements,
// foreign content, text parse5 drops (NUL), and properties it would give back in another form
// (`dataFootnoteRef: true` comes back as `''`, written `data-footnote-ref=""`).

/** An element set aside: where it was, and the empty copy put there meanwhile. */
export interface Aside {
  parent: Root | Element
  index: number
  node: Element
  placeholder: Element
}

/** The property that marks a placeholder (survives parse5 as `data-docsgen-aside`). */
const MARK = 'dataDocsgenAside'

/**
 * Set aside (see above) the subtrees of `tree` that parse5 would give back unchanged; undefined
 * when the raw HTML is such that none can be (a comment or a declaration in it, say).
 */
export function setAside(tree: Root): Aside[] | undefined {
  const withRaw = new WeakSet<Root | Element>()
  markRaw(tree, withRaw)
  const aside: Aside[] = []
  /** Tags left open that change how what follows is read (by raw HTML, or by elements being entered). */
  let open = 0
  let unsure = false
  const visit = (parent: Root | Element, inP: boolean): void => {
    const parentElement = parent.type === 'element' ? parent : undefined
    for (const [index, child] of parent.children.entries()) {
      if (unsure) return
      if (child.type === 'raw') {
        const change = openedBy(child.value)
        if (change === undefined) unsure = true
        else open += change
        if (open < 0) unsure = true
      } else if (child.type === 'element') {
        if (withRaw.has(child)) {
          const changes = !INERT_CONTAINERS.has(child.tagName)
          if (changes) open++
          visit(child, inP || child.tagName === 'p')
          if (changes) open--
        } else if (open === 0 && isPlain(child, parentElement, { inP, inA: false, inButton: false })) {
          const placeholder: Element = {
            type: 'element',
            tagName: child.tagName,
            properties: { ...child.properties, [MARK]: String(aside.length) },
            children: [],
          }
          aside.push({ parent, index, node: child, placeholder })
        }
      }
    }
  }
  visit(tree, false)
  if (unsure) return undefined
  for (const { parent, index, placeholder } of aside) parent.children[index] = placeholder as ElementContent
  return aside
}

/** Put each set-aside subtree in the place of its placeholder in `parsed`; false if one is missing. */
export function putBack(parsed: Root, aside: readonly Aside[]): boolean {
  let found = 0
  const visit = (parent: Root | Element): void => {
    for (const [index, child] of parent.children.entries()) {
      if (child.type !== 'element') continue
      const mark = child.properties[MARK]
      const kept = mark === undefined ? undefined : aside[Number(mark)]
      if (kept) {
        parent.children[index] = kept.node
        found++
      } else visit(child)
    }
  }
  visit(parsed)
  return found === aside.length
}

/** The placeholders of `aside` replaced by their subtrees again, in the tree they were set aside from. */
export function restore(aside: readonly Aside[]): void {
  for (const { parent, index, node } of aside) parent.children[index] = node
}

function markRaw(node: Root | Element, withRaw: WeakSet<Root | Element>): boolean {
  let has = false
  for (const child of node.children) {
    if (child.type === 'raw') has = true
    else if (child.type === 'element' && markRaw(child, withRaw)) has = true
  }
  if (has) withRaw.add(node)
  return has
}

/**
 * How many tags that change how what follows is read a piece of raw HTML leaves open (negative:
 * closes), or undefined when it cannot be told simply (a comment, a declaration, a `<` that
 * starts no tag the count can follow).
 */
function openedBy(html: string): number | undefined {
  if (/<[!?]/.test(html)) return undefined
  let open = 0
  let tags = 0
  // Whole tags, quoted attribute values included (a `<` in one is not a tag).
  for (const [, slash, name = ''] of html.matchAll(/<(\/?)([A-Za-z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g)) {
    tags++
    const tag = name.toLowerCase()
    if (VOID.has(tag) || INERT_CONTAINERS.has(tag)) continue
    open += slash ? -1 : 1
  }
  // A `<` before a letter or `/` that starts no whole tag: not counted simply.
  return tags === (html.match(/<\/?[A-Za-z]/g)?.length ?? 0) ? open : undefined
}

/**
 * Elements that, left open, do not change how a following subtree is read (it is only inserted
 * into them): open ones of any other kind (a link, bold text, a table, a button...) stop subtrees
 * from being set aside until closed.
 */
const INERT_CONTAINERS = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'div', 'dl', 'dd', 'dt'],
  ...['figcaption', 'figure', 'footer', 'header', 'hgroup', 'main', 'nav', 'section', 'summary', 'ul', 'ol'],
  ...['li', 'p', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'sup', 'sub', 'abbr', 'cite', 'kbd', 'mark', 'q'],
  ...['samp', 'var', 'time', 'dfn', 'del', 'ins', 'small', 'bdi', 'bdo', 'data', 'label', 'picture', 'output'],
])

const VOID = new Set([
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

/** Where an element is, for `isPlain`: inside a `p`, a link, a button. */
interface Around {
  inP: boolean
  inA: boolean
  inButton: boolean
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const LISTS = new Set(['ul', 'ol', 'menu'])

/** Whether parse5 gives `element`'s subtree back as it is (see the top of this file). */
function isPlain(element: Element, parent: Element | undefined, around: Around): boolean {
  const tag = element.tagName
  if (!/^[a-z][a-z0-9-]*$/.test(tag) || NOT_PLAIN.has(tag) || !stable(element.properties)) return false
  if (around.inP && CLOSES_P.has(tag)) return false
  if ((tag === 'a' && around.inA) || (tag === 'button' && around.inButton)) return false
  // A table part only in its place in a table (`TABLE_PARTS`), checked from the table down.
  if (IN_TABLE.has(tag) && !(parent && TABLE_PARTS.get(parent.tagName)?.has(tag))) return false
  if (parent && HEADINGS.has(tag) && HEADINGS.has(parent.tagName)) return false
  if (tag === 'li' && !(parent && LISTS.has(parent.tagName))) return false
  if ((tag === 'dd' || tag === 'dt') && parent?.tagName !== 'dl') return false
  if (VOID.has(tag)) return element.children.length === 0
  const parts = TABLE_PARTS.get(tag)
  const inside: Around = {
    inP: around.inP || tag === 'p',
    inA: around.inA || tag === 'a',
    inButton: around.inButton || tag === 'button',
  }
  for (const child of element.children) {
    if (child.type === 'element') {
      if (parts && !parts.has(child.tagName)) return false
      if (!isPlain(child, element, inside)) return false
    } else if (child.type === 'text') {
      if (child.value.includes('\0') || child.value.includes('\r')) return false
      if (parts && child.value.trim() !== '') return false
    } else if (child.type !== 'comment' || parts) return false
  }
  return true
}

/**
 * Whether parse5 gives these properties back as they are: each under its own name, a string for a
 * plain attribute, or a number, a `true` or a list of strings where the attribute is one
 * (hast-util-to-parse5 writes them as attributes, hast-util-from-parse5 reads them back by the
 * same table).
 */
function stable(properties: Properties): boolean {
  for (const [key, value] of Object.entries(properties)) {
    const info = find(html, key)
    if (info.property !== key) return false
    const special = info.boolean || info.overloadedBoolean || info.booleanish || info.number
    if (typeof value === 'string' && !special && !info.spaceSeparated && !info.commaSeparated) continue
    if (typeof value === 'number' && info.number) continue
    if (value === true && (info.boolean || info.overloadedBoolean)) continue
    if (
      Array.isArray(value) &&
      (info.spaceSeparated || info.commaSeparated) &&
      value.every((v) => typeof v === 'string')
    )
      continue
    return false
  }
  return true
}
