const MENU = '.navbar-dropdown'

/** Close the open navbar menus, but `keep`. */
function closeMenus(keep?: Element | null): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`)) {
    if (menu !== keep) menu.open = false
  }
}

/**
 * The navbar's menus (`<details>`: the docs versions, the languages, dropdowns of links) open and
 * close natively, with a click or Enter; this adds what a menu is expected to do besides: one open
 * at a time, closed by a click elsewhere, by following one of its links, or by Escape, which puts
 * the focus back on its button (and, inside the open mobile menu, closes only the dropdown).
 */
export function setupNavbarMenus(): void {
  // `toggle` does not bubble: caught on its way down.
  document.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target
      if (menu instanceof HTMLDetailsElement && menu.open && menu.matches(MENU)) closeMenus(menu)
    },
    true,
  )
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const inside = target?.closest<HTMLDetailsElement>(MENU) ?? null
    closeMenus(inside)
    if (inside && target?.closest('a[href]')) inside.open = false
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
