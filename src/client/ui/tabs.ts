import { onEveryPage } from '../page-events.js'
import { readStorage, writeStorage } from '../storage.js'

const TAB = '[role="tab"][data-value]'

function tabsOf(group: Element): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(TAB)].filter((tab) => tab.closest('[data-tabs]') === group)
}

/** Select `value` in one tab group: `aria-selected`, roving `tabindex`, and the panels' `hidden`. */
function select(group: Element, value: string): boolean {
  const tabs = tabsOf(group)
  if (!tabs.some((tab) => tab.dataset.value === value)) return false
  for (const tab of tabs) {
    const selected = tab.dataset.value === value
    tab.setAttribute('aria-selected', String(selected))
    tab.tabIndex = selected ? 0 : -1
    const panelId = tab.getAttribute('aria-controls')
    const panel = panelId ? document.getElementById(panelId) : null
    if (panel) panel.hidden = !selected
  }
  return true
}

/** Select `value` in every group sharing `groupId` (or just `group` when it has none). */
function choose(group: HTMLElement, value: string): void {
  const groupId = group.dataset.groupId
  if (!groupId) {
    select(group, value)
    return
  }
  for (const other of document.querySelectorAll<HTMLElement>('[data-tabs][data-group-id]')) {
    if (other.dataset.groupId === groupId) select(other, value)
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
  const group = tab?.closest<HTMLElement>('[data-tabs]')
  if (!tab || !group || tab.dataset.value === undefined) return
  const value = tab.dataset.value
  keepInPlace(tab, () => choose(group, value))
}

/** Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern, automatic activation). */
function onKeyDown(event: KeyboardEvent): void {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null
  const group = tab?.closest<HTMLElement>('[data-tabs]')
  if (!tab || !group) return
  const tabs = tabsOf(group)
  const index = tabs.indexOf(tab)
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
  const to = moves[event.key]
  if (to === undefined) return
  event.preventDefault()
  const next = tabs[(to + tabs.length) % tabs.length]
  if (!next?.dataset.value) return
  next.focus()
  choose(group, next.dataset.value)
}

/**
 * Tabs (`div[data-tabs][data-group-id]` with `button[role=tab][data-value]`): choosing a tab
 * switches every group with the same `groupId`, now and on later pages (`docsgen.tab.<groupId>`).
 */
export function setupTabs(): void {
  document.addEventListener('click', onClick)
  document.addEventListener('keydown', onKeyDown)
  onEveryPage(() => {
    for (const group of document.querySelectorAll<HTMLElement>('[data-tabs][data-group-id]')) {
      const stored = group.dataset.groupId ? readStorage(`tab.${group.dataset.groupId}`) : null
      if (stored !== null) select(group, stored)
    }
  })
}
