import { deserialize, serialize } from 'node:v8'
import type { PageMeta } from '../model/page.js'

/** The index file: the cache key, and every entry's metadata with where its body is in the bodies file. */
export interface StoredIndex {
  key: string
  /** SHA-256 of the bodies file, so the two files are known to belong together. */
  bodies: string
  /**
   * The bodies file's stamp (size, modification and change times, inode) once written: while it
   * is the same, the file is as written and its checksum need not be read again (`openBodies`).
   */
  bodiesStamp?: string | undefined
  /**
   * How many bytes of the bodies file after its header the entries point into (and `bodies` is
   * the checksum of): a save appends to the file, and bytes a save killed midway appended after
   * them are never read. Undefined in an index written before it was recorded: the whole file.
   */
  bodiesLength?: number | undefined
  /** Each entry: its key, metadata, body range, and the stamp of its source file when read. */
  entries: [entryKey: string, meta: PageMeta, start: number, end: number, stamp: string | undefined][]
  /** Small sources read as they are (`_category_.json`), with the stamp of their file. */
  texts?: [source: string, stamp: string, text: string][] | undefined
}

/*
 * The index is UTF-8 text, one JSON value per line. The first line: the key, the bodies file's
 * checksum and stamp, the object shapes, the small sources. Then a line per entry, three JSON texts
 * separated by tabs: `[entryKey, start, end, stamp]`, the page's metadata without its headings,
 * its headings (JSON escapes every tab and newline inside a string, so neither appears in a part).
 *
 * In the metadata every object and array is an array starting with a tag: 0 for an array, n > 0
 * for an object whose keys are `shapes[n - 1]` (a page's headings, links and positions share a
 * handful of shapes, so their keys are written once), -1 for `undefined`, -2 for any other value
 * JSON cannot hold exactly (a non-finite number, a Date...), kept as `v8.serialize` in base64. At
 * 10000 pages it is about a third of the size of `v8.serialize` and decodes three times faster.
 *
 * Headings are a fifth of the bytes, and `check-links` never reads them (it checks fragments
 * against `anchors`): a reader that wants no headings does not parse them, and its pages have
 * none. Each entry's line is its own, so a save of a warm build writes again the lines of the
 * pages it read from the file as they were (see `IndexCodec`) and encodes only the pages it
 * compiled: at 10,000 pages, encoding them all took a warm build of one edited page ~0.3 s.
 */

const ARRAY = 0
const UNDEFINED = -1
const V8_VALUE = -2
/** Where a page's headings go in its metadata: they are the line's third part. */
const HEADINGS = -3
const NEWLINE = '\n'
const TAB = '\t'

type Encoded = string | number | boolean | null | Encoded[]

/** Stands for a page's headings while the page is encoded. */
const HEADINGS_HERE: unique symbol = Symbol('headings')

/** A page's metadata and headings as their lines' JSON texts. */
interface EncodedMeta {
  meta: string
  headings: string
}

/**
 * Encodes and decodes the index, keeping the JSON of every page it decoded or encoded (by the
 * metadata object, which no stage changes once compiled) and the object shapes those texts
 * refer to: one codec serves a cache's load and each of its saves.
 */
export class IndexCodec {
  #shapes: string[][] = []
  #shapeIds = new Map<string, number>()
  readonly #encoded = new WeakMap<PageMeta, EncodedMeta>()

  /** Encode the index (UTF-8). */
  encode(index: StoredIndex): Buffer {
    const lines: string[] = []
    for (const [entryKey, meta, start, end, stamp] of index.entries) {
      let known = this.#encoded.get(meta)
      if (!known) {
        // The spread keeps the keys' order, so a page decoded equals the page encoded.
        known = {
          meta: JSON.stringify(this.#encodeValue({ ...meta, headings: HEADINGS_HERE })),
          headings: JSON.stringify(this.#encodeValue(meta.headings)),
        }
        this.#encoded.set(meta, known)
      }
      lines.push(
        `${NEWLINE}${JSON.stringify([entryKey, start, end, stamp ?? null])}${TAB}${known.meta}${TAB}${known.headings}`,
      )
    }
    const header = JSON.stringify({
      key: index.key,
      bodies: index.bodies,
      bodiesStamp: index.bodiesStamp ?? null,
      bodiesLength: index.bodiesLength ?? null,
      shapes: this.#shapes,
      texts: index.texts ?? [],
    })
    return Buffer.from(`${header}${lines.join('')}`)
  }

  /**
   * Decode the index; throws when it is not one. With `headings: false` no page's headings are
   * read, and every page's `headings` is empty (for `check-links`).
   */
  decode(bytes: Buffer, options: { headings?: boolean } = {}): StoredIndex {
    const text = bytes.toString('utf8')
    const lines = text.split(NEWLINE)
    const raw = JSON.parse(lines[0] ?? '') as {
      key: string
      bodies: string
      bodiesStamp?: string | null
      bodiesLength?: number | null
      shapes: string[][]
      texts?: [string, string, string][]
    }
    if (typeof raw.key !== 'string' || typeof raw.bodies !== 'string' || !Array.isArray(raw.shapes)) {
      throw new Error('Not a cache index')
    }
    this.#shapes = raw.shapes
    this.#shapeIds = new Map(raw.shapes.map((keys, i) => [keys.join('\0'), i + 1]))
    const entries: StoredIndex['entries'] = []
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i] as string
      const first = line.indexOf(TAB)
      const second = line.indexOf(TAB, first + 1)
      if (first === -1 || second === -1) throw new Error('Not a cache index')
      const [entryKey, start, end, stamp] = JSON.parse(line.slice(0, first)) as [string, number, number, string | null]
      const metaText = line.slice(first + 1, second)
      const headingsText = line.slice(second + 1)
      // Without headings every page gets a new empty array.
      const headings = options.headings === false ? [] : this.#decodeValue(JSON.parse(headingsText) as Encoded, [])
      const meta = this.#decodeValue(JSON.parse(metaText) as Encoded, headings) as PageMeta
      if (typeof meta !== 'object' || meta === null) throw new Error('Not a cache index')
      // Only a page read whole is written again as it was read.
      if (options.headings !== false) this.#encoded.set(meta, { meta: metaText, headings: headingsText })
      entries.push([entryKey, meta, start, end, stamp ?? undefined])
    }
    return {
      key: raw.key,
      bodies: raw.bodies,
      ...(typeof raw.bodiesStamp === 'string' ? { bodiesStamp: raw.bodiesStamp } : {}),
      ...(typeof raw.bodiesLength === 'number' ? { bodiesLength: raw.bodiesLength } : {}),
      entries,
      texts: Array.isArray(raw.texts) ? raw.texts : [],
    }
  }

  #encodeValue(value: unknown): Encoded {
    if (value === HEADINGS_HERE) return [HEADINGS]
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return value
      case 'number':
        return Number.isFinite(value) && !Object.is(value, -0) ? value : exact(value)
      case 'undefined':
        return [UNDEFINED]
      case 'object': {
        if (value === null) return null
        if (Array.isArray(value)) {
          const out: Encoded[] = [ARRAY]
          for (const item of value) out.push(this.#encodeValue(item))
          return out
        }
        if (Object.getPrototypeOf(value) !== Object.prototype) return exact(value)
        const keys = Object.keys(value)
        const signature = keys.join('\0')
        let id = this.#shapeIds.get(signature)
        if (id === undefined) {
          id = this.#shapes.push(keys)
          this.#shapeIds.set(signature, id)
        }
        const out: Encoded[] = [id]
        for (const key of keys) out.push(this.#encodeValue((value as Record<string, unknown>)[key]))
        return out
      }
      default:
        return exact(value)
    }
  }

  /** A value of a line; `headings`: what the headings tag stands for. */
  #decodeValue(value: Encoded, headings: unknown): unknown {
    if (!Array.isArray(value)) return value
    const tag = value[0]
    if (tag === HEADINGS) return headings
    if (tag === ARRAY) {
      const out: unknown[] = new Array(value.length - 1)
      for (let i = 1; i < value.length; i++) out[i - 1] = this.#decodeValue(value[i] as Encoded, headings)
      return out
    }
    if (tag === UNDEFINED) return undefined
    if (tag === V8_VALUE) return deserialize(Buffer.from(String(value[1]), 'base64'))
    const keys = typeof tag === 'number' ? this.#shapes[tag - 1] : undefined
    if (!keys) throw new Error('Corrupt cache index')
    const out: Record<string, unknown> = {}
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string
      const item = this.#decodeValue(value[i + 1] as Encoded, headings)
      if (key === '__proto__') Object.defineProperty(out, key, { value: item, enumerable: true, writable: true })
      else out[key] = item
    }
    return out
  }
}

/** Encode the index with a codec of its own. */
export function encodeIndex(index: StoredIndex): Buffer {
  return new IndexCodec().encode(index)
}

/** Decode the index with a codec of its own (see `IndexCodec.decode`). */
export function decodeIndex(bytes: Buffer, options: { headings?: boolean } = {}): StoredIndex {
  return new IndexCodec().decode(bytes, options)
}

function exact(value: unknown): Encoded {
  return [V8_VALUE, serialize(value).toString('base64')]
}
