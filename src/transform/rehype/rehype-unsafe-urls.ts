import type { Root } from 'hast'
import type { VFile } from 'vfile'
import { isUnsafeUrl } from '../urls.js'
import { walkHast } from '../walk.js'

/** Attributes (as hast properties) that browsers follow or load. */
const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster', 'data'] as const

/**
 * Remove `javascript:`, `vbscript:` and `data:` URLs from links, images and raw HTML attributes
 * (`href`, `src`, `action`, `formaction`, `xlink:href`, …), obfuscated forms included
 * (`[x](jav&#x09;ascript:alert(1))`). The element stays; only the attribute goes, with a warning.
 */
export function rehypeUnsafeUrls() {
  return (tree: Root, file: VFile): void => {
    walkHast(tree, (node) => {
      if (node.type !== 'element') return
      for (const name of URL_PROPERTIES) {
        const value = node.properties[name]
        if (typeof value !== 'string' || !isUnsafeUrl(value)) continue
        delete node.properties[name]
        const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value
        const message = file.message(`Unsafe URL ${JSON.stringify(shown)} removed from <${node.tagName}>`, {
          place: node.position,
          source: 'markdown',
          ruleId: 'unsafe-url',
        })
        message.note = 'use an https:// link; javascript:, vbscript: and data: URLs are not allowed in pages'
      }
    })
  }
}
