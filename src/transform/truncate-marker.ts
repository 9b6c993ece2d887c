import type { Comment } from 'hast'
import type { Node } from 'mdast'
import { TRUNCATE_VALUE } from '../model/blog.js'

// Where a blog post's excerpt ends: its first `<!-- truncate -->` (MDX 1, Markdown; on a line of
// its own, or inside a paragraph or a list, as Docusaurus cuts the text wherever it is), or a
// `{/* truncate */}` paragraph (MDX 2/3). The compiled body keeps it as a comment
// (`TRUNCATE_COMMENT` in model/), so the blog's list pages show the body up to it (`excerptOf`,
// which closes the elements it cuts); in a page that is not a post it is a comment like any other
// and goes.

/** Which pages are blog posts: those whose source starts with `postsPrefix` (`../blog/`). */
export interface TruncateOptions {
  postsPrefix?: string | undefined
}

/** The marker in the Markdown tree, until it becomes `TRUNCATE_COMMENT` in the HTML. */
export interface TruncateNode extends Node {
  type: 'truncate'
}

declare module 'mdast' {
  interface RootContentMap {
    truncate: TruncateNode
  }
  interface PhrasingContentMap {
    truncate: TruncateNode
  }
}

/** `<!-- truncate -->` as an HTML block. */
const HTML_MARKER = /^\s*<!--\s*truncate\s*-->\s*$/
/** `{/* truncate *\/}` as a paragraph of its own. */
const EXPRESSION_MARKER = /^\{\s*\/\*\s*truncate\s*\*\/\s*\}$/

/** Whether an HTML block's value, or a paragraph's source, is the truncate marker. */
export function isTruncateMarker(source: string, as: 'html' | 'expression'): boolean {
  return (as === 'html' ? HTML_MARKER : EXPRESSION_MARKER).test(source)
}

/** The marker node taking the place of a node at `position`. */
export function truncateNode(position: Node['position']): TruncateNode {
  return { type: 'truncate', ...(position ? { position } : {}) }
}

/** mdast -> hast: the comment the HTML keeps (`rehypeStripComments` leaves it, at the top level). */
export function truncateHandler(): Comment {
  return { type: 'comment', value: TRUNCATE_VALUE }
}
