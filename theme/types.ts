import type { AnnouncementBarProps } from './AnnouncementBar.js'
import type { BreadcrumbsProps } from './Breadcrumbs.js'
import type { CategoryCardProps } from './CategoryIndex.js'
import type { FooterProps } from './Footer.js'
import type { NavbarProps } from './Navbar.js'
import type { PagerLink, PagerProps } from './Pager.js'
import type { SidebarProps } from './Sidebar.js'
import type { StatusReport } from './StatusPage.js'
import type { TocItem } from './Toc.js'

/** A script tag in `<head>`. */
export interface ScriptProps {
  src: string
  /** `module` for the client entry (deferred by nature, loads its chunks with `import()`). */
  type?: 'module'
  async?: boolean
  defer?: boolean
}

/** Colour-mode settings the inline head script needs. */
export interface ColorModeProps {
  defaultMode: 'light' | 'dark'
  respectPrefersColorScheme: boolean
  /** localStorage key holding the reader's choice (`docsgen.theme`). */
  storageKey: string
}

/** Everything inside `<head>`. Hrefs are final (base URL applied). */
export interface HeadProps {
  /** Full document title: `Database | Strapi Documentation`. */
  title: string
  description: string
  siteName: string
  /** Absolute URL; omitted on pages that must not be canonical (404). */
  canonicalUrl?: string
  ogType: 'website' | 'article'
  noIndex: boolean
  faviconHref?: string
  stylesheets: readonly string[]
  scripts: readonly ScriptProps[]
  colorMode: ColorModeProps
  /** Base URL the site is built for (`/`, `/docs/`); with `routePath`, enables the wrong-base banner. */
  baseUrl?: string
  /** The page's path inside the site, without the base URL (`/guide/intro`). */
  routePath?: string
  /** The page's Markdown form, announced with `<link rel="alternate" type="text/markdown">`. */
  markdownHref?: string
  /** `<meta name="keywords">`. */
  keywords?: readonly string[]
  /** An image for link previews (`og:image`), as an absolute URL. */
  image?: string
  /** The site's feeds (a blog's RSS and Atom), announced on every page. */
  feeds?: readonly { type: 'application/rss+xml' | 'application/atom+xml'; href: string; title: string }[]
  /**
   * The docs version of the page, on a site that builds several: `<meta name="docsearch:version">`,
   * which the search script reads to keep results in the version being read.
   */
  docsVersion?: string
  /** The page in each locale of the site (`<link rel="alternate" hreflang>`), `x-default` last. */
  alternates?: readonly { hreflang: string; href: string }[]
}

/** The words a doc page shows around its body, translated (see `DocPageBodyFields.wording`). */
export interface DocWording {
  /** "On this page". */
  toc?: string
  /** "Previous" and "Next" above the pager's links. */
  previous?: string
  next?: string
  /** "Edit this page". */
  editThisPage?: string
}

/**
 * The words of search in a translated locale (the search boxes, the dialog, the search page);
 * English where absent.
 */
export interface SearchWording {
  /** "Search": the search boxes' buttons, and the 404 page's box's placeholder. */
  search?: string
  /** The dialog's box's placeholder ("Search"). */
  dialogPlaceholder?: string
  /** The dialog's "Close" button. */
  close?: string
  /** The search page's title ("Search the documentation"), its box's placeholder and accessible name. */
  pageTitle?: string
  pagePlaceholder?: string
  pageInputLabel?: string
  /** What the client script shows (no results, errors, counts), by name: given to it on the dialog. */
  words?: Readonly<Record<string, string>>
}

/** The words of the 404 page in a translated locale; the page is Docusaurus's (title, two paragraphs) when it gives either paragraph. */
export interface NotFoundWording {
  /** "Page Not Found". */
  title?: string
  /** "We could not find what you were looking for." */
  p1?: string
  /** "Please contact the owner of the site that linked you to the original URL and let them know their link is broken." */
  p2?: string
}

/** The chrome around every page: language, bars, navbar and footer. */
export interface SiteChromeProps {
  lang: string
  dir: 'ltr' | 'rtl'
  announcementBar?: AnnouncementBarProps
  navbar: NavbarProps
  footer?: FooterProps
  /** The words of search in the site's language (a translated locale's). */
  searchWording?: SearchWording
  /**
   * Give the theme's parts, beside their own classes, the class names Docusaurus's classic theme
   * gives them (Infima's `navbar__link`, `menu__link--active`, `theme-doc-markdown`, …; see
   * `infima-classes.tsx`), which a Docusaurus site's own CSS is written against. A Docusaurus site's.
   */
  infimaClasses?: boolean
}

interface PageBase {
  head: HeadProps
  chrome: SiteChromeProps
}

/** A Markdown page: a doc, the home page (a doc served at `/`) or a snippet. */
export interface DocPageProps extends PageBase, DocPageBodyFields {
  kind: 'doc' | 'home' | 'snippet'
}

/** What a doc page shows around its body. */
interface DocPageBodyFields {
  title: string
  /** True when the body has no H1 of its own, so the theme renders one from `title`. */
  showTitle: boolean
  /** Body HTML (heading anchors already added). */
  html: string
  sidebar?: SidebarProps
  breadcrumbs?: BreadcrumbsProps
  /** Docs version label for the badge ("Next"). */
  versionLabel?: string
  /** The banner of a version that is not the latest: unreleased or no longer maintained. */
  versionBanner?: VersionBannerProps
  /** Flat headings already filtered to the page's TOC levels; omitted when there is no TOC. */
  toc?: readonly TocItem[]
  pager: PagerProps
  editUrl?: string
  /** The page's Markdown form (`/dev-docs/cli.md`), for the "Copy page" control. */
  markdownHref?: string
  /** When and by whom the page was last changed (git), as the site asks to show them. */
  lastUpdate?: LastUpdateProps
  /** The words around the body in the site's language (a translated locale's); English where absent. */
  wording?: DocWording
}

/** The banner above a doc of a version that is not the latest. */
export interface VersionBannerProps {
  kind: 'unreleased' | 'unmaintained'
  siteTitle: string
  /** The label of the page's version. */
  label: string
  /** The latest version's label, and the same doc in it (else its first doc). */
  latestLabel: string
  latestHref: string
}

/** "Last updated on Nov 26, 2026 by Ada": each part only when shown. */
export interface LastUpdateProps {
  /** ISO date, for `<time dateTime>`. */
  dateTime?: string
  dateLabel?: string
  author?: string
}

/** A category's generated index page: its title and description, then a card per item of the category. */
export interface CategoryIndexPageProps
  extends PageBase,
    Omit<DocPageBodyFields, 'html' | 'showTitle' | 'toc' | 'editUrl' | 'markdownHref'> {
  kind: 'category-index'
  description?: string
  cards: readonly CategoryCardProps[]
}

/** The search page shell; results are filled in by the client script. */
export interface SearchPageProps extends PageBase {
  kind: 'search'
  title: string
  query: string
  searchAction: string
}

/** The generated status page: the Markdown body, then build facts. */
export interface StatusPageProps extends PageBase {
  kind: 'status'
  title: string
  showTitle: boolean
  html: string
  status: StatusReport
}

/** The API reference page; its body HTML comes from the openapi stage. */
export interface ApiReferencePageProps extends PageBase {
  kind: 'openapi'
  title: string
  html: string
  /** Sidebar HTML from the openapi stage; without it the theme lists `operations`. */
  sidebarHtml?: string
  operations: readonly TocItem[]
  sidebarWidth: number
  primaryColor: string
}

/**
 * A standalone page outside the docs (a Docusaurus site's `src/pages/`), without sidebar or pager:
 * a Markdown page with its table of contents, or a React page's HTML, full width.
 */
export interface StandalonePageProps extends PageBase {
  kind: 'page'
  title: string
  html: string
  /** A React page: its HTML spans the page (it brings its own layout). */
  fullWidth: boolean
  toc?: readonly TocItem[]
  editUrl?: string
  markdownHref?: string
}

/** An author of a blog post, as its header shows them. */
export interface BlogAuthorProps {
  name?: string
  title?: string
  url?: string
  imageUrl?: string
}

/** What a blog post's header and footer show (on its page and in the lists). */
export interface BlogPostMeta {
  title: string
  href: string
  /** For `<time datetime>`: `2024-05-01T00:00:00.000Z`. */
  dateTime: string
  /** As shown: "May 1, 2024". */
  dateLabel: string
  /** "4 min read", when the blog shows reading times. */
  readingTime?: string
  authors: readonly BlogAuthorProps[]
  tags: readonly { label: string; href: string }[]
}

/** The blog's sidebar: its latest posts. */
export interface BlogSidebarProps {
  title: string
  items: readonly { label: string; href: string; current: boolean }[]
}

/** A blog post's page. */
export interface BlogPostPageProps extends PageBase {
  kind: 'blog-post'
  post: BlogPostMeta
  /** The post's HTML (its own first heading left out: the header shows the title). */
  html: string
  blogSidebar?: BlogSidebarProps
  toc?: readonly TocItem[]
  /** The newer and the older post. */
  pager: { newer?: PagerLink; older?: PagerLink }
  editUrl?: string
  markdownHref?: string
}

/** A page of posts: the blog's own (`/blog`, `/blog/page/2`) or a tag's. */
export interface BlogListPageProps extends PageBase {
  kind: 'blog-list'
  title: string
  /** A tag's page shows its title as the heading; the blog's own pages keep it for screen readers. */
  showTitle: boolean
  /** Each post's excerpt (up to its truncate marker) and whether there is more to read. */
  posts: readonly (BlogPostMeta & { html: string; truncated: boolean })[]
  blogSidebar?: BlogSidebarProps
  /** The list's newer and older pages. */
  pager: { newer?: string; older?: string }
  /** A tag's page links to the page of all tags. */
  allTagsHref?: string
}

/** The page of every tag, with how many posts each has. */
export interface BlogTagsPageProps extends PageBase {
  kind: 'blog-tags'
  title: string
  tags: readonly { label: string; href: string; count: number }[]
  blogSidebar?: BlogSidebarProps
}

/** The archive: every post, by year, newest first. */
export interface BlogArchivePageProps extends PageBase {
  kind: 'blog-archive'
  title: string
  years: readonly {
    year: string
    posts: readonly { title: string; href: string; dateTime: string; dateLabel: string }[]
  }[]
}

/** The 404 page. */
export interface NotFoundPageProps extends PageBase {
  kind: 'not-found'
  homeHref: string
  searchAction?: string
  /** Its words in the site's language (a translated locale's); English where absent. */
  wording?: NotFoundWording
}

/** Props of one page, discriminated by route kind. */
export type PageProps =
  | DocPageProps
  | CategoryIndexPageProps
  | SearchPageProps
  | StatusPageProps
  | ApiReferencePageProps
  | StandalonePageProps
  | BlogPostPageProps
  | BlogListPageProps
  | BlogTagsPageProps
  | BlogArchivePageProps
  | NotFoundPageProps

/** Name and version of a theme, for messages and caches. */
export interface ThemeInfo {
  name: string
  version: string
}

export type { AnnouncementBarProps } from './AnnouncementBar.js'
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs.js'
export type { CategoryCardProps } from './CategoryIndex.js'
export type { CopyPageLinkProps } from './CopyPageLink.js'
export type { FooterItem, FooterLink, FooterProps } from './Footer.js'
export type {
  NavbarDropdownItem,
  NavbarDropdownProps,
  NavbarHtmlProps,
  NavbarItemProps,
  NavbarLinkProps,
  NavbarMenuProps,
  NavbarProps,
} from './Navbar.js'
export type { PagerLink, PagerProps } from './Pager.js'
export type { SidebarCategoryItem, SidebarHtmlItem, SidebarItem, SidebarLinkItem, SidebarProps } from './Sidebar.js'
export type { StatusReport } from './StatusPage.js'
export type { TocItem } from './Toc.js'
