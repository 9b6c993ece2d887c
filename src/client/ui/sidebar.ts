import { onEveryPage } from '../page-events.js'
import { readStorage, writeStorage } from '../storage.js'
import { setCurrent } from './current-link.js'
import { markCategories, setupCategoryToggles, TOGGLE } from './sidebar-categories.js'
import { loadFromPage } from './sidebar-load.js'

const HIDDEN = 'data-sidebar-hidden'

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)
  return trim(a) === trim(b)
}

/**
 * Mark the current page in every docs sidebar (the page's and the mobile menu's copy):
 * `aria-current="page"` on its link, and the categories above it open. Categories the reader
 * opened stay open: nothing is ever collapsed automatically.
 */
export function markSidebarActive(): void {
  for (const menu of document.querySelectorAll('.sidebar-menu')) {
    // A toggle's link (a Docusaurus category without a page of its own) goes to its first page
    // only when scripts do not run: that page's own link is the current one.
    for (const link of menu.querySelectorAll<HTMLAnchorElement>(`a[href]:not([${TOGGLE}])`)) {
      const url = new URL(link.href)
      const current = url.origin === window.location.origin && samePath(url.pathname, window.location.pathname)
      if (!current) {
        if (link.getAttribute('aria-current') === 'page') setCurrent(link, undefined)
        continue
      }
      setCurrent(link, 'page')
      // A category with its own page keeps its link beside its <details>: open that one too.
      const own = link.nextElementSibling
      if (own instanceof HTMLDetailsElement) own.open = true
      for (let details = link.closest('details'); details; details = details.parentElement?.closest('details') ?? null)
        details.open = true
    }
    markCategories(menu)
  }
}

/** The `<details>` of the category linked to `path` in a page's sidebar. */
function categoryDetails(doc: Document, path: string): HTMLDetailsElement | undefined {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('.sidebar-menu .menu-linked-category > a[href]')) {
    const href = link.getAttribute('href') ?? ''
    if (!samePath(new URL(href, window.location.href).pathname, path)) continue
    const details = link.nextElementSibling
    if (details instanceof HTMLDetailsElement) return details
  }
  return undefined
}

/**
 * A very large sidebar leaves out the items of collapsed categories; their toggle links to the
 * category's own page, where the category is open. Here the toggle loads them from that page
 * instead and puts the category's `<details>` in place, open.
 */
async function loadCategory(toggle: HTMLAnchorElement): Promise<void> {
  if (toggle.getAttribute('aria-busy') === 'true') return
  toggle.setAttribute('aria-busy', 'true')
  const url = new URL(toggle.href)
  await loadFromPage({
    url,
    find: (doc) => categoryDetails(doc, url.pathname),
    place: (details) => {
      if (details instanceof HTMLDetailsElement) details.open = true
      toggle.replaceWith(details)
      markSidebarActive()
      details.querySelector('summary')?.focus()
    },
  })
}

function setHidden(hidden: boolean): void {
  document.documentElement.toggleAttribute(HIDDEN, hidden)
  writeStorage('sidebar.hidden', String(hidden))
  document.querySelector<HTMLElement>(hidden ? '[data-sidebar-show]' : '[data-sidebar-hide]')?.focus()
}

/**
 * The docs sidebar: the reader hides it (`[data-sidebar-hide]`) and shows it again
 * (`[data-sidebar-show]`), remembered under `docsgen.sidebar.hidden` and applied before first paint
 * by the inline head script (`data-sidebar-hidden` on `<html>`). Active links follow navigation.
 */
export function setupSidebar(): void {
  document.documentElement.toggleAttribute(HIDDEN, readStorage('sidebar.hidden') === 'true')
  // Capture phase: the toggle is a link, and client-side navigation must not follow it.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const toggle = target?.closest('a[data-sidebar-load]')
      if (!(toggle instanceof HTMLAnchorElement) || event.button !== 0) return
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      void loadCategory(toggle)
    },
    true,
  )
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    if (target?.closest('[data-sidebar-hide]')) setHidden(true)
    else if (target?.closest('[data-sidebar-show]')) setHidden(false)
  })
  setupCategoryToggles(markSidebarActive)
  onEveryPage(markSidebarActive)
}
