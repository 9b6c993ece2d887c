import type { Root } from 'mdast'
import { isTruncateMarker, truncateNode } from '../truncate-marker.js'
import { walkMdast } from '../walk.js'

const ONLY_COMMENTS = /^\s*(?:<!--[\s\S]*?-->\s*)+$/

/**
 * Drop HTML comments (`<!-- note to writers -->`) that stand alone, so they are not published and
 * a page whose only HTML is comments skips the raw-HTML pass. Comments mixed with tags are removed
 * later by `rehypeStripComments`. A `<!-- truncate -->` at the top level is a blog post's excerpt
 * end: it stays, as a marker (see `truncate-marker.ts`).
 */
export function remarkStripComments() {
  return (tree: Root): void => {
    walkMdast(tree, (node, index, parent) => {
      if (node.type !== 'html' || !ONLY_COMMENTS.test(node.value)) return
      if (parent.type === 'root' && isTruncateMarker(node.value, 'html')) {
        parent.children[index] = truncateNode(node.position)
        return
      }
      parent.children.splice(index, 1)
      return index
    })
  }
}
