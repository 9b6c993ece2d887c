import type { Element, ElementContent, Root } from 'hast'
import type { Raw } from 'mdast-util-to-hast'
import {
  addReaderMarkup,
  hasClass,
  type MarkdownFormOptions,
  markdownBlocks,
  markdownForm,
  type SearchSectionOptions,
  searchSectionsPart,
} from '../html/index.js'
import { h } from './render/h.js'
import { collectIds, toHtml } from './render/html.js'
import type { FinishedPage } from './render/render-reference.js'

// What the reference page reads of its tree besides the HTML (ids, search text, Markdown form),
// for the whole page and for each operation and schema entry finished as soon as it is rendered.

/** One search section per operation (its heading), the samples (`pre`) and navigation left out. */
export const SEARCH: SearchSectionOptions = {
  maxDepth: 3,
  skip: (element) =>
    element.tagName === 'nav' ||
    element.tagName === 'pre' ||
    element.tagName === 'script' ||
    hasClass(element, 'api-operation-samples'),
}

/**
 * An operation or schema entry finished where it stands: its ids, search text and (with
 * `options.markdown`) Markdown blocks read, its reader markup added, and its HTML made, in a raw node
 * that the page's own passes read as they would read the element (`collectIds`,
 * `searchSections`, `markdownForm`; `addReaderMarkup` leaves it as it is). The page then holds
 * strings instead of a tree of some million nodes that would live until the page is done.
 */
export function finishPart(part: Element, page: FinishedPage, options: { markdown: boolean }): Raw {
  const { markdown } = options
  const ids = collectIds(part)
  const searchPart = searchSectionsPart(part, SEARCH)
  const blocks = markdown ? markdownBlocks(withPlainSamples(part, page.sampleSources), MARKDOWN) : undefined
  const root: Root = { type: 'root', children: [part] }
  addReaderMarkup(root, page.headings)
  return {
    type: 'raw',
    value: toHtml(root),
    data: { hasReaderMarkup: true, ids, searchPart, ...(blocks ? { markdownBlocks: blocks } : {}) },
  }
}

/**
 * The reference's Markdown form (`<route>.md`): the operations with their parameters, schemas as
 * nested lists and samples (rendered again with their code as plain text); the operations list,
 * the server picker and Try it are for the page only.
 */
export function markdownOf(tree: Root, sampleSources: ReadonlyMap<Element, string>): string {
  return markdownForm(withPlainSamples(tree, sampleSources), MARKDOWN)
}

const MARKDOWN: MarkdownFormOptions = {
  skip: (element) =>
    element.tagName === 'nav' || hasClass(element, 'api-server-picker') || hasClass(element, 'api-try'),
}

/** A copy of `node` whose samples blocks hold their samples as plain code (see `plainSamples`). */
function withPlainSamples<T extends Root | Element>(node: T, sampleSources: ReadonlyMap<Element, string>): T {
  return replaceElements(node, (element) => {
    const source = sampleSources.get(element)
    return source === undefined ? undefined : { ...element, children: plainSamples(source) }
  })
}

/** A copy of `tree` with the elements `replace` returns a replacement for replaced (the rest shared). */
function replaceElements<T extends Root | Element>(tree: T, replace: (element: Element) => Element | undefined): T {
  const visit = <T extends Root | Element>(node: T): T => {
    let changed = false
    const children = node.children.map((child) => {
      if (child.type !== 'element') return child
      const next = replace(child) ?? visit(child)
      if (next !== child) changed = true
      return next
    })
    return changed ? { ...node, children } : node
  }
  return visit(tree)
}

/**
 * Samples as the Markdown form reads them: each tab's label in bold, its code as a plain
 * `pre > code.language-x` (in the page it is highlighted HTML, which has no text to read), its
 * other lines as paragraphs. `source` is the samples' Markdown (`render/samples.ts` writes it).
 */
function plainSamples(source: string): ElementContent[] {
  const out: ElementContent[] = []
  const parts = source.split(/^<TabItem value="[^"]*" label="([^"]*)">$|^<\/TabItem>$|^<\/?Tabs[^>]*>$/m)
  parts.forEach((part, index) => {
    // `split` puts each label (the capture) between the texts around it.
    if (index % 2 === 1) {
      if (part !== undefined) out.push(h('p', h('strong', part.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))))
      return
    }
    for (const block of (part ?? '').split(/\n{2,}(?=`{3,}|[^`\s])/)) {
      const text = block.trim()
      const fence = /^(`{3,})([\w-]*)\n([\s\S]*?)\n\1$/.exec(text)
      if (fence) out.push(h('pre', h('code', { className: [`language-${fence[2] || 'text'}`] }, fence[3] ?? '')))
      else if (/^`[^`]+`$/.test(text)) out.push(h('p', h('code', text.slice(1, -1))))
      else if (text !== '') out.push(h('p', text))
    }
  })
  return out
}
