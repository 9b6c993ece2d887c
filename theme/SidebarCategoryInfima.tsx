import type { ReactNode } from 'react'
import { classes, type InfimaClasses } from './infima-classes.js'
import type { SidebarCategoryItem, SidebarItem } from './Sidebar.js'

/** What `InfimaCategoryBody` renders from. */
export interface InfimaCategoryProps {
  item: SidebarCategoryItem
  activeHref: string
  /** The category contains the page being shown (or is its page). */
  onPath: boolean
  /** Shown open (see `isCategoryOpen`). */
  open: boolean
  /** Its list of items (`undefined`: left out of a very large sidebar, loaded when opened). */
  list: ReactNode
  infima: InfimaClasses
}

/**
 * Whether a category is shown open: always when it cannot fold or holds the page being shown,
 * else as the sidebar's config says.
 */
export function isCategoryOpen(item: SidebarCategoryItem, onPath: boolean): boolean {
  return !item.collapsible || !item.collapsed || onPath
}

/**
 * A category of a Docusaurus site's sidebar, in the markup of Docusaurus's classic theme, which
 * the site's own CSS is written against (`li > .menu__list-item-collapsible > .menu__link`, the
 * `.menu__caret` button, `li > .menu__list`): no `<details>` either, which site CSS written for
 * the pages' collapsible blocks would style. As in Docusaurus, the client script folds it: the
 * toggle is the caret button (a category with its own page) or the label (one without: a link to
 * its first page, a button when it has none), with `aria-expanded`. A folded category's item is
 * `menu__list-item--collapsed`, and the theme's CSS hides its list where scripts run
 * (`html[data-js]`, set by the head script before first paint): without JavaScript every category
 * shows its pages and nothing offers to fold them. The label of every category on the path to the page is `menu__link--active`, the
 * box of the category whose own page is shown `menu__list-item-collapsible--active` (the client
 * script moves both with the page).
 */
export function InfimaCategoryBody({ item, activeHref, onPath, open, list, infima }: InfimaCategoryProps) {
  const current = item.href !== undefined && item.href === activeHref
  const folds = item.collapsible
  const labelClass = classes(
    infima.sidebarLink,
    folds && infima.sidebarCategoryFolds,
    folds && item.href === undefined && infima.sidebarCategoryCaret,
    onPath && infima.sidebarLinkActive,
  )
  return (
    <>
      <div className={classes(infima.sidebarCategoryBox, current && infima.sidebarCategoryBoxActive)}>
        <CategoryLabel item={item} className={labelClass} current={current} open={open} />
        {folds && item.href !== undefined ? (
          <button
            type="button"
            className={infima.sidebarCaret}
            aria-label={`Toggle the collapsible sidebar category '${item.label}'`}
            aria-expanded={open}
            data-sidebar-toggle=""
          />
        ) : null}
      </div>
      {list}
    </>
  )
}

/**
 * A category's label: a link to its page; for one that folds without a page of its own, the toggle
 * (a link to its first page, which works without JavaScript, or a button when it leads nowhere);
 * else plain text.
 */
function CategoryLabel({
  item,
  className,
  current,
  open,
}: {
  item: SidebarCategoryItem
  className: string | undefined
  current: boolean
  open: boolean
}) {
  if (item.href !== undefined) {
    return (
      <a className={className} href={item.href} aria-current={current ? 'page' : undefined}>
        {item.label}
      </a>
    )
  }
  if (!item.collapsible) return <span className={className}>{item.label}</span>
  const first = firstHref(item.items)
  if (first === undefined) {
    return (
      <button type="button" className={className} aria-expanded={open} data-sidebar-toggle="">
        {item.label}
      </button>
    )
  }
  return (
    <a className={className} href={first} aria-expanded={open} data-sidebar-toggle="">
      {item.label}
    </a>
  )
}

/** The first page a category leads to (its own, or its first item's), for a label without a page of its own. */
function firstHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.external) return item.href
    if (item.type === 'category') {
      const found = item.href ?? firstHref(item.items)
      if (found !== undefined) return found
    }
  }
  return undefined
}
