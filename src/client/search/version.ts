import { DOCS_VERSION_META } from '../../model/search-index.js'

/**
 * The docs version of the page being read (its `<meta name="docsearch:version">`, on a site that
 * builds several); undefined elsewhere, where search keeps the last version's pages.
 */
export function readingVersion(): string | undefined {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="${DOCS_VERSION_META}"]`)?.content || undefined
}
