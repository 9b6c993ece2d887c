import { CURRENT_CLASS } from '../../model/markup.js'

/**
 * Make `link` the current one of its list (`aria-current` set to `value`), or not (`undefined`):
 * the class names its list names in `data-current-class` follow (see `CURRENT_CLASS`).
 */
export function setCurrent(link: Element, value: 'page' | 'location' | undefined): void {
  if (value === undefined) link.removeAttribute('aria-current')
  else link.setAttribute('aria-current', value)
  const names = link.closest(`[${CURRENT_CLASS}]`)?.getAttribute(CURRENT_CLASS)
  if (!names) return
  for (const name of names.split(' ')) if (name !== '') link.classList.toggle(name, value !== undefined)
}
