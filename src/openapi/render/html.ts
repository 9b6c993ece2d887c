import type { Element, Nodes, Root } from 'hast'
import { hastToHtml } from '../../html/index.js'
import { h } from './h.js'

/**
 * Serialise a tree built with `h` (text is escaped by the serialiser). The Markdown pages'
 * serializer: raw nodes are written as they are, which only `addReaderMarkup`'s heading links
 * are here.
 */
export function toHtml(tree: Root): string {
  return hastToHtml(tree)
}

/**
 * Plain-text descriptions as paragraphs: blank lines separate paragraphs, and single line
 * breaks are soft wraps (YAML `|` blocks are usually wrapped by hand). Nothing is interpreted
 * as Markdown or HTML.
 */
export function renderText(text: string | undefined, className = 'api-description'): Element | undefined {
  const paragraphs = (text ?? '')
    .split(/\r?\n[ \t]*\r?\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '')
  if (paragraphs.length === 0) return undefined
  return h(
    'div',
    { className: [className] },
    paragraphs.map((block) => h('p', block)),
  )
}

/** A value as short inline text: strings as they are, anything else as JSON. */
export function inlineValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
}

declare module 'mdast-util-to-hast' {
  interface RawData {
    /** The ids of the element this raw HTML was serialised from, in document order. */
    ids?: string[] | undefined
  }
}

/** Every `id` in the tree, in document order (a raw node's from its `data.ids`). */
export function collectIds(node: Nodes): string[] {
  const ids: string[] = []
  const visit = (current: Nodes): void => {
    if (current.type === 'raw' && current.data?.ids) ids.push(...current.data.ids)
    if (current.type !== 'element' && current.type !== 'root') return
    if (current.type === 'element' && typeof current.properties.id === 'string') ids.push(current.properties.id)
    for (const child of current.children) visit(child)
  }
  visit(node)
  return ids
}
