import { readStorage, STORAGE_PREFIX, writeStorage } from './storage.js'

type Mode = 'light' | 'dark'

function apply(mode: Mode): void {
  document.documentElement.dataset.theme = mode
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.setAttribute('aria-pressed', String(mode === 'dark'))
  }
}

const isMode = (value: string | null): value is Mode => value === 'light' || value === 'dark'

/**
 * The light/dark switch: toggles `<html data-theme>`, remembers the choice under `docsgen.theme`,
 * and follows changes made in other tabs. The first paint is handled by the inline head script,
 * which also marks `<html data-theme-system>` when the site follows the system preference: then,
 * until the reader chooses, a change of the system setting changes the page too.
 */
export function setupColorMode(): void {
  const current = (): Mode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light')
  apply(current())
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-theme-toggle]') : null
    if (!target) return
    const next: Mode = current() === 'dark' ? 'light' : 'dark'
    apply(next)
    writeStorage('theme', next)
  })
  window.addEventListener('storage', (event) => {
    if (event.key === `${STORAGE_PREFIX}theme` && isMode(event.newValue)) apply(event.newValue)
  })
  const stored = readStorage('theme')
  if (isMode(stored)) apply(stored)
  // Paper is white: a page shown dark prints in the light colours, then shows as it was. The
  // switch is marked (`data-printing`) so that what redraws itself on a colour change (mermaid
  // diagrams, asynchronously: too late for the print) leaves it alone.
  const root = document.documentElement
  let printedFrom: Mode | undefined
  window.addEventListener('beforeprint', () => {
    printedFrom = current()
    if (printedFrom !== 'dark') return
    root.dataset.printing = ''
    root.dataset.theme = 'light'
  })
  window.addEventListener('afterprint', () => {
    if (printedFrom === 'dark' && current() === 'light') root.dataset.theme = 'dark'
    delete root.dataset.printing
    printedFrom = undefined
  })
  if (document.documentElement.hasAttribute('data-theme-system')) {
    window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
      if (!isMode(readStorage('theme'))) apply(event.matches ? 'dark' : 'light')
    })
  }
}
