import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { isTruncateMarker, type TruncateOptions, truncateNode } from '../truncate-marker.js'
import { walkMdast } from '../walk.js'

const ONLY_COMMENTS = /^\s*(?:<!--[\s\S]*?-->\s*)+$/

/**
 * Drop HTML comments (`<!-- note to writers -->`) that stand alone, so they are not published and
 * a page whose only HTML is comments skips the raw-HTML pass. Comments mixed with tags are removed
 * later by `rehypeStripComments`. A `<!-- truncate -->` at the top level of a blog post is its
 * excerpt's end: it stays, as a marker (see `truncate-marker.ts`).
 */
export function remarkStripComments(options: TruncateOptions = {}) {
  return (tree: Root, file: VFile): void => {
    const post = options.postsPrefix !== undefined && (file.path ?? '').startsWith(options.postsPrefix)
    walkMdast(tree, (node, index, parent) => {
      if (node.type !== 'html' || !ONLY_COMMENTS.test(node.value)) return
      if (post && parent.type === 'root' && isTruncateMarker(node.value, 'html')) {
        parent.children[index] = truncateNode(node.position)
        return
      }
      parent.children.splice(index, 1)
      return index
    })
  }
}
