import type { SearchManifest } from '../../model/search-index.js'
import { readStorage, writeStorage } from '../storage.js'
import type { SearchEngine } from './engine.js'
import type { PageMatch } from './results.js'
import { keepingVersion, readingVersion } from './version.js'
import { el, externalPattern, fetchFailed, noResults, pageLinks, withBase } from './view.js'
import { searchWord } from './words.js'

/** What the modal needs from the page: the engine, the base URL and the search page's path. */
export interface ModalContext {
  engine: SearchEngine
  base: string
  /** Path of the search page under the base URL (`/search`). */
  searchPath: string
}

/** Pages shown in the modal (the search page shows them all): only theirs are fetched. */
const SHOWN = 5
const RECENT_KEY = 'search.recent'
/** Milliseconds without a keystroke before the query runs. */
const TYPING_PAUSE = 80
const RECENT_MAX = 5

/** The recent searches, newest first. */
function recentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(readStorage(RECENT_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

function remember(query: string): void {
  const trimmed = query.trim()
  if (trimmed === '') return
  writeStorage(
    RECENT_KEY,
    JSON.stringify([trimmed, ...recentSearches().filter((q) => q !== trimmed)].slice(0, RECENT_MAX)),
  )
}

/**
 * The search dialog: results as the reader types, grouped by page, in a listbox the arrow keys
 * move through (focus stays in the field: `aria-activedescendant`); Enter opens the active
 * result through client-side navigation, Ctrl/Cmd+Enter in a new tab. An empty field shows the
 * recent searches.
 */
export function enhanceModal(dialog: HTMLDialogElement, ctx: ModalContext): { show(): void } {
  const form = dialog.querySelector<HTMLFormElement>('form[role="search"]')
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]')
  const results = dialog.querySelector<HTMLElement>('[data-search-results]')
  if (!form || !input || !results) return { show: () => dialog.showModal() }
  const listId = 'search-modal-listbox'
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-controls', listId)
  input.setAttribute('aria-expanded', 'false')
  let latest = 0
  let active = -1

  const options = (): HTMLElement[] => [...results.querySelectorAll<HTMLElement>('[role="option"]')]
  const activate = (index: number): void => {
    const all = options()
    all[active]?.setAttribute('aria-selected', 'false')
    active = all.length === 0 ? -1 : (index + all.length) % all.length
    const option = all[active]
    if (!option) {
      input.removeAttribute('aria-activedescendant')
      return
    }
    option.setAttribute('aria-selected', 'true')
    input.setAttribute('aria-activedescendant', option.id)
    option.scrollIntoView({ block: 'nearest' })
  }
  const listbox = (label: string): HTMLElement => {
    const list = el('div', 'search-listbox')
    list.id = listId
    list.setAttribute('role', 'listbox')
    list.setAttribute('aria-label', label)
    return list
  }
  const asOption = (link: HTMLAnchorElement): HTMLAnchorElement => {
    link.setAttribute('role', 'option')
    link.setAttribute('aria-selected', 'false')
    link.tabIndex = -1
    link.id = `search-option-${options().length + Math.random().toString(36).slice(2, 7)}`
    return link
  }
  const show = (...nodes: Node[]): void => {
    results.replaceChildren(...nodes)
    active = -1
    input.removeAttribute('aria-activedescendant')
    input.setAttribute('aria-expanded', String(results.querySelector('[role="option"]') !== null))
  }

  const showRecent = (): void => {
    const recent = recentSearches()
    if (recent.length === 0) {
      show()
      return
    }
    const list = listbox(searchWord('recent'))
    for (const query of recent) {
      const link = asOption(el('a', 'search-result search-recent', query))
      link.href = keepingVersion(`${withBase(ctx.base, ctx.searchPath)}?q=${encodeURIComponent(query)}`)
      link.addEventListener('click', (event) => {
        event.preventDefault()
        input.value = query
        void run()
      })
      list.append(link)
    }
    show(el('p', 'search-status', searchWord('recent')), list)
  }

  const run = async (): Promise<void> => {
    const query = input.value
    const mine = ++latest
    if (query.trim() === '') {
      showRecent()
      return
    }
    try {
      const manifest = await ctx.engine.manifest()
      // Contextual: the docs version of the page being read (a site of several versions).
      const found = await ctx.engine.top(query, SHOWN, { version: readingVersion() })
      if (mine !== latest) return
      if (found.hits.length === 0) {
        show(
          noResults({
            query,
            suggestions: manifest.suggestions ?? [],
            reportUrl: manifest.reportUrl,
            onSuggestion: (suggestion) => {
              input.value = suggestion
              input.focus()
              void run()
            },
          }),
        )
        return
      }
      show(...renderResults(found.pages, manifest, found.hits.length))
    } catch {
      if (mine !== latest) return
      show(
        fetchFailed(() => {
          input.focus()
          void run()
        }),
      )
    }
  }

  const renderResults = (pages: PageMatch[], manifest: SearchManifest, total: number): Node[] => {
    const list = listbox(`Results for ${input.value}`)
    const external = externalPattern(manifest)
    for (const match of pages) {
      const group = el('div', 'search-group')
      group.setAttribute('role', 'group')
      group.setAttribute('aria-label', match.title)
      const links = pageLinks({ base: ctx.base, match, areaName: manifest.areas[match.area], external })
      group.append(...links.map(asOption))
      list.append(group)
    }
    const all = el('a', 'search-see-all', searchWord('seeAll').replaceAll('{count}', String(total)))
    all.href = keepingVersion(`${withBase(ctx.base, ctx.searchPath)}?q=${encodeURIComponent(input.value.trim())}`)
    return [list, all]
  }

  // Results follow the typing, but a query is only run once the reader pauses: a fast typist's
  // every keystroke would otherwise fetch the pages of results nobody sees.
  let pause: number | undefined
  input.addEventListener('input', () => {
    window.clearTimeout(pause)
    pause = window.setTimeout(() => void run(), TYPING_PAUSE)
  })
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      activate(active + (event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Enter') {
      const option = options()[active]
      if (!(option instanceof HTMLAnchorElement)) return
      event.preventDefault()
      if (event.ctrlKey || event.metaKey) window.open(option.href, '_blank', 'noopener')
      else option.click()
    }
  })
  // Enter with no active result: every result, on the search page.
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const all = results.querySelector<HTMLAnchorElement>('.search-see-all')
    if (all) all.click()
    else if (input.value.trim() !== '') {
      window.location.assign(
        keepingVersion(`${withBase(ctx.base, ctx.searchPath)}?q=${encodeURIComponent(input.value.trim())}`),
      )
    }
  })
  // Opening a result (or every result) navigates in place: close the dialog, keep the query.
  results.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (!link || link.classList.contains('search-recent') || link.target === '_blank') return
    remember(input.value)
    dialog.close()
  })
  return {
    show() {
      if (!dialog.open) dialog.showModal()
      if (document.activeElement !== input) {
        input.focus()
        input.select()
      }
      void run()
    },
  }
}
