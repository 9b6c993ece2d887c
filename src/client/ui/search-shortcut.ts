/** Whether the reader is typing somewhere a `/` belongs to the text. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
}

/**
 * The search modal (`dialog[data-search-modal]`): Ctrl+K or Cmd+K toggles it, `/` opens it
 * unless the reader is typing in a field; one Escape closes it, even with a query in the field
 * (a search field's own Escape only clears it), and so does a click outside it; focus then goes
 * back where it was (see `setupSearch`).
 */
export function setupSearchShortcut(search: { open(): void; close(): void }): void {
  const modalOf = () => document.querySelector<HTMLDialogElement>('dialog[data-search-modal]')
  document.addEventListener('keydown', (event) => {
    const modal = modalOf()
    if (!modal || event.defaultPrevented || event.isComposing) return
    if (event.key === 'Escape' && modal.open) {
      event.preventDefault()
      search.close()
      return
    }
    const shortcut = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k'
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)
    if (!shortcut && !slash) return
    event.preventDefault()
    if (modal.open && shortcut) search.close()
    else search.open()
  })
  // A click on the backdrop reaches the dialog itself, outside its box; it closes the dialog only
  // when it also started there (a drag that selects the query and ends outside does not).
  const onBackdrop = (event: MouseEvent, modal: HTMLDialogElement): boolean => {
    if (event.target !== modal) return false
    const box = modal.getBoundingClientRect()
    const { clientX: x, clientY: y } = event
    return x < box.left || x > box.right || y < box.top || y > box.bottom
  }
  let pressedOnBackdrop = false
  document.addEventListener('pointerdown', (event) => {
    const modal = modalOf()
    pressedOnBackdrop = !!modal?.open && onBackdrop(event, modal)
  })
  document.addEventListener('click', (event) => {
    const modal = modalOf()
    if (modal?.open && pressedOnBackdrop && onBackdrop(event, modal)) search.close()
    pressedOnBackdrop = false
  })
  // The dialog's own Close button closes it the same way, focus going back.
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('.search-modal-footer button') : null
    if (!button || !modalOf()?.open) return
    event.preventDefault()
    search.close()
  })
}
