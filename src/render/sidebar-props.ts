import type { SidebarItem } from '../../theme/types.js'
import type { NavItem, NavTree } from '../model/index.js'
import { isExternalUrl, withBase } from './urls.js'

// The sidebars as the theme takes them: the graph's trees mapped to theme props, hrefs under the
// site's base URL.

/**
 * Each sidebar's theme props, by the graph's tree they were mapped from. A tree is never changed
 * once built, and a dev server's graph keeps its trees while no edit changes them (`GraphMemo`):
 * the same props objects then go to every build, so what is keyed by them (their hash in a page's
 * key, the theme's prerendered categories) is made once, not once per edit.
 */
const SIDEBAR_PROPS = new WeakMap<NavTree, { baseUrl: string; items: readonly SidebarItem[]; links: number }>()

/** A sidebar's theme props (hrefs under `baseUrl`) and how many links it has, all levels. */
export function sidebarPropsOf(tree: NavTree, baseUrl: string): { items: readonly SidebarItem[]; links: number } {
  const known = SIDEBAR_PROPS.get(tree)
  if (known?.baseUrl === baseUrl) return known
  const base = (href: string) => withBase(baseUrl, href)
  const items = tree.items.map((item) => toSidebarItem(item, base))
  const made = { baseUrl, items, links: countLinks(items) }
  SIDEBAR_PROPS.set(tree, made)
  return made
}

/** Links and linked categories in a sidebar, all levels. */
function countLinks(items: readonly SidebarItem[]): number {
  let count = 0
  for (const item of items) {
    if (item.type === 'link') count++
    if (item.type === 'category') count += (item.href !== undefined ? 1 : 0) + countLinks(item.items)
  }
  return count
}

function toSidebarItem(item: NavItem, base: (href: string) => string): SidebarItem {
  switch (item.type) {
    case 'doc':
      return {
        type: 'link',
        label: item.label,
        href: base(item.path),
        ...(item.className ? { className: item.className } : {}),
      }
    case 'link':
      return {
        type: 'link',
        label: item.label,
        href: base(item.href),
        external: isExternalUrl(item.href),
        ...(item.className ? { className: item.className } : {}),
      }
    case 'html':
      return { type: 'html', html: item.html, ...(item.className ? { className: item.className } : {}) }
    case 'category':
      return {
        type: 'category',
        label: item.label,
        ...(item.path !== undefined ? { href: base(item.path) } : {}),
        collapsible: item.collapsible,
        collapsed: item.collapsed,
        items: item.items.map((child) => toSidebarItem(child, base)),
        ...(item.className ? { className: item.className } : {}),
      }
  }
}
