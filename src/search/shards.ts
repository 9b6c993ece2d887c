import { createHash } from 'node:crypto'
import type { SearchShard } from '../model/index.js'
import { shardOf } from '../text/index.js'
import type { Postings, TermPostings } from './postings.js'

/** A prefix whose shard would hold more numbers than this is split by its third character. */
const SPLIT_ABOVE = 24_000

/**
 * The term shards an index was made with, remembered with its pages' terms (see
 * `SearchTermsMemo`): the next run keeps a shard none of whose terms changed without encoding it.
 */
export interface ShardsMade {
  /** Which page has which number (see `numberingKey`): postings are page numbers. */
  numbering: string
  longShards: readonly string[]
  /** Each shard's file hash, by shard key. */
  files: Readonly<Record<string, string>>
}

/** The terms whose postings may differ from the previous run's: some, or (not known) all. */
export type ChangedTerms = { all: true } | { all: false; terms: ReadonlySet<string> }

/** The index's terms and their postings, as the pages added them. */
export interface ShardsInput {
  dictionary: readonly string[]
  postings: Postings
  /** `numberingKey` of this run's pages. */
  numbering: string
  previous: ShardsMade | undefined
  changed: ChangedTerms
}

/** Where shard files go: kept from the previous output when it has them, else written. */
export interface ShardFilesOut {
  keep(name: string): Promise<boolean>
  write(name: string, contents: string): Promise<void>
}

/** A key that changes whenever a route would get another number (the routes in number order). */
export function numberingKey(routes: readonly string[]): string {
  return createHash('sha1').update(routes.join('\n')).digest('base64')
}

/**
 * Every term's postings in shards (`shards/<hash>.json`, one per two-letter prefix, or three
 * where two hold too many postings), and what the next run needs to keep them. A shard the
 * previous run made is kept without encoding it when the pages kept their numbers, the prefixes
 * split alike, and none of its terms changed: one edited page at 10,000 encodes the shards of its
 * words only (encoding and hashing all of them was a few hundred milliseconds of each warm build).
 */
export async function makeShards(input: ShardsInput, out: ShardFilesOut): Promise<ShardsMade> {
  const { dictionary, postings, numbering, previous, changed } = input
  const longShards = splitPrefixes(dictionary, postings.counts(dictionary.length))
  const long = [...longShards].sort()
  const comparable = previous !== undefined && previous.numbering === numbering && sameList(previous.longShards, long)
  const affected = new Set<string>()
  if (comparable && !changed.all) for (const term of changed.terms) affected.add(shardOf(term, longShards))
  const groups = new Map<string, number[]>()
  dictionary.forEach((term, id) => {
    const key = shardOf(term, longShards)
    const ids = groups.get(key)
    if (ids) ids.push(id)
    else groups.set(key, [id])
  })
  const keys = [...groups.keys()].sort()
  // The shard files of the previous run kept first: the postings are then grouped for the others only.
  const kept = new Map<string, string>()
  for (const key of keys) {
    const before = comparable && !changed.all && !affected.has(key) ? previous.files[key] : undefined
    if (before !== undefined && (await out.keep(`shards/${before}.json`))) kept.set(key, before)
  }
  let wanted: Uint8Array | undefined
  if (kept.size > 0) {
    wanted = new Uint8Array(dictionary.length)
    for (const key of keys) if (!kept.has(key)) for (const id of groups.get(key) ?? []) wanted[id] = 1
  }
  let grouped: TermPostings | undefined
  const files: Record<string, string> = {}
  for (const key of keys) {
    const before = kept.get(key)
    if (before !== undefined) {
      files[key] = before
      continue
    }
    grouped ??= postings.byTerm(dictionary.length, wanted)
    const ids = (groups.get(key) ?? []).sort((a, b) => ((dictionary[a] ?? '') < (dictionary[b] ?? '') ? -1 : 1))
    const shard: SearchShard = {}
    for (const id of ids) shard[dictionary[id] ?? ''] = grouped.encode(id)
    const contents = JSON.stringify(shard)
    const hash = hashOf(contents)
    files[key] = hash
    if (!(await out.keep(`shards/${hash}.json`))) await out.write(`shards/${hash}.json`, contents)
  }
  return { numbering, longShards: long, files }
}

/** Two-character prefixes whose postings are too many for one shard: split by their third character. */
function splitPrefixes(dictionary: readonly string[], counts: Uint32Array): Set<string> {
  // Two numbers per posting (page and weight), as the shard holds them.
  const sizes = new Map<string, number>()
  dictionary.forEach((term, id) => {
    const prefix = term.slice(0, 2)
    sizes.set(prefix, (sizes.get(prefix) ?? 0) + 2 * (counts[id] ?? 0))
  })
  const long = new Set<string>()
  for (const term of dictionary) {
    if (term.length >= 3 && (sizes.get(term.slice(0, 2)) ?? 0) > SPLIT_ABOVE) long.add(term.slice(0, 3))
  }
  return long
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i])
}

function hashOf(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 8)
}
