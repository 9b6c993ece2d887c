import {
  fragmentFile,
  NO_VERSION,
  SEARCH_INDEX_DIR,
  type SearchFragment,
  type SearchManifest,
  type SearchShard,
} from '../../model/search-index.js'
import { compounds, editDistance, phraseOf, STOP_WORDS, shardOf, termOf, words } from '../../text/index.js'
import { matchPage, type PageMatch, type PreparedFragment, prepareFragment } from './results.js'

/** A word of the query, and the terms of the index it matched with how well. */
export interface QueryWord {
  word: string
  term: string
  /** The last word while the reader is still typing it: terms starting with it match too. */
  prefix: boolean
  /** Index terms this word matched, with the factor each counts with (1 exact, less for prefixes and typos). */
  matches: Map<string, number>
  /** A compound's words (`create-strapi-app`): searched one by one when no page has it whole. */
  parts?: QueryWord[]
}

/** What narrows a search: an area's key, a docs version's name (a site of several: the one being read). */
export interface SearchOptions {
  area?: string
  version?: string | undefined
}

/** A page that matches the query. */
export interface PageHit {
  page: number
  score: number
}

/** The pages matching a query, best first, and the words as they were understood. */
export interface SearchResults {
  query: string
  words: QueryWord[]
  hits: PageHit[]
}

/** A shard as loaded: its terms sorted (prefixes are a range of them) and their postings. */
interface LoadedShard {
  terms: string[]
  postings: Map<string, number[]>
}

/** Sort a fetched shard's terms once, so a prefix is found by binary search instead of a scan. */
function loadShard(shard: SearchShard): LoadedShard {
  const postings = new Map(Object.entries(shard))
  return { terms: [...postings.keys()].sort(), postings }
}

/** The terms of a sorted list that start with `prefix`. */
function withPrefix(terms: readonly string[], prefix: string): string[] {
  let low = 0
  let high = terms.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((terms[mid] as string) < prefix) low = mid + 1
    else high = mid
  }
  const found: string[] = []
  for (let i = low; i < terms.length && (terms[i] as string).startsWith(prefix); i++) found.push(terms[i] as string)
  return found
}

const EXACT = 1
const PREFIX = 0.7
/** A term that is the beginning of the word typed: a stem (`configur` for "configurat"). */
const STEM = 0.65
const TYPO = 0.45
/** Words at least this long tolerate one typo ("middelware", "webhok"). */
const TYPO_MIN_LENGTH = 5
/** A query word shorter than this matches nothing on its own (a lone "a" would match everything). */
const MIN_WORD = 2

/**
 * The search index in the browser: the manifest first, then each shard when a query needs it
 * and each page's fragment when a result shows it, all fetched once and kept.
 */
export class SearchEngine {
  readonly #root: string
  readonly #load: (url: string) => Promise<unknown>
  #manifest: Promise<SearchManifest> | undefined
  readonly #shards = new Map<string, Promise<LoadedShard>>()
  /** Fragment files by number (each holds `manifest.fragmentPages` pages). */
  readonly #fragmentFiles = new Map<number, Promise<SearchFragment[]>>()
  readonly #prepared = new Map<number, Promise<PreparedFragment>>()

  /**
   * `base`: the site's base URL (`/`, `/docs/`). `load` reads one file of the index as JSON
   * (default: `fetch`; the relevance test reads a built site from disk).
   */
  constructor(base: string, load: (url: string) => Promise<unknown> = fetchJson) {
    this.#root = `${base}${SEARCH_INDEX_DIR}/`
    this.#load = load
  }

  /** The manifest (fetched on first use; a failed fetch is forgotten, so a retry fetches again). */
  manifest(): Promise<SearchManifest> {
    this.#manifest ??= this.#fetch<SearchManifest>('manifest.json', () => {
      this.#manifest = undefined
    })
    return this.#manifest
  }

  /** Drop everything fetched: the next query starts from a fresh manifest. */
  forget(): void {
    this.#manifest = undefined
    this.#shards.clear()
    this.#fragmentFiles.clear()
    this.#prepared.clear()
  }

  /** A page's fragment with its words found, as results are matched against it. */
  prepared(page: number): Promise<PreparedFragment> {
    let prepared = this.#prepared.get(page)
    if (!prepared) {
      prepared = this.fragment(page).then(prepareFragment)
      prepared.catch(() => this.#prepared.delete(page))
      this.#prepared.set(page, prepared)
    }
    return prepared
  }

  /** What a result shows of a page: its title, URL, area and sections. */
  async fragment(page: number): Promise<SearchFragment> {
    const manifest = await this.manifest()
    const { number, folder, file, index } = fragmentFile(page, manifest.fragmentPages)
    let fragments = this.#fragmentFiles.get(number)
    if (!fragments) {
      const dir = manifest.fragments[folder]
      if (dir === undefined) throw new Error(`The search index has no fragment folder for page ${page}.`)
      fragments = this.#fetch<SearchFragment[]>(`${dir}${file}`, () => this.#fragmentFiles.delete(number))
      this.#fragmentFiles.set(number, fragments)
    }
    const fragment = (await fragments)[index]
    if (!fragment) throw new Error(`The search index has no fragment for page ${page}.`)
    return fragment
  }

  /** The pages matching `query` (every word, or as many as possible when no page has them all), best first. */
  async search(query: string, options: SearchOptions = {}): Promise<SearchResults> {
    const manifest = await this.manifest()
    const parsed = parseQuery(query)
    const useful = parsed.filter(isUseful)
    const phrase = phraseOf(query)
    const long = new Set(manifest.longShards)
    const shardKeys = new Set(
      useful.flatMap((word) => [word, ...(word.parts ?? [])]).flatMap((word) => shardsFor(word, manifest)),
    )
    if (phrase !== undefined) shardKeys.add(shardOf(phrase, long))
    const shards = new Map<string, LoadedShard>()
    await Promise.all(
      [...shardKeys].map(async (key) => {
        const shard = await this.#shard(key, manifest)
        if (shard) shards.set(key, shard)
      }),
    )
    const perWord: Map<number, number>[] = []
    for (const word of useful) {
      const scores = scoreWord(word, shards, manifest)
      if (scores.size > 0 || !word.parts) perWord.push(scores)
      else for (const part of word.parts.filter(isUseful)) perWord.push(scoreWord(part, shards, manifest))
    }
    const typing = !/\s$/.test(query)
    const phrases = phrase === undefined ? undefined : scorePhrase({ phrase, typing, shards, manifest })
    const version = versionKeyOf(manifest, options.version)
    const hits = combine({ perWord, phrases, manifest, area: options.area, version })
    return { query, words: parsed, hits }
  }

  #shard(key: string, manifest: SearchManifest): Promise<LoadedShard> | undefined {
    const hash = manifest.shards[key]
    if (!hash) return undefined
    let shard = this.#shards.get(key)
    if (!shard) {
      shard = this.#fetch<SearchShard>(`shards/${hash}.json`, () => this.#shards.delete(key)).then(loadShard)
      this.#shards.set(key, shard)
    }
    return shard
  }

  async #fetch<T>(path: string, forget: () => void): Promise<T> {
    try {
      return (await this.#load(this.#root + path)) as T
    } catch (error) {
      forget()
      throw error
    }
  }

  /**
   * The best `count` pages for `query` as shown: the index's best few, each matched against its
   * fragment (sections, snippets, the exact-phrase bonus) and put in their final order; with
   * every hit, for the count and for more results.
   */
  async top(query: string, count: number, options: SearchOptions = {}): Promise<TopResults> {
    const found = await this.search(query, options)
    const pages = await Promise.all(
      found.hits
        .slice(0, count)
        .map(async (hit) => matchPage({ ...hit, fragment: await this.prepared(hit.page), query: found.words })),
    )
    return { ...found, pages: pages.sort((a, b) => b.score - a.score || a.page - b.page) }
  }
}

/** The best pages of a query as shown, and every hit. */
export interface TopResults extends SearchResults {
  pages: PageMatch[]
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
  return response.json()
}

/** A word long enough to search for, and not a stop word (a lone "a" would match everything). */
const isUseful = (word: QueryWord): boolean => word.word.length >= MIN_WORD && !STOP_WORDS.has(word.word)

/**
 * The query's words, stop words left out unless they are all there is; a compound
 * (`create-strapi-app`, `4.6.1`) is one word, with its parts.
 */
export function parseQuery(query: string): QueryWord[] {
  const typing = !/\s$/.test(query)
  const joined = compounds(query)
  const single = words(query)
  const inside = (at: number) => joined.find((c) => at >= c.start && at < c.end)
  const tokens = [
    ...single.filter(({ start }) => !inside(start)).map(({ word, start }) => ({ word, start, parts: undefined })),
    ...joined.map(({ word, start, end }) => ({
      word,
      start,
      parts: single.filter((w) => w.start >= start && w.end <= end).map((w) => w.word),
    })),
  ].sort((a, b) => a.start - b.start)
  const kept = tokens.filter(({ word, parts }) => parts || !STOP_WORDS.has(word))
  const chosen = kept.length > 0 ? kept : tokens
  const last = chosen.length - 1
  return chosen.map(({ word, parts }, i) => {
    const prefix = typing && i === last
    const queryWord: QueryWord = { word, term: termOf(word), prefix, matches: new Map() }
    if (parts) {
      queryWord.parts = parts.map((part, j) => ({
        word: part,
        term: termOf(part),
        prefix: prefix && j === parts.length - 1,
        matches: new Map(),
      }))
    }
    return queryWord
  })
}

/** The shards a word's matches can be in. */
function shardsFor(word: QueryWord, manifest: SearchManifest): string[] {
  const long = new Set(manifest.longShards)
  const keys = new Set([shardOf(word.term, long), shardOf(word.word, long)])
  // A two-letter word being typed, under a prefix split into three-letter shards: all of them.
  if (word.prefix && word.word.length === 2) for (const key of long) if (key.startsWith(word.word)) keys.add(key)
  return [...keys]
}

/**
 * How well each page matches one word: the best of its matching terms, weighted by rarity.
 * Exact terms and prefixes come from lookups in the sorted shards; typos are looked for (a scan)
 * only when the word matched nothing as written.
 */
function scoreWord(word: QueryWord, shards: ReadonlyMap<string, LoadedShard>, manifest: SearchManifest) {
  const scores = new Map<number, number>()
  const use = (term: string, postings: number[], factor: number) => {
    if ((word.matches.get(term) ?? 0) >= factor) return
    word.matches.set(term, factor)
    addPostings({ scores, postings, factor, manifest })
  }
  for (const shard of shards.values()) {
    for (const term of new Set([word.term, word.word])) {
      const postings = shard.postings.get(term)
      if (postings) use(term, postings, EXACT)
    }
    if (!word.prefix) continue
    for (const term of withPrefix(shard.terms, word.word)) {
      if (!term.includes(' ')) use(term, shard.postings.get(term) as number[], PREFIX)
    }
    // A word typed past its stem ("configurat" for `configur`); a much shorter term ("data" for
    // "databse") is another word, not a stem.
    for (let length = Math.max(4, word.word.length - 2); length < word.word.length; length++) {
      const term = word.word.slice(0, length)
      const postings = shard.postings.get(term)
      if (postings) use(term, postings, STEM)
    }
  }
  if (word.matches.size > 0 || word.word.length < TYPO_MIN_LENGTH) return scores
  for (const shard of shards.values()) {
    for (const term of shard.terms) {
      if (term.includes(' ') || Math.abs(term.length - word.term.length) > 1) continue
      if (editDistance(word.term, term, 1) <= 1) use(term, shard.postings.get(term) as number[], TYPO)
    }
  }
  return scores
}

/**
 * The pages with a title or heading that is the query as a whole (or, while typing, begins
 * with it): the phrase terms of the index.
 */
function scorePhrase(input: {
  phrase: string
  typing: boolean
  shards: ReadonlyMap<string, LoadedShard>
  manifest: SearchManifest
}): Map<number, number> {
  const { phrase, typing, manifest } = input
  const scores = new Map<number, number>()
  for (const shard of input.shards.values()) {
    for (const term of typing ? withPrefix(shard.terms, phrase) : shard.postings.has(phrase) ? [phrase] : []) {
      addPostings({
        scores,
        postings: shard.postings.get(term) as number[],
        factor: term === phrase ? EXACT : PREFIX,
        manifest,
      })
    }
  }
  return scores
}

/** Add a term's postings to `scores`, each page keeping its best score (weight × factor × rarity). */
function addPostings(input: {
  scores: Map<number, number>
  postings: readonly number[]
  factor: number
  manifest: SearchManifest
}): void {
  const { scores, postings, factor } = input
  const rarity = 1 + Math.log(input.manifest.pages / Math.max(1, postings.length / 2))
  let page = 0
  for (let i = 0; i < postings.length; i += 2) {
    page += postings[i] as number
    const score = factor * (postings[i + 1] as number) * rarity
    if (score > (scores.get(page) ?? 0)) scores.set(page, score)
  }
}

/**
 * One score per page: the sum over the words. Pages with every word come first; when none has
 * them all, pages with most of them, their scores lowered by the share of words they miss.
 */
function combine(input: {
  perWord: readonly Map<number, number>[]
  /** Pages whose title or heading is the query: their score is added (they have every word). */
  phrases: ReadonlyMap<number, number> | undefined
  manifest: SearchManifest
  area: string | undefined
  /** The key of the docs version whose pages are kept (with those of no version). */
  version: string | undefined
}): PageHit[] {
  const { perWord, manifest, area, version } = input
  const totals = new Map<number, { score: number; words: number }>()
  for (const scores of perWord) {
    for (const [page, score] of scores) {
      if (area && manifest.pageAreas[page] !== area) continue
      if (version !== undefined && !inVersion(manifest, page, version)) continue
      const total = totals.get(page) ?? { score: 0, words: 0 }
      total.score += score
      total.words++
      totals.set(page, total)
    }
  }
  for (const [page, score] of input.phrases ?? []) {
    const total = totals.get(page)
    if (total) total.score += score
  }
  const all = [...totals].filter(([, total]) => total.words === perWord.length)
  const chosen = all.length > 0 || perWord.length < 2 ? all : [...totals]
  return chosen
    .map(([page, total]) => ({ page, score: total.score * (total.words / perWord.length) ** 2 }))
    .sort((a, b) => b.score - a.score || a.page - b.page)
}

/** The key of a docs version in the manifest (the last version's for an unknown name); undefined on a site of one version. */
function versionKeyOf(manifest: SearchManifest, name: string | undefined): string | undefined {
  const versions = manifest.versions
  if (!versions || manifest.pageVersions === undefined) return undefined
  const entries = Object.entries(versions)
  return (entries.find(([, v]) => v === name) ?? entries.find(([, v]) => v === manifest.docsVersion))?.[0]
}

/** Whether a page is of the version `key`, or of none. */
function inVersion(manifest: SearchManifest, page: number, key: string): boolean {
  const own = manifest.pageVersions?.[page]
  return own === undefined || own === key || own === NO_VERSION
}
