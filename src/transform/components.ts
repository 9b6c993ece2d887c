import type { Data, Root, RootContent } from 'mdast'
import { find, html } from 'property-information'
import type { VFile } from 'vfile'
import type { ComponentNode } from './component-node.js'
import { pageData } from './page-data.js'
import { walkMdast } from './walk.js'

export type { ComponentNode, ComponentTagNode } from './component-node.js'

const BLOCK_COMPONENTS = [
  'Tabs',
  'TabItem',
  'ApiCall',
  'Request',
  'Response',
  'Columns',
  'ColumnLeft',
  'ColumnRight',
  'Admonition',
  'Details',
]
const CARD_COMPONENTS = ['DocCardList', 'CustomDocCard', 'CustomDocCardsWrapper']
const INLINE_COMPONENTS = ['GoldBadge', 'BetaBadge', 'AlphaBadge']

/** Components docsgen renders, and whether they are block-level (a paragraph never holds them). */
export const KNOWN_COMPONENTS: ReadonlyMap<string, 'block' | 'inline'> = new Map([
  ...[...BLOCK_COMPONENTS, ...CARD_COMPONENTS].map((name) => [name, 'block'] as const),
  ...INLINE_COMPONENTS.map((name) => [name, 'inline'] as const),
])

/**
 * Docusaurus theme components a page may import, and the component of ours each one is
 * (`import Tabs from '@theme/Tabs'`; `CodeBlock` is rewritten to a code fence before parsing, see
 * `theme-code-blocks.ts`).
 */
export const THEME_IMPORTS: ReadonlyMap<string, string> = new Map([
  ['@theme/Tabs', 'Tabs'],
  ['@theme/TabItem', 'TabItem'],
  ['@theme/Admonition', 'Admonition'],
  ['@theme/Details', 'Details'],
  ['@theme/CodeBlock', 'CodeBlock'],
])

/** Whether `text` may contain a component tag: the cheap test that lets most pages skip the work. */
export function mayHaveComponents(text: string): boolean {
  return /<\/?[A-Z]/.test(text)
}

/**
 * The page's component nodes in document order, snippets included. Found with one walk, the first
 * time a component plugin asks, and only on pages where `remarkComponentTags` found any.
 */
export function componentsOf(tree: Root, file: VFile): readonly ComponentNode[] {
  const data = pageData(file)
  if (!data.hasComponents) return []
  if (data.components) return data.components
  const found: ComponentNode[] = []
  walkMdast(tree, (node) => {
    if (node.type === 'component') found.push(node)
  })
  data.components = found
  return found
}

/** An attribute as a string (numbers are written out; `true`, `false` and absent give undefined). */
export function stringAttribute(node: ComponentNode, name: string): string | undefined {
  const value = node.attributes[name]
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
}

/** Whether a boolean attribute is set (`noSideBySide`, `default={true}`). */
export function booleanAttribute(node: ComponentNode, name: string): boolean {
  return node.attributes[name] === true
}

type HProperties = NonNullable<Data['hProperties']>

/**
 * hast property names for `properties`, which may use attribute names (`data-group-id`, as the
 * markup contract in `src/model/markup.ts` writes them) or property names (`dataGroupId`).
 */
function propertiesOf(properties: HProperties): HProperties {
  const out: HProperties = {}
  for (const [key, value] of Object.entries(properties)) out[find(html, key).property] = value
  return out
}

/** A generated element (title bar, tab list) as a childless component node carrying its hast. */
export function generated(
  hName: string,
  hProperties: HProperties,
  hChildren: NonNullable<Data['hChildren']>,
): ComponentNode {
  return {
    type: 'component',
    name: `#${hName}`,
    attributes: {},
    inline: false,
    children: [],
    data: { hName, hProperties: propertiesOf(hProperties), hChildren },
  }
}

/** Set the element a component becomes; `hProperties` may use attribute names (see `propertiesOf`). */
export function renderAs(node: ComponentNode, hName: string, hProperties: HProperties): void {
  node.data = { ...node.data, hName, hProperties: propertiesOf(hProperties) }
}

/** The node's children other than whitespace-only text. */
export function meaningfulChildren(node: ComponentNode): RootContent[] {
  return node.children.filter((child) => child.type !== 'text' || child.value.trim() !== '')
}
