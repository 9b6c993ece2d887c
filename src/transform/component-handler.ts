import type { Element, ElementContent } from 'hast'
import type { State } from 'mdast-util-to-hast'
import type { ComponentNode } from './components.js'

/**
 * How remark-rehype turns a `component` node into hast: the element its plugin chose
 * (`data.hName`, `hProperties`, `hChildren`), or, when none did (unknown components, snippets
 * that could not be read), just its children.
 */
export function componentHandler(state: State, node: ComponentNode): Element | ElementContent[] {
  const children = state.all(node)
  if (!node.data?.hName) return children
  const element: Element = {
    type: 'element',
    tagName: 'div',
    properties: {},
    children: node.inline ? children : state.wrap(children, children.length > 0),
  }
  state.patch(node, element)
  return state.applyData(node, element) as Element
}
