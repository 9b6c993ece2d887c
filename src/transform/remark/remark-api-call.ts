import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { API_CALL } from '../../model/markup.js'
import { booleanAttribute, componentsOf, generated, renderAs, stringAttribute } from '../components.js'

const PARTS: Readonly<Record<string, { className: string; title: string }>> = {
  Request: { className: API_CALL.request, title: 'Example request' },
  Response: { className: API_CALL.response, title: 'Example response' },
}

/**
 * Render an example API call, request and response side by side on wide screens (stacked on narrow
 * ones, or always with `noSideBySide`):
 *
 * ```md
 * <ApiCall noSideBySide>
 * <Request title="Find articles">
 *
 * `GET /api/articles?populate=*`
 *
 * </Request>
 * <Response>
 *
 * ```json …
 *
 * </Response>
 * </ApiCall>
 * ```
 *
 * becomes `<div class="api-call api-call-stacked"><div class="api-call-request"><div
 * class="api-call-title">Find articles</div>…</div><div class="api-call-response">…`.
 */
export function remarkApiCall() {
  return (tree: Root, file: VFile): void => {
    for (const node of componentsOf(tree, file)) {
      if (node.name === 'ApiCall') {
        const stacked = booleanAttribute(node, 'noSideBySide')
        renderAs(node, 'div', { className: stacked ? [API_CALL.call, API_CALL.stacked] : [API_CALL.call] })
        continue
      }
      const part = PARTS[node.name]
      if (!part) continue
      const title = stringAttribute(node, 'title') ?? part.title
      renderAs(node, 'div', { className: [part.className] })
      node.children.unshift(generated('div', { className: [API_CALL.title] }, [{ type: 'text', value: title }]))
    }
  }
}
