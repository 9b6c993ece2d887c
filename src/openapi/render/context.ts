import type { Element, ElementContent, Nodes } from 'hast'
import type { MarkdownFragments } from '../../transform/index.js'
import { h } from './h.js'

/** What every part of the reference page is rendered with. */
export interface RenderContext {
  /** The whole document, for resolving `$ref`s. */
  root: unknown
  /** The pages' Markdown processor, for descriptions and samples. */
  md: MarkdownFragments
  /** The document's path (for messages). */
  file: string
  /** Raw HTML in descriptions is rendered as HTML (else shown as text). */
  trusted: boolean
  /** Anchor of each schema of `components.schemas` in the Schemas section, by name. */
  schemaIds: ReadonlyMap<string, string>
  /** The default server's URL with its variables' defaults: samples are written against it. */
  baseUrl: string
  /**
   * The Markdown each samples block was rendered from (its code highlighted in the page), for
   * the page's Markdown form, which needs the code as text.
   */
  sampleSources: Map<Element, string>
  /**
   * Schema blocks finished once and shared, by the schema as written (see `renderSchema`).
   * Absent when the page keeps its whole tree (no `ReferenceOptions.finish`).
   */
  schemaBlocks?: { finish: (block: Element) => ElementContent; done: Map<string, ElementContent> }
}

/**
 * A description (CommonMark + GFM + the site's admonitions) as a `div`, rendered by the pages'
 * processor; ids it makes (headings, tabs) get `idPrefix`, so fragments never share one.
 */
export function renderMarkdown(
  ctx: RenderContext,
  text: string | undefined,
  options: { idPrefix: string; className?: string },
): ElementContent | undefined {
  if (text === undefined || text.trim() === '') return undefined
  const nodes = ctx.md.render(text, { file: ctx.file, trusted: ctx.trusted })
  prefixIds(nodes, options.idPrefix)
  return h('div', { className: [options.className ?? 'api-description'] }, nodes)
}

/** The ids a fragment made (and references to them) get `prefix`. */
export function prefixIds(nodes: readonly Nodes[], prefix: string): void {
  const renamed = new Map<string, string>()
  const collect = (node: Nodes): void => {
    if (node.type === 'element' && typeof node.properties.id === 'string') {
      const id = `${prefix}-${node.properties.id}`
      renamed.set(node.properties.id, id)
      node.properties.id = id
    }
    if ('children' in node) for (const child of node.children) collect(child)
  }
  const relink = (node: Nodes): void => {
    if (node.type === 'element') {
      const { properties } = node
      for (const key of ['ariaControls', 'ariaLabelledBy', 'ariaDescribedBy', 'htmlFor']) {
        const value = properties[key]
        // Id lists are arrays in hast; a single id may be a string.
        if (Array.isArray(value)) properties[key] = value.map((id) => renamed.get(String(id)) ?? id)
        else if (typeof value === 'string') properties[key] = renamed.get(value) ?? value
      }
      const href = properties.href
      if (typeof href === 'string' && href.startsWith('#') && renamed.has(href.slice(1)))
        properties.href = `#${renamed.get(href.slice(1))}`
    }
    if ('children' in node) for (const child of node.children) relink(child)
  }
  for (const node of nodes) collect(node)
  if (renamed.size > 0) for (const node of nodes) relink(node)
}
