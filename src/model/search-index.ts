// The files of the search index, as the search stage writes them and the browser reads them.
// Plain types: the client bundle imports them.

/** Where the index lives under the site's base URL; `manifest.json` is its one file with a fixed name. */
export const SEARCH_INDEX_DIR = 'assets/search'

/**
 * `assets/search/manifest.json`: read first. Everything else it names is content-hashed, so it
 * can be cached for ever; the manifest itself is small and fetched fresh.
 */
export interface SearchManifest {
  version: 2
  /** Contextual search: the locale and docs version the records belong to. */
  locale: string
  docsVersion: string
  /** Number of pages (page numbers run from 0). */
  pages: number
  /** The area of each page, one character per page number (keys of `areas`). */
  pageAreas: string
  /** Area names by key: `d` developer docs, `u` user guide, `s` snippets, `a` API reference. */
  areas: Record<string, string>
  /**
   * On a site that builds several docs versions (`docsVersion` is then the last one): the version
   * of each page, one character per page number (keys of `versions`, `NO_VERSION` for pages of no
   * version: the blog, standalone pages, the API reference). Search keeps the pages of the version
   * being read (`DOCS_VERSION_META`, else `docsVersion`) and those of no version.
   */
  pageVersions?: string
  /** Version names by key. */
  versions?: Record<string, string>
  /** Prefixes of three characters that have a shard of their own (see `shardOf`). */
  longShards: string[]
  /** The content hash of each key's shard (`mi` -> `3fa2c1d0`: the file `shards/3fa2c1d0.json`). */
  shards: Record<string, string>
  /**
   * The folder of each hundred fragment files (`fragments/9c1e22aa/`, relative to the manifest; see
   * `fragmentFile`), named by a hash of what its files are made from: an edit to one page makes
   * one folder again, and every other folder keeps its name and its files.
   */
  fragments: string[]
  /** Pages whose fragments share one file (see `pagesPerFragmentFile`). */
  fragmentPages: number
  /** URLs matching this pattern open as full page loads; all others through client-side navigation. */
  externalUrlPattern?: string
  /** What "Try searching for" offers when a query finds nothing. */
  suggestions?: string[]
  /** Where "Let us know." leads when a query finds nothing (the documentation's new-issue page). */
  reportUrl?: string
}

/** `pageVersions`' key of a page of no docs version. */
export const NO_VERSION = '-'

/** The `<meta name>` that holds the docs version of a page, on a site that builds several. */
export const DOCS_VERSION_META = 'docsearch:version'

/**
 * Fragment files per folder of `SearchManifest.fragments`: a file made in a folder of 10000 took
 * several times as long as in a folder of 100; a folder is also what one edit makes again.
 */
export const FRAGMENTS_PER_FOLDER = 100

/**
 * A large site's fragment files each hold the fragments of several neighbouring pages, so there
 * are at most this many: 10,000 pages make 2,500 files of four. Every file costs build and deploy
 * time (in a profiled build of the 10,000-page bench corpus, writing 10,000 fragment files took
 * the main thread 19 s, 2,500 files 5 s), while a first query shows five pages, and four
 * fragments of that corpus weigh about 11 KB gzip.
 */
export const FRAGMENT_FILES_MAX = 2500

/** How many pages' fragments one file holds on a site of `pages` pages: 1 up to `FRAGMENT_FILES_MAX`. */
export function pagesPerFragmentFile(pages: number): number {
  return Math.max(1, Math.ceil(pages / FRAGMENT_FILES_MAX))
}

/**
 * Where a page's fragment is: its file `number`, which holds the fragments of pages
 * `perFile * number` onwards as an array; the folder of that file (an index into
 * `SearchManifest.fragments`) and its name there (`1234.json`); the page's place in the array.
 */
export function fragmentFile(
  page: number,
  perFile: number,
): { number: number; folder: number; file: string; index: number } {
  const number = Math.floor(page / perFile)
  return { number, folder: Math.floor(number / FRAGMENTS_PER_FOLDER), file: `${number}.json`, index: page % perFile }
}

/**
 * A shard: for each term of its prefix, the pages it occurs in and how much it weighs there, as
 * `[page, weight, page, weight, …]` with each page number given as the difference from the previous
 * one (pages in increasing order).
 */
export type SearchShard = Record<string, number[]>

/** A page's fragment: what a result shows, and the text its snippets are cut from. */
export interface SearchFragment {
  /** Path of the page under the base URL (`/dev-docs/cli`). */
  url: string
  title: string
  /**
   * The category the page is in (the last of its breadcrumbs above it: `Entity Service API`), so
   * two pages of one title (`Populating`) can be told apart in the results; absent at the top.
   */
  parent?: string
  /** Area key (see `SearchManifest.areas`). */
  area: string
  /** `[id, depth, heading, text]` per section (see `SearchSection`). */
  sections: [string, number, string, string][]
}

/** Weights a term gets where it occurs (summed per page, at most `max`). */
export const SEARCH_WEIGHTS = {
  title: 48,
  description: 10,
  heading: 16,
  /** Headings count up to this much together: a page of many similar sections does not win by repetition. */
  maxHeading: 32,
  body: 2,
  maxBody: 24,
  /** A title, or a heading, that is the whole query (indexed as a phrase term, see `phraseOf`). */
  titlePhrase: 64,
  headingPhrase: 40,
  max: 255,
} as const
