import { onEveryPage } from '../page-events.js'
import { firstFocusable, trapFocus } from './focus-trap.js'

/** Width at and below which the navbar becomes the mobile sidebar (theme CSS uses the same). */
const MOBILE = '(max-width: 996px)'

/**
 * The mobile sidebar (996px and below). The menu button opens it; its close button, Escape, a
 * click on the backdrop or a navigation close it; focus stays inside while it is open. On pages
 * with a docs sidebar it opens on that sidebar (the secondary menu), whose "← Back to main menu"
 * shows the navbar links (the main menu).
 */
export function setupMobileMenu(): void {
  const navbar = document.querySelector<HTMLElement>('.navbar')
  const panel = navbar?.querySelector<HTMLElement>('.navbar-menu')
  const toggle = navbar?.querySelector<HTMLElement>('[data-mobile-menu-toggle]')
  if (!navbar || !panel || !toggle) return
  const secondary = navbar.querySelector<HTMLElement>('[data-mobile-secondary-menu]')
  let release: (() => void) | undefined

  const isOpen = () => navbar.hasAttribute('data-mobile-menu-open')
  const open = () => {
    if (isOpen()) return
    navbar.setAttribute('data-mobile-menu-open', '')
    navbar.toggleAttribute('data-mobile-menu-secondary', Boolean(secondary?.firstElementChild))
    document.documentElement.setAttribute('data-mobile-menu-open', '')
    toggle.setAttribute('aria-expanded', 'true')
    release = trapFocus(panel)
    firstFocusable(panel)?.focus()
  }
  const close = (returnFocus: boolean) => {
    if (!isOpen()) return
    release?.()
    release = undefined
    navbar.removeAttribute('data-mobile-menu-open')
    navbar.removeAttribute('data-mobile-menu-secondary')
    document.documentElement.removeAttribute('data-mobile-menu-open')
    toggle.setAttribute('aria-expanded', 'false')
    if (returnFocus) toggle.focus()
  }

  navbar.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    if (target?.closest('[data-mobile-menu-toggle]')) {
      if (isOpen()) close(true)
      else open()
    } else if (target?.closest('[data-mobile-menu-close], [data-mobile-menu-backdrop]')) {
      close(true)
    } else if (target?.closest('[data-mobile-menu-back]')) {
      navbar.removeAttribute('data-mobile-menu-secondary')
      firstFocusable(panel)?.focus()
    } else if (target?.closest('a[href]') && panel.contains(target) && !event.defaultPrevented) {
      // A link that navigates closes the menu; one that did something else in place (a sidebar
      // category's toggle) does not.
      close(false)
    }
  })
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      event.preventDefault()
      close(true)
    }
  })
  window.matchMedia(MOBILE).addEventListener('change', (event) => {
    if (!event.matches) close(false)
  })
  onEveryPage(() => {
    close(false)
    // The secondary menu is a copy of the page's docs sidebar (hidden on narrow screens).
    const menu = document.querySelector('.main-wrapper .sidebar-menu')
    secondary?.replaceChildren(...(menu ? [menu.cloneNode(true)] : []))
  })
}
