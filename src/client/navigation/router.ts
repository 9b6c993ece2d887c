import { runPageSetups } from '../page-events.js'
import { shouldFollowLink } from './link-clicks.js'
import { forgetPages, loadPage } from './page-loader.js'
import { startProgress } from './progress-bar.js'
import { swapPage } from './swap.js'
import { cleanPath, pageKey } from './urls.js'

/** Options of `setupNavigation`. */
export interface NavigationOptions {
  /** Base path of the site (`/`, `/docs/`); links outside it load normally. */
  base: string
  /** Load what the next page needs before it is shown (its islands); rejecting reloads the window. */
  preload: (next: Document) => Promise<void>
}

/** `refresh`: show the current page again, fetched anew, at the same scroll position. */
type HistoryMode = 'push' | 'replace' | 'pop' | 'refresh'

interface HistoryState {
  docsgenScroll?: number
}

let options: NavigationOptions
/** The page on screen (path and query): a history entry with the same key only moves the hash. */
let shown = pageKey(window.location)
let latest = 0

function scrollState(): number | undefined {
  const state = window.history.state as HistoryState | null
  return typeof state?.docsgenScroll === 'number' ? state.docsgenScroll : undefined
}

function rememberScroll(): void {
  const state = (window.history.state as HistoryState | null) ?? {}
  window.history.replaceState({ ...state, docsgenScroll: window.scrollY }, '')
}

function scrollToTarget(hash: string, saved: number | undefined): void {
  const id = hash ? safeDecode(hash.slice(1)) : ''
  const target = id ? document.getElementById(id) : null
  if (target) target.scrollIntoView({ behavior: 'instant' })
  else window.scrollTo({ top: saved ?? 0, behavior: 'instant' })
}

/** Move focus to the new content, so screen readers start reading there, and announce the page. */
function focusContent(): void {
  const main = document.getElementById('main') ?? document.querySelector('main')
  if (main) {
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
    main.focus({ preventScroll: true })
  }
  let announcer = document.getElementById('docsgen-route-announcer')
  if (!announcer) {
    announcer = document.createElement('div')
    announcer.id = 'docsgen-route-announcer'
    announcer.className = 'sr-only'
    announcer.setAttribute('aria-live', 'assertive')
    announcer.setAttribute('aria-atomic', 'true')
    document.body.append(announcer)
  }
  announcer.textContent = document.title
}

function fullLoad(url: URL, mode: HistoryMode): void {
  if (mode === 'pop' || mode === 'refresh') window.location.reload()
  else window.location.assign(url.href)
}

/**
 * Show another page of the site without reloading: fetch it (or take it from the prefetch cache),
 * preload what it needs, update history, swap the page parts, then scroll and move focus.
 * A page that cannot be loaded is loaded by the browser instead; a failed preload is logged and
 * reloads the window.
 */
export async function navigate(target: URL, mode: HistoryMode): Promise<void> {
  const mine = ++latest
  const done = mode === 'refresh' ? () => {} : startProgress()
  try {
    let html: string
    const url = new URL(target.href)
    try {
      const page = await loadPage(target)
      html = page.html
      const final = new URL(page.url)
      url.pathname = final.pathname
      url.search = final.search
    } catch {
      if (mine === latest) fullLoad(target, mode)
      return
    }
    if (mine !== latest) return
    const next = new DOMParser().parseFromString(html, 'text/html')
    if (!next.querySelector('.main-wrapper')) {
      fullLoad(target, mode)
      return
    }
    try {
      await options.preload(next)
    } catch (error) {
      if (mine !== latest) return
      console.warn(`docsgen: could not preload ${url.pathname}; reloading the window.`, error)
      if (mode === 'push') window.history.pushState(null, '', url.href)
      if (mode === 'replace') window.history.replaceState(null, '', url.href)
      window.location.reload()
      return
    }
    if (mine !== latest) return
    const saved = mode === 'pop' ? scrollState() : mode === 'refresh' ? window.scrollY : undefined
    if (mode === 'push') {
      rememberScroll()
      window.history.pushState({}, '', url.href)
    } else if (mode === 'replace') {
      window.history.replaceState({}, '', url.href)
    } else if (url.href !== window.location.href) {
      window.history.replaceState(window.history.state, '', url.href)
    }
    if (!swapPage(next)) {
      window.location.reload()
      return
    }
    shown = pageKey(window.location)
    runPageSetups()
    if (mode === 'refresh') {
      window.scrollTo({ top: saved ?? 0, behavior: 'instant' })
      return
    }
    scrollToTarget(url.hash, saved)
    focusContent()
  } finally {
    done()
  }
}

function onClick(event: MouseEvent): void {
  const url = shouldFollowLink(event, options.base)
  if (!url) return
  url.pathname = cleanPath(url.pathname)
  event.preventDefault()
  // A link to the page on screen replaces its history entry instead of adding a copy.
  void navigate(url, pageKey(url) === shown ? 'replace' : 'push')
}

function onPopState(): void {
  const url = new URL(window.location.href)
  if (pageKey(url) === shown) {
    scrollToTarget(url.hash, scrollState())
    return
  }
  void navigate(url, 'pop')
}

/** What `docsgen:pages-changed` carries: changed page pathnames (`'all'`), and whether the page on screen is one. */
interface PagesChanged {
  pathnames: readonly string[] | 'all'
  current: boolean
}

/**
 * Pages changed on the server (the dev server's live-reload client dispatches this): forget them
 * in the prefetch cache and, when the page on screen is one of them, show it again without a
 * reload (scroll position, open sidebar categories and colour mode kept). Cancelling the event
 * tells the dispatcher the page is taken care of.
 */
function onPagesChanged(event: Event): void {
  const detail = (event as CustomEvent<PagesChanged | undefined>).detail
  if (!detail) return
  forgetPages(detail.pathnames)
  if (!detail.current) return
  event.preventDefault()
  void navigate(new URL(window.location.href), 'refresh')
}

let saveTimer: number | undefined
function onScroll(): void {
  window.clearTimeout(saveTimer)
  saveTimer = window.setTimeout(rememberScroll, 150)
}

/** Normalise `/a/index.html`, `/a/index` and `/a.html` in the address bar to `/a`, without reloading. */
export function normaliseLocation(): void {
  const { pathname, search, hash } = window.location
  const clean = cleanPath(pathname)
  if (clean !== pathname) window.history.replaceState(window.history.state, '', clean + search + hash)
  shown = pageKey(window.location)
}

/** Client-side navigation for internal links, with back/forward and scroll restoration. */
export function setupNavigation(navigationOptions: NavigationOptions): void {
  options = navigationOptions
  window.history.scrollRestoration = 'manual'
  normaliseLocation()
  document.addEventListener('click', onClick)
  window.addEventListener('popstate', onPopState)
  document.addEventListener('docsgen:pages-changed', onPagesChanged)
  window.addEventListener('scroll', onScroll, { passive: true })
  // A reload or a return from another site starts where the reader was.
  const saved = scrollState()
  if (saved !== undefined && !window.location.hash) window.scrollTo({ top: saved, behavior: 'instant' })
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
