import type { Root } from 'hast'
import type { VFile } from 'vfile'
import { TRUNCATE_VALUE } from '../../model/blog.js'
import type { TruncateOptions } from '../truncate-marker.js'
import { walkHast } from '../walk.js'

/**
 * Drop HTML comments left inside raw HTML blocks (`<div><!-- todo --></div>`); they are notes to
 * writers. A blog post's first truncate marker stays (see `truncate-marker.ts`); in other pages
 * a comment of the same text goes like any other.
 */
export function rehypeStripComments(options: TruncateOptions = {}) {
  return (tree: Root, file: VFile): void => {
    let marker = options.postsPrefix !== undefined && (file.path ?? '').startsWith(options.postsPrefix)
    walkHast(tree, (node, index, parent) => {
      if (node.type !== 'comment') return
      // The marker is found by its text: the raw-HTML pass, when a page has one, makes new nodes.
      if (marker && node.value === TRUNCATE_VALUE) {
        marker = false
        return
      }
      parent.children.splice(index, 1)
      return index
    })
  }
}
