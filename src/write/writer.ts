import type { DeferredPage } from '../render/index.js'

/** A file of the built site. */
export interface OutputFile {
  /** Relative to the output folder, `/` separators (`dev-docs/cli/index.html`). */
  path: string
  contents: string | Uint8Array
  /**
   * A page rendered only when asked for (the dev server's `MemoryWriter` keeps it so; `contents`
   * is then empty, and a writer to disk renders it).
   */
  deferred?: DeferredPage
}

/**
 * Files of the site made only when one of them is first asked for (the dev server's search index
 * and Markdown files: made from every page, they are made again after an edit only if read).
 */
export interface DeferredFiles {
  /** Whether `path` is one of these files (made yet or not). */
  covers(path: string): boolean
  /** The files (made on the first call; later calls get the same promise). */
  make(): Promise<readonly { fileName: string; contents: string | Uint8Array }[]>
}

/** What a writer wrote. */
export interface WriteResult {
  files: number
  bytes: number
}

/** Where the built site goes: a folder on disk (`FsWriter`) or memory (`MemoryWriter`, dev server and tests). */
export interface Writer {
  /** Start a new output; nothing is visible until `commit`. */
  begin(): Promise<void>
  add(file: OutputFile): Promise<void>
  /** Copy a folder (the site's `static/`) into the output root. */
  copyDir(fromAbs: string): Promise<void>
  /** Writers on disk (`FsWriter`): copy one file (a symbolic link as a link) into the new output at `path`. */
  copyFile?(fromAbs: string, path: string): Promise<void>
  /** Writers on disk (`FsWriter`): whether the new output has `path` already (written or kept). */
  has?(path: string): boolean
  /** Make the new output visible at once, replacing the previous one. */
  commit(): Promise<WriteResult>
  /** Drop everything written since `begin` (the previous output stays). */
  abort(): Promise<void>
  /**
   * Writers that keep the previous output (`FsWriter`): the stamps (size, modification time,
   * inode) of these files of the current output, for those that exist.
   */
  stamps?(paths: readonly string[]): Promise<Map<string, string>>
  /**
   * Put a file of the current output into the new one unchanged (a hard link, else a copy), if it
   * still has `stamp`; false if it does not (changed, gone). See `stamps`.
   */
  reuse?(path: string, stamp: string): Promise<boolean>
  /**
   * `reuse`, when the file also holds exactly `contents`: a file whose name says nothing of its
   * content (a page's `.md`) is kept when it was made again the same.
   */
  reuseIfSame?(path: string, stamp: string, contents: string | Uint8Array): Promise<boolean>
  /**
   * Writers that hold the previous output in memory (`MemoryWriter` of the dev server): put its
   * file at `path` into the new output as it is; false when it has none. Only for files whose
   * name changes with their content (a page's local files, mermaid's chunks).
   */
  keepNamedByContent?(path: string): boolean
  /**
   * Writers on disk asked to (`FsWriter` with `stampCommitted`): the stamps of the output's files
   * (see `folderStamps`) read as `commit` made it visible, before another build could replace it.
   */
  committedStamps?(): ReadonlyMap<string, string> | undefined
  /**
   * Writers on disk (`FsWriter`): where to write the file at `path` of the new output oneself
   * (making its folder), for a worker thread to write it; `wrote(bytes)` counts it once written.
   */
  reserve?(path: string): { file: string; wrote(bytes: number): void }
  /** Writers in memory (`MemoryWriter`, the dev server's): keep files to be made when asked for. */
  defer?(files: DeferredFiles): void
}
