import { createHash } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import type { CompiledPage } from '../model/page.js'

const MAGIC = 'docsgen-cache-v2\n'
const HASH_BYTES = 32

/** A page without its body (`html`, `text`): what the index file holds. */
type PageMeta = Omit<CompiledPage, 'html' | 'text'>
/** The index file: the cache key, and every entry's metadata with where its body is in the bodies file. */
interface StoredIndex {
  key: string
  /** SHA-256 of the bodies file, so the two files are known to belong together. */
  bodies: string
  entries: [entryKey: string, meta: PageMeta, start: number, end: number][]
}

/**
 * Compiled pages from the previous build, keyed by a hash of the source path and text. The whole
 * cache is tied to a key (docsgen version + compiler settings): a different key starts empty.
 *
 * Two files, each with a SHA-256 so a truncated or corrupted cache is detected and ignored (the
 * build then compiles everything and writes a fresh one): `compile.bin` holds every page's
 * metadata (title, headings, anchors, links, diagnostics...), `bodies.bin` the HTML and plain
 * text, about nine tenths of the bytes. `check-links` opens the cache without bodies: it reads
 * the small file only, and never writes.
 *
 * Without `dir` the cache lives in memory only (`docsgen serve --no-cache`). Either way one
 * instance can serve many builds: `save` makes the entries used by the build just finished the
 * ones the next build looks up, so a long-lived cache (the dev server's) recompiles only what
 * changed and never grows with stale entries.
 */
export class CompileCache {
  readonly #dir: string | undefined
  readonly #key: string
  readonly #bodies: boolean
  #entries = new Map<string, CompiledPage>()
  #used = new Map<string, CompiledPage>()
  /** Set by `save`: the next `get`/`set` starts the next build's set of used entries. */
  #saved = false
  /** The entries differ from the files (nothing is written when a build changed nothing). */
  #dirty = true
  /** Why the stored cache was not used, for `--debug`. */
  status: 'empty' | 'loaded' | 'stale' | 'corrupt' = 'empty'

  /**
   * `bodies: false` (for checks that need no HTML): pages come back with empty `html` and `text`,
   * and `save` writes nothing.
   */
  constructor(options: { dir?: string | undefined; key: string; bodies?: boolean }) {
    this.#dir = options.dir
    this.#key = options.key
    this.#bodies = options.bodies ?? true
  }

  /** The entry key of one source. */
  static entryKey(source: string, text: string): string {
    return createHash('sha256').update(source).update('\0').update(text).digest('base64url')
  }

  async load(): Promise<void> {
    if (this.#dir === undefined) return
    const index = await readChecked(path.join(this.#dir, 'compile.bin'))
    if (index === 'missing') return
    if (index === 'corrupt') {
      this.status = 'corrupt'
      return
    }
    let stored: StoredIndex
    try {
      stored = deserialize(index.body) as StoredIndex
    } catch {
      this.status = 'corrupt'
      return
    }
    if (stored.key !== this.#key) {
      this.status = 'stale'
      return
    }
    const entries = new Map<string, CompiledPage>()
    if (!this.#bodies) {
      for (const [entryKey, meta] of stored.entries) entries.set(entryKey, { ...meta, html: '', text: '' })
    } else {
      const bodies = await readChecked(path.join(this.#dir, 'bodies.bin'))
      if (bodies === 'missing' || bodies === 'corrupt' || bodies.digest.toString('base64') !== stored.bodies) {
        this.status = 'corrupt'
        return
      }
      try {
        for (const [entryKey, meta, start, end] of stored.entries) {
          const { html, text } = deserialize(bodies.body.subarray(start, end)) as Pick<CompiledPage, 'html' | 'text'>
          entries.set(entryKey, { ...meta, html, text })
        }
      } catch {
        this.status = 'corrupt'
        return
      }
    }
    this.#entries = entries
    this.status = 'loaded'
    this.#dirty = false
  }

  get(entryKey: string): CompiledPage | undefined {
    this.#startBuild()
    const hit = this.#entries.get(entryKey)
    if (hit) this.#used.set(entryKey, hit)
    return hit
  }

  set(entryKey: string, page: CompiledPage): void {
    this.#startBuild()
    this.#used.set(entryKey, page)
    this.#dirty = true
  }

  /**
   * Forget the entries whose page matches (the dev server drops the pages that include a changed
   * snippet, since an entry's key covers only the page's own text). Returns how many were dropped.
   */
  invalidate(matches: (page: CompiledPage) => boolean): number {
    let dropped = 0
    for (const map of [this.#entries, this.#used]) {
      for (const [key, page] of map) {
        if (!matches(page)) continue
        map.delete(key)
        if (map === this.#entries) dropped++
        this.#dirty = true
      }
    }
    return dropped
  }

  /**
   * Keep the entries used by this build (others are dropped) for the next build and, with a
   * `dir`, write them atomically (each file to a temporary name, then renamed; the index last).
   * `persist: false` keeps them in memory only (the dev server writes the files when idle).
   */
  async save(options: { persist?: boolean } = {}): Promise<void> {
    if (!this.#saved) {
      // Every entry used was read from `#entries`: the same size means the same set.
      if (this.#used.size !== this.#entries.size) this.#dirty = true
      this.#entries = this.#used
      this.#saved = true
    }
    if (options.persist === false) return
    if (this.#dir === undefined || !this.#dirty || !this.#bodies) return
    await mkdir(this.#dir, { recursive: true })
    // Bodies are serialised and written one page at a time: a 10000-page site never holds a
    // second copy of all its HTML just to save it.
    const entries: StoredIndex['entries'] = []
    const bodiesDigest = await writeStreamed(path.join(this.#dir, 'bodies.bin'), async (append) => {
      let offset = 0
      for (const [entryKey, page] of this.#entries) {
        const { html, text, ...meta } = page
        const blob = serialize({ html, text })
        entries.push([entryKey, meta, offset, offset + blob.length])
        offset += blob.length
        await append(blob)
      }
    })
    const index = serialize({ key: this.#key, bodies: bodiesDigest.toString('base64'), entries } satisfies StoredIndex)
    await writeStreamed(path.join(this.#dir, 'compile.bin'), (append) => append(index))
    this.#dirty = false
  }

  #startBuild(): void {
    if (!this.#saved) return
    this.#used = new Map()
    this.#saved = false
  }
}

/** A cache file's body after checking its magic line and SHA-256. */
async function readChecked(file: string): Promise<{ body: Buffer; digest: Buffer } | 'missing' | 'corrupt'> {
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch {
    return 'missing'
  }
  const magic = Buffer.from(MAGIC)
  if (bytes.length < magic.length + HASH_BYTES || !bytes.subarray(0, magic.length).equals(magic)) return 'corrupt'
  const digest = bytes.subarray(magic.length, magic.length + HASH_BYTES)
  const body = bytes.subarray(magic.length + HASH_BYTES)
  if (!createHash('sha256').update(body).digest().equals(digest)) return 'corrupt'
  return { body, digest }
}

/**
 * Write a cache file (magic line, SHA-256 of the body, body) under a temporary name, the body
 * given piece by piece, then rename it into place. Returns the body's digest.
 */
async function writeStreamed(file: string, body: (append: (chunk: Buffer) => Promise<void>) => Promise<void>) {
  const tmp = `${file}.${process.pid}.tmp`
  const handle = await open(tmp, 'w')
  const hash = createHash('sha256')
  const magic = Buffer.from(MAGIC)
  let digest: Buffer
  try {
    await handle.write(Buffer.concat([magic, Buffer.alloc(HASH_BYTES)]))
    await body(async (chunk) => {
      hash.update(chunk)
      await handle.write(chunk)
    })
    digest = hash.digest()
    await handle.write(digest, 0, HASH_BYTES, magic.length)
  } catch (error) {
    await handle.close()
    await rm(tmp, { force: true })
    throw error
  }
  await handle.close()
  await rename(tmp, file)
  return digest
}
