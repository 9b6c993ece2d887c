import { DOCS_VERSION_META } from '../../model/search-index.js'

/** The search page's parameter naming the version to search (the page itself is of none). */
const VERSION_PARAM = 'version'

/**
 * The docs version being read: the page's `<meta name="docsearch:version">` on a site that builds
 * several, else (the search page, opened from a versioned page) its `version` parameter;
 * undefined elsewhere, where search keeps the last version's pages.
 */
export function readingVersion(): string | undefined {
  const meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${DOCS_VERSION_META}"]`)?.content
  return meta || new URLSearchParams(window.location.search).get(VERSION_PARAM) || undefined
}

/** A URL of the search page (`/search?q=…`) that keeps the version being read. */
export function keepingVersion(searchPageUrl: string): string {
  const version = readingVersion()
  return version === undefined ? searchPageUrl : `${searchPageUrl}&${VERSION_PARAM}=${encodeURIComponent(version)}`
}
