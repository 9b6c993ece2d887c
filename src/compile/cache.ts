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
 */
export class CompileCache {
  readonly #file: string
  readonly #key: string
  #entries = new Map<string, CompiledPage>()
  readonly #used = new Map<string, CompiledPage>()
  /** Why the stored cache was not used, for `--debug`. */
  status: 'empty' | 'loaded' | 'stale' | 'corrupt' = 'empty'

  constructor(options: { dir: string; key: string }) {
    this.#file = path.join(options.dir, 'compile.bin')
    this.#key = options.key
  }

  /** The entry key of one source. */
  static entryKey(source: string, text: string): string {
    return createHash('sha256').update(source).update('\0').update(text).digest('base64url')
  }

  async load(): Promise<void> {
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
    } catch {
      this.status = 'corrupt'
    }
  }

  get(entryKey: string): CompiledPage | undefined {
    const hit = this.#entries.get(entryKey)
    if (hit) this.#used.set(entryKey, hit)
    return hit
  }

  set(entryKey: string, page: CompiledPage): void {
    this.#used.set(entryKey, page)
  }

  /** Write the entries used by this build (others are dropped), atomically. */
  async save(): Promise<void> {
    const body = serialize({ key: this.#key, entries: [...this.#used] })
    const digest = createHash('sha256').update(body).digest()
    await mkdir(path.dirname(this.#file), { recursive: true })
    const tmp = `${this.#file}.${process.pid}.tmp`
    await writeFile(tmp, Buffer.concat([Buffer.from(MAGIC), digest, body]))
    await rename(tmp, this.#file)
  }
}
