import type { Element, Properties } from 'hast'
import { h } from 'hastscript'
import JSON5 from 'json5'
import type { VFile } from 'vfile'
import { TABS } from '../model/markup.js'
import { booleanAttribute, type ComponentNode, stringAttribute } from './components.js'

/** One tab of a tab set, as the tab list and the panel show it. */
export interface TabDescription {
  value: string
  label: string
  /** Panel id (`tabs-2-javascript`); the tab button's id adds `-tab`. */
  id: string
  selected: boolean
}

/** A tab of the `values` attribute of Docusaurus 2's Tabs: `values={[{label: 'A', value: 'a'}]}`. */
export interface TabValue {
  value: string
  label?: string
}

/**
 * The tabs of a `values={[…]}` expression (an array of `{ label, value }` object literals, read
 * with JSON5: unquoted keys, single quotes and trailing commas, as written in JavaScript), or
 * undefined when it is anything else.
 */
export function parseTabValues(expression: string): TabValue[] | undefined {
  let parsed: unknown
  try {
    parsed = JSON5.parse(expression)
  } catch {
    return undefined
  }
  if (!Array.isArray(parsed)) return undefined
  const values: TabValue[] = []
  for (const entry of parsed as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return undefined
    const { value, label } = entry as Record<string, unknown>
    if (typeof value !== 'string') return undefined
    values.push(typeof label === 'string' ? { value, label } : { value })
  }
  return values
}

/** Whether a component reads this attribute expression itself (`values` of Tabs), so it is no problem. */
export function isReadByComponent(component: string, attribute: string, expression: string): boolean {
  return component === 'Tabs' && attribute === 'values' && parseTabValues(expression) !== undefined
}

/** Inputs of `describeTabs`. */
export interface DescribeTabsInput {
  /** The `TabItem` children of the tab set. */
  items: readonly ComponentNode[]
  /** Which tab set of the page this is (1 for the first): it goes into the panel ids. */
  count: number
  /** The `defaultValue` of `Tabs`, if any. */
  defaultValue?: string | undefined
  /** The `values` of `Tabs` (Docusaurus 2), if any: their labels win over the items' own. */
  values?: readonly TabValue[] | undefined
  file: VFile
}

/**
 * Read the value, label and id of each `TabItem` of the `count`-th tab set of a page, and which
 * one is selected. A missing value falls back to the label; a repeated value is an error (the
 * client switches tabs by value, so the second could never be shown).
 */
export function describeTabs({ items, count, defaultValue, values, file }: DescribeTabsInput): TabDescription[] {
  const seenValues = new Set<string>()
  const seenIds = new Set<string>()
  const tabs = items.map((item, i): TabDescription => {
    const label = stringAttribute(item, 'label')
    let value = stringAttribute(item, 'value')
    if (value === undefined) {
      value = label ?? `tab-${i + 1}`
      const message = file.message('<TabItem> has no value', {
        place: item.position,
        source: 'components',
        ruleId: 'missing-tab-value',
      })
      message.note = `add value="…" (used to remember the reader's choice); "${value}" is used`
    } else if (seenValues.has(value)) {
      const message = file.message(`Tab value "${value}" is used twice in these tabs`, {
        place: item.position,
        source: 'components',
        ruleId: 'duplicate-tab-value',
      })
      message.note = 'give every TabItem of one Tabs its own value'
      message.fatal = true
    }
    seenValues.add(value)
    const base = `tabs-${count}-${
      value
        .toLowerCase()
        .replace(/[^a-z0-9_-]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'tab'
    }`
    let id = base
    for (let n = 2; seenIds.has(id); n++) id = `${base}-${n}`
    seenIds.add(id)
    const listed = values?.find((entry) => entry.value === value)?.label
    return { value, label: listed ?? label ?? value, id, selected: false }
  })
  let selected = items.findIndex((item) => booleanAttribute(item, 'default'))
  if (selected === -1 && defaultValue !== undefined) selected = tabs.findIndex((tab) => tab.value === defaultValue)
  const chosen = tabs[Math.max(0, selected)]
  if (chosen) chosen.selected = true
  return tabs
}

/** The tab list button of a tab. */
export function tabButton(tab: TabDescription, infima = false): Element {
  const properties = {
    type: 'button',
    role: 'tab',
    id: `${tab.id}-tab`,
    className: infima ? [TABS.tab, TABS.infima.tab, ...(tab.selected ? [TABS.infima.active] : [])] : [TABS.tab],
    ariaSelected: tab.selected ? 'true' : 'false',
    ariaControls: tab.id,
    tabIndex: tab.selected ? 0 : -1,
    [TABS.attr.value]: tab.value,
  }
  return h('button', properties, tab.label)
}

/** The properties of a tab's panel: not selected ones get `TABS.inactive`, never `hidden` (see `remarkTabs`). */
export function panelProperties(tab: TabDescription): Properties {
  return {
    role: 'tabpanel',
    id: tab.id,
    ariaLabelledBy: [`${tab.id}-tab`],
    tabIndex: 0,
    className: tab.selected ? [TABS.panel] : [TABS.panel, TABS.inactive],
    [TABS.attr.value]: tab.value,
    [TABS.attr.label]: tab.label,
  }
}
