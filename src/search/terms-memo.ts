import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import type { RoutePath } from '../model/index.js'
import type { ShardsMade } from './shards.js'

/**
 * A page's terms as the index weighs them (boost applied), and what they were made from. Each term
 * is a number into `dictionary` (shared by many pages): 10,000 pages hold millions of terms, and
 * numbers are read, kept and written without hashing a string each.
 */
export interface PageTerms {
  /** `PlannedPage.version` of the page they were made for. */
  version: string
  dictionary: readonly string[]
  ids: ArrayLike<number>
  /** Each term's weight, 1 to `SEARCH_WEIGHTS.max`. */
  weights: ArrayLike<number>
  /** How many sections the page's fragment has (for the build's summary). */
  sections: number
}

/**
 * Terms by number in one dictionary (`into`, with `ids` its numbers by term), and the numbers of
 * another dictionary's terms in it, a table per dictionary (a term's string is hashed once).
 */
export class Translations {
  readonly #made = new Map<readonly string[], Int32Array>()
  constructor(
    readonly into: string[],
    readonly ids: Map<string, number>,
  ) {}

  /** The number of `term` in `into` (added when new). */
  id(term: string): number {
    let id = this.ids.get(term)
    if (id === undefined) {
      id = this.into.push(term) - 1
      this.ids.set(term, id)
    }
    return id
  }

  /** The number in `into` of the term at `id` in `dictionary`. */
  of(dictionary: readonly string[], id: number): number {
    if (dictionary === this.into) return id
    let table = this.#made.get(dictionary)
    if (!table) {
      table = new Int32Array(dictionary.length).fill(-1)
      this.#made.set(dictionary, table)
    }
    let to = table[id] ?? -1
    if (to < 0) {
      to = this.id(dictionary[id] ?? '')
      table[id] = to
    }
    return to
  }
}

/**
 * The terms of every page of the last index made, by route: the next run takes an unchanged page's
 * terms from here instead of reading its body (at 10,000 pages, reading every body for its terms
 * took a warm build seconds). Kept in memory by the dev server, in the cache folder by a build.
 */
export interface SearchTermsMemo {
  load(): SearchMemo | undefined
  save(memo: SearchMemo): void
}

/** The last index made: every page's terms, and its shards (see `ShardsMade`). */
export interface SearchMemo {
  pages: ReadonlyMap<RoutePath, PageTerms>
  shards?: ShardsMade
}

/** The dev server's: the last run's terms, held as they are. */
export function termsInMemory(): SearchTermsMemo {
  let held: SearchMemo | undefined
  return {
    load: () => held,
    save: (memo) => {
      held = memo
    },
  }
}

/** What the file holds: the terms once each, and every page's as numbers into them. */
interface StoredTerms {
  format: number
  /** Terms made by other code may differ: the file is read only by the code that wrote it. */
  code: string
  terms: string[]
  routes: string[]
  versions: string[]
  sections: Uint32Array
  /** Page `i`'s terms are `ids[offsets[i]]` up to `ids[offsets[i + 1]]`. */
  offsets: Uint32Array
  ids: Uint32Array
  weights: Uint8Array
  shards?: ShardsMade
}

const FORMAT = 2

/**
 * A build's: `file` in the cache folder, written by `code` (docsgen's fingerprint) and read only
 * by it. A file that cannot be read is no memo: every page's terms are read from its body.
 */
export function termsInFile(file: string, code: string): SearchTermsMemo {
  return {
    load() {
      let stored: StoredTerms
      try {
        stored = deserialize(readFileSync(file)) as StoredTerms
      } catch {
        return undefined
      }
      if (stored?.format !== FORMAT || stored.code !== code) return undefined
      const { terms, routes, versions, sections, offsets, ids, weights, shards } = stored
      const pages = new Map<RoutePath, PageTerms>()
      routes.forEach((route, i) => {
        const from = offsets[i] ?? 0
        const to = offsets[i + 1] ?? from
        pages.set(route as RoutePath, {
          version: versions[i] ?? '',
          dictionary: terms,
          ids: ids.subarray(from, to),
          weights: weights.subarray(from, to),
          sections: sections[i] ?? 0,
        })
      })
      return { pages, ...(shards ? { shards } : {}) }
    },
    save({ pages, shards }) {
      let count = 0
      for (const page of pages.values()) count += page.ids.length
      const stored: StoredTerms = {
        format: FORMAT,
        code,
        terms: [],
        routes: [...pages.keys()],
        versions: [],
        sections: new Uint32Array(pages.size),
        offsets: new Uint32Array(pages.size + 1),
        ids: new Uint32Array(count),
        weights: new Uint8Array(count),
        ...(shards ? { shards } : {}),
      }
      const translations = new Translations(stored.terms, new Map())
      let at = 0
      let i = 0
      for (const page of pages.values()) {
        stored.versions.push(page.version)
        stored.sections[i] = page.sections
        stored.offsets[i] = at
        for (let j = 0; j < page.ids.length; j++) {
          stored.ids[at] = translations.of(page.dictionary, page.ids[j] ?? 0)
          stored.weights[at] = page.weights[j] ?? 1
          at++
        }
        i++
      }
      stored.offsets[i] = at
      // Written whole or not at all: a half-written file would be read as no memo anyway.
      const tmp = `${file}.${process.pid}.tmp`
      try {
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(tmp, serialize(stored))
        renameSync(tmp, file)
      } catch {
        rmSync(tmp, { force: true })
      }
    },
  }
}
