import { loadPage } from '../navigation/page-loader.js'

// The categories of a Docusaurus site's sidebar, in Docusaurus's markup (theme/SidebarCategoryInfima.tsx):
// `li > .menu__list-item-collapsible > (label, caret button)` and `li > ul`. They fold here, as in
// Docusaurus, and their Infima classes follow the page. The class names are Infima's, as the
// theme writes them (theme/infima-classes.tsx); a sidebar in our own markup has none of them.

const BOX = 'menu__list-item-collapsible'
const BOX_ACTIVE = 'menu__list-item-collapsible--active'
const COLLAPSED = 'menu__list-item--collapsed'
const ON_PATH = 'menu__link--active'
/** A category's toggle: its caret button, or the label of a category without a page of its own. */
export const TOGGLE = 'data-sidebar-toggle'

/** Open or fold a category: its class, its toggles' `aria-expanded`, its list (loaded if it was left out). */
function setOpen(item: HTMLElement, open: boolean, onLoaded: () => void): void {
  item.classList.toggle(COLLAPSED, !open)
  for (const toggle of item.querySelectorAll(`:scope > .${BOX} [aria-expanded]`))
    toggle.setAttribute('aria-expanded', String(open))
  const list = item.querySelector(':scope > ul')
  if (list instanceof HTMLElement) list.hidden = !open
  else if (open) void loadItems(item, onLoaded)
}

/**
 * A very large sidebar leaves out the items of folded categories with a page of their own: they
 * are taken from that page's sidebar (where the category is open; the navigation cache shares it).
 * Any failure falls back to opening the page.
 */
async function loadItems(item: HTMLElement, onLoaded: () => void): Promise<void> {
  const label = item.querySelector(`:scope > .${BOX} > a[href]`)
  if (!(label instanceof HTMLAnchorElement) || item.getAttribute('aria-busy') === 'true') return
  item.setAttribute('aria-busy', 'true')
  const url = new URL(label.href)
  try {
    const page = await loadPage(url)
    const doc = new DOMParser().parseFromString(page.html, 'text/html')
    const found = [...doc.querySelectorAll(`.sidebar-menu .${BOX} > a[href]`)].find(
      (link) => new URL(link.getAttribute('href') ?? '', url).pathname === url.pathname,
    )
    const list = found?.parentElement?.parentElement?.querySelector<HTMLElement>(':scope > ul')
    if (!list) throw new Error(`no category ${url.pathname} in its page`)
    const items = document.importNode(list, true)
    items.hidden = item.classList.contains(COLLAPSED)
    item.append(items)
    onLoaded()
  } catch {
    window.location.assign(url.href)
  } finally {
    item.removeAttribute('aria-busy')
  }
}

/**
 * After the current link moved (`aria-current`): the label of every category holding it is
 * `menu__link--active`, the box of the category whose own page it is `…-collapsible--active`, and
 * those categories open (none is folded automatically).
 */
export function markCategories(menu: Element, onLoaded: () => void): void {
  for (const box of menu.querySelectorAll(`.${BOX}`)) {
    const item = box.parentElement
    const label = box.firstElementChild
    if (!item || !label) continue
    const holds = item.querySelector('a[aria-current="page"]') !== null
    label.classList.toggle(ON_PATH, holds)
    box.classList.toggle(BOX_ACTIVE, label.getAttribute('aria-current') === 'page')
    if (holds && item.classList.contains(COLLAPSED)) setOpen(item, true, onLoaded)
  }
}

/** Fold and open categories when their toggle is clicked (before client-side navigation sees a label's click). */
export function setupCategoryToggles(onLoaded: () => void): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const toggle = target?.closest(`.sidebar-menu [${TOGGLE}]`)
      const item = toggle?.closest('li')
      if (!toggle || !item || event.button !== 0) return
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      setOpen(item, item.classList.contains(COLLAPSED), onLoaded)
    },
    true,
  )
}
