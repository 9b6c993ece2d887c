const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]'

function focusables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  )
}

/** First focusable element inside `container` that is displayed. */
export function firstFocusable(container: Element): HTMLElement | undefined {
  return focusables(container)[0]
}

/**
 * Keep Tab and Shift+Tab inside `container` until the returned function is called: focus wraps
 * from the last element to the first and back, and focus that escapes (a click) is brought back.
 */
export function trapFocus(container: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const items = focusables(container)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || !container.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !container.contains(event.target)) firstFocusable(container)?.focus()
  }
  document.addEventListener('keydown', onKeyDown)
  document.addEventListener('focusin', onFocusIn)
  return () => {
    document.removeEventListener('keydown', onKeyDown)
    document.removeEventListener('focusin', onFocusIn)
  }
}
