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
  // A click on the backdrop reaches the dialog itself, outside its box.
  document.addEventListener('click', (event) => {
    const modal = modalOf()
    if (!modal?.open || event.target !== modal) return
    const box = modal.getBoundingClientRect()
    const { clientX: x, clientY: y } = event
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) search.close()
  })
}
