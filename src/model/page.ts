import type { Diagnostic, Position } from './diagnostic.js'

/** Validated front matter of a Markdown page. Unknown keys are kept in `extra` (and warned about). */
export interface Frontmatter {
  id?: string
  title?: string
  description?: string
  sidebar_label?: string
  sidebar_position?: number
  sidebar_class_name?: string
  displayed_sidebar?: string | null
  slug?: string
  toc_min_heading_level?: number
  toc_max_heading_level?: number
  pagination_next?: string | null
  pagination_prev?: string | null
  pagination_label?: string
  hide_title?: boolean
  hide_table_of_contents?: boolean
  keywords?: string[]
  image?: string
  /** Tags: labels, or (Docusaurus) `{ label, permalink }` with a URL of its own under the tags page. */
  tags?: (string | { label: string; permalink?: string })[]
  draft?: boolean
  unlisted?: boolean
  custom_edit_url?: string | null
  canonical_url?: string
  /** `false` leaves the page out of the search index. */
  search?: boolean
  /** Multiplies the page's weight in search results (`2` ranks it higher, `0.5` lower). */
  search_boost?: number
  /** `false` leaves the page out of its Markdown form's files (`<route>.md`, `/llms.txt`). */
  llms?: boolean
  /**
   * A doc's last update as shown under it, over what git says (Docusaurus's `last_update`): the
   * date (any date `new Date` reads, kept as written) and the author; each one given wins.
   */
  last_update?: { date?: string; author?: string }
  /** A blog post's date (`2024-05-01`, ISO 8601); else the one in its file name. */
  date?: string
  /** A blog post's authors: keys of the blog's authors file, or authors written out. */
  authors?: AuthorsValue
  /** Keys we do not know; kept so themes can use them. */
  extra: Record<string, unknown>
}

/** Front matter `authors`: one or a list of author keys or `{ name, title, url, image_url }` mappings. */
export type AuthorsValue = string | Record<string, unknown> | (string | Record<string, unknown>)[]

/** A heading of a page, for the table of contents and anchor checks. */
export interface Heading {
  depth: 1 | 2 | 3 | 4 | 5 | 6
  id: string
  /** Plain text (badges and other components excluded). */
  text: string
  /**
   * The heading as the table of contents shows it, when it has inline code or emphasis: its text
   * in parts, some marked `code`, `em`, `strong` or `del` (links as their text, components left
   * out), as Docusaurus's table of contents shows it.
   */
  marked?: HeadingPart[]
  position?: Position
}

/** A part of a heading's text (see `Heading.marked`): plain, or inside inline code or emphasis. */
export type HeadingPart = string | { mark: 'code' | 'em' | 'strong' | 'del'; parts: HeadingPart[] }

/**
 * A link found in a page. Internal links are checked by `check-links`; links to `.md` files are
 * rewritten to the target's final URL once the route graph knows it.
 */
export interface PageLink {
  /** The URL as the author wrote it. */
  url: string
  kind: 'markdown-file' | 'internal' | 'anchor' | 'external' | 'asset'
  /** For `markdown-file`: the target's path relative to the content folder (`dev-docs/cli.md`). */
  targetSource?: string
  /**
   * For a `markdown-file` link of a Docusaurus site: the content-relative paths its version of
   * Docusaurus looks for the file at, in its order (the docs folder, the site's, beside the page;
   * see `classifyUrl` in transform/ and `markdownLinkTarget`); absent when `targetSource` is the
   * only one.
   */
  candidates?: string[]
  /** For `internal`: the path part (`/dev-docs/cli`); for any kind, the decoded `#fragment`. */
  path?: string
  fragment?: string
  /** `a` for links, `img` for images. */
  element: 'a' | 'img'
  position?: Position
  /**
   * For `markdown-file` links: the placeholder written into `html` in place of the URL, replaced
   * with the final URL by the links stage (see `MD_LINK_PLACEHOLDER`).
   */
  placeholder?: string
}

/**
 * A standalone page's source that is a React component module (`../src/pages/index.js`), not
 * Markdown: compiled as a Markdown page that renders it (see `reactPageMarkdown`).
 */
export const REACT_PAGE_SOURCE = /\.(?:jsx?|tsx?)$/

/** Where files kept beside pages are published, named by their content (see `CompiledPage.files`). */
export const LOCAL_FILES_DIR = 'assets/files'

/** Placeholder prefix written into compiled HTML for `.md` links: `docsgen-md-link:<index>`. */
export const MD_LINK_PLACEHOLDER = 'docsgen-md-link:'

/** The output of compiling one Markdown source: plain, serialisable data (workers, cache). */
export interface CompiledPage {
  /** Path relative to the content folder, with `/` separators (`dev-docs/cli.md`). */
  source: string
  /** Doc id: source path without extension (`dev-docs/cli`), or the front matter `id` in its folder. */
  id: string
  frontmatter: Frontmatter
  /** Front matter title, else the first H1, else the file name. */
  title: string
  /** Text of the first H1 if the content starts with one (the theme then does not add its own). */
  contentTitle?: string
  description: string
  /** The page body as HTML, `.md` links as placeholders. */
  html: string
  /** HTML for the page's side column, where its layout has one (the API reference's operations list). */
  aside?: string
  headings: Heading[]
  /** Every `id` in the page (headings and raw `id` attributes), for anchor checks. */
  anchors: string[]
  links: PageLink[]
  /** Other sources this page read (snippets, files beside it that it links to), relative to the content folder. */
  dependencies: string[]
  /**
   * Files kept beside the page that it shows or links to (`./banner.png`): each one's path relative
   * to the content folder, and where it is published (`assets/files/banner-3f2a1b9c.png`).
   */
  files?: { source: string; path: string }[]
  /** Hash of the dependencies' texts when the page was compiled: the build cache checks it. */
  dependencyHash?: string
  /**
   * The body has slots filled after the graph is built (`<DocCardList />`): its final body is
   * needed to report their problems. Other pages' link problems come from `links` alone.
   */
  slots?: true
  /** A blog post: minutes to read it, as the `reading-time` package estimates from its Markdown. */
  readingMinutes?: number
  /**
   * SHA-1 of `html` (base64), made when the page is compiled, so a warm build can tell an
   * unchanged body without reading it (Markdown pages; absent elsewhere).
   */
  bodyHash?: string
  /** The body's text cut into sections, for the search index (see `searchSections`). */
  sections: SearchSection[]
  /**
   * The page's search terms and their weights (`termWeights` in `text/`), made with the sections;
   * absent when search is off (the index then makes them itself).
   */
  searchTerms?: { terms: string[]; weights: number[] }
  /**
   * The body as Markdown (`markdownForm` in `html/`), `.md` links as placeholders, site links
   * and slots marked; absent when the site makes no Markdown pages (`llms: false`).
   */
  markdown?: string
  diagnostics: Diagnostic[]
}

/**
 * A part of a page as the search index records it: the text before the first heading (`id`
 * empty, `depth` 0), or the text under one heading up to the next heading of its level or above.
 */
export interface SearchSection {
  /** The heading's id (the URL fragment); empty for the page's introduction. */
  id: string
  /** The heading's level (2 to 6); 0 for the introduction. */
  depth: number
  /** The heading's text; empty for the introduction. */
  heading: string
  /** What the section shows: prose, table cells, code, every tab panel; one block per line. */
  text: string
}

/** A page's body: its HTML, its text for search and its Markdown form, nine tenths of a compiled page's bytes. */
export type PageBody = Pick<CompiledPage, 'html' | 'sections' | 'searchTerms' | 'markdown'>

/** What the search index reads of a body (stored apart from its HTML: each is read without the other). */
export type PageSearchText = Pick<CompiledPage, 'sections' | 'searchTerms'>

/** A compiled page without its body: what the stages after compile pass around. */
export type PageMeta = Omit<CompiledPage, 'html' | 'sections' | 'searchTerms' | 'markdown'>

/**
 * The bodies of a run's pages, by source (`dev-docs/cli.md`; an OpenAPI page's document path).
 * The compile stage fills it and hands it on; `get` may read the body from a file, so callers
 * fetch a body when they need it and let it go (a large site's HTML is never all in memory).
 */
export interface PageBodies {
  get(source: string): PageBody | undefined
  /** Only the HTML (the render and links stages). */
  html(source: string): string | undefined
  /** Only the search text (the search stage). */
  searchText(source: string): PageSearchText | undefined
  /** A body's Markdown form alone (read without the rest of the body: the llms stage). */
  markdown(source: string): string | undefined
}

/**
 * Whether a page came from docsgen's Markdown compiler (it carries a `bodyHash`): its `links`
 * then name every `.md` link placeholder of its body and `slots` says whether it has slots, so
 * neither needs its body read to be known. Pages made elsewhere (the OpenAPI page) are searched.
 */
export function fromMarkdownCompiler(page: PageMeta): boolean {
  return page.bodyHash !== undefined
}

/** Metadata of a folder from its `_category_.json` (Docusaurus format). */
export interface CategoryMeta {
  label?: string
  position?: number
  collapsed?: boolean
  collapsible?: boolean
  /** Doc id the category links to. */
  linkDocId?: string
  /** The category links to a page of its own listing its items (`link: { type: 'generated-index' }`). */
  generatedIndex?: GeneratedIndexLink
  /** `link: null`: the category links to nothing, not even its folder's index doc. */
  noLink?: boolean
  className?: string
}

/**
 * A category's generated index page (Docusaurus's `generated-index` link): served at `slug` under
 * the docs' base route, else at `/category/<label as a slug>`; it lists the category's items as cards.
 */
export interface GeneratedIndexLink {
  slug?: string | undefined
  /** The page's title; the category's label when absent. */
  title?: string | undefined
  description?: string | undefined
  keywords?: readonly string[] | undefined
  /** An image for link previews (`og:image`), a site path or an absolute URL. */
  image?: string | undefined
}

/** An OpenAPI document compiled into a page (its body is in the run's `PageBodies`), with the route it is served at. */
export interface ApiPage {
  page: PageMeta
  route: string
}
