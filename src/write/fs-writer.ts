import { copyFileSync, existsSync, linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cp, lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { folderStamps, makeFolder } from '../files/index.js'
import {
  type BackgroundListing,
  type FolderListing,
  filesUnder,
  foldersAbove,
  listInBackground,
  makeParentFolder,
  prune,
  removeInBackground,
  sizeOf,
  stampOf,
} from './output-folder.js'
import type { OutputFile, WriteResult, Writer } from './writer.js'

/**
 * Writes the site into a temporary folder beside the output folder and swaps it in on `commit`,
 * so a failed or interrupted build never leaves a half-written site behind.
 */
export class FsWriter implements Writer {
  readonly outDir: string
  readonly #tmpDir: string
  readonly #madeDirs = new Set<string>()
  /** Files of the current output kept as they are (`reuse`). */
  readonly #kept = new Set<string>()
  /** Stamps and sizes of files of the current output, read by `stamps` in this build. */
  readonly #stamped = new Map<string, { stamp: string; size: number }>()
  #files = 0
  #bytes = 0
  /** Set by `abort`: writes still in flight stop instead of recreating the temporary folder. */
  #aborted = false
  /** The current output's folders, read on another thread once a file of it was kept (see `#updateInPlace`). */
  #listing: BackgroundListing | undefined

  readonly #stampCommitted: boolean
  #committed: Map<string, string> | undefined
  /** Folders of the output that other builds write (see the constructor's `keep`). */
  readonly #keep: ReadonlySet<string>
  /** Where the temporary folder and old outputs go, and the name they end with. */
  readonly #beside: { dir: string; name: string }

  /**
   * `stampCommitted`: read every file's stamp as `commit` ends (see `committedStamps`). `keep`:
   * names of folders of the output another build writes (a site's other locales), which `commit`
   * leaves as they are. `besideOf`: an output folder holding this one (a locale's, inside the
   * site's), beside which the temporary folder goes rather than inside it.
   */
  constructor(outDir: string, options: { stampCommitted?: boolean; keep?: readonly string[]; besideOf?: string } = {}) {
    this.#stampCommitted = options.stampCommitted === true
    this.#keep = new Set(options.keep ?? [])
    this.outDir = path.resolve(outDir)
    const outer = options.besideOf === undefined ? undefined : path.resolve(options.besideOf)
    const name = outer ? `${path.basename(outer)}-${path.basename(this.outDir)}` : path.basename(this.outDir)
    this.#beside = { dir: path.dirname(outer ?? this.outDir), name }
    this.#tmpDir = path.join(this.#beside.dir, `.docsgen-tmp-${process.pid}-${name}`)
  }

  /** The temporary folder, removed by `abort` (also on SIGINT/SIGTERM by the CLI). */
  get tempDir(): string {
    return this.#tmpDir
  }

  async begin(): Promise<void> {
    this.#aborted = false
    await rm(this.#tmpDir, { recursive: true, force: true })
    await mkdir(this.#tmpDir, { recursive: true })
    this.#madeDirs.clear()
    this.#madeDirs.add(this.#tmpDir)
    this.#kept.clear()
    this.#stamped.clear()
    this.#committed = undefined
    this.#stopListing()
    this.#files = 0
    this.#bytes = 0
  }

  /** The path of `file` in the temporary folder. */
  #path(file: string): string {
    if (this.#aborted) throw new Error('Internal error: write after abort')
    const abs = path.join(this.#tmpDir, ...file.split('/'))
    if (!abs.startsWith(this.#tmpDir + path.sep))
      throw new Error(`Internal error: output path escapes the output folder: ${file}`)
    return abs
  }

  /** The path of `file` in the temporary folder, its folder made. */
  async #target(file: string): Promise<string> {
    const abs = this.#path(file)
    const dir = path.dirname(abs)
    if (!this.#madeDirs.has(dir)) {
      await mkdir(dir, { recursive: true })
      this.#madeDirs.add(dir)
    }
    return abs
  }

  async add(file: OutputFile): Promise<void> {
    if (file.deferred) return this.add({ path: file.path, contents: file.deferred.html() })
    const size = typeof file.contents === 'string' ? file.contents.length : file.contents.byteLength
    if (size <= SMALL_FILE) {
      // Small files (10000 pages' .md files, search fragments) synchronously: two system calls of
      // microseconds each, where the promise API's round trip through libuv's thread pool cost
      // several times that (the llms stage spent most of its 4.6 s at 10000 pages waiting on it).
      const abs = this.#path(file.path)
      const dir = path.dirname(abs)
      if (!this.#madeDirs.has(dir)) {
        makeFolder(dir)
        this.#madeDirs.add(dir)
      }
      writeFileSync(abs, file.contents)
    } else await writeFile(await this.#target(file.path), file.contents)
    this.#files++
    this.#bytes += typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength
  }

  reserve(file: string): { file: string; wrote(bytes: number): void } {
    const abs = this.#path(file)
    return {
      file: abs,
      wrote: (bytes) => {
        this.#files++
        this.#bytes += bytes
      },
    }
  }

  // `stamps` and `reuse` make a system call or two per page of a warm build (10000 for a large
  // site), each over in microseconds: made synchronously, as the promise API's round trip through
  // libuv's thread pool costs several times the call and left this thread waiting on the pool.

  async stamps(paths: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>()
    // After `commit`, the output's stamps as it was committed, when they were read (in the same walk).
    const committed = this.#committed
    for (const file of paths) {
      const known = committed?.get(file.split('/').join(path.sep))
      if (known !== undefined) found.set(file, known)
      else {
        const now = this.#stampOf(file)
        if (now) found.set(file, now.stamp)
      }
    }
    return found
  }

  async reuse(file: string, stamp: string): Promise<boolean> {
    // A warm build stamps every page when it starts (`stamps`): not asked again here.
    const now = this.#stamped.get(file) ?? this.#stampOf(file)
    if (now?.stamp !== stamp) return false
    // Left where it is: `commit` then updates the output in place (see there), with the
    // output's folders read meanwhile.
    this.#path(file)
    this.#kept.add(file)
    this.#listing ??= listInBackground(this.outDir, [...this.#keep])
    this.#files++
    this.#bytes += now.size
    return true
  }

  async reuseIfSame(file: string, stamp: string, contents: string | Uint8Array): Promise<boolean> {
    const now = this.#stamped.get(file) ?? this.#stampOf(file)
    if (now?.stamp !== stamp) return false
    const size = typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength
    // Large files (`/llms-full.txt`) are written: comparing would hold two copies at once.
    if (now.size !== size || size > SAME_FILE_LIMIT) return false
    let existing: Buffer
    try {
      existing = readFileSync(path.join(this.outDir, ...file.split('/')))
    } catch {
      return false
    }
    if (!existing.equals(typeof contents === 'string' ? Buffer.from(contents) : contents)) return false
    return this.reuse(file, stamp)
  }

  /** The stamp and size of a file of the current output, remembered for `reuse`. */
  #stampOf(file: string): { stamp: string; size: number } | undefined {
    const stats = statSync(path.join(this.outDir, ...file.split('/')), { throwIfNoEntry: false })
    if (!stats?.isFile()) return undefined
    const now = { stamp: stampOf(stats), size: stats.size }
    this.#stamped.set(file, now)
    return now
  }

  async copyFile(fromAbs: string, file: string): Promise<void> {
    const abs = await this.#target(file)
    // As `copyDir` copies: a symbolic link stays a link.
    await cp(fromAbs, abs, { force: true, dereference: false })
    this.#files++
    this.#bytes += (await lstat(fromAbs)).size
  }

  has(file: string): boolean {
    return this.#kept.has(file) || existsSync(this.#path(file))
  }

  async copyDir(fromAbs: string): Promise<void> {
    if (!existsSync(fromAbs)) return
    await cp(fromAbs, this.#tmpDir, { recursive: true, force: false, errorOnExist: false, dereference: false })
    const counted = await sizeOf(fromAbs)
    this.#files += counted.files
    this.#bytes += counted.bytes
  }

  /**
   * Make the new output visible. When files of the current output were kept (`reuse`), it is
   * updated in place: each file written since `begin` is renamed over its old version (one
   * atomic step per file), then every file neither kept nor written is deleted. A warm build of
   * 10000 pages then touches the files that changed, not 10000 folders and links (4-7 s on this
   * project's shared machines). When most files were written anyway (a cold build, a change
   * every page shows), the new folder is swapped in whole, the kept files linked into it first.
   * Either way an interrupted or failed build before `commit` leaves the output as it was.
   */
  async commit(): Promise<WriteResult> {
    if (this.#kept.size > 0 && existsSync(this.outDir)) {
      if (this.#kept.size * 2 >= this.#files) {
        const listed = await this.#listing?.listing
        this.#listing = undefined
        this.#committed = this.#updateInPlace(listed)
        return { files: this.#files, bytes: this.#bytes }
      }
      this.#linkKept()
    }
    // Swapped in whole: the output's folders are not read.
    this.#stopListing()
    const parent = this.#beside.dir
    const trash = this.#trashName()
    const moved = existsSync(this.outDir)
    if (moved) await this.#moveKeptFolders()
    if (moved) await rename(this.outDir, trash)
    else await mkdir(path.dirname(this.outDir), { recursive: true })
    await rename(this.#tmpDir, this.outDir)
    this.#committed = this.#stampCommitted ? folderStamps(this.outDir, this.#keep) : undefined
    // The old output is out of the way at once; deleting it (a system call per folder and file:
    // 10000 pages took 0.5 s on a fast disk and 18 s on this project's shared machines) is left to
    // a process of its own, with any old output an earlier one did not get to.
    const leftovers = (await readdir(parent)).filter(
      (name) => name.startsWith(TRASH_PREFIX) && name.endsWith(`-${this.#beside.name}`),
    )
    removeInBackground(leftovers.map((name) => path.join(parent, name)))
    return { files: this.#files, bytes: this.#bytes }
  }

  committedStamps(): ReadonlyMap<string, string> | undefined {
    return this.#committed
  }

  /** A new name for a folder to delete, beside the output (see `TRASH_PREFIX`). */
  #trashName(): string {
    const name = `${TRASH_PREFIX}${process.pid}-${Date.now()}-${trashCount++}-${this.#beside.name}`
    return path.join(this.#beside.dir, name)
  }

  /** The folders other builds write (`keep`), moved from the current output into the new one before it is swapped in. */
  async #moveKeptFolders(): Promise<void> {
    for (const name of this.#keep) {
      const from = path.join(this.outDir, name)
      if (!existsSync(from)) continue
      const to = path.join(this.#tmpDir, name)
      // The site's own files of that name (a static folder) give way to the other build's output.
      await rm(to, { recursive: true, force: true })
      await rename(from, to)
    }
  }

  /** The kept files into the new folder: hard links (they keep their stamps for the next build), else copies. */
  #linkKept(): void {
    for (const file of this.#kept) {
      const from = path.join(this.outDir, ...file.split('/'))
      const abs = this.#path(file)
      // Written again after it was kept: the new version stays.
      if (existsSync(abs)) continue
      const dir = path.dirname(abs)
      if (!this.#madeDirs.has(dir)) {
        makeFolder(dir)
        this.#madeDirs.add(dir)
      }
      try {
        linkSync(from, abs)
      } catch {
        copyFileSync(from, abs)
      }
    }
  }

  /** The stamps of the output's files once updated, when asked for (`stampCommitted`), read by the walk that prunes it. */
  #updateInPlace(listing: FolderListing | undefined): Map<string, string> | undefined {
    const written = new Set<string>()
    const made = new Set<string>()
    for (const file of filesUnder(this.#tmpDir)) {
      written.add(file)
      const to = path.join(this.outDir, ...file.split('/'))
      const dir = path.dirname(to)
      if (!made.has(dir)) {
        makeParentFolder(dir, this.outDir)
        made.add(dir)
      }
      // A folder where the file goes (a page became a file, or the other way): it goes first.
      if (statSync(to, { throwIfNoEntry: false })?.isDirectory()) rmSync(to, { recursive: true, force: true })
      renameSync(path.join(this.#tmpDir, ...file.split('/')), to)
    }
    const stamps = this.#stampCommitted ? new Map<string, string>() : undefined
    const keep = this.#keep
    const other = (file: string) => keep.size > 0 && keep.has(file.slice(0, file.indexOf('/')))
    // A kept file was stamped when this build checked it (`reuse`) and is left as it was: the walk
    // reads the stamps of the files written only (10,000 system calls fewer after one edit).
    const known = (file: string) =>
      this.#kept.has(file) && !written.has(file) ? this.#stamped.get(file)?.stamp : undefined
    prune(this.outDir, (file) => written.has(file) || this.#kept.has(file) || other(file), {
      stamps,
      others: keep,
      known,
      // The folders read before the files written were moved in: those they went into are read again.
      listed: listing && { listing, changed: foldersAbove(written) },
    })
    // Renamed first: the next build of this process makes a folder of the same name at once.
    const trash = this.#trashName()
    renameSync(this.#tmpDir, trash)
    removeInBackground([trash])
    return stamps
  }

  /** The walk of the output (see `reuse`) stopped, if one is under way. */
  #stopListing(): void {
    this.#listing?.stop()
    this.#listing = undefined
  }

  async abort(): Promise<void> {
    this.#aborted = true
    this.#stopListing()
    await rm(this.#tmpDir, { recursive: true, force: true })
    // A directory creation that was already under way when abort began may land after the first
    // removal; a second pass on the next turn of the event loop catches it.
    await new Promise((resolve) => setImmediate(resolve))
    await rm(this.#tmpDir, { recursive: true, force: true })
  }
}

/** Old outputs waiting to be deleted: `.docsgen-old-<pid>-<time>-<n>-<output folder name>`, beside it. */
const TRASH_PREFIX = '.docsgen-old-'
let trashCount = 0

/** Files up to this size are compared with their previous version (see `reuseIfSame`). */
const SAME_FILE_LIMIT = 8 * 1024 * 1024

/** Files up to this size (characters or bytes) are written synchronously (see `add`). */
const SMALL_FILE = 64 * 1024
