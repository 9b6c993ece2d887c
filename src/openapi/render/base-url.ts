import type { ElementContent, Nodes } from 'hast'
import { escapeText } from '../../html/index.js'
import { API_REFERENCE } from '../../model/index.js'
import { isCodePlaceholder } from '../../transform/index.js'
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
    } else if (child.type === 'raw' && isCodePlaceholder(child.value)) {
      // A block highlighted elsewhere: marked once it is in the page (`markDeferredBaseUrls`).
      changed = true
      out.push({ ...child, value: `${DEFERRED_OPEN}${encodeURIComponent(url)}${MARK}${child.value}${DEFERRED_CLOSE}` })
    } else if (child.type === 'raw' && child.value.includes(escapeText(url))) {
      changed = true
      out.push({ ...child, value: markInHtml(child.value, url) })
    } else if (child.type !== 'doctype') {
      markBaseUrl(child, url)
      out.push(child)
    }
  }
  if (changed) (node as { children: typeof out }).children = out
}

/**
 * The server URL's occurrences in highlighted HTML wrapped in `<span data-api-base>`; the URL as
 * the code's HTML writes it (`&` as `&#x26;`, as every text node of a page is escaped).
 */
function markInHtml(html: string, url: string): string {
  const written = escapeText(url)
  return html.split(written).join(`<span ${BASE_URL_ATTRIBUTE}>${written}</span>`)
}

/** U+0000, as the deferred highlighter's placeholders use it: no document can write one. */
const MARK = '\u0000'
const DEFERRED_OPEN = `${MARK}docsgen-base-url:`
const DEFERRED_CLOSE = `${MARK}docsgen-base-url-end${MARK}`
const DEFERRED = new RegExp(`${DEFERRED_OPEN}([^${MARK}]*)${MARK}([\\s\\S]*?)${DEFERRED_CLOSE}`, 'g')

/**
 * The page's HTML with the samples' blocks that were highlighted elsewhere (filled in since
 * `markBaseUrl` saw their placeholders) marked as `markBaseUrl` marks the others.
 */
export function markDeferredBaseUrls(html: string): string {
  if (!html.includes(DEFERRED_OPEN)) return html
  return html.replace(DEFERRED, (_all, url: string, inner: string) => markInHtml(inner, decodeURIComponent(url)))
}
