import { renderToStaticMarkup } from 'react-dom/server'
import { InfimaClassesProvider } from './infima-classes.js'
import { activePathOf, SidebarCategoryBody, type SidebarCategoryItem, type SidebarItem } from './Sidebar.js'

const NO_OPEN: ReadonlySet<SidebarCategoryItem> = new Set()

/** How a sidebar's categories are rendered: each combination has its own markup. */
export interface PrerenderOptions {
  /** See `SidebarProps.lazy`. */
  lazy?: boolean
  /** With Infima's class names (a Docusaurus site's page). */
  infimaClasses?: boolean
}

/**
 * Markup of categories without the current page does not depend on the page, so it is rendered
 * once per category object (and way of rendering) and reused. Keyed weakly by the (immutable)
 * items the render stage shares between pages; new item objects simply miss the cache.
 */
const categoryHtml = new Map<string, WeakMap<SidebarCategoryItem, string>>()

function neutralHtml(item: SidebarCategoryItem, level: number, options: PrerenderOptions): string {
  const lazy = options.lazy === true
  const infima = options.infimaClasses === true
  // Infima's classes name the category's depth (`…-level-2`): the same object at another depth
  // renders otherwise.
  const key = `${lazy}:${infima}:${infima ? level : ''}`
  let cache = categoryHtml.get(key)
  if (cache === undefined) {
    cache = new WeakMap()
    categoryHtml.set(key, cache)
  }
  let html = cache.get(item)
  if (html === undefined) {
    html = renderToStaticMarkup(
      <InfimaClassesProvider on={infima}>
        <SidebarCategoryBody item={item} activeHref="" open={NO_OPEN} lazy={lazy} level={level} />
      </InfimaClassesProvider>,
    )
    cache.set(item, html)
  }
  return html
}

/**
 * For one page, the pre-rendered markup of every category React does not need to render: the
 * siblings of the categories on the path to the current page. Called before the page render
 * (never inside it), so the nested `renderToStaticMarkup` calls stay independent.
 */
export function prerenderSidebar(
  items: readonly SidebarItem[],
  activeHref: string,
  options: PrerenderOptions = {},
): Map<SidebarCategoryItem, string> {
  const onPath = new Set(activePathOf(items, activeHref))
  const result = new Map<SidebarCategoryItem, string>()
  const visit = (level: readonly SidebarItem[], depth: number) => {
    for (const item of level) {
      if (item.type !== 'category') continue
      if (onPath.has(item)) visit(item.items, depth + 1)
      else result.set(item, neutralHtml(item, depth, options))
    }
  }
  visit(items, 1)
  return result
}
