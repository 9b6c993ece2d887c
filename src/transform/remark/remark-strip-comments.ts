import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { isTruncateMarker, type TruncateOptions, truncateNode } from '../truncate-marker.js'
import { walkMdast } from '../walk.js'

const ONLY_COMMENTS = /^\s*(?:<!--[\s\S]*?-->\s*)+$/

/**
 * Drop HTML comments (`<!-- note to writers -->`) that stand alone, so they are not published and
 * a page whose only HTML is comments skips the raw-HTML pass. Comments mixed with tags are removed
 * later by `rehypeStripComments`. The first `<!-- truncate -->` of a blog post, on a line of its
 * own or inside a paragraph, is its excerpt's end: it stays, as a marker (see `truncate-marker.ts`).
 */
export function remarkStripComments(options: TruncateOptions = {}) {
  return (tree: Root, file: VFile): void => {
    let post = options.postsPrefix !== undefined && (file.path ?? '').startsWith(options.postsPrefix)
    walkMdast(tree, (node, index, parent) => {
      if (node.type !== 'html' || !ONLY_COMMENTS.test(node.value)) return
      // The first marker, on a line of its own or inside a paragraph: Docusaurus cuts the text there.
      if (post && isTruncateMarker(node.value, 'html')) {
        parent.children[index] = truncateNode(node.position)
        post = false
        return
      }
      parent.children.splice(index, 1)
      // The text on either side becomes one (`Text <!-- note --> continues.`), as the raw-HTML
      // pass would make it: the Markdown form and search text read one run of words.
      const before = parent.children[index - 1]
      const after = parent.children[index]
      if (before?.type === 'text' && after?.type === 'text') {
        before.value += after.value
        if (before.position && after.position) before.position = { ...before.position, end: after.position.end }
        parent.children.splice(index, 1)
      }
      return index
    })
  }
}
