import type { Element, Root, Text } from 'hast'
import rehypeRaw from 'rehype-raw'
import type { VFile } from 'vfile'

/**
 * Parse raw HTML from the Markdown (`<details>`, `<img width>`, components written as tags) into
 * real elements, but only on pages that have any: re-parsing the whole tree with parse5 costs more
 * than the rest of the rehype stage, and most pages have no raw HTML.
 *
 * A code block that starts with a blank line keeps it, as on a page without raw HTML: parse5
 * drops a newline that opens a `pre`'s text (rehype-raw feeds it the start tags in between
 * without resetting that), so such a block lost its first line only on pages with raw HTML.
 */
export function rehypeRawIfNeeded() {
  const raw = rehypeRaw()
  return (tree: Root, file: VFile): Root | undefined => {
    if (!hasRaw(tree)) return undefined
    const marked = markOpeningNewlines(tree)
    const parsed = raw(tree, file) as Root
    if (marked > 0) keepOpeningNewlines(parsed)
    return parsed
  }
}

function hasRaw(node: Root | Root['children'][number]): boolean {
  if (node.type === 'raw') return true
  if (!('children' in node)) return false
  for (const child of node.children) if (hasRaw(child)) return true
  return false
}

/** Marks a `pre` whose text starts with a newline (survives parse5 as `data-docsgen-newline`). */
const NEWLINE = 'dataDocsgenNewline'

/** Mark each such `pre` under `node`; how many were marked (none: nothing to put back). */
function markOpeningNewlines(node: Root | Element): number {
  let marked = 0
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName !== 'pre') marked += markOpeningNewlines(child)
    else if (firstText(child)?.value.startsWith('\n')) {
      child.properties[NEWLINE] = ''
      marked++
    }
  }
  return marked
}

/** The newline back at the start of each marked `pre`'s text, and the marks removed. */
function keepOpeningNewlines(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName === 'pre' && NEWLINE in child.properties) {
      delete child.properties[NEWLINE]
      const text = firstText(child)
      if (text && !text.value.startsWith('\n')) text.value = `\n${text.value}`
    } else keepOpeningNewlines(child)
  }
}

function firstText(element: Element): Text | undefined {
  for (const child of element.children) {
    if (child.type === 'text') return child
    if (child.type === 'element') {
      const text = firstText(child)
      if (text) return text
    }
  }
  return undefined
}
