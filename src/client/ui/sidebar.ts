import { onEveryPage } from '../page-events.js'
import { readStorage, writeStorage } from '../storage.js'

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
    for (const link of menu.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const url = new URL(link.href)
      const current = url.origin === window.location.origin && samePath(url.pathname, window.location.pathname)
      if (!current) {
        if (link.getAttribute('aria-current') === 'page') link.removeAttribute('aria-current')
        continue
      }
      link.setAttribute('aria-current', 'page')
      // A category with its own page keeps its link beside its <details>: open that one too.
      const own = link.nextElementSibling
      if (own instanceof HTMLDetailsElement) own.open = true
      for (let details = link.closest('details'); details; details = details.parentElement?.closest('details') ?? null)
        details.open = true
    }
  }
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
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    if (target?.closest('[data-sidebar-hide]')) setHidden(true)
    else if (target?.closest('[data-sidebar-show]')) setHidden(false)
  })
  onEveryPage(markSidebarActive)
}
