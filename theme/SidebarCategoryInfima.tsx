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
  /** Its list of items, `hidden` when folded (`undefined`: left out of a very large sidebar, loaded when opened). */
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
 * toggle is the caret button (a category with its own page) or the label (one without, whose link
 * goes to its first page, where the category is open, when scripts do not run). A folded
 * category's list is `hidden`; the label of every category on the path to the page is
 * `menu__link--active`, and the box of the category whose own page is shown
 * `menu__list-item-collapsible--active` (the client script moves both with the page).
 */
export function InfimaCategoryBody({ item, activeHref, onPath, open, list, infima }: InfimaCategoryProps) {
  const current = item.href !== undefined && item.href === activeHref
  const folds = item.collapsible
  const href = item.href ?? (folds ? firstHref(item.items) : undefined)
  const labelClass = classes(
    infima.sidebarLink,
    folds && infima.sidebarCategoryFolds,
    folds && item.href === undefined && infima.sidebarCategoryCaret,
    onPath && infima.sidebarLinkActive,
  )
  const label =
    href === undefined ? (
      <span className={labelClass}>{item.label}</span>
    ) : (
      <a
        className={labelClass}
        href={href}
        aria-current={current ? 'page' : undefined}
        aria-expanded={folds ? open : undefined}
        data-sidebar-toggle={folds && item.href === undefined ? '' : undefined}
      >
        {item.label}
      </a>
    )
  return (
    <>
      <div className={classes(infima.sidebarCategoryBox, current && infima.sidebarCategoryBoxActive)}>
        {label}
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
