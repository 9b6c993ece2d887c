import { onScrollFrame } from './scroll-frame.js'

/** Scroll distance (px) that counts as a direction change, so small jitters do nothing. */
const THRESHOLD = 8

/**
 * Hide the navbar (`data-navbar-hidden`) while the reader scrolls down, show it again as soon as
 * they scroll up or reach the top. Only for a navbar marked `data-hide-on-scroll`; never while
 * its mobile menu is open or a keyboard user is inside it.
 */
export function setupNavbarHideOnScroll(): void {
  const navbar = document.querySelector<HTMLElement>('.navbar[data-hide-on-scroll]')
  if (!navbar) return
  // Read in the first frame, not here: reading `scrollY` during start-up would force the page's
  // first layout inside this script's task (a long task on a slow phone).
  let last: number | undefined
  window.requestAnimationFrame(() => {
    last ??= window.scrollY
  })
  onScrollFrame(() => {
    const y = window.scrollY
    last ??= y
    const delta = y - last
    if (Math.abs(delta) < THRESHOLD && y > navbar.offsetHeight) return
    const hide =
      delta > 0 &&
      y > navbar.offsetHeight &&
      !navbar.hasAttribute('data-mobile-menu-open') &&
      !navbar.querySelector(':focus-visible')
    navbar.toggleAttribute('data-navbar-hidden', hide)
    last = y
  })
  navbar.addEventListener('focusin', () => navbar.removeAttribute('data-navbar-hidden'))
}
