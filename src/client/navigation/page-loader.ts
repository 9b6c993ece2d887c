import { pageKey } from './urls.js'

/** A fetched page: its HTML and the URL it finally came from (after redirects). */
export interface LoadedPage {
  html: string
  url: string
}

/** Pages kept in memory; prefetching more than this drops the oldest. */
const CACHE_LIMIT = 40
/** Prefetches of visible links running at once, so they never crowd out a navigation. */
const IDLE_CONCURRENCY = 2

const cache = new Map<string, Promise<LoadedPage>>()
const queue: URL[] = []
let running = 0

async function fetchPage(url: URL): Promise<LoadedPage> {
  const response = await fetch(url.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
  const type = response.headers.get('content-type') ?? ''
  // The 404 page is a page like any other; every other failure means "let the browser load it".
  if (!type.includes('text/html') || (!response.ok && response.status !== 404)) {
    throw new Error(`${url.pathname} answered ${response.status} (${type || 'no content type'})`)
  }
  return { html: await response.text(), url: response.url || url.href }
}

function cached(url: URL): Promise<LoadedPage> {
  const key = pageKey(url)
  let page = cache.get(key)
  if (!page) {
    page = fetchPage(url)
    cache.set(key, page)
    page.catch(() => cache.delete(key))
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  }
  return page
}

/** Drop these pages (pathnames; `'all'`: every page) from the cache: they changed on the server. */
export function forgetPages(pathnames: readonly string[] | 'all'): void {
  if (pathnames === 'all') {
    cache.clear()
    return
  }
  const changed = new Set(pathnames)
  for (const key of [...cache.keys()]) {
    const query = key.indexOf('?')
    if (changed.has(query === -1 ? key : key.slice(0, query))) cache.delete(key)
  }
}

/** Load a page for a navigation, from the prefetch cache when it is there. */
export function loadPage(url: URL): Promise<LoadedPage> {
  return cached(url)
}

/** Readers on 2g or with data saving asked not to spend bandwidth on guesses. */
export function prefetchAllowed(): boolean {
  type Connection = { effectiveType?: string; saveData?: boolean }
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  return !(connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g'))
}

/**
 * Fetch a page the reader will probably open. `now` (hover, focus, touch) starts at once;
 * otherwise (a link scrolled into view) it waits for a free slot. Failures are silent: the
 * navigation itself will try again and handle them.
 */
export function prefetchPage(url: URL, when: 'now' | 'idle'): void {
  if (!prefetchAllowed() || cache.has(pageKey(url))) return
  if (when === 'now') {
    cached(url).catch(() => {})
    return
  }
  queue.push(url)
  pump()
}

function pump(): void {
  while (running < IDLE_CONCURRENCY && queue.length > 0) {
    const url = queue.shift() as URL
    if (cache.has(pageKey(url))) continue
    running++
    cached(url)
      .catch(() => {})
      .finally(() => {
        running--
        pump()
      })
  }
}
