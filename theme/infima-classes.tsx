import { createContext, type ReactNode, useContext } from 'react'

/**
 * The class names Docusaurus's classic theme gives its parts (Infima's `navbar__link`,
 * `menu__link`, … and the classic theme's stable `theme-doc-*` names), by the part of this theme
 * that plays the same role. A Docusaurus site's own CSS (`customCss`) is written against them; the
 * theme adds them beside its own classes on a Docusaurus site only (`SiteChromeProps.infimaClasses`).
 *
 * Here are states the server knows and the client never changes (the active navbar item and the
 * current breadcrumb: the client script swaps the navbar's links and the page with each
 * navigation; a sidebar item's level), and the current link of the lists whose `aria-current` the
 * client script moves (the sidebar's page, `menu__link--active`; the TOC's section,
 * `table-of-contents__link--active`): the list names the class in `data-current-class` and the
 * script moves it with `aria-current`. A sidebar category is in Docusaurus's own markup (see
 * `InfimaCategoryBody`), folded and marked by the client script as in Docusaurus; an open navbar
 * dropdown is `dropdown--show` (the script follows its `<details>`, see `data-open-class`). Left out:
 * - Infima's grid (`row`, `col`) in the page's layout: our columns are laid out otherwise (the
 *   `container` around the page is there, without Infima's width: see infima.css);
 * - `navbar__logo`: Docusaurus puts it on a box around the logo image, and sites size that box
 *   (`width: 229px; height: 25px`), which on our image itself would stretch it.
 */
export const INFIMA_CLASSES = {
  navbar: 'navbar--fixed-top',
  navbarInner: 'navbar__inner',
  navbarBrand: 'navbar__brand',
  navbarTitle: 'navbar__title',
  navbarItems: 'navbar__items',
  navbarItemsRight: 'navbar__items navbar__items--right',
  navbarToggle: 'navbar__toggle',
  navbarLink: 'navbar__item navbar__link',
  navbarLinkActive: 'navbar__link--active',
  navbarHtml: 'navbar__item',
  navbarDropdown: 'navbar__item dropdown dropdown--hoverable',
  navbarDropdownLabel: 'navbar__link',
  /** An open dropdown (moved by the client script, see `data-open-class`). */
  dropdownShow: 'dropdown--show',
  dropdownMenu: 'dropdown__menu',
  dropdownLink: 'dropdown__link',
  dropdownLinkActive: 'dropdown__link--active',

  sidebar: 'theme-doc-sidebar-container',
  sidebarMenu: 'menu',
  sidebarList: 'menu__list',
  sidebarRootList: 'theme-doc-sidebar-menu menu__list',
  sidebarLinkItem: (level: number) =>
    `theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level} menu__list-item`,
  sidebarHtmlItem: (level: number) => `theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level}`,
  sidebarCategoryItem: (level: number) =>
    `theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level} menu__list-item`,
  sidebarLink: 'menu__link',
  /** The link of the current page (moved by the client script, see `data-current-class`). */
  sidebarLinkActive: 'menu__link--active',
  /** A category's label (link or text) when the category folds. */
  sidebarCategoryFolds: 'menu__link--sublist',
  /** …and has no page of its own: Docusaurus draws its caret in the label. */
  sidebarCategoryCaret: 'menu__link--sublist-caret',
  /** A category's label and toggle (see `InfimaCategoryBody`). */
  sidebarCategoryBox: 'menu__list-item-collapsible',
  /** …of the category whose own page is shown. */
  sidebarCategoryBoxActive: 'menu__list-item-collapsible--active',
  /** A folded category's item (moved by the client script as the reader folds it). */
  sidebarCategoryCollapsed: 'menu__list-item--collapsed',
  /** The toggle of a category with its own page. */
  sidebarCaret: 'clean-btn menu__caret',

  breadcrumbs: 'theme-doc-breadcrumbs',
  breadcrumbsItem: 'breadcrumbs__item',
  breadcrumbsItemActive: 'breadcrumbs__item--active',
  breadcrumbsLink: 'breadcrumbs__link',

  /** Around the page and its table of contents (Docusaurus's `.container`, which sites' CSS scopes rules to). */
  docContainer: 'container',
  versionBadge: 'theme-doc-version-badge badge--secondary',
  versionBanner: 'theme-doc-version-banner',
  docMarkdown: 'theme-doc-markdown',
  docFooter: 'theme-doc-footer',
  editLink: 'theme-edit-this-page',
  lastUpdated: 'theme-last-updated',

  tocAside: 'theme-doc-toc-desktop',
  tocCollapsible: 'theme-doc-toc-mobile',
  tocAsideList: 'table-of-contents table-of-contents__left-border',
  tocAsideLink: 'table-of-contents__link toc-highlight',
  /** The aside's link of the section being read (set by the client script only). */
  tocAsideLinkActive: 'table-of-contents__link--active',
  tocLink: 'table-of-contents__link',

  pager: 'pagination-nav',
  pagerPrev: 'pagination-nav__link pagination-nav__link--prev',
  pagerNext: 'pagination-nav__link pagination-nav__link--next',
  pagerSublabel: 'pagination-nav__sublabel',
  pagerLabel: 'pagination-nav__label',

  footerDark: 'footer--dark',
  footerLinks: 'footer__links',
  footerColumn: 'footer__col',
  footerTitle: 'footer__title',
  footerItems: 'footer__items',
  footerItem: 'footer__item',
  footerLink: 'footer__link-item',
  footerLogo: 'footer__logo',
  footerCopyright: 'footer__copyright',

  announcementBar: 'theme-announcement-bar',
} as const

/** Infima's class names by part, or none (a site that is not a Docusaurus site). */
export type InfimaClasses = typeof INFIMA_CLASSES

const InfimaContext = createContext<InfimaClasses | undefined>(undefined)

/** Gives the parts rendered inside it Infima's class names (`on`), or not. */
export function InfimaClassesProvider({ on, children }: { on: boolean; children: ReactNode }) {
  return <InfimaContext.Provider value={on ? INFIMA_CLASSES : undefined}>{children}</InfimaContext.Provider>
}

/** Infima's class names for the parts of this render, when the page asks for them. */
export function useInfimaClasses(): InfimaClasses | undefined {
  return useContext(InfimaContext)
}

/** Class names joined by spaces, leaving out empty ones; `undefined` when none is left (no `class` attribute). */
export function classes(...names: readonly (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ')
  return joined === '' ? undefined : joined
}
