import type { Root } from 'hast'
import rehypeRaw from 'rehype-raw'
import type { VFile } from 'vfile'

/**
 * Parse raw HTML from the Markdown (`<details>`, `<img width>`, components written as tags) into
 * real elements, but only on pages that have any: re-parsing the whole tree with parse5 costs more
 * than the rest of the rehype stage, and most pages have no raw HTML.
 */
export function rehypeRawIfNeeded() {
  const raw = rehypeRaw()
  return (tree: Root, file: VFile): Root | undefined => (hasRaw(tree) ? raw(tree, file) : undefined)
}

function hasRaw(node: Root | Root['children'][number]): boolean {
  if (node.type === 'raw') return true
  if (!('children' in node)) return false
  for (const child of node.children) if (hasRaw(child)) return true
  return false
}
