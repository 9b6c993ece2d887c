import type { Root } from 'hast'
import { TRUNCATE_VALUE } from '../../model/blog.js'
import { walkHast } from '../walk.js'

/**
 * Drop HTML comments left inside raw HTML blocks (`<div><!-- todo --></div>`); they are notes to
 * writers. A blog post's truncate marker stays (see `truncate-marker.ts`).
 */
export function rehypeStripComments() {
  return (tree: Root): void => {
    walkHast(tree, (node, index, parent) => {
      // The marker is found by its text: the raw-HTML pass, when a page has one, makes new nodes.
      if (node.type !== 'comment' || node.value === TRUNCATE_VALUE) return
      parent.children.splice(index, 1)
      return index
    })
  }
}
