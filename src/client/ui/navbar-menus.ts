import { OPEN_CLASS } from '../../model/markup.js'

const MENU = '.navbar-dropdown'

/** Close the open navbar menus, but `keep`. */
function closeMenus(keep?: Element | null): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`)) {
    if (menu !== keep) menu.open = false
  }
}

/** A menu's items: its links and buttons, in order. */
const itemsOf = (menu: Element): HTMLElement[] => [
  ...menu.querySelectorAll<HTMLElement>('.dropdown-menu a[href], .dropdown-menu button:not([disabled])'),
]

/** Where an arrow key (or Home, End) moves in a menu of `count` items from item `at` (-1: its button). */
function nextItem(key: string, at: number, count: number): number | undefined {
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  if (key === 'ArrowDown') return (at + 1) % count
  if (key === 'ArrowUp') return at <= 0 ? count - 1 : at - 1
  return undefined
}

/**
 * Arrow keys, Home and End on a menu's button or items: ArrowDown on the closed button opens it;
 * in the open menu they move the focus from item to item (wrapping), as a menu button does.
 */
function moveInMenu(event: KeyboardEvent): void {
  const active = document.activeElement
  const menu = active?.closest<HTMLDetailsElement>(MENU)
  if (!menu || !active) return
  const items = itemsOf(menu)
  const onButton = active === menu.querySelector('summary')
  if (items.length === 0 || (!onButton && !items.includes(active as HTMLElement))) return
  if (!menu.open) {
    if (!onButton || event.key !== 'ArrowDown') return
    menu.open = true
  }
  const next = nextItem(event.key, onButton ? -1 : items.indexOf(active as HTMLElement), items.length)
  if (next === undefined) return
  event.preventDefault()
  items[next]?.focus()
}

/**
 * The navbar's menus (`<details>`: the docs versions, the languages, dropdowns of links) open and
 * close natively, with a click or Enter (the class names in `data-open-class` follow); this adds
 * what a menu is expected to do besides: one open
 * at a time, closed by a click elsewhere, by following one of its links, by the focus leaving it
 * (Tab past its last item), or by Escape, which puts the focus back on its button (and, inside
 * the open mobile menu, closes only the dropdown); arrow keys move through its items.
 */
export function setupNavbarMenus(): void {
  // `toggle` does not bubble: caught on its way down.
  document.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target
      if (!(menu instanceof HTMLDetailsElement) || !menu.matches(MENU)) return
      for (const name of menu.getAttribute(OPEN_CLASS)?.split(' ') ?? []) {
        if (name !== '') menu.classList.toggle(name, menu.open)
      }
      if (menu.open) closeMenus(menu)
    },
    true,
  )
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const inside = target?.closest<HTMLDetailsElement>(MENU) ?? null
    closeMenus(inside)
    if (inside && target?.closest('a[href]')) inside.open = false
  })
  document.addEventListener('keydown', moveInMenu)
  document.addEventListener('focusout', (event) => {
    const menu = event.target instanceof Element ? event.target.closest<HTMLDetailsElement>(`${MENU}[open]`) : null
    const to = event.relatedTarget
    // Focus gone to nothing (another window, a click on the page's background) is the click's to handle.
    if (menu && to instanceof Node && !menu.contains(to)) menu.open = false
  })
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return
      const menu = document.activeElement?.closest<HTMLDetailsElement>(`${MENU}[open]`)
      if (!menu) return
      event.preventDefault()
      event.stopPropagation()
      menu.open = false
      menu.querySelector('summary')?.focus()
    },
    true,
  )
}
