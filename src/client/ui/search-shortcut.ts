/** Whether the reader is typing somewhere a `/` belongs to the text. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
}

/**
 * The search modal (`dialog[data-search-modal]`): Ctrl+K or Cmd+K toggles it, `/` opens it
 * unless the reader is typing in a field, Escape closes it (the dialog's own behaviour). `open`
 * shows it with its search ready (see `setupSearch`).
 */
export function setupSearchShortcut(open: () => void): void {
  document.addEventListener('keydown', (event) => {
    const modal = document.querySelector<HTMLDialogElement>('dialog[data-search-modal]')
    if (!modal || event.defaultPrevented || event.isComposing) return
    const shortcut = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k'
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)
    if (!shortcut && !slash) return
    event.preventDefault()
    if (modal.open && shortcut) {
      modal.close()
      return
    }
    open()
  })
}
