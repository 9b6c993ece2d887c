import type { Root } from 'hast'
import type { VFile } from 'vfile'
import { searchSections } from '../../html/index.js'
import { pageData } from '../page-data.js'

export interface SearchSectionsOptions {
  /** Headings of this level and above start a new section (`search.maxHeadingLevel`). */
  maxDepth: number
}

/**
 * Record the page's text for the search index, cut into sections at its headings (see
 * `searchSections`): what readers see, components expanded, snippets spliced in, every tab panel.
 */
export function rehypeSearchSections(options: SearchSectionsOptions) {
  return (tree: Root, file: VFile): void => {
    pageData(file).sections = searchSections(tree, { maxDepth: options.maxDepth })
  }
}
