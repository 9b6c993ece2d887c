import { createHash } from 'node:crypto'
import { mkdirSync, statSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { BodyFile, deserializeBody, fileStamp, readBodyHtml, scratchBuffer } from './body-file.js'
import { type CompiledEntry, isStored, NO_BODY } from './body-store.js'
import { BODIES_START, CRC32, openBodies, readChecked, removeLeftovers, writeStreamed } from './cache-files.js'
import { IndexCodec, type StoredIndex } from './index-format.js'
import { appendBodies, type CurrentBodies, copyBodies, publishBodies, type SavedBodies } from './save-bodies.js'

/**
 * Where entries loaded from the cache keep their body: `memory` (read when the cache is loaded),
 * `file` (a range of `bodies.bin`, read each time the body is fetched from the run's `BodyStore`:
 * a build of a large site never holds all of it), or `none` (empty bodies; nothing is written).
 */
export type CacheBodies = 'memory' | 'file' | 'none'

/**
 * Compiled pages from the previous build, keyed by a hash of the source path and text. The whole
 * cache is tied to a key (docsgen version + compiler settings): a different key starts empty.
 *
 * Two files, each with a CRC-32 checksum so a truncated
 * or corrupted cache is detected and ignored (the build then compiles everything and writes a
 * fresh one): `compile.bin` holds every page's
 * metadata (title, headings, anchors, links, diagnostics...), `bodies.bin` the HTML and plain
 * text, about nine tenths of the bytes. `check-links` opens the cache without bodies: it reads
 * the small file only, and never writes.
 *
 * Each entry can carry its source file's stamp (size, times, inode) from when the source was
 * read: a later run whose file has the same stamp knows the entry key without reading and hashing
 * the file (see `entryKeyByStamp`).
 *
 * Without `dir` the cache lives in memory only (`docsgen serve --no-cache`). Either way one
 * instance can serve many builds: `save` makes the entries used by the build just finished the
 * ones the next build looks up, so a long-lived cache (the dev server's) recompiles only what
 * changed and never grows with stale entries.
 */
export class CompileCache {
  readonly #dir: string | undefined
  readonly #key: string
  readonly #bodies: CacheBodies
  #entries = new Map<string, CompiledEntry>()
  #used = new Map<string, CompiledEntry>()
  /** Source stamps by entry key (see `entryKeyByStamp`). */
  #stamps = new Map<string, string>()
  /** Entry keys by source and stamp. */
  #byStamp = new Map<string, string>()
  /** The stamp last recorded for each source (page or small source), with the page's entry key. */
  #stampOfSource = new Map<string, { stamp: string; key?: string }>()
  /** Texts of small sources (`_category_.json`) by source, with their file's stamp. */
  #texts = new Map<string, { stamp: string; text: string }>()
  /** Those looked up or set by the current build. */
  #usedTexts = new Map<string, { stamp: string; text: string }>()
  /** Set by `save`: the next `get`/`set` starts the next build's set of used entries. */
  #saved = false
  /** `#stamps` and `#byStamp` may name entries the last `save` dropped (see `save`). */
  #staleStamps = false
  /** The file this build's compiled bodies are written into (`newBodyFile`), until `save`. */
  #fresh: BodyFile | undefined
  /** Reads and writes the index, keeping each page's encoded line from a load to the next save. */
  readonly #codec = new IndexCodec()
  /** The bodies file on disk, open, when the loaded or saved entries point into it (see `appendBodies`). */
  #current: CurrentBodies | undefined
  /** The entries differ from the files (nothing is written when a build changed nothing). */
  #dirty = true
  /** Why the stored cache was not used, for `--debug`. */
  status: 'empty' | 'loaded' | 'stale' | 'corrupt' = 'empty'

  /**
   * `bodies`: see `CacheBodies`; `true` is `memory`, `false` is `none` (for checks that need no
   * HTML: entries come back with empty bodies, and `save` writes nothing).
   */
  constructor(options: { dir?: string | undefined; key: string; bodies?: boolean | CacheBodies }) {
    this.#dir = options.dir
    this.#key = options.key
    const bodies = options.bodies ?? true
    this.#bodies = bodies === true ? 'memory' : bodies === false ? 'none' : bodies
  }

  /** The folder the cache is kept in; undefined: in memory only. */
  get dir(): string | undefined {
    return this.#dir
  }

  /** The entry key of one source: a hash of its path and text. */
  static entryKey(source: string, text: string): string {
    return createHash('sha256').update(source).update('\0').update(text).digest('base64url')
  }

  #loading: Promise<void> | undefined

  /** Read the stored cache, once (later calls wait for the first). */
  load(): Promise<void> {
    this.#loading ??= this.#load()
    return this.#loading
  }

  async #load(): Promise<void> {
    if (this.#dir === undefined) return
    const index = await readChecked(path.join(this.#dir, 'compile.bin'))
    if (index === 'missing') return
    if (index === 'corrupt') {
      this.status = 'corrupt'
      return
    }
    let stored: StoredIndex
    try {
      // Pages without bodies are for `check-links`, which reads no headings either.
      stored = this.#codec.decode(index.body, { headings: this.#bodies !== 'none' })
    } catch {
      this.status = 'corrupt'
      return
    }
    if (stored.key !== this.#key) {
      this.status = 'stale'
      return
    }
    const entries = new Map<string, CompiledEntry>()
    let current: CurrentBodies | undefined
    if (this.#bodies === 'none') {
      for (const [entryKey, meta] of stored.entries) entries.set(entryKey, { meta, body: NO_BODY })
    } else {
      const bodies = await openBodies(path.join(this.#dir, 'bodies.bin'), {
        digest: stored.bodies,
        stamp: stored.bodiesStamp,
        length: stored.bodiesLength,
      })
      if (!bodies) {
        this.status = 'corrupt'
        return
      }
      const end = BODIES_START + (stored.bodiesLength ?? bodies.size - BODIES_START)
      if (this.#bodies === 'file') current = { file: bodies, digest: Buffer.from(stored.bodies, 'base64'), end }
      try {
        for (const [entryKey, meta, start, end] of stored.entries) {
          const range = { start: BODIES_START + start, end: BODIES_START + end }
          if (this.#bodies === 'file') entries.set(entryKey, { meta, body: { file: bodies, ...range } })
          else {
            const bytes = bodies.read(range.start, range.end, scratchBuffer(range.end - range.start))
            entries.set(entryKey, { meta, body: { body: deserializeBody(bytes) } })
          }
        }
      } catch {
        this.status = 'corrupt'
        return
      } finally {
        if (this.#bodies === 'memory') bodies.close()
      }
    }
    for (const [entryKey, meta, , , stamp] of stored.entries) {
      if (stamp === undefined) continue
      this.#stamps.set(entryKey, stamp)
      this.#byStamp.set(stampKey(meta.source, stamp), entryKey)
      this.#stampOfSource.set(meta.source, { stamp, key: entryKey })
    }
    for (const [source, stamp, text] of stored.texts ?? []) {
      this.#texts.set(source, { stamp, text })
      this.#stampOfSource.set(source, { stamp })
    }
    this.#entries = entries
    this.#current = current
    this.status = 'loaded'
    this.#dirty = false
  }

  /** Entries of the last build: loaded from disk, or kept by its `save` (0 for a new or unreadable cache). */
  get size(): number {
    return this.#entries.size
  }

  get(entryKey: string): CompiledEntry | undefined {
    this.#startBuild()
    const hit = this.#entries.get(entryKey)
    if (hit) this.#used.set(entryKey, hit)
    return hit
  }

  set(entryKey: string, entry: CompiledEntry): void {
    this.#startBuild()
    this.#used.set(entryKey, entry)
    this.#dirty = true
  }

  /**
   * The entry key of `source` when its file's stamp is the one recorded with an entry (so its
   * text is the one the entry was compiled from), else undefined: then read and hash the file.
   */
  entryKeyByStamp(source: string, stamp: string): string | undefined {
    return this.#byStamp.get(stampKey(source, stamp))
  }

  /** Record the stamp of the file whose text has this entry key (saved with the entry). */
  setStamp(source: string, entryKey: string, stamp: string): void {
    const recorded = this.#stampOfSource.get(source)
    if (recorded?.stamp !== stamp || recorded.key !== entryKey)
      this.#stampOfSource.set(source, { stamp, key: entryKey })
    if (this.#stamps.get(entryKey) === stamp) return
    this.#stamps.set(entryKey, stamp)
    this.#byStamp.set(stampKey(source, stamp), entryKey)
    this.#dirty = true
  }

  /**
   * The stamp last recorded for a source (page or small source), and a page's entry key with it:
   * its file's stamp and key now, for a caller that knows the file did not change since (the dev
   * server's watcher says which did).
   */
  recordedStamp(source: string): { stamp: string; key?: string } | undefined {
    return this.#stampOfSource.get(source)
  }

  /**
   * The HTML of the body last compiled for `source` (the entry its recorded stamp names, else the
   * last build's entry of that source), without counting that entry as used: a page being compiled again takes its unchanged code blocks from
   * it (see `highlightSeedOf`).
   */
  previousHtml(source: string): string | undefined {
    const key = this.#stampOfSource.get(source)?.key
    let body = key === undefined ? undefined : this.#entries.get(key)?.body
    // No stamp recorded (the file had just changed when the last build read it): by its source.
    if (!body) for (const entry of this.#entries.values()) if (entry.meta.source === source) body = entry.body
    if (!body || body === NO_BODY) return undefined
    try {
      return isStored(body) ? readBodyHtml(body) : body.body.html
    } catch {
      return undefined
    }
  }

  /** The file of `source` has no stamp to trust now (changed in the last seconds, or while read). */
  forgetStamp(source: string): void {
    this.#stampOfSource.delete(source)
  }

  /**
   * The text of a small source (`_category_.json`) recorded with this stamp of its file, so it
   * need not be read; undefined when the file changed (or was never recorded): then read it.
   */
  textByStamp(source: string, stamp: string): string | undefined {
    this.#startBuild()
    const known = this.#texts.get(source)
    if (known?.stamp !== stamp) return undefined
    this.#usedTexts.set(source, known)
    return known.text
  }

  /** Record the text of a small source read from a file with this stamp. */
  setText(source: string, stamp: string, text: string): void {
    this.#startBuild()
    this.#stampOfSource.set(source, { stamp })
    const known = this.#texts.get(source)
    if (known?.stamp !== stamp || known.text !== text) this.#dirty = true
    this.#usedTexts.set(source, { stamp, text })
  }

  /**
   * A new file in the cache folder for the bodies this build compiles (its compile workers write
   * into it), undefined when bodies are not kept in files or there is no folder. When it ends up
   * holding the body of every entry (a cold build), `save` makes it `bodies.bin` by renaming it:
   * the bodies of a large site are written once, not copied. Otherwise it is removed at `save`.
   */
  newBodyFile(): BodyFile | undefined {
    if (this.#dir === undefined || this.#bodies !== 'file') return undefined
    if (!this.#fresh) {
      mkdirSync(this.#dir, { recursive: true })
      removeLeftovers(this.#dir)
      const name = `bodies.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      this.#fresh = BodyFile.create(path.join(this.#dir, name), BODIES_START)
    }
    return this.#fresh
  }

  /**
   * Keep the entries used by this build (others are dropped) for the next build and, with a
   * `dir`, write them: the bodies (a cold build's file renamed into place, a warm build's appended
   * to the file there, or all of them copied to a new file; see `save-bodies.ts`), then the index
   * (to a temporary name, then renamed), which names the bodies it points into: a save killed
   * midway leaves the last index and the bodies it names as they were.
   * `persist: false` keeps them in memory only (the dev server writes the files when idle).
   */
  async save(options: { persist?: boolean } = {}): Promise<void> {
    if (!this.#saved) {
      // Every entry used was read from `#entries`: the same size means the same set.
      if (this.#used.size !== this.#entries.size || this.#usedTexts.size !== this.#texts.size) this.#dirty = true
      this.#entries = this.#used
      this.#texts = this.#usedTexts
      this.#saved = true
      this.#staleStamps = true
    }
    const fresh = this.#fresh
    this.#fresh = undefined
    try {
      // The dev server's saves after each edit keep the stamps of dropped entries: one found by
      // `entryKeyByStamp` has no entry, and the page is read, as when no stamp matched. They are
      // dropped when the cache is written (a pass over every stamp, 10 ms at 10,000 pages).
      if (options.persist === false) return
      this.#dropStaleStamps()
      if (this.#dir === undefined || !this.#dirty || this.#bodies === 'none') return
      await mkdir(this.#dir, { recursive: true })
      const bodiesFile = path.join(this.#dir, 'bodies.bin')
      const entries = this.#entries
      const stamps = this.#stamps
      const current = this.#current
      this.#current = undefined
      let saved: SavedBodies | undefined
      const input = { entries, stamps, target: bodiesFile }
      if (fresh && [...entries.values()].every(({ body }) => isStored(body) && body.file === fresh)) {
        saved = await publishBodies({ ...input, fresh })
      } else if (current) saved = appendBodies({ ...input, current })
      saved ??= await copyBodies(input)
      const texts = [...this.#texts].map(([source, { stamp, text }]): [string, string, string] => [source, stamp, text])
      const index = this.#codec.encode({
        key: this.#key,
        bodies: saved.digest.toString('base64'),
        bodiesStamp: fileStamp(statSync(bodiesFile, { bigint: true })),
        bodiesLength: saved.end - BODIES_START,
        entries: saved.entries,
        texts,
      })
      await writeStreamed(path.join(this.#dir, 'compile.bin'), CRC32, (append) => append(index))
      this.#current = saved.current
      this.#dirty = false
    } finally {
      // Not published: its bodies are still readable through the open file.
      fresh?.discard()
    }
  }

  /** Forget the stamps of entries `save` dropped. */
  #dropStaleStamps(): void {
    if (!this.#staleStamps) return
    this.#staleStamps = false
    this.#byStamp = new Map()
    for (const [entryKey, stamp] of this.#stamps) {
      const entry = this.#entries.get(entryKey)
      if (entry) this.#byStamp.set(stampKey(entry.meta.source, stamp), entryKey)
      else this.#stamps.delete(entryKey)
    }
  }

  #startBuild(): void {
    if (!this.#saved) return
    this.#used = new Map()
    this.#usedTexts = new Map()
    this.#saved = false
  }
}

/** The key of a source file's stamp in `#byStamp`. */
function stampKey(source: string, stamp: string): string {
  return `${source}\0${stamp}`
}
