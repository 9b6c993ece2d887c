import { onEveryPage } from '../page-events.js'
import { readStorage, removeStorage, writeStorage } from '../storage.js'

const MENU = '[data-docs-area]'

/** Drop a remembered version the menu no longer offers; mark the remembered one (`data-preferred`). */
function markPreferred(): void {
  for (const menu of document.querySelectorAll<HTMLElement>(MENU)) {
    const key = `preferred-version.${menu.dataset.docsArea}`
    const stored = readStorage(key)
    const items = [...menu.querySelectorAll<HTMLElement>('[data-version]')]
    if (stored !== null && !items.some((item) => item.dataset.version === stored)) removeStorage(key)
    for (const item of items) item.toggleAttribute('data-preferred', item.dataset.version === stored)
  }
}

/**
 * The docs version menu: the reader's choice is remembered per docs area
 * (`docsgen.preferred-version.<area>`), and a stored version the site no longer has is dropped.
 */
export function setupDocsVersion(): void {
  document.addEventListener('click', (event) => {
    const item = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-version]') : null
    const area = item?.closest<HTMLElement>(MENU)?.dataset.docsArea
    if (!item?.dataset.version || !area) return
    writeStorage(`preferred-version.${area}`, item.dataset.version)
    markPreferred()
  })
  onEveryPage(markPreferred)
}
