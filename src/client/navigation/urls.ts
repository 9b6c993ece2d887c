import { matchRoute } from './route-match.js'

/**
 * The clean form of a page path, as the server redirects to it: `/a/index.html`, `/a/index` and
 * `/a.html` become `/a`; `/index.html` becomes `/`. Other paths are returned unchanged.
 */
export function cleanPath(pathname: string): string {
  const match = /^(.*?)(?:\/index(?:\.html)?|\.html)$/.exec(pathname)
  if (!match) return pathname
  return match[1] === '' || match[1] === undefined ? '/' : match[1]
}

/** Identity of a page for the cache and history: path and query, no hash. */
export function pageKey(url: URL | Location): string {
  return url.pathname + url.search
}

/**
 * Whether a URL is a page of this site that the client can load itself: same origin, under the
 * base path, and not a file (`.yaml`, `.png`, `.pdf`, ...); `.html` paths count as pages.
 */
export function isSitePage(url: URL, base: string): boolean {
  if (url.origin !== window.location.origin) return false
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (!matchRoute(base, url.pathname, { exact: false })) return false
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
  return !/\.[a-z0-9]+$/i.test(last) || /\.html$/i.test(last)
}
