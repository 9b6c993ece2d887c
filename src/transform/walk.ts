import type { Element, RootContent as HastContent, Root as HastRoot } from 'hast'
import type { RootContent as MdastContent, Root as MdastRoot } from 'mdast'

/** Return from a visitor to leave the node's children alone. */
export const SKIP = 'skip'

/** What a visitor may return: nothing (go on, into the children), `SKIP`, or the index to go on at. */
export type WalkControl = undefined | typeof SKIP | number

type MdastParent = MdastRoot | Extract<MdastContent, { children: unknown }>
type HastParent = HastRoot | Element

/**
 * Pre-order walk over an mdast tree, like `unist-util-visit` but without its per-node overhead
 * (it defines a function name for every node it passes, which cost about 10% of compile time
 * across our dozen walks). The visitor may change `parent.children` at or after `index`; return
 * the index to continue at after removing or replacing nodes.
 */
export function walkMdast(
  tree: MdastRoot,
  visitor: (node: MdastContent, index: number, parent: MdastParent) => WalkControl,
): void {
  walk(tree as LooseParent, visitor as LooseVisitor)
}

/** `walkMdast` for hast trees. */
export function walkHast(
  tree: HastRoot,
  visitor: (node: HastContent, index: number, parent: HastParent) => WalkControl,
): void {
  walk(tree as LooseParent, visitor as LooseVisitor)
}

interface LooseNode {
  type: string
  children?: LooseNode[]
}
type LooseParent = LooseNode & { children: LooseNode[] }
type LooseVisitor = (node: LooseNode, index: number, parent: LooseParent) => WalkControl

function walk(parent: LooseParent, visitor: LooseVisitor): void {
  const children = parent.children
  let index = 0
  while (index < children.length) {
    const node = children[index] as LooseNode
    const control = visitor(node, index, parent)
    if (typeof control === 'number') {
      index = control
      continue
    }
    const current = children[index]
    if (control !== SKIP && current?.children) walk(current as LooseParent, visitor)
    index++
  }
}
