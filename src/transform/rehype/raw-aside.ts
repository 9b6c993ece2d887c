import type { Element, ElementContent, Root } from 'hast'
import { INERT, isPlain, rawTags, VOID } from './raw-aside-rules.js'

// rehype-raw re-parses a page's whole tree with parse5 when any raw HTML is in it (a `<details>`
// around a paragraph, an `<img width>`): every element goes through the HTML parser and is made
// again, 15 ms for a long page, 12% of compiling this site. Most of those elements are nowhere
// near the raw HTML. `setAside` replaces each element subtree that parse5 would give back as it
// is with an empty copy of its root before the re-parse, and `putBack` returns the subtrees
// after: only the path from the root to the raw HTML, and what the raw HTML wraps, is parsed.
// A subtree is set aside only while every element open around it is one that changes nothing in
// how it is read (`INERT`), and when nothing inside it is something parse5 would rebuild
// (`isPlain`).

/** An element set aside: where it was, and the empty copy put there meanwhile. */
export interface Aside {
  parent: Root | Element
  index: number
  node: Element
  placeholder: Element
}

/** The property that marks a placeholder (survives parse5 as `data-docsgen-aside`). */
const MARK = 'dataDocsgenAside'

/**
 * Set aside (see above) the subtrees of `tree` that parse5 would give back unchanged; undefined
 * when the raw HTML cannot be followed simply (a comment or a declaration in it, an end tag that
 * does not close the element open last).
 */
export function setAside(tree: Root): Aside[] | undefined {
  const withRaw = new WeakSet<Root | Element>()
  markRaw(tree, withRaw)
  const aside: Aside[] = []
  /** The elements open here: entered (raw HTML inside them) or left open by raw HTML. */
  const open: string[] = []
  let unsure = false
  const visit = (parent: Root | Element): void => {
    for (const [index, child] of parent.children.entries()) {
      if (unsure) return
      if (child.type === 'raw') unsure = !follow(open, child.value)
      else if (child.type === 'element') {
        if (withRaw.has(child)) {
          open.push(child.tagName)
          visit(child)
          if (open.pop() !== child.tagName) unsure = true
        } else if (
          open.every((tag) => INERT.has(tag)) &&
          isPlain(child, parent.type === 'element' ? parent : undefined)
        ) {
          const placeholder: Element = {
            type: 'element',
            tagName: child.tagName,
            properties: { ...child.properties, [MARK]: `a${aside.length}` },
            children: [],
            ...(child.position ? { position: child.position } : {}),
          }
          aside.push({ parent, index, node: child, placeholder })
        }
      }
    }
  }
  visit(tree)
  if (unsure) return undefined
  for (const { parent, index, placeholder } of aside) parent.children[index] = placeholder as ElementContent
  return aside
}

/** The tags of raw HTML on the stack of open elements; false when an end tag closes another than the last. */
function follow(open: string[], raw: string): boolean {
  const tags = rawTags(raw)
  if (!tags) return false
  for (const tag of tags) {
    if (!tag.startsWith('/')) {
      if (!VOID.has(tag)) open.push(tag)
    } else if (!VOID.has(tag.slice(1)) && open.pop() !== tag.slice(1)) return false
  }
  return true
}

/** Put each set-aside subtree in the place of its placeholder in `parsed`; false if one is missing. */
export function putBack(parsed: Root, aside: readonly Aside[]): boolean {
  let found = 0
  const visit = (parent: Root | Element): void => {
    for (const [index, child] of parent.children.entries()) {
      if (child.type !== 'element') continue
      const mark = /^a(\d+)$/.exec(String(child.properties[MARK] ?? ''))
      const kept = mark ? aside[Number(mark[1])] : undefined
      if (kept) {
        parent.children[index] = kept.node
        found++
      } else visit(child)
    }
  }
  visit(parsed)
  return found === aside.length
}

/** The placeholders of `aside` replaced by their subtrees again, in the tree they were set aside from. */
export function restore(aside: readonly Aside[]): void {
  for (const { parent, index, node } of aside) parent.children[index] = node
}

function markRaw(node: Root | Element, withRaw: WeakSet<Root | Element>): boolean {
  let has = false
  for (const child of node.children) {
    if (child.type === 'raw') has = true
    else if (child.type === 'element' && markRaw(child, withRaw)) has = true
  }
  if (has) withRaw.add(node)
  return has
}
