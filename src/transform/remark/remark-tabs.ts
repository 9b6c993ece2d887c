import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { TABS } from '../../model/markup.js'
import {
  booleanAttribute,
  type ComponentNode,
  componentsOf,
  generated,
  meaningfulChildren,
  renderAs,
  stringAttribute,
} from '../components.js'
import { describeTabs, panelProperties, parseTabValues, tabButton } from '../tab-values.js'

/**
 * Render `<Tabs groupId="js-ts">` with `<TabItem value="js" label="JavaScript">` children as a
 * tab list and tab panels (ids `tabs-N-value`, N counting the page's tab sets):
 *
 * ```html
 * <div class="tabs" data-tabs data-group-id="js-ts">
 *   <div role="tablist" class="tabs-list"><button type="button" role="tab" id="tabs-1-js-tab"
 *     aria-selected="true" aria-controls="tabs-1-js" tabindex="0" data-value="js">JavaScript</button>…</div>
 *   <div role="tabpanel" id="tabs-1-js" aria-labelledby="tabs-1-js-tab" tabindex="0" class="tabs-panel"
 *     data-value="js" data-label="JavaScript">…</div>
 *   <div role="tabpanel" … class="tabs-panel tabs-panel-inactive">…</div>
 * ```
 *
 * On a Docusaurus site (`infima`) the set, the list and the tabs carry Infima's classes too
 * (`TABS.infima`), the set `tabs-container` instead of `tabs`.
 *
 * The selected tab is the one marked `default`, else `defaultValue` of Tabs, else the first. Other
 * panels are only marked with `TABS.inactive` (`src/model/markup.ts`), never `hidden`: the theme
 * hides them once the client script runs (`html[data-js]`), so without JavaScript every panel stays
 * readable, and the client moves that class when a tab is chosen.
 */
export function remarkTabs(options: { infima?: boolean } = {}) {
  const infima = options.infima ?? false
  return (tree: Root, file: VFile): void => {
    const components = componentsOf(tree, file)
    if (components.length === 0) return
    const inTabs = new Set<ComponentNode>()
    let count = 0
    for (const node of components) {
      if (node.name === 'Tabs') renderTabs({ node, count: ++count, file, inTabs, infima })
      else if (node.name === 'TabItem' && !inTabs.has(node)) {
        const message = file.message('<TabItem> is only allowed directly inside <Tabs>', {
          place: node.position,
          source: 'components',
          ruleId: 'tab-item-outside-tabs',
        })
        message.note = 'wrap the TabItem elements in <Tabs> … </Tabs>, with blank lines around the Markdown inside each'
        message.fatal = true
      }
    }
  }
}

/** Render one `Tabs` (the `count`-th of the page), adding its `TabItem`s to `inTabs`. */
function renderTabs({
  node,
  count,
  file,
  inTabs,
  infima,
}: {
  node: ComponentNode
  count: number
  file: VFile
  inTabs: Set<ComponentNode>
  /** A Docusaurus site's: Infima's classes too (`TABS.infima`). */
  infima: boolean
}): void {
  const items: ComponentNode[] = []
  for (const child of meaningfulChildren(node)) {
    if (child.type === 'component' && child.name === 'TabItem') items.push(child)
    else {
      const message = file.message(
        'Only <TabItem> belongs directly inside <Tabs>; this content is shown after the tabs',
        {
          place: ('position' in child ? child.position : undefined) ?? node.position,
          source: 'components',
          ruleId: 'invalid-tabs-child',
        },
      )
      message.note = 'move it into one of the TabItem elements, or out of the Tabs'
    }
  }
  for (const item of items) inTabs.add(item)
  const valuesExpression = node.expressions?.values
  const values = valuesExpression === undefined ? undefined : parseTabValues(valuesExpression)
  const defaultValue = stringAttribute(node, 'defaultValue')
  const tabs = describeTabs({ items, count, defaultValue, values, file })
  tabs.forEach((tab, i) => {
    renderAs(items[i] as ComponentNode, 'div', panelProperties(tab))
  })
  const groupId = stringAttribute(node, 'groupId')
  const queryKey = queryKeyOf(node, groupId)
  renderAs(node, 'div', {
    className: [infima ? TABS.infima.set : TABS.set],
    [TABS.attr.set]: '',
    ...(infima ? { [TABS.attr.activeClass]: TABS.infima.active } : {}),
    ...(groupId ? { [TABS.attr.groupId]: groupId } : {}),
    ...(queryKey ? { [TABS.attr.queryKey]: queryKey } : {}),
  })
  const panels = new Set(items)
  const rest = node.children.filter((child) => !(child.type === 'component' && panels.has(child)))
  // Docusaurus puts `className` (and `tabs--block` for `block`) on its list, where a site's CSS looks for them.
  const own = infima ? (stringAttribute(node, 'className')?.split(/\s+/).filter(Boolean) ?? []) : []
  const block = infima && booleanAttribute(node, 'block') ? ['tabs--block'] : []
  const listClasses = infima ? [TABS.list, TABS.infima.list, ...block, ...own] : [TABS.list]
  const buttons = tabs.map((tab) => tabButton(tab, infima))
  const tablist = generated('div', { role: 'tablist', className: listClasses }, buttons)
  node.children = [...(items.length > 0 ? [tablist] : []), ...items, ...rest]
}

/**
 * The URL parameter of a tab set (Docusaurus's `queryString`): `queryString="os"` names it,
 * `queryString` alone uses the group id. Undefined without one.
 */
function queryKeyOf(node: ComponentNode, groupId: string | undefined): string | undefined {
  const named = stringAttribute(node, 'queryString')
  if (named) return named
  return booleanAttribute(node, 'queryString') ? groupId : undefined
}
