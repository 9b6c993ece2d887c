/** A value written for a component attribute: a string, or a `{true}`, `{3}`, `{"x"}` literal. */
export type AttributeValue = string | number | boolean

/** One component tag found in raw HTML. `start`/`end` are indexes into the scanned text. */
export interface ComponentTag {
  kind: 'open' | 'close' | 'self'
  name: string
  attributes: Record<string, AttributeValue>
  /** Attributes whose `{…}` expression is not a literal; they are ignored. */
  unsupported: { name: string; expression: string }[]
  start: number
  end: number
}

/** A piece of a raw HTML string: plain HTML, a component tag, or something that looked like one. */
export type HtmlPiece =
  | { type: 'raw'; start: number; end: number }
  | { type: 'tag'; tag: ComponentTag }
  | { type: 'malformed'; start: number; name: string }

const NAME = /[A-Z][\w.]*/y
const ATTRIBUTE_NAME = /[A-Za-z_$:][\w$:.-]*/y
const UNQUOTED = /[^\s"'=<>`{}/]+/y
const SPACE = /\s*/y

/**
 * Split raw HTML into plain HTML and the component tags in it (names starting with an uppercase
 * letter; `<details>` and other HTML stay plain). Comments are skipped. JSX attribute syntax:
 *
 * ```md
 * <Tabs groupId="js-ts">   <TabItem value='a' default>   <ApiCall noSideBySide={true}>   <GoldBadge />
 * ```
 */
export function scanComponentTags(html: string): HtmlPiece[] {
  const pieces: HtmlPiece[] = []
  let rawStart = 0
  let at = html.indexOf('<')
  while (at !== -1) {
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4)
      if (close === -1) break
      at = html.indexOf('<', close + 3)
      continue
    }
    const nameAt = html[at + 1] === '/' ? at + 2 : at + 1
    const first = html.charCodeAt(nameAt)
    if (first >= 65 && first <= 90) {
      const tag = parseTag(html, at)
      if (tag) {
        if (at > rawStart) pieces.push({ type: 'raw', start: rawStart, end: at })
        pieces.push({ type: 'tag', tag })
        rawStart = tag.end
        at = html.indexOf('<', tag.end)
        continue
      }
      NAME.lastIndex = nameAt
      pieces.push({ type: 'malformed', start: at, name: NAME.exec(html)?.[0] ?? '' })
    }
    at = html.indexOf('<', at + 1)
  }
  if (rawStart < html.length) pieces.push({ type: 'raw', start: rawStart, end: html.length })
  return pieces
}

/** Read the tag starting at `start` (`<Name …>`, `<Name …/>` or `</Name>`), or undefined if it is not one. */
export function parseTag(text: string, start: number): ComponentTag | undefined {
  const closing = text[start + 1] === '/'
  NAME.lastIndex = start + (closing ? 2 : 1)
  const name = NAME.exec(text)?.[0]
  if (!name) return undefined
  let at = skipSpace(text, NAME.lastIndex)
  // No prototype: an attribute may be called `__proto__` or `constructor`.
  const attributes: Record<string, AttributeValue> = Object.create(null)
  const tag: ComponentTag = { kind: 'open', name, attributes, unsupported: [], start, end: start }
  if (closing) {
    if (text[at] !== '>') return undefined
    return { ...tag, kind: 'close', end: at + 1 }
  }
  for (;;) {
    if (text.startsWith('/>', at)) return { ...tag, kind: 'self', end: at + 2 }
    if (text[at] === '>') return { ...tag, end: at + 1 }
    ATTRIBUTE_NAME.lastIndex = at
    const attribute = ATTRIBUTE_NAME.exec(text)?.[0]
    if (!attribute) return undefined
    at = skipSpace(text, ATTRIBUTE_NAME.lastIndex)
    if (text[at] !== '=') {
      tag.attributes[attribute] = true
      continue
    }
    at = skipSpace(text, at + 1)
    const value = readValue(text, at)
    if (!value) return undefined
    if (value.expression !== undefined) tag.unsupported.push({ name: attribute, expression: value.expression })
    else if (value.value !== undefined) tag.attributes[attribute] = value.value
    at = skipSpace(text, value.end)
  }
}

function skipSpace(text: string, at: number): number {
  SPACE.lastIndex = at
  SPACE.exec(text)
  return SPACE.lastIndex
}

/** A quoted, unquoted or `{…}` value starting at `at`. */
function readValue(text: string, at: number): { value?: AttributeValue; expression?: string; end: number } | undefined {
  const quote = text[at]
  if (quote === '"' || quote === "'") {
    const close = text.indexOf(quote, at + 1)
    return close === -1 ? undefined : { value: decodeEntities(text.slice(at + 1, close)), end: close + 1 }
  }
  if (quote === '{') {
    const close = matchingBrace(text, at)
    if (close === -1) return undefined
    const expression = text.slice(at + 1, close).trim()
    const value = literalValue(expression)
    return value === undefined ? { expression, end: close + 1 } : { value, end: close + 1 }
  }
  UNQUOTED.lastIndex = at
  const word = UNQUOTED.exec(text)?.[0]
  return word ? { value: decodeEntities(word), end: UNQUOTED.lastIndex } : undefined
}

/** Index of the `}` closing the `{` at `open`, skipping strings; -1 when unbalanced. */
function matchingBrace(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    const char = text[i]
    if (char === '"' || char === "'" || char === '`') {
      for (i++; i < text.length && text[i] !== char; i++) if (text[i] === '\\') i++
    } else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return i
  }
  return -1
}

/** The value of a literal expression (`true`, `3`, `"x"`, `'x'`, `` `x` ``), or undefined for anything else. */
export function literalValue(expression: string): AttributeValue | undefined {
  if (expression === 'true') return true
  if (expression === 'false') return false
  if (/^-?\d+(?:\.\d+)?$/.test(expression)) return Number(expression)
  const quote = expression[0]
  if ((quote === '"' || quote === "'") && expression.length >= 2 && expression.endsWith(quote)) {
    const body = expression.slice(1, -1)
    if (new RegExp(`(^|[^\\\\])${quote}`).test(body)) return undefined
    return body.replace(/\\(.)/g, (_, char: string) => ({ n: '\n', t: '\t' })[char] ?? char)
  }
  // A template literal with nothing to fill in (`${…}`) is its text, line breaks included.
  if (quote === '`' && expression.length >= 2 && expression.endsWith('`')) {
    const body = expression.slice(1, -1)
    if (/(^|[^\\])(?:`|\$\{)/.test(body)) return undefined
    return body.replace(/\\(.)/g, (_, char: string) => ({ n: '\n', t: '\t' })[char] ?? char)
  }
  return undefined
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Decode the character references JSX accepts in string attributes (`&amp;`, `&#39;`, `&#x27;`). */
function decodeEntities(value: string): string {
  if (!value.includes('&')) return value
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? entity
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}
