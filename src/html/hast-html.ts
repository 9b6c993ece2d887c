import type { Element, Nodes, Properties, Root } from 'hast'
import { htmlVoidElements } from 'html-void-elements'
import { find, html, type Schema, svg } from 'property-information'

/**
 * hast to HTML, for the trees our processor makes: the same string as `hast-util-to-html` with
 * the options `rehype-stringify` gets from us (`allowDangerousHtml`, every other option at its
 * default), written about three times faster. The compile profile had `hast-util-to-html` and
 * `stringify-entities` at ~12% of a page: they build an options object and run a regular
 * expression replace for every text node and attribute, and look each property up in the schema
 * every time. Here a string with nothing to escape is returned as it is, and each property's
 * attribute name and kind are looked up once per process.
 *
 * Output rules (those of `hast-util-to-html` 9 with its defaults):
 * - text: `<` and `&` as hexadecimal references (`&#x3C;`, `&#x26;`); inside `<script>` and
 *   `<style>` the text is written as it is. Raw nodes are written as they are.
 * - attributes: in the order of `properties`; `null`, `undefined`, `false` and `NaN` left out;
 *   `true` (and the empty or own-name value of a boolean attribute) as the bare name; arrays
 *   joined with spaces, or `, ` for comma-separated attributes; values in double quotes with
 *   `"`, `&`, `'`, `` ` `` and NUL as references.
 * - void elements (`<br>`, `<img>`, …) have no end tag unless they have children; nothing is
 *   self-closed, in HTML or SVG. Inside `<svg>` attributes follow the SVG schema (until a
 *   `<desc>`, `<foreignObject>` or `<title>`, which are HTML again).
 * - comments: `<!--…-->`, with the sequences HTML forbids in a comment (`-->`, `<!--`, a leading
 *   `>`, …) escaped as `hast-util-to-html` escapes them.
 *
 * `test/unit/transform/hast-html.test.ts` compares both on every node kind and attribute kind,
 * and on whole compiled pages.
 */
export function hastToHtml(tree: Root | Nodes): string {
  const out: string[] = []
  one(tree, undefined, html, out)
  return out.join('')
}

const VOIDS = new Set(htmlVoidElements)
const HTML_INTEGRATION_POINTS = new Set(['desc', 'foreignObject', 'title'])

// Kept positional: called for every node of every page (this module exists to make that fast),
// and an options object would be one more allocation per node.
function one(node: Nodes, parent: Element | undefined, schema: Schema, out: string[]): void {
  switch (node.type) {
    case 'text':
      out.push(
        parent && (parent.tagName === 'script' || parent.tagName === 'style') ? node.value : escapeText(node.value),
      )
      return
    case 'element':
      element(node, schema, out)
      return
    case 'raw':
      out.push(node.value)
      return
    case 'root':
      for (const child of node.children) one(child, undefined, schema, out)
      return
    case 'comment':
      out.push(`<!--${node.value.replace(COMMENT_UNSAFE, escapeCommentPart)}-->`)
      return
    case 'doctype':
      out.push('<!doctype html>')
      return
    default:
      throw new Error(`Cannot compile unknown node \`${(node as { type: string }).type}\``)
  }
}

function element(node: Element, parentSchema: Schema, out: string[]): void {
  const tagName = node.tagName
  const schema = parentSchema.space === 'html' && tagName === 'svg' ? svg : parentSchema
  out.push('<', tagName)
  writeAttributes(node.properties, schema, out)
  out.push('>')
  const childSchema = schema.space === 'svg' && HTML_INTEGRATION_POINTS.has(tagName) ? html : schema
  const children =
    parentSchema.space === 'html' && tagName === 'template' && node.content ? node.content.children : node.children
  const before = out.length
  for (const child of children) one(child, node, childSchema, out)
  const hasContent = out.length > before && hasText(out, before)
  const isVoid = parentSchema.space !== 'svg' && VOIDS.has(tagName.toLowerCase())
  if (!isVoid || hasContent) out.push('</', tagName, '>')
}

/** Whether the parts written from `from` on are more than empty strings (`hast-util-to-html` tests the joined string). */
function hasText(out: string[], from: number): boolean {
  for (let index = from; index < out.length; index++) if (out[index] !== '') return true
  return false
}

function writeAttributes(properties: Properties | undefined, schema: Schema, out: string[]): void {
  if (!properties) return
  for (const key in properties) {
    const value = properties[key]
    if (value === null || value === undefined) continue
    const attribute = serializeAttribute(schema, key, value)
    if (attribute !== '') out.push(' ', attribute)
  }
}

/** What `find` says about a property, once per schema and key. */
interface PropertyInfo {
  /** The attribute name, escaped as an attribute name. */
  name: string
  attribute: string
  boolean: boolean
  overloadedBoolean: boolean
  commaSeparated: boolean
}

const infoCache = new Map<Schema, Map<string, PropertyInfo>>()

function propertyInfo(schema: Schema, key: string): PropertyInfo {
  let cache = infoCache.get(schema)
  if (!cache) {
    cache = new Map()
    infoCache.set(schema, cache)
  }
  let info = cache.get(key)
  if (!info) {
    const found = find(schema, key)
    info = {
      name: escapeAs(found.attribute, ATTRIBUTE_NAME_UNSAFE),
      attribute: found.attribute,
      boolean: found.boolean,
      overloadedBoolean: found.overloadedBoolean,
      commaSeparated: found.commaSeparated,
    }
    cache.set(key, info)
  }
  return info
}

type PropertyValue = Properties[string]

function serializeAttribute(schema: Schema, key: string, input: PropertyValue): string {
  const info = propertyInfo(schema, key)
  let value = input
  if (info.overloadedBoolean && (value === info.attribute || value === '')) {
    value = true
  } else if (
    (info.boolean || info.overloadedBoolean) &&
    (typeof value !== 'string' || value === info.attribute || value === '')
  ) {
    value = Boolean(value)
  }
  if (value === null || value === undefined || value === false || (typeof value === 'number' && Number.isNaN(value)))
    return ''
  if (value === true) return info.name
  const text = Array.isArray(value)
    ? info.commaSeparated
      ? value.join(', ').trim()
      : value.join(' ').trim()
    : String(value)
  return `${info.name}="${escapeAs(text, ATTRIBUTE_VALUE_UNSAFE)}"`
}

/** Characters escaped in text: `<` and `&`. */
const TEXT_UNSAFE = /[<&]/
/** Characters escaped in a double-quoted attribute value. */
const ATTRIBUTE_VALUE_UNSAFE = /[\0"&'`]/
/** Characters escaped in an attribute name. */
const ATTRIBUTE_NAME_UNSAFE = /[\0\t\n\f\r "&'/<=>`]/
const COMMENT_UNSAFE = /^>|^->|<!--|-->|--!>|<!-$/g
const COMMENT_PART_UNSAFE = /[<>]/

/** A value as the serializer writes it inside a double-quoted attribute. */
export function escapeAttributeValue(value: string): string {
  return escapeAs(value, ATTRIBUTE_VALUE_UNSAFE)
}

/** Text as the serializer writes it: `<` and `&` as hexadecimal references. */
export function escapeText(value: string): string {
  return escapeAs(value, TEXT_UNSAFE)
}

function escapeCommentPart(part: string): string {
  return escapeAs(part, COMMENT_PART_UNSAFE)
}

/** Each character matching `unsafe` (a one-character class) as a hexadecimal character reference. */
function escapeAs(value: string, unsafe: RegExp): string {
  if (!unsafe.test(value)) return value
  let result = ''
  let last = 0
  for (let index = 0; index < value.length; index++) {
    const character = value[index] as string
    if (!unsafe.test(character)) continue
    result += `${value.slice(last, index)}&#x${character.charCodeAt(0).toString(16).toUpperCase()};`
    last = index + 1
  }
  return result + value.slice(last)
}
