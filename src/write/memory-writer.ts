import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { stampOf, toPosix } from '../files/index.js'
import type { DeferredPage } from '../render/index.js'
import type { DeferredFiles, OutputFile, WriteResult, Writer } from './writer.js'

/** A file as `MemoryWriter` keeps it: its contents, or a page rendered when first asked for. */
export type MemoryFile = string | Uint8Array | DeferredPage

/** Whether a kept file is a page not rendered when it was written. */
export function isDeferred(file: MemoryFile): file is DeferredPage {
  return typeof file !== 'string' && !(file instanceof Uint8Array)
}

/** The contents of a kept file (a deferred page rendered now). */
export function contentsOf(file: MemoryFile): string | Uint8Array {
  return isDeferred(file) ? file.html() : file
}

/** Deferred files as the writer keeps them: made once, by name. */
interface KeptDeferred {
  covers(path: string): boolean
  made(): Promise<Map<string, string | Uint8Array>>
}

/** Keeps the built site in memory: for the dev server and for tests. */
export class MemoryWriter implements Writer {
  /** The committed output, by path. */
  files: ReadonlyMap<string, MemoryFile> = new Map()
  /** The size in bytes of each committed file (0 for a page not rendered yet). */
  sizes: ReadonlyMap<string, number> = new Map()
  #pending = new Map<string, MemoryFile>()
  /** Files made when first asked for (see `file`), committed with the rest. */
  #deferred: KeptDeferred[] = []
  #pendingDeferred: KeptDeferred[] = []
  #previous: MemoryWriter | undefined
  /** The files `copyDir` read, by output path: their source and its stamp, and what was read. */
  #copied = new Map<string, { from: string; stamp: string; contents: Uint8Array }>()

  /**
   * `previous`: the writer of the last output (the dev server's last build): a file it holds
   * unchanged (the same string) keeps its size, so a rebuild does not measure every page again.
   */
  constructor(options: { previous?: MemoryWriter | undefined } = {}) {
    this.#previous = options.previous
  }

  async begin(): Promise<void> {
    this.#pending = new Map()
    this.#pendingDeferred = []
    this.#copied = new Map()
  }

  defer(files: DeferredFiles): void {
    let made: Promise<Map<string, string | Uint8Array>> | undefined
    this.#pendingDeferred.push({
      covers: (file) => files.covers(file),
      // Made once, even for requests that come at the same time.
      made: () => {
        made ??= files.make().then((list) => new Map(list.map((file) => [file.fileName, file.contents])))
        return made
      },
    })
  }

  /**
   * A committed file: one written, else one of the deferred files that cover `filePath` (made now
   * if they were not yet). Undefined when there is none.
   */
  async file(filePath: string): Promise<MemoryFile | undefined> {
    const written = this.files.get(filePath)
    if (written !== undefined) return written
    for (const deferred of this.#deferred) {
      if (!deferred.covers(filePath)) continue
      const found = (await deferred.made()).get(filePath)
      if (found !== undefined) return found
    }
    return undefined
  }

  keepNamedByContent(filePath: string): boolean {
    const kept = this.#previous?.files.get(filePath)
    if (kept === undefined) return false
    this.#pending.set(filePath, kept)
    return true
  }

  async add(file: OutputFile): Promise<void> {
    this.#pending.set(file.path, file.deferred ?? file.contents)
  }

  /**
   * The folder's files at the output root. A file the previous writer read from the same source
   * with the same stamp is not read again (the dev server rebuilds after every edit, and a site's
   * static folder can hold tens of MB of images).
   */
  async copyDir(fromAbs: string): Promise<void> {
    if (!existsSync(fromAbs)) return
    for (const entry of await readdir(fromAbs, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue
      const abs = path.join(entry.parentPath, entry.name)
      const rel = toPosix(path.relative(fromAbs, abs))
      if (this.#pending.has(rel)) continue
      // A file changed in the last two seconds is read every time (see `stampOf`).
      const stamp = stampOf(abs)
      const previous = this.#previous
      const known = previous === undefined ? undefined : previous.#copied.get(rel)
      const contents =
        stamp !== undefined && known?.from === abs && known.stamp === stamp ? known.contents : await readFile(abs)
      if (stamp !== undefined) this.#copied.set(rel, { from: abs, stamp, contents })
      this.#pending.set(rel, contents)
    }
  }

  async commit(): Promise<WriteResult> {
    const sorted = new Map([...this.#pending].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    const sizes = new Map<string, number>()
    let bytes = 0
    for (const [file, contents] of sorted) {
      const size =
        this.#previous?.files.get(file) === contents
          ? (this.#previous.sizes.get(file) ?? 0)
          : typeof contents === 'string'
            ? Buffer.byteLength(contents)
            : contents instanceof Uint8Array
              ? contents.byteLength
              : 0
      sizes.set(file, size)
      bytes += size
    }
    this.files = sorted
    this.sizes = sizes
    this.#deferred = this.#pendingDeferred
    // Not kept: each writer holding the one before would hold every output since the start.
    this.#previous = undefined
    return { files: sorted.size, bytes }
  }

  async abort(): Promise<void> {
    this.#pending = new Map()
    this.#pendingDeferred = []
  }

  /** A committed file as text (tests; a deferred page is rendered). */
  text(filePath: string): string | undefined {
    const file = this.files.get(filePath)
    if (file === undefined) return undefined
    const c = contentsOf(file)
    return typeof c === 'string' ? c : Buffer.from(c).toString('utf8')
  }
}
