import type { Root } from 'hast'
import type { VFile } from 'vfile'
import { markdownForm } from '../../html/index.js'
import { pageData } from '../page-data.js'

/**
 * Record the page's Markdown form (see `markdownForm`): read from the compiled tree, components
 * expanded and snippets spliced in, before code is highlighted (a fence is its plain code).
 */
export function rehypeMarkdownForm(options: { math?: boolean } = {}) {
  return (tree: Root, file: VFile): void => {
    pageData(file).markdown = markdownForm(tree, options)
  }
}
