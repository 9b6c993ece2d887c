import { CollapseIcon, ExpandIcon, ExternalLinkIcon } from './Icons.js'
import { classes, useInfimaClasses } from './infima-classes.js'
import { RawHtml } from './RawHtml.js'
import { InfimaCategoryBody, isCategoryOpen } from './SidebarCategoryInfima.js'

/** A page or external link in the sidebar. */
export interface SidebarLinkItem {
  type: 'link'
  label: string
  href: string
  external?: boolean
  className?: string
}

/** A group of items; `href` when the category has its own page. */
export interface SidebarCategoryItem {
  type: 'category'
  label: string
  href?: string
  collapsible: boolean
  /** Initial state; categories on the path to the current page always open. */
  collapsed: boolean
  items: readonly SidebarItem[]
  className?: string
}

/** Raw HTML from the config (a Docusaurus `html` sidebar item: a heading, a divider). */
export interface SidebarHtmlItem {
  type: 'html'
  html: string
  className?: string
}

export type SidebarItem = SidebarLinkItem | SidebarCategoryItem | SidebarHtmlItem

/** Props of `Sidebar`. */
export interface SidebarProps {
  items: readonly SidebarItem[]
  /** Href of the page being shown (base URL applied), compared with item hrefs. */
  activeHref: string
  /**
   * Markup of categories that do not contain the current page, rendered once and reused on every
   * page (`renderPage` fills it; see `prerenderSidebar`). Inner HTML of the category's `<li>`.
   */
  prerendered?: ReadonlyMap<SidebarCategoryItem, string>
  /**
   * A very large sidebar: collapsed categories with their own page, away from the current page,
   * are rendered without their items (a toggle that links to, and with JS loads from, that page;
   * on a Docusaurus site, the caret button loads them).
   */
  lazy?: boolean
}

const activePaths = new WeakMap<readonly SidebarItem[], Map<string, readonly SidebarCategoryItem[]>>()

/**
 * Categories that contain the active page (or are it), the first match in document order,
 * looked up in an index of the items made once per items object. The render stage gives every page of a
 * sidebar the same items, so a site of n pages walks its sidebar once, not once per page (at
 * 10000 pages, the walks had become a tenth of the render workers' time).
 */
export function activePathOf(items: readonly SidebarItem[], activeHref: string): readonly SidebarCategoryItem[] {
  let index = activePaths.get(items)
  if (index === undefined) {
    index = indexActivePaths(items)
    activePaths.set(items, index)
  }
  return index.get(activeHref) ?? []
}

/** Every href of the tree with the categories above it (and the category itself, for its own page); the first in document order wins. */
function indexActivePaths(items: readonly SidebarItem[]): Map<string, readonly SidebarCategoryItem[]> {
  const index = new Map<string, readonly SidebarCategoryItem[]>()
  const path: SidebarCategoryItem[] = []
  const visit = (level: readonly SidebarItem[]): void => {
    for (const item of level) {
      if (item.type === 'link') {
        if (!index.has(item.href)) index.set(item.href, [...path])
        continue
      }
      if (item.type === 'html') continue
      path.push(item)
      if (item.href !== undefined && !index.has(item.href)) index.set(item.href, [...path])
      visit(item.items)
      path.pop()
    }
  }
  visit(items)
  return index
}

interface ItemsProps {
  items: readonly SidebarItem[]
  activeHref: string
  open: ReadonlySet<SidebarCategoryItem>
  prerendered?: ReadonlyMap<SidebarCategoryItem, string> | undefined
  lazy?: boolean | undefined
  /** Depth of these items in the sidebar, from 1 (Docusaurus's `level`, in its class names). */
  level: number
}

function SidebarLink({ item, activeHref, level }: { item: SidebarLinkItem; activeHref: string; level: number }) {
  const current = item.href === activeHref
  const infima = useInfimaClasses()
  return (
    <li className={classes(infima?.sidebarLinkItem(level), item.className)}>
      <a
        className={classes(infima?.sidebarLink, current && infima?.sidebarLinkActive)}
        href={item.href}
        aria-current={current ? 'page' : undefined}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
        {item.external ? <ExternalLinkIcon /> : null}
      </a>
    </li>
  )
}

/** A category's name in our own markup: its link, or text. */
function CategoryLabel({ item, activeHref }: { item: SidebarCategoryItem; activeHref: string }) {
  const current = item.href !== undefined && item.href === activeHref
  if (item.href === undefined) return <span>{item.label}</span>
  return (
    <a href={item.href} aria-current={current ? 'page' : undefined}>
      {item.label}
    </a>
  )
}

/** What goes inside a category's `<li>`: exported so `renderPage` can render it once per category. */
export function SidebarCategoryBody({
  item,
  activeHref,
  open,
  prerendered,
  lazy,
  level,
}: { item: SidebarCategoryItem } & Omit<ItemsProps, 'items'>) {
  const infima = useInfimaClasses()
  const itemsLeftOut = lazy && item.collapsible && item.collapsed && item.href !== undefined && !open.has(item)
  const onPath = open.has(item)
  const isOpen = isCategoryOpen(item, onPath)
  const children = itemsLeftOut ? undefined : (
    <SidebarItems
      items={item.items}
      activeHref={activeHref}
      open={open}
      prerendered={prerendered}
      lazy={lazy}
      level={level + 1}
    />
  )
  if (infima) {
    return (
      <InfimaCategoryBody
        item={item}
        activeHref={activeHref}
        onPath={onPath}
        open={isOpen}
        list={children}
        infima={infima}
      />
    )
  }
  if (itemsLeftOut) {
    // Items left out: the toggle opens the category's own page, where it is expanded; the client
    // script loads the items from that page instead (`data-sidebar-load`).
    return (
      <>
        <CategoryLabel item={item} activeHref={activeHref} />
        <a className="menu-linked-toggle" href={item.href} data-sidebar-load="">
          <span className="sr-only">{`${item.label}: show its pages`}</span>
        </a>
      </>
    )
  }
  if (!item.collapsible) {
    return (
      <>
        <div className="menu-category">
          <CategoryLabel item={item} activeHref={activeHref} />
        </div>
        {children}
      </>
    )
  }
  if (item.href === undefined) {
    return (
      <details open={isOpen}>
        <summary>
          <CategoryLabel item={item} activeHref={activeHref} />
        </summary>
        {children}
      </details>
    )
  }
  // A category with its own page: the link stays outside <summary> (interactive controls must not
  // nest), and the summary is a separate toggle laid over the end of the link's row.
  return (
    <>
      <CategoryLabel item={item} activeHref={activeHref} />
      <details open={isOpen} className="menu-linked">
        <summary aria-label={`${item.label}: show or hide its pages`} />
        {children}
      </details>
    </>
  )
}

function SidebarCategory(props: { item: SidebarCategoryItem } & Omit<ItemsProps, 'items'>) {
  const { item, open, prerendered, level } = props
  const html = open.has(item) ? undefined : prerendered?.get(item)
  const infima = useInfimaClasses()
  const className = infima
    ? classes(
        infima.sidebarCategoryItem(level),
        !isCategoryOpen(item, open.has(item)) && infima.sidebarCategoryCollapsed,
        item.className,
      )
    : classes(item.href !== undefined && item.collapsible && 'menu-linked-category', item.className)
  if (html !== undefined) return <RawHtml as="li" className={className} html={html} />
  return (
    <li className={className}>
      <SidebarCategoryBody {...props} />
    </li>
  )
}

function SidebarItems({ items, activeHref, open, prerendered, lazy, level }: ItemsProps) {
  const infima = useInfimaClasses()
  return (
    <ul className={level === 1 ? infima?.sidebarRootList : infima?.sidebarList}>
      {items.map((item, index) =>
        item.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static list, rendered once on the server
          <SidebarLink key={index} item={item} activeHref={activeHref} level={level} />
        ) : item.type === 'html' ? (
          <RawHtml
            // biome-ignore lint/suspicious/noArrayIndexKey: static list, rendered once on the server
            key={index}
            as="li"
            className={classes(infima?.sidebarHtmlItem(level), item.className)}
            html={item.html}
          />
        ) : (
          <SidebarCategory
            // biome-ignore lint/suspicious/noArrayIndexKey: static list, rendered once on the server
            key={index}
            item={item}
            activeHref={activeHref}
            open={open}
            prerendered={prerendered}
            lazy={lazy}
            level={level}
          />
        ),
      )}
    </ul>
  )
}

/**
 * The docs sidebar: nested `<details>` so categories fold without JavaScript (on a Docusaurus
 * site, Docusaurus's markup instead: see `InfimaCategoryBody`). The current page link carries
 * `aria-current="page"` and every category above it is open. The reader can hide it
 * (`data-sidebar-hide`) and show it again (`data-sidebar-show`, displayed while it is hidden).
 */
export function Sidebar({ items, activeHref, prerendered, lazy }: SidebarProps) {
  const path = activePathOf(items, activeHref)
  const infima = useInfimaClasses()
  return (
    <>
      <button type="button" className="sidebar-show" data-sidebar-show title="Expand sidebar">
        <ExpandIcon size={18} />
        <span className="sr-only">Expand sidebar</span>
      </button>
      <div className={classes('sidebar', infima?.sidebar)}>
        <nav
          className={classes('sidebar-menu', infima?.sidebarMenu)}
          aria-label="Docs sidebar"
          data-current-class={infima?.sidebarLinkActive}
        >
          <SidebarItems
            items={items}
            activeHref={activeHref}
            open={new Set(path)}
            prerendered={prerendered}
            lazy={lazy}
            level={1}
          />
        </nav>
        <button type="button" className="sidebar-hide" data-sidebar-hide title="Collapse sidebar">
          <CollapseIcon size={18} />
          <span className="sr-only">Collapse sidebar</span>
        </button>
      </div>
    </>
  )
}
