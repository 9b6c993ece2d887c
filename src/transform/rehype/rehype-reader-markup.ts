import type { Root } from 'hast'
import type { VFile } from 'vfile'
import { addReaderMarkup } from '../../html/index.js'
import { pageData } from '../page-data.js'

/**
 * Scroll boxes for tables, `tabindex` on `<pre>`, `#` links on headings (see `addReaderMarkup`).
 * Runs last, after highlighting: no other plugin sees the links it adds, so they stay out of the
 * page's plain text, and the only raw HTML left is the highlighter's.
 */
export function rehypeReaderMarkup() {
  return (tree: Root, file: VFile): void => addReaderMarkup(tree, pageData(file).headings)
}
