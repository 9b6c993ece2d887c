import type { ElementContent, Nodes } from 'hast'
import { escapeHtml } from '../../html/index.js'
import { API_REFERENCE } from '../../model/index.js'
import { h } from './h.js'

/** The attribute of the spans holding the server URL in samples and on the page. */
const BASE_URL_ATTRIBUTE = API_REFERENCE.attr.base

/** `<code data-api-base>url</code>`: the chosen server's URL, as the page shows it. */
export function baseUrlCode(url: string): ElementContent {
  return h('code', { className: ['api-base-url'], [BASE_URL_ATTRIBUTE]: '' }, url)
}

/**
 * Wrap each occurrence of the server URL in a sample's text in `<span data-api-base>`, so the
 * client can put the URL the reader picked in its place (code copied afterwards has it too).
 */
export function markBaseUrl(node: Nodes, url: string): void {
  if (url === '' || !('children' in node)) return
  const out: ElementContent[] = []
  let changed = false
  for (const child of node.children) {
    if (child.type === 'text' && child.value.includes(url)) {
      changed = true
      child.value.split(url).forEach((part, i) => {
        if (i > 0) out.push(h('span', { [BASE_URL_ATTRIBUTE]: '' }, url))
        if (part !== '') out.push({ type: 'text', value: part })
      })
    } else if (child.type === 'raw' && child.value.includes(escapeHtml(url))) {
      changed = true
      out.push({
        ...child,
        value: child.value.split(escapeHtml(url)).join(`<span ${BASE_URL_ATTRIBUTE}>${escapeHtml(url)}</span>`),
      })
    } else if (child.type !== 'doctype') {
      markBaseUrl(child, url)
      out.push(child)
    }
  }
  if (changed) (node as { children: typeof out }).children = out
}
