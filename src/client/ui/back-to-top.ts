import { onScrollFrame } from './scroll-frame.js'

/** How far down (px) the reader must be before the button can show. */
const THRESHOLD = 300

/**
 * "Back to top", as Docusaurus has it: a round button at the bottom right that shows while the
 * reader scrolls up, far enough down the page, and takes them to its top (focus to the main
 * content, so the next Tab starts there). Made here: without this script it could do nothing, so
 * pages without JavaScript do not have it.
 */
export function setupBackToTop(): void {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'back-to-top'
  button.setAttribute('aria-label', 'Scroll back to top')
  button.innerHTML =
    '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
    'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 19V5M5 12l7-7 7 7"/></svg>'
  document.body.append(button)
  // Not read at start-up: reading `scrollY` then would force the page's first layout in this task.
  let last: number | undefined
  onScrollFrame(() => {
    const y = window.scrollY
    last ??= y
    // Shown while going up past the threshold; kept while it has the focus, so a keyboard user can use it.
    const shown = (y < last && y > THRESHOLD) || (document.activeElement === button && y > THRESHOLD)
    button.toggleAttribute('data-shown', shown)
    last = y
  })
  button.addEventListener('click', () => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' })
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
    button.removeAttribute('data-shown')
  })
}
