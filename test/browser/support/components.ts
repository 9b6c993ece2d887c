import type { Locator, Page } from 'playwright-core'
import { attributeSelector, CODE_BLOCK, TABS } from '../../../src/model/markup.js'

// Locators for the Markdown components of a page, by the markup contract the transforms emit
// (src/model/markup.ts): tests find what the pipeline made, never ids written into a fixture.

/** The `n`-th tab set of the page (0-based, in document order). */
export function tabSet(page: Page, n: number): Locator {
  return page.locator(attributeSelector(TABS.attr.set)).nth(n)
}

/** The panel of the tab labelled `label` in a tab set, hidden or not. */
export function tabPanel(set: Locator, label: string): Locator {
  return set.getByRole('tabpanel', { name: label, exact: true, includeHidden: true })
}

/** The value of the selected tab of a tab set. */
export function selectedTab(set: Locator): Promise<string | null> {
  return set.locator(`[role="tab"][aria-selected="true"]`).getAttribute(TABS.attr.value)
}

/**
 * Which panels of a tab set a reader sees, by label: checks the whole group at once so a test
 * says "only TypeScript shows" rather than poking one panel.
 */
export async function visiblePanels(set: Locator): Promise<string[]> {
  const panels = set.locator(`.${TABS.panel}`)
  const shown: string[] = []
  for (const panel of await panels.all()) {
    if (await panel.isVisible()) shown.push((await panel.getAttribute(TABS.attr.label)) ?? '?')
  }
  return shown
}

/** The code block whose title or code contains `text`. */
export function codeBlock(page: Page, text: string): Locator {
  return page.locator(`.${CODE_BLOCK.block}`).filter({ hasText: text })
}

/** The `n`-th live code block of the page. */
export function liveBlock(page: Page, n = 0): Locator {
  return page.locator(`.${CODE_BLOCK.block}${attributeSelector(CODE_BLOCK.attr.live)}`).nth(n)
}

/** Where a live block renders its result. */
export function liveOutput(block: Locator): Locator {
  return block.locator(attributeSelector(CODE_BLOCK.attr.liveOutput))
}
