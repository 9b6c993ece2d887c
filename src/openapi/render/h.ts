import type { Element, ElementContent, Properties, Root, RootContent } from 'hast'
import { find, html, type Info } from 'property-information'

// `h` for the reference's trees: hastscript's calls as the renderers write them (a tag name, hast
// property names or HTML attribute names, children), without parsing a CSS selector and looking
// up each property's kind on every call. The large generated document builds about a million
// elements; hastscript's `h` was ~10% of its compile time there. Output is the same tree.

/** A child as the renderers give it: nodes, text, or nothing. */
export type Child = ElementContent | Root | string | number | null | undefined | false | readonly Child[]

type Value = string | number | boolean | null | undefined | readonly (string | number)[]

/** Properties by hast name (`className`, `ariaLabel`) or attribute name (`data-api-server`). */
export type Props = Record<string, Value>

/** A root of `children` (`h(null, …)`). */
export function h(tag: null, ...children: Child[]): Root
/** An element: `h('p', 'text')`, `h('a', { href }, 'text')`. */
export function h(tag: string, props?: Props | Child, ...children: Child[]): Element
export function h(tag: string | null, props?: Props | Child, ...children: Child[]): Root | Element {
  const nodes: ElementContent[] = []
  const hasProps = isProps(props)
  if (!hasProps) addChild(nodes, props)
  for (const child of children) addChild(nodes, child)
  if (tag === null) return { type: 'root', children: nodes }
  const properties: Properties = {}
  if (hasProps) for (const key of Object.keys(props)) addProperty(properties, key, props[key])
  return { type: 'element', tagName: tag, properties, children: nodes }
}

/**
 * hastscript's rule: an object is properties unless it looks like a node (a string `type` and a
 * field holding an object or nodes, or `children`); `{ type: 'button' }` is properties.
 */
function isProps(value: Props | Child): value is Props {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const record = value as Record<string, unknown>
  if (typeof record.type !== 'string') return true
  if (Array.isArray(record.children)) return false
  for (const field of Object.values(record)) {
    if (field === null || typeof field !== 'object') continue
    if (!Array.isArray(field)) return false
    if (field.some((item) => typeof item !== 'number' && typeof item !== 'string')) return false
  }
  return true
}

function addChild(nodes: ElementContent[], child: Child): void {
  if (child === null || child === undefined || child === false) return
  if (typeof child === 'string' || typeof child === 'number') {
    nodes.push({ type: 'text', value: String(child) })
    return
  }
  if (Array.isArray(child)) {
    for (const each of child as readonly Child[]) addChild(nodes, each)
    return
  }
  const node = child as ElementContent | Root
  if (node.type === 'root') for (const each of node.children) addChild(nodes, each as RootContent as ElementContent)
  else nodes.push(node)
}

/** Property information by key, looked up once per key. */
const INFO = new Map<string, Info>()

function addProperty(properties: Properties, key: string, value: Value): void {
  let info = INFO.get(key)
  if (info === undefined) {
    info = find(html, key)
    INFO.set(key, info)
  }
  if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) return
  let result: Properties[string]
  if (typeof value === 'string') {
    if (info.spaceSeparated) result = value.split(/[ \t\n\f\r]+/).filter((part) => part !== '')
    else if (info.commaSeparated) result = value.split(',').map((part) => part.trim())
    else if (info.boolean && value === '') result = true
    else if (info.boolean && value.toLowerCase() === info.attribute) result = true
    else result = value
  } else if (Array.isArray(value)) result = [...(value as (string | number)[])]
  else result = value as string | number | boolean
  properties[info.property] = result
}
