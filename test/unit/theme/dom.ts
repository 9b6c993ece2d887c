/**
 * A tiny HTML reader for tests (no DOM library is installed): parses React's output into a tree
 * and finds elements by role, accessible name or text, the way a reader would.
 */
export interface Element {
  tag: string
  attrs: Record<string, string>
  children: Node[]
  parent?: Element
}
export type Node = Element | { text: string }

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
const RAW_TEXT = new Set(['script', 'style'])
const TOKEN = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)([^>]*?)(\/?)>|[^<]+|</gi
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

/** Decode the character references React and rehype emit. */
export function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, ref: string) => {
    const lower = ref.toLowerCase()
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16))
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10))
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' } as Record<string, string>)[lower] ?? ''
  })
}

/** Parse an HTML string into a root element (`#root`). */
export function parseHtml(html: string): Element {
  const root: Element = { tag: '#root', attrs: {}, children: [] }
  let current = root
  TOKEN.lastIndex = 0
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [token, closing, opening, rawAttrs = '', selfClosing] = match
    if (token.startsWith('<!')) continue
    if (closing) {
      let el: Element | undefined = current
      while (el && el.tag !== closing.toLowerCase()) el = el.parent
      if (el?.parent) current = el.parent
    } else if (opening) {
      const tag = opening.toLowerCase()
      const attrs: Record<string, string> = {}
      for (const a of rawAttrs.matchAll(ATTR)) attrs[(a[1] ?? '').toLowerCase()] = decode(a[2] ?? a[3] ?? a[4] ?? '')
      const el: Element = { tag, attrs, children: [], parent: current }
      current.children.push(el)
      if (RAW_TEXT.has(tag)) {
        const end = html.toLowerCase().indexOf(`</${tag}`, TOKEN.lastIndex)
        el.children.push({ text: html.slice(TOKEN.lastIndex, end) })
        TOKEN.lastIndex = html.indexOf('>', end) + 1
      } else if (!VOID.has(tag) && !selfClosing) {
        current = el
      }
    } else {
      current.children.push({ text: decode(token) })
    }
  }
  return root
}

const isElement = (node: Node): node is Element => 'tag' in node

/** Every element below `root` (depth first, document order) that matches. */
export function findAll(root: Element, test: (el: Element) => boolean): Element[] {
  const found: Element[] = []
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (!isElement(child)) continue
      if (test(child)) found.push(child)
      walk(child)
    }
  }
  walk(root)
  return found
}

/** Elements with this tag name. */
export const byTag = (root: Element, tag: string) => findAll(root, (el) => el.tag === tag)

/** Text content, like `Node.textContent`. */
export function text(node: Node): string {
  return isElement(node) ? node.children.map(text).join('') : node.text
}

/** Whether the element is hidden from assistive technology by `aria-hidden`. */
function ariaHidden(el: Element): boolean {
  return el.attrs['aria-hidden'] === 'true'
}

/** The ARIA role: explicit, else the implicit role of the few elements the theme uses. */
export function roleOf(el: Element): string | undefined {
  if (el.attrs.role) return el.attrs.role
  const implicit: Record<string, string> = {
    button: 'button',
    nav: 'navigation',
    main: 'main',
    aside: 'complementary',
    ul: 'list',
    ol: 'list',
    li: 'listitem',
    table: 'table',
    details: 'group',
    summary: 'button',
    img: 'img',
    footer: 'contentinfo',
    header: 'banner',
    article: 'article',
  }
  if (el.tag === 'a') return el.attrs.href === undefined ? undefined : 'link'
  if (/^h[1-6]$/.test(el.tag)) return 'heading'
  if (el.tag === 'input') return el.attrs.type === 'search' ? 'searchbox' : 'textbox'
  return implicit[el.tag]
}

/** A simplified accessible name: aria-label, aria-labelledby, alt, then visible text and alts. */
export function accessibleName(el: Element, root?: Element): string {
  if (el.attrs['aria-label'] !== undefined) return el.attrs['aria-label']
  const labelledBy = el.attrs['aria-labelledby']
  if (labelledBy && root) {
    const target = findAll(root, (candidate) => candidate.attrs.id === labelledBy)[0]
    if (target) return accessibleName(target)
  }
  if (el.tag === 'img') return el.attrs.alt ?? ''
  const parts = (node: Node): string =>
    isElement(node)
      ? ariaHidden(node)
        ? ''
        : node.tag === 'img'
          ? (node.attrs.alt ?? '')
          : node.children.map(parts).join('')
      : node.text
  return parts(el).replace(/\s+/g, ' ').trim()
}

const matches = (value: string, expected: string | RegExp) =>
  typeof expected === 'string' ? value === expected : expected.test(value)

/** All elements with a role (and optional accessible name). */
export function queryAllByRole(root: Element, role: string, options: { name?: string | RegExp } = {}): Element[] {
  return findAll(
    root,
    (el) => roleOf(el) === role && (options.name === undefined || matches(accessibleName(el, root), options.name)),
  )
}

/** The one element with a role (and name); throws when there is none or more than one. */
export function getByRole(root: Element, role: string, options: { name?: string | RegExp } = {}): Element {
  const found = queryAllByRole(root, role, options)
  if (found.length !== 1) {
    throw new Error(`Expected one ${role} named ${String(options.name ?? '(any)')}, found ${found.length}`)
  }
  return found[0] as Element
}

/** The innermost element whose text content matches. */
export function getByText(root: Element, expected: string | RegExp): Element {
  const found = findAll(root, (el) => matches(text(el).replace(/\s+/g, ' ').trim(), expected))
  const innermost = found.filter((el) => !found.some((other) => other !== el && isAncestor(el, other)))
  if (innermost.length === 0) throw new Error(`No element with text ${String(expected)}`)
  return innermost[0] as Element
}

function isAncestor(ancestor: Element, el: Element): boolean {
  for (let p = el.parent; p; p = p.parent) if (p === ancestor) return true
  return false
}

/** Closest ancestor (or self) that passes the test. */
export function closest(el: Element, test: (el: Element) => boolean): Element | undefined {
  for (let p: Element | undefined = el; p; p = p.parent) if (test(p)) return p
  return undefined
}

/** First element child. */
export function firstElementChild(el: Element): Element | undefined {
  return el.children.find(isElement)
}
