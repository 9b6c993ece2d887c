import { renderToStaticMarkup } from 'react-dom/server'
import { activePathOf, SidebarCategoryBody, type SidebarCategoryItem, type SidebarItem } from './Sidebar.js'

const NO_OPEN: ReadonlySet<SidebarCategoryItem> = new Set()

/**
 * Markup of categories without the current page does not depend on the page, so it is rendered
 * once per category object and reused. Keyed weakly by the (immutable) items the render stage
 * shares between pages; new item objects simply miss the cache.
 */
const categoryHtml = new WeakMap<SidebarCategoryItem, string>()
const lazyCategoryHtml = new WeakMap<SidebarCategoryItem, string>()

function neutralHtml(item: SidebarCategoryItem, lazy: boolean): string {
  const cache = lazy ? lazyCategoryHtml : categoryHtml
  let html = cache.get(item)
  if (html === undefined) {
    html = renderToStaticMarkup(<SidebarCategoryBody item={item} activeHref="" open={NO_OPEN} lazy={lazy} />)
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
  lazy = false,
): Map<SidebarCategoryItem, string> {
  const onPath = new Set(activePathOf(items, activeHref))
  const result = new Map<SidebarCategoryItem, string>()
  const visit = (level: readonly SidebarItem[]) => {
    for (const item of level) {
      if (item.type !== 'category') continue
      if (onPath.has(item)) visit(item.items)
      else result.set(item, neutralHtml(item, lazy))
    }
  }
  visit(items)
  return result
}
