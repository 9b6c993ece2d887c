import type { CategoryCard, NavCategoryItem, NavItem, RouteGraph, RoutePath } from '../model/route-graph.js'

/**
 * The cards of a category's items, as its generated index page and `<DocCardList />` show them: a
 * doc with its page's description, a sub-category with its number of items (leading to its own
 * page, else to its first page; left out when it has neither), a link as written. Descriptions are
 * read from `graph`'s nodes, so the cards follow an edited page.
 */
export function categoryCards(items: readonly NavItem[], graph: RouteGraph): CategoryCard[] {
  return items.flatMap((item): CategoryCard[] => {
    switch (item.type) {
      case 'doc': {
        const description = graph.routes.get(item.path)?.description
        return [{ kind: 'doc', label: item.label, path: item.path, ...(description ? { description } : {}) }]
      }
      case 'category': {
        const path = item.path ?? firstPath(item.items)
        return path ? [{ kind: 'category', label: item.label, path, items: item.items.length }] : []
      }
      case 'link':
        return [{ kind: 'link', label: item.label, href: item.href }]
      default:
        // Raw HTML in the sidebar (a heading, a divider) has no card.
        return []
    }
  })
}

/** The category of a sidebar whose generated index page is `path` (a category page without a doc). */
export function indexCategoryOf(items: readonly NavItem[], path: RoutePath): NavCategoryItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue
    if (item.path === path && item.docId === undefined) return item
    const inner = indexCategoryOf(item.items, path)
    if (inner) return inner
  }
  return undefined
}

function firstPath(items: readonly NavItem[]): RoutePath | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.path
    if (item.type === 'category') {
      const path = item.path ?? firstPath(item.items)
      if (path) return path
    }
  }
  return undefined
}
