import { API_REFERENCE } from '../../model/api-reference.js'
import { mountIslandNow } from '../island-loader.js'
import { onEveryPage } from '../page-events.js'

const BUTTON = `.${API_REFERENCE.tryIt} > .${API_REFERENCE.tryOpen}`

/** The first click on a "Try it" button loads the form (the `try-it` island); it then owns the button. */
function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(BUTTON) : null
  const host = button?.parentElement
  if (!button || !host || host.hasAttribute('data-island')) return
  button.setAttribute('aria-expanded', 'true')
  mountIslandNow(host, 'try-it')
}

/**
 * "Try it" on the API reference (`div.api-try` in `API_REFERENCE`): the buttons, hidden in the
 * markup (they need this script), are shown on every page; the form's code loads only when one is
 * clicked.
 */
export function setupTryIt(): void {
  document.addEventListener('click', onClick)
  onEveryPage(() => {
    for (const button of document.querySelectorAll<HTMLButtonElement>(BUTTON)) {
      if (!button.hidden) continue
      button.hidden = false
      button.setAttribute('aria-expanded', 'false')
    }
  })
}
