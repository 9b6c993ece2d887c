import { importAgainable } from './import-again.js'
import { onEveryPage } from './page-events.js'
import { searchWord } from './search/words.js'

type SearchChunk = typeof import('./search/search.js')

let chunk: Promise<SearchChunk> | undefined
const importSearch = importAgainable(() => import('./search/search.js'))

/** The search chunk, loaded once (a failed load is forgotten, so Retry loads it again). */
function loadSearch(): Promise<SearchChunk> {
  if (!chunk) {
    chunk = importSearch()
    chunk.catch(() => {
      chunk = undefined
    })
  }
  return chunk
}

/** Where a failed load says so, with a Retry button (the chunk that would say it did not load). */
function showLoadFailure(where: HTMLElement, retry: () => void): void {
  const box = document.createElement('div')
  box.className = 'search-error'
  box.setAttribute('role', 'alert')
  const title = document.createElement('p')
  title.className = 'search-error-title'
  title.textContent = searchWord('fetchFailed')
  const hint = document.createElement('p')
  hint.textContent = searchWord('fetchFailedHelp')
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'button'
  button.textContent = 'Retry'
  button.addEventListener('click', retry)
  box.append(title, hint, button)
  where.replaceChildren(box)
}

/**
 * Search: the navbar box opens the dialog (its chunk and the index manifest load on the first
 * focus or hover of a search box, never with the page), and the search page gets its results.
 */
export function setupSearch(base: string): { open(): void; close(): void } {
  const dialog = (): HTMLDialogElement | null => document.querySelector<HTMLDialogElement>('dialog[data-search-modal]')
  const searchPath = (): string => {
    const action = dialog()?.querySelector('form')?.getAttribute('action') ?? `${base}search`
    const path = new URL(action, window.location.href).pathname
    return base === '/' ? path : path.slice(base.length - 1)
  }
  // Where focus goes back to when the reader closes the dialog (not when a result is opened).
  let returnTo: HTMLElement | null = null
  const open = (from: Element | null = document.activeElement): void => {
    const target = dialog()
    if (!target) return
    if (!target.open) {
      returnTo = from instanceof HTMLElement && from !== document.body ? from : null
      target.showModal()
    }
    // Focused now, so what the reader types while the search loads goes into the field.
    target.querySelector<HTMLInputElement>('input[name="q"]')?.focus()
    loadSearch().then(
      // Closed while the chunk loaded (Escape): leave it closed.
      (search) => {
        if (target.open) search.openSearchModal(target, { base, searchPath: searchPath() })
      },
      () => {
        const results = target.querySelector<HTMLElement>('[data-search-results]')
        if (results) showLoadFailure(results, () => open())
      },
    )
  }
  const close = (): void => {
    const target = dialog()
    if (!target?.open) return
    target.close()
    if (returnTo?.isConnected) returnTo.focus({ preventScroll: true })
  }
  const warm = (): void => {
    loadSearch().then(
      (search) => search.warmUp({ base }),
      () => undefined,
    )
  }
  // The navbar's box is a form to the search page without JavaScript; with it, a click or a key
  // in it opens the dialog (focus alone only gets the search ready: tabbing past it opens nothing).
  const navbarField = (target: EventTarget | null): HTMLInputElement | null =>
    target instanceof HTMLInputElement && target.closest('.navbar-search') ? target : null
  document.addEventListener('focusin', (event) => {
    if (navbarField(event.target)) warm()
  })
  document.addEventListener('click', (event) => {
    if (!navbarField(event.target)) return
    event.preventDefault()
    open()
  })
  document.addEventListener('keydown', (event) => {
    const field = navbarField(event.target)
    if (!field || event.key === 'Tab' || event.key === 'Escape' || event.ctrlKey || event.metaKey || event.altKey)
      return
    if (event.key.length !== 1 && event.key !== 'Enter' && event.key !== 'ArrowDown') return
    event.preventDefault()
    const typed = event.key.length === 1 ? field.value + event.key : field.value
    const modalField = dialog()?.querySelector<HTMLInputElement>('input[name="q"]')
    if (modalField) modalField.value = typed
    field.blur()
    open(field)
  })
  document.addEventListener(
    'pointerover',
    (event) => {
      if (event.target instanceof Element && event.target.closest('.navbar-search, .search-form')) warm()
    },
    { passive: true },
  )
  // Under `docsgen serve`, a rebuild replaces the index (the live-reload client announces it).
  document.addEventListener('docsgen:pages-changed', () => {
    chunk?.then(
      (search) => search.forgetIndex(),
      () => undefined,
    )
  })
  onEveryPage(() => {
    const page = document.querySelector<HTMLElement>('[data-search-page]')
    if (!page) return
    const start = (): void => {
      loadSearch().then(
        (search) => search.setupSearchPage(page, { base }),
        () => {
          const results = page.querySelector<HTMLElement>('[data-search-page-results]')
          if (results) showLoadFailure(results, start)
        },
      )
    }
    start()
  })
  return { open: () => open(), close }
}
