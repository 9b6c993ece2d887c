import type { SearchManifest } from '../../model/search-index.js'
import type { SearchEngine } from './engine.js'
import { matchPage } from './results.js'
import { readingVersion } from './version.js'
import { el, externalPattern, fetchFailed, noResults, pageLinks } from './view.js'
import { pluralWord, translatedWord } from './words.js'

/** Pages added to the list at a time, as the reader scrolls. */
const BATCH = 10

/**
 * The search page (`/search?q=`): every result, with their count and a filter by area, more of
 * them loaded as the reader scrolls. Typing updates the URL in place (no new history entry), so a
 * reload or a shared link shows the same results.
 */
export function enhanceSearchPage(root: HTMLElement, ctx: { engine: SearchEngine; base: string }): void {
  const form = root.querySelector<HTMLFormElement>('form[role="search"]')
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]')
  const results = root.querySelector<HTMLElement>('[data-search-page-results]')
  if (!form || !input || !results || root.dataset.searchReady !== undefined) return
  root.dataset.searchReady = ''
  const params = new URLSearchParams(window.location.search)
  input.value = params.get('q') ?? input.value
  const area = el('select', 'search-area')
  area.setAttribute('aria-label', 'Area')
  area.append(new Option('All areas', ''))
  const filter = el('label', 'search-filter', 'Show results from ')
  filter.append(area)
  form.after(filter)
  let latest = 0
  let observer: IntersectionObserver | undefined

  const setUrl = (): void => {
    const url = new URL(window.location.href)
    const query = input.value.trim()
    if (query === '') url.searchParams.delete('q')
    else url.searchParams.set('q', query)
    if (area.value === '') url.searchParams.delete('area')
    else url.searchParams.set('area', areaSlug(area.selectedOptions[0]?.text ?? '') || area.value)
    window.history.replaceState(window.history.state, '', url.href)
  }

  const run = async (): Promise<void> => {
    const mine = ++latest
    observer?.disconnect()
    const query = input.value
    if (query.trim() === '') {
      results.replaceChildren()
      return
    }
    try {
      const manifest = await ctx.engine.manifest()
      fillAreas(area, manifest, params.get('area'))
      const version = readingVersion()
      const found = await ctx.engine.top(query, BATCH, { ...(area.value ? { area: area.value } : {}), version })
      if (mine !== latest) return
      if (found.hits.length === 0) {
        results.replaceChildren(
          noResults({
            query,
            title: translatedWord('pageNoResults'),
            suggestions: manifest.suggestions ?? [],
            reportUrl: manifest.reportUrl,
            onSuggestion: (suggestion) => {
              input.value = suggestion
              setUrl()
              void run()
            },
          }),
        )
        return
      }
      // A translated locale's count names no query ("{count} documents trouvés").
      const counted = translatedWord('documentsFound')
      const count = el(
        'p',
        'search-count',
        counted === undefined
          ? `${found.hits.length} ${found.hits.length === 1 ? 'result' : 'results'} for `
          : pluralWord(counted, found.hits.length),
      )
      if (counted === undefined) count.append(el('strong', undefined, `“${query.trim()}”`))
      const list = el('ol', 'search-page-results')
      const more = el('button', 'button search-more', 'Show more results')
      more.type = 'button'
      results.replaceChildren(count, list)
      let shown = 0
      const showMore = async (): Promise<void> => {
        const batch = found.hits.slice(shown, shown + BATCH)
        shown += batch.length
        // The first batch comes ranked as the modal shows it; later ones in the index's order.
        const matches =
          shown === found.pages.length
            ? found.pages
            : await Promise.all(
                batch.map(async (hit) =>
                  matchPage({ ...hit, fragment: await ctx.engine.prepared(hit.page), query: found.words }),
                ),
              )
        if (mine !== latest) return
        for (const match of matches) {
          const item = el('li', 'search-page-result')
          item.append(
            ...pageLinks({
              base: ctx.base,
              match,
              areaName: manifest.areas[match.area],
              external: externalPattern(manifest),
            }),
          )
          list.append(item)
        }
        if (shown >= found.hits.length) {
          more.remove()
          observer?.disconnect()
        } else if (!more.isConnected) results.append(more)
      }
      more.addEventListener('click', () => void showMore())
      await showMore()
      if ('IntersectionObserver' in window) {
        observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) void showMore()
        })
        observer.observe(more)
      }
    } catch {
      if (mine !== latest) return
      results.replaceChildren(fetchFailed(() => void run()))
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    setUrl()
    void run()
  })
  let pause: number | undefined
  input.addEventListener('input', () => {
    window.clearTimeout(pause)
    pause = window.setTimeout(() => {
      setUrl()
      void run()
    }, 120)
  })
  area.addEventListener('change', () => {
    setUrl()
    void run()
  })
  results.setAttribute('aria-live', 'polite')
  void run()
}

/**
 * The area filter's options, once the manifest is known: the one the URL's `area` names selected
 * (by its name as `areaSlug` writes it, or by its key, as links made before named it).
 */
function fillAreas(select: HTMLSelectElement, manifest: SearchManifest, wanted: string | null): void {
  if (select.options.length > 1) return
  const areas = Object.entries(manifest.areas)
  const chosen = areas.find(([, name]) => areaSlug(name) === wanted) ?? areas.find(([key]) => key === wanted)
  for (const [key, name] of areas) select.append(new Option(name, key, false, key === chosen?.[0]))
}

/** An area's name as the search page's URL says it (`API reference` -> `api-reference`). */
function areaSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}
