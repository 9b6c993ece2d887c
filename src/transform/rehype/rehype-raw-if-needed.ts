import type { Element, Root, Text } from 'hast'
import rehypeRaw from 'rehype-raw'
import type { VFile } from 'vfile'
import { putBack, restore, setAside } from './raw-aside.js'

/**
 * Parse raw HTML from the Markdown (`<details>`, `<img width>`, components written as tags) into
 * real elements, but only on pages that have any: re-parsing the whole tree with parse5 costs more
 * than the rest of the rehype stage, and most pages have no raw HTML. The subtrees parse5 would
 * give back as they are are set aside meanwhile (see `raw-aside.ts`).
 *
 * A code block that starts with a blank line keeps it, as on a page without raw HTML (parse5
 * drops a newline that opens a `pre`'s text). `aside: false` re-parses the whole tree (what the
 * set-aside subtrees are tested against).
 */
export function rehypeRawIfNeeded(options: { aside?: boolean } = {}) {
  const raw = rehypeRaw()
  return (tree: Root, file: VFile): Root | undefined => {
    if (!hasRaw(tree)) return undefined
    markOpeningNewlines(tree)
    const aside = options.aside === false ? undefined : setAside(tree)
    let parsed = raw(tree, file) as Root
    if (aside && aside.length > 0 && !putBack(parsed, aside)) {
      // A placeholder parse5 did not keep where it could be found: the whole tree, as it was.
      restore(aside)
      parsed = raw(tree, file) as Root
    }
    keepOpeningNewlines(parsed)
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

function markOpeningNewlines(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName === 'pre' && firstText(child)?.value.startsWith('\n')) child.properties[NEWLINE] = ''
    else markOpeningNewlines(child)
  }
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
