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
 * A code block that starts with a blank line keeps it, as on a page without raw HTML: parse5
 * drops a newline opening a `pre`'s text, and as rehype-raw feeds it the tokens, whether it did
 * depended on what came before the block in the page.
 */
export function rehypeRawIfNeeded() {
  const raw = rehypeRaw()
  const parse = (tree: Root, file: VFile): Root => {
    const before = preTexts(tree)
    const parsed = raw(tree, file) as Root
    keepLeadingNewlines(before, parsed)
    return parsed
  }
  return (tree: Root, file: VFile): Root | undefined => {
    if (!hasRaw(tree)) return undefined
    const aside = setAside(tree)
    if (!aside || aside.length === 0) return parse(tree, file)
    const parsed = parse(tree, file)
    if (putBack(parsed, aside)) return parsed
    // A placeholder parse5 did not keep where it could be found: the whole tree, as it was.
    restore(aside)
    return parse(tree, file)
  }
}

function hasRaw(node: Root | Root['children'][number]): boolean {
  if (node.type === 'raw') return true
  if (!('children' in node)) return false
  for (const child of node.children) if (hasRaw(child)) return true
  return false
}

/** The first text of each `pre` element of `tree` (elements only, not raw HTML), in order. */
function preTexts(tree: Root): (string | undefined)[] {
  const texts: (string | undefined)[] = []
  const visit = (node: Root | Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue
      if (child.tagName === 'pre') texts.push(firstText(child)?.value)
      else visit(child)
    }
  }
  visit(tree)
  return texts
}

/**
 * Put back the newline parse5 dropped from the start of a `pre`'s text, for each `pre` of
 * `parsed` that was one of `before` (matched in order; nothing is changed if the `pre` elements
 * do not line up, as when raw HTML adds its own).
 */
function keepLeadingNewlines(before: readonly (string | undefined)[], parsed: Root): void {
  const pres: Element[] = []
  const visit = (node: Root | Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue
      if (child.tagName === 'pre') pres.push(child)
      else visit(child)
    }
  }
  visit(parsed)
  if (pres.length !== before.length) return
  pres.forEach((pre, i) => {
    const was = before[i]
    const text = firstText(pre)
    if (was === undefined || !text || !was.startsWith('\n') || `\n${text.value}` !== was) return
    text.value = was
  })
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
