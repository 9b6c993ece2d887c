import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import type { CompiledPage } from '../model/page.js'

const MAGIC = 'docsgen-cache-v1\n'
const HASH_BYTES = 32

/**
 * Compiled pages from the previous build, keyed by a hash of the source path and text. The whole
 * cache is tied to a key (docsgen version + compiler settings): a different key starts empty.
 * The file carries a SHA-256 of its body, so a truncated or corrupted cache is detected and
 * ignored (the build then compiles everything and writes a fresh one).
 *
 * Without `dir` the cache lives in memory only (`docsgen serve --no-cache`). Either way one
 * instance can serve many builds: `save` makes the entries used by the build just finished the
 * ones the next build looks up, so a long-lived cache (the dev server's) recompiles only what
 * changed and never grows with stale entries.
 */
export class CompileCache {
  readonly #file: string | undefined
  readonly #key: string
  #entries = new Map<string, CompiledPage>()
  #used = new Map<string, CompiledPage>()
  /** Set by `save`: the next `get`/`set` starts the next build's set of used entries. */
  #saved = false
  /** The entries differ from the file (nothing is written when a build changed nothing). */
  #dirty = true
  /** Why the stored cache was not used, for `--debug`. */
  status: 'empty' | 'loaded' | 'stale' | 'corrupt' = 'empty'

  constructor(options: { dir?: string | undefined; key: string }) {
    this.#file = options.dir === undefined ? undefined : path.join(options.dir, 'compile.bin')
    this.#key = options.key
  }

  /** The entry key of one source. */
  static entryKey(source: string, text: string): string {
    return createHash('sha256').update(source).update('\0').update(text).digest('base64url')
  }

  async load(): Promise<void> {
    if (this.#file === undefined) return
    let bytes: Buffer
    try {
      bytes = await readFile(this.#file)
    } catch {
      return
    }
    const magic = Buffer.from(MAGIC)
    if (bytes.length < magic.length + HASH_BYTES || !bytes.subarray(0, magic.length).equals(magic)) {
      this.status = 'corrupt'
      return
    }
    const digest = bytes.subarray(magic.length, magic.length + HASH_BYTES)
    const body = bytes.subarray(magic.length + HASH_BYTES)
    if (!createHash('sha256').update(body).digest().equals(digest)) {
      this.status = 'corrupt'
      return
    }
    try {
      const stored = deserialize(body) as { key: string; entries: [string, CompiledPage][] }
      if (stored.key !== this.#key) {
        this.status = 'stale'
        return
      }
      this.#entries = new Map(stored.entries)
      this.status = 'loaded'
      this.#dirty = false
    } catch {
      this.status = 'corrupt'
    }
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
   * `dir`, write them atomically.
   */
  async save(): Promise<void> {
    if (!this.#saved) {
      // Every entry used was read from `#entries`: the same size means the same set.
      if (this.#used.size !== this.#entries.size) this.#dirty = true
      this.#entries = this.#used
      this.#saved = true
    }
    if (this.#file === undefined || !this.#dirty) return
    const body = serialize({ key: this.#key, entries: [...this.#entries] })
    const digest = createHash('sha256').update(body).digest()
    await mkdir(path.dirname(this.#file), { recursive: true })
    const tmp = `${this.#file}.${process.pid}.tmp`
    await writeFile(tmp, Buffer.concat([Buffer.from(MAGIC), digest, body]))
    await rename(tmp, this.#file)
    this.#dirty = false
  }

  #startBuild(): void {
    if (!this.#saved) return
    this.#used = new Map()
    this.#saved = false
  }
}
