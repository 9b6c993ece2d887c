import type { Root } from 'hast'
import type { VFile } from 'vfile'
import { pageData } from '../page-data.js'
import { safeId } from '../safe-id.js'
import { walkHast } from '../walk.js'

export interface AnchorsOptions {
  /** Also rename unsafe ids written in raw HTML (`id="location"` -> `h-location`); for untrusted content. */
  guardRawIds?: boolean
}

/** Record every fragment target of the page: `id` attributes (headings, raw HTML) and `<a name>`. */
export function rehypeAnchors(options: AnchorsOptions = {}) {
  return (tree: Root, file: VFile): void => {
    const anchors = new Set<string>()
    walkHast(tree, (node) => {
      if (node.type !== 'element') return
      const { id, name } = node.properties
      if (typeof id === 'string' && id !== '') {
        if (options.guardRawIds) node.properties.id = safeId(id)
        anchors.add(String(node.properties.id))
      }
      if (node.tagName === 'a' && typeof name === 'string' && name !== '') anchors.add(name)
    })
    pageData(file).anchors = [...anchors]
  }
}
