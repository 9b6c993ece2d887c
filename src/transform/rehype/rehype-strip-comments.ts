import type { Root } from 'hast'
import { walkHast } from '../walk.js'

/** Drop HTML comments left inside raw HTML blocks (`<div><!-- todo --></div>`); they are notes to writers. */
export function rehypeStripComments() {
  return (tree: Root): void => {
    walkHast(tree, (node, index, parent) => {
      if (node.type !== 'comment') return
      parent.children.splice(index, 1)
      return index
    })
  }
}
