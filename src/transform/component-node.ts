import type { Data, Node, Parent } from 'mdast'
import type { AttributeValue } from './component-tags.js'

// The mdast nodes of components written as tags in Markdown, declared apart from the plugins that
// make and read them so that every module can name them without importing those plugins.

/**
 * A component written as a tag in Markdown (`<Tabs groupId="js-ts">…</Tabs>`, `<GoldBadge />`),
 * made by `remarkComponentTags`. The component plugins give it `data.hName`/`hProperties` (and,
 * for generated parts, `data.hChildren`); one left without `hName` renders as its children.
 */
export interface ComponentNode extends Parent {
  type: 'component'
  name: string
  attributes: Record<string, AttributeValue>
  /** Attributes written as `{…}` expressions that are not literals, as written (`values` of Tabs). */
  expressions?: Record<string, string>
  /** Written inside a line of text (paragraph, heading, or next to raw HTML on the same line). */
  inline: boolean
  data?: Data
}

/** A tag not yet paired with its closing tag; exists only inside `remarkComponentTags`. */
export interface ComponentTagNode extends Node {
  type: 'componentTag'
  kind: 'open' | 'close' | 'self'
  name: string
  attributes: Record<string, AttributeValue>
  expressions?: Record<string, string>
  inline: boolean
}

declare module 'mdast' {
  interface RootContentMap {
    component: ComponentNode
    componentTag: ComponentTagNode
  }
  interface BlockContentMap {
    component: ComponentNode
  }
  interface PhrasingContentMap {
    component: ComponentNode
  }
}
