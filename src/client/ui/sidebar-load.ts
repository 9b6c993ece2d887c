import { loadPage } from '../navigation/page-loader.js'

/** What `loadFromPage` loads: an element of `url`'s page, put in place here. */
export interface LoadFromPage {
  url: URL
  /** The element of the loaded page to take (undefined: it is not there). */
  find: (doc: Document) => Element | null | undefined
  /** Put a copy of it in place, in this document. */
  place: (copy: Element) => void
}

/**
 * A very large sidebar leaves out the items of folded categories with a page of their own; they
 * are taken from that page's sidebar, where the category is open (the page comes through the
 * navigation cache). Any failure opens the page instead.
 */
export async function loadFromPage({ url, find, place }: LoadFromPage): Promise<void> {
  try {
    const page = await loadPage(url)
    const found = find(new DOMParser().parseFromString(page.html, 'text/html'))
    if (!found) throw new Error(`nothing to load from ${url.pathname}`)
    place(document.importNode(found, true))
  } catch {
    window.location.assign(url.href)
  }
}
