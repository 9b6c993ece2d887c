import { onEveryPage } from '../page-events.js'
import { prefetchAllowed, prefetchPage } from './page-loader.js'
import { cleanPath, isSitePage, pageKey } from './urls.js'

function pageLink(target: EventTarget | null, base: string): URL | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined
  const url = new URL(link.href)
  url.pathname = cleanPath(url.pathname)
  return isSitePage(url, base) && pageKey(url) !== pageKey(window.location) ? url : undefined
}

/**
 * Prefetch pages behind internal links when the pointer rests on them (or they get focus or a
 * touch) and when they scroll into view, unless the connection is 2g or saves data.
 */
export function setupPrefetch(base: string): void {
  const soon = (event: Event) => {
    const url = pageLink(event.target, base)
    if (url) prefetchPage(url, 'now')
  }
  document.addEventListener('mouseover', soon, { passive: true })
  document.addEventListener('focusin', soon)
  document.addEventListener('touchstart', soon, { passive: true })

  if (!('IntersectionObserver' in window)) return
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      const url = pageLink(entry.target, base)
      if (url) prefetchPage(url, 'idle')
    }
  })
  onEveryPage(() => {
    observer.disconnect()
    if (!prefetchAllowed()) return
    for (const link of document.querySelectorAll('a[href]')) observer.observe(link)
  })
}
