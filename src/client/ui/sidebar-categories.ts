import { loadFromPage } from './sidebar-load.js'

// The categories of a Docusaurus site's sidebar, in Docusaurus's markup (theme/SidebarCategoryInfima.tsx):
// `li > .menu__list-item-collapsible > (label, caret button)` and `li > ul`. They fold here, as in
// Docusaurus (a folded one's list is hidden by the theme's CSS), and their Infima classes follow
// the page. The class names are Infima's, as the theme writes them (theme/infima-classes.tsx); a
// sidebar in our own markup has none of them.

const BOX = 'menu__list-item-collapsible'
const BOX_ACTIVE = 'menu__list-item-collapsible--active'
const COLLAPSED = 'menu__list-item--collapsed'
const ON_PATH = 'menu__link--active'
/** A category's toggle: its caret button, or the label of a category without a page of its own. */
export const TOGGLE = 'data-sidebar-toggle'

/** Marks the sidebars again once a category's items were loaded (set by `setupCategoryToggles`). */
let afterLoad: () => void = () => {}

/** Open or fold a category: its class and its toggles' `aria-expanded`; its list loaded if it was left out. */
function setOpen(item: HTMLElement, open: boolean): void {
  item.classList.toggle(COLLAPSED, !open)
  for (const toggle of item.querySelectorAll(`:scope > .${BOX} > [${TOGGLE}]`))
    toggle.setAttribute('aria-expanded', String(open))
  if (open && !item.querySelector(':scope > ul')) void loadItems(item)
}

/** The list of a category left out of a very large sidebar, from the category's own page. */
async function loadItems(item: HTMLElement): Promise<void> {
  const label = item.querySelector(`:scope > .${BOX} > a[href]`)
  if (!(label instanceof HTMLAnchorElement) || item.getAttribute('aria-busy') === 'true') return
  item.setAttribute('aria-busy', 'true')
  const url = new URL(label.href)
  await loadFromPage({
    url,
    find: (doc) =>
      [...doc.querySelectorAll(`.sidebar-menu .${BOX} > a[href]`)]
        .find((link) => new URL(link.getAttribute('href') ?? '', url).pathname === url.pathname)
        ?.parentElement?.parentElement?.querySelector(':scope > ul'),
    place: (list) => {
      item.append(list)
      afterLoad()
    },
  })
  item.removeAttribute('aria-busy')
}

/**
 * After the current link moved (`aria-current`): the label of every category holding it is
 * `menu__link--active`, the box of the category whose own page it is `…-collapsible--active`, and
 * those categories open (none is folded automatically).
 */
export function markCategories(menu: Element): void {
  for (const box of menu.querySelectorAll(`.${BOX}`)) {
    const item = box.parentElement
    const label = box.firstElementChild
    if (!item || !label) continue
    const holds = item.querySelector('a[aria-current="page"]') !== null
    label.classList.toggle(ON_PATH, holds)
    box.classList.toggle(BOX_ACTIVE, label.getAttribute('aria-current') === 'page')
    if (holds && item.classList.contains(COLLAPSED)) setOpen(item, true)
  }
}

/**
 * Fold and open categories when their toggle is clicked (before client-side navigation sees a
 * label's click); `marked` marks the sidebars again after a category's items were loaded.
 */
export function setupCategoryToggles(marked: () => void): void {
  afterLoad = marked
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const toggle = target?.closest(`.sidebar-menu [${TOGGLE}]`)
      const item = toggle?.closest('li')
      if (!toggle || !item || event.button !== 0) return
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      setOpen(item, item.classList.contains(COLLAPSED))
    },
    true,
  )
}
