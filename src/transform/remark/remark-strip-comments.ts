import type { Root } from 'mdast'
import { walkMdast } from '../walk.js'

const ONLY_COMMENTS = /^\s*(?:<!--[\s\S]*?-->\s*)+$/

/**
 * Drop HTML comments (`<!-- note to writers -->`) that stand alone, so they are not published and
 * a page whose only HTML is comments skips the raw-HTML pass. Comments mixed with tags are removed
 * later by `rehypeStripComments`.
 */
export function remarkStripComments() {
  return (tree: Root): void => {
    walkMdast(tree, (node, index, parent) => {
      if (node.type !== 'html' || !ONLY_COMMENTS.test(node.value)) return
      parent.children.splice(index, 1)
      return index
    })
  }
}
