import type { Diagnostic } from './diagnostic.js'
import type { Heading } from './page.js'

/** A URL path of the site, starting with `/`, without the base URL (`/dev-docs/cli`). */
export type RoutePath = string & { readonly __brand: 'RoutePath' }

/** A link to another page shown in navigation (pager, breadcrumbs). */
export interface NavLink {
  path: RoutePath
  label: string
}

/** A crumb of a page's breadcrumbs: a category or page, with its path when it has a page. */
export interface Crumb {
  path?: RoutePath
  label: string
}

/** An item of a rendered sidebar. */
export type NavItem = NavDocItem | NavCategoryItem | NavExternalItem | NavHtmlItem

export interface NavDocItem {
  type: 'doc'
  label: string
  path: RoutePath
  docId: string
  className?: string
  /** A `ref` item: shown, but not the doc's place (its sidebar, reading order, breadcrumbs are elsewhere). */
  ref?: true
}

export interface NavCategoryItem {
  type: 'category'
  label: string
  /** The category's own page, when it links to one. */
  path?: RoutePath
  docId?: string
  collapsible: boolean
  /** Initial state from config; the page being shown always expands its own categories. */
  collapsed: boolean
  items: NavItem[]
  className?: string
}

export interface NavExternalItem {
  type: 'link'
  label: string
  href: string
  className?: string
}

/** Raw HTML in a sidebar (a Docusaurus `html` item: a heading, a divider); trusted, it comes from the config. */
export interface NavHtmlItem {
  type: 'html'
  html: string
  /** The HTML's text, for lists of items by label (empty for a divider). */
  label: string
  className?: string
}

/** A named sidebar (`devDocsSidebar`) as a tree of items. */
export interface NavTree {
  id: string
  items: NavItem[]
}

/**
 * What kind of page a route is (`page`: a standalone page of `pagesDir`, outside the docs;
 * `blog-*`: a post, a page of posts, the tags, the archive).
 */
export type RouteKind =
  | 'doc'
  | 'snippet'
  | 'home'
  | 'search'
  | 'status'
  | 'openapi'
  | 'not-found'
  | 'category-index'
  | 'page'
  | 'blog-post'
  | 'blog-list'
  | 'blog-tags'
  | 'blog-archive'

/** One card of a category's generated index page: an item of the category. */
export interface CategoryCard {
  kind: 'doc' | 'category' | 'link'
  label: string
  /** A page of the site (a doc, a category's own page or its first page). */
  path?: RoutePath
  /** A link item's URL. */
  href?: string
  /** A doc's description. */
  description?: string
  /** A category's number of items. */
  items?: number
}

/** One page of the site. Plain data: the contract between the build and the theme. */
export interface RouteNode {
  path: RoutePath
  kind: RouteKind
  /** Source file relative to the site root (`content/dev-docs/cli.md`), for messages and edit links. */
  source?: string
  /**
   * A locale's pass: the translation of `source` the page was read from, relative to the site root
   * (`i18n/fr/docusaurus-plugin-content-docs/current/intro.md`), for edit links (`docs.editLocalizedFiles`).
   */
  translation?: string
  /** A doc's "Edit this page" URL (the site's `editUrl`), made by the graph stage. */
  editUrl?: string
  /** Doc id for Markdown pages. */
  docId?: string
  title: string
  /** True when the page body starts with its own H1. */
  hasContentTitle: boolean
  description: string
  headings: readonly Heading[]
  /** TOC heading levels for this page (front matter, else config). */
  tocMinLevel: number
  tocMaxLevel: number
  hideTableOfContents: boolean
  /** A doc's last commit, as `docs.showLastUpdateTime` / `showLastUpdateAuthor` ask: its date (ISO), its author. */
  lastUpdate?: { date?: string; author?: string }
  /** Id of the sidebar shown on this page, if any. */
  sidebar?: string
  /** Whether the page is listed in that sidebar (`displayed_sidebar` pages are not). */
  inSidebar: boolean
  /** The categories above the page in its sidebar (those without a page of their own have no path), then the page. */
  breadcrumbs: readonly Crumb[]
  prev?: NavLink
  next?: NavLink
  /** Output file relative to the output folder (`dev-docs/cli/index.html`). */
  outFile: string
  /**
   * The page's Markdown form (`dev-docs/cli.md`, relative to the output folder, served at the
   * page's URL + `.md`), when it has one: Markdown and API pages, unless `llms: false` in the
   * config or the page's front matter.
   */
  markdownFile?: string
  /**
   * What the page's head says besides its title and description: keywords and a link-preview
   * image (a page's front matter `keywords` and `image`; a generated index page's link's).
   */
  meta?: PageHeadMeta
  /** A blog route's own facts (a post's date and authors, a list's posts). */
  blog?: BlogNodeInfo
  /** The docs version of a doc or category page, by name, when the site builds several (see `RouteGraph.versions`). */
  version?: string
}

/** A page's `<meta name="keywords">` and link-preview image (a site path or an absolute URL). */
export interface PageHeadMeta {
  keywords?: readonly string[]
  image?: string
}

/** The head meta of front matter or a category link, when it has any. */
export function headMetaOf(source: {
  keywords?: readonly string[] | undefined
  image?: string | undefined
}): PageHeadMeta | undefined {
  const keywords = source.keywords && source.keywords.length > 0 ? source.keywords : undefined
  if (!keywords && !source.image) return undefined
  return { ...(keywords ? { keywords } : {}), ...(source.image ? { image: source.image } : {}) }
}

/** All routes and sidebars of the site. */
export interface RouteGraph {
  /** Routes sorted by path. */
  routes: ReadonlyMap<RoutePath, RouteNode>
  sidebars: ReadonlyMap<string, NavTree>
  /**
   * Legacy names of sidebars whose key is another: `version-<name>/<id>` (as Docusaurus 1 and
   * early Docusaurus 2 named a released version's sidebars) -> the key of that version's sidebar
   * `<id>`, when it is not that name already (the last version's, or the only one's).
   */
  sidebarAliases?: ReadonlyMap<string, string>
  /** Source path (relative to content/) to route path, for `.md` link resolution. */
  sourceToRoute: ReadonlyMap<string, RoutePath>
  /** Doc id to route path. */
  docIdToRoute: ReadonlyMap<string, RoutePath>
  /** The main doc of the last (or only) docs version, where a link to the version leads (see `GraphVersion.mainPath`). */
  mainDocPath?: RoutePath
  /** The blog's posts, newest first (for its sidebar and feeds); empty without a blog. */
  blogPosts?: readonly RoutePath[]
  /**
   * The docs versions the site builds, in menu order, when it builds more than one. `sidebars`
   * then keys the last version's by their ids and the others' as `version-<name>/<id>`, and
   * `docIdToRoute` is the last version's.
   */
  versions?: readonly GraphVersion[]
  diagnostics: Diagnostic[]
}

/** A docs version of the route graph: its routes by doc id, and how its pages are marked. */
export interface GraphVersion {
  name: string
  label: string
  /** Its docs' root route (`/docs/1.0`). */
  path: RoutePath
  banner: 'none' | 'unreleased' | 'unmaintained'
  badge: boolean
  noIndex: boolean
  /** The version readers are sent to (`docs.lastVersion`). */
  last: boolean
  /** Its docs' routes by doc id (the id inside the version's folder). */
  docIdToRoute: ReadonlyMap<string, RoutePath>
  /**
   * The version's main doc, where the version menu leads from a page this version lacks, as
   * Docusaurus picks it: the doc at the version's root, else the first doc of its first sidebar,
   * else its first doc.
   */
  mainPath?: RoutePath
}

/** Brand a string as a route path (no validation: callers normalise first). */
export function routePath(path: string): RoutePath {
  return path as RoutePath
}

/**
 * The final bodies of a run's routes, as the render stage reads them: compiled HTML with `.md`
 * links resolved and slots filled (made by the links stage).
 */
export interface RouteBodies {
  /** A route's final body (may read a file: fetch it when needed). */
  get(route: RoutePath): string | undefined
  /**
   * A string that changes whenever the route's final body does, so an unchanged page can be
   * recognised without reading its body; undefined: not known, compare the body itself.
   */
  version?(route: RoutePath): string | undefined
}

/** A post's author: from its front matter, or the blog's authors file by key. */
export interface BlogAuthor {
  name?: string
  title?: string
  /** Their page (a site path or an absolute URL). */
  url?: string
  imageUrl?: string
  email?: string
}

/** A tag of a post, with the page listing the posts tagged so. */
export interface BlogTag {
  label: string
  path: RoutePath
}

/** A blog post's facts (its node's `blog`). */
export interface BlogPostInfo {
  kind: 'post'
  /** Publication date, ISO 8601 in UTC (`2024-05-01T00:00:00.000Z`). */
  date: string
  authors: readonly BlogAuthor[]
  tags: readonly BlogTag[]
  /** Minutes to read it (the `reading-time` estimate), when the blog shows it. */
  readingMinutes?: number
  /** The next post in time, and the one before. */
  newer?: NavLink
  older?: NavLink
  /** "Edit this page" URL. */
  editUrl?: string
  /** Built, but listed nowhere (front matter `unlisted`): not in lists, feeds or the sitemap, and `noindex`. */
  unlisted?: true
}

/** A page of posts: the blog's pages (`/blog`, `/blog/page/2`) or a tag's (`/blog/tags/news`). */
export interface BlogListInfo {
  kind: 'list'
  /** The posts shown, newest first. */
  posts: readonly RoutePath[]
  /** This page's number (from 1) and how many pages the list has. */
  page: number
  pages: number
  /** The list's newer and older pages. */
  newer?: RoutePath
  older?: RoutePath
  /** A tag's list: the tag, how many posts have it, and the page of all tags. */
  tag?: { label: string; count: number; allTags: RoutePath }
  /** A tag's page of unlisted posts only: built for their links, listed nowhere, `noindex`. */
  unlisted?: true
}

/** The page of every tag (`/blog/tags`). */
export interface BlogTagsInfo {
  kind: 'tags'
  tags: readonly (BlogTag & { count: number })[]
}

/** The archive: every post by year (`/blog/archive`). */
export interface BlogArchiveInfo {
  kind: 'archive'
  /** Newest first. */
  posts: readonly RoutePath[]
}

/** What a blog route carries besides a page's fields. */
export type BlogNodeInfo = BlogPostInfo | BlogListInfo | BlogTagsInfo | BlogArchiveInfo
