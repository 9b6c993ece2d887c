import type { Root } from 'mdast'
import { toString as mdastToString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import { pageData } from '../page-data.js'

/**
 * Record what the page title and description fall back to: the first H1 anywhere, the H1 the
 * body starts with (`contentTitle`, so the theme does not print a second title), and the text of
 * the first top-level paragraph that has any text.
 */
export function remarkPageSummary() {
  return (tree: Root, file: VFile): void => {
    const data = pageData(file)
    const first = tree.children[0]
    if (first?.type === 'heading' && first.depth === 1) data.contentTitle = plain(first)
    for (const node of tree.children) {
      if (data.firstH1 === undefined && node.type === 'heading' && node.depth === 1) data.firstH1 = plain(node)
      if (data.firstParagraph === undefined && node.type === 'paragraph') {
        const text = plain(node)
        if (text !== '') data.firstParagraph = text
      }
      if (data.firstH1 !== undefined && data.firstParagraph !== undefined) return
    }
  }
}

function plain(node: Root['children'][number]): string {
  return mdastToString(node, { includeHtml: false, includeImageAlt: false }).replace(/\s+/g, ' ').trim()
}
