import { attributeSelector, TABS } from '../../model/markup.js'
import { onEveryPage } from '../page-events.js'
import { readStorage, writeStorage } from '../storage.js'

const SET = attributeSelector(TABS.attr.set)
const GROUPED_SET = SET + attributeSelector(TABS.attr.groupId)
const TAB = `[role="tab"]${attributeSelector(TABS.attr.value)}`

const tabValue = (tab: Element) => tab.getAttribute(TABS.attr.value)
const groupIdOf = (set: Element) => set.getAttribute(TABS.attr.groupId)
const QUERY_SET = SET + attributeSelector(TABS.attr.queryKey)

function tabsOf(set: Element): HTMLElement[] {
  return [...set.querySelectorAll<HTMLElement>(TAB)].filter((tab) => tab.closest(SET) === set)
}

/**
 * Select `value` in one tab set: `aria-selected`, roving `tabindex`, the set's active class (a
 * Docusaurus site's `tabs__item--active`, `TABS.attr.activeClass`), and `TABS.inactive` on every
 * other panel: the one mark of a panel not shown, which the transform emits and the CSS hides.
 */
function select(set: Element, value: string): boolean {
  const tabs = tabsOf(set)
  if (!tabs.some((tab) => tabValue(tab) === value)) return false
  const active = set.getAttribute(TABS.attr.activeClass)?.split(' ').filter(Boolean) ?? []
  for (const tab of tabs) {
    const selected = tabValue(tab) === value
    tab.setAttribute('aria-selected', String(selected))
    tab.tabIndex = selected ? 0 : -1
    for (const name of active) tab.classList.toggle(name, selected)
    const panelId = tab.getAttribute('aria-controls')
    document.getElementById(panelId ?? '')?.classList.toggle(TABS.inactive, !selected)
  }
  return true
}

/** Write the chosen tab into the URL when the set has a query parameter (`?<key>=<value>`). */
function writeQuery(set: HTMLElement, value: string): void {
  const key = set.getAttribute(TABS.attr.queryKey)
  if (!key) return
  const url = new URL(window.location.href)
  url.searchParams.set(key, value)
  history.replaceState(history.state, '', url)
}

/** Select `value` in every set sharing the group id of `set` (or just `set` when it has none). */
function choose(set: HTMLElement, value: string): void {
  writeQuery(set, value)
  const groupId = groupIdOf(set)
  if (!groupId) {
    select(set, value)
    return
  }
  for (const other of document.querySelectorAll<HTMLElement>(GROUPED_SET)) {
    if (groupIdOf(other) === groupId) select(other, value)
  }
  writeStorage(`tab.${groupId}`, value)
}

/** Keep the clicked tab where it was on screen while groups above it change height. */
function keepInPlace(element: HTMLElement, change: () => void): void {
  const before = element.getBoundingClientRect().top
  change()
  const after = element.getBoundingClientRect().top
  if (after !== before) window.scrollBy({ top: after - before, behavior: 'instant' })
}

function onClick(event: MouseEvent): void {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null
  const set = tab?.closest<HTMLElement>(SET)
  const value = tab ? tabValue(tab) : null
  if (!tab || !set || value === null) return
  keepInPlace(tab, () => choose(set, value))
}

/** Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern, automatic activation). */
function onKeyDown(event: KeyboardEvent): void {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null
  const set = tab?.closest<HTMLElement>(SET)
  if (!tab || !set) return
  const tabs = tabsOf(set)
  const index = tabs.indexOf(tab)
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
  const to = moves[event.key]
  if (to === undefined) return
  event.preventDefault()
  const next = tabs[(to + tabs.length) % tabs.length]
  const value = next ? tabValue(next) : null
  if (!next || value === null) return
  next.focus()
  choose(set, value)
}

/**
 * Tabs (the markup of `TABS` in `src/model/markup.ts`): choosing a tab switches every set with the
 * same group id, now and on later pages (`docsgen.tab.<groupId>`, applied on load and after each
 * client-side navigation). A set with a query parameter (`TABS.attr.queryKey`) also shows the tab
 * the URL names (`?os=linux`), over the stored choice, and writes the reader's choice there.
 */
export function setupTabs(): void {
  document.addEventListener('click', onClick)
  document.addEventListener('keydown', onKeyDown)
  onEveryPage(() => {
    for (const set of document.querySelectorAll<HTMLElement>(GROUPED_SET)) {
      const groupId = groupIdOf(set)
      const stored = groupId ? readStorage(`tab.${groupId}`) : null
      if (stored !== null) select(set, stored)
    }
    const query = new URLSearchParams(window.location.search)
    for (const set of document.querySelectorAll<HTMLElement>(QUERY_SET)) {
      const value = query.get(set.getAttribute(TABS.attr.queryKey) ?? '')
      if (value !== null && select(set, value)) {
        const groupId = groupIdOf(set)
        if (groupId)
          for (const other of document.querySelectorAll<HTMLElement>(GROUPED_SET)) {
            if (other !== set && groupIdOf(other) === groupId) select(other, value)
          }
      }
    }
  })
}
