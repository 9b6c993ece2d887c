import { DOCS_VERSION_META } from '../../model/search-index.js'

/** Head elements that differ from page to page (the title aside). */
const PAGE_HEAD = [
  'meta[name="description"]',
  'meta[name="robots"]',
  // The docs version search keeps.
  `meta[name="${DOCS_VERSION_META}"]`,
  'link[rel="canonical"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:url"]',
  'meta[property="og:type"]',
]

function swapHead(next: Document): void {
  document.title = next.title
  for (const selector of PAGE_HEAD) {
    const current = document.head.querySelector(selector)
    const fresh = next.head.querySelector(selector)
    if (current && fresh) current.replaceWith(document.importNode(fresh, true))
    else if (current) current.remove()
    else if (fresh) document.head.append(document.importNode(fresh, true))
  }
}

/** The navbar stays (search box, colour switch, open menus); only its links carry page state. */
function swapNavbarLinks(next: Document): void {
  const current = document.querySelectorAll('.navbar .navbar-items')
  const fresh = next.querySelectorAll('.navbar .navbar-items')
  if (current.length !== fresh.length) return
  current.forEach((list, index) => {
    const source = fresh[index]
    if (source) list.replaceChildren(...[...source.childNodes].map((node) => document.importNode(node, true)))
  })
}

/** The links of a sidebar in order: two pages with the same links show the same sidebar. */
function sidebarLinks(sidebar: Element): string {
  return [...sidebar.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')).join('\n')
}

/**
 * Put the fetched page in place of the current one: title and head, navbar links, and the
 * `.main-wrapper` (sidebar, content, TOC). When both pages show the same sidebar, the current one
 * is kept, with the categories the reader opened and its scroll position. Returns false when the
 * fetched document is not a page of this theme.
 */
export function swapPage(next: Document): boolean {
  const wrapper = document.querySelector('.main-wrapper')
  const fresh = next.querySelector('.main-wrapper')
  if (!wrapper || !fresh) return false
  swapHead(next)
  swapNavbarLinks(next)
  const imported = document.importNode(fresh, true)
  const keep = wrapper.querySelector('.sidebar')
  const replaced = imported.querySelector('.sidebar')
  if (keep && replaced && sidebarLinks(keep) === sidebarLinks(replaced)) {
    const menu = keep.querySelector('.sidebar-menu')
    const scrollTop = menu?.scrollTop ?? 0
    replaced.replaceWith(keep)
    wrapper.replaceWith(imported)
    if (menu) menu.scrollTop = scrollTop
  } else {
    wrapper.replaceWith(imported)
  }
  return true
}
