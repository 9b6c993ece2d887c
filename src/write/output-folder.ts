import { spawn } from 'node:child_process'
import type { Stats } from 'node:fs'
import { existsSync, readdirSync, rmdirSync, rmSync, statSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { makeFolder } from '../files/index.js'

// The file-system helpers of `FsWriter`: walking, pruning and deleting output folders.

/** Every file under `root`, as `/`-separated paths relative to it (a walk: `readdirSync`'s own recursion was 7x slower). */
export function filesUnder(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      else files.push(`${prefix}${entry.name}`)
    }
  }
  if (existsSync(root)) walk(root, '')
  return files
}

/** Make `dir` (inside `root`), removing any file that stands where one of its folders goes. */
export function makeParentFolder(dir: string, root: string): void {
  const parts = path
    .relative(root, dir)
    .split(path.sep)
    .filter((part) => part !== '')
  let at = root
  for (const part of parts) {
    at = path.join(at, part)
    const stats = statSync(at, { throwIfNoEntry: false })
    if (stats?.isDirectory()) continue
    if (stats) rmSync(at)
    makeFolder(at)
  }
}

/**
 * The entries of every folder under `root` (by `/`-ended path relative to it, '' for the root):
 * each entry's name, and whether it is a folder. See `listInBackground`.
 */
export type FolderListing = ReadonlyMap<string, readonly { name: string; folder: boolean }[]>

/**
 * The walk `listInBackground` runs on its thread (`workerData`: the root, and the names of folders
 * at the root to leave out; it posts `[prefix, names, folders][]`).
 */
const LISTING_SCRIPT = `
const { readdirSync } = require('node:fs')
const path = require('node:path')
const { parentPort, workerData } = require('node:worker_threads')
const { root, others } = workerData
const out = []
const walk = (dir, prefix) => {
  const entries = readdirSync(dir, { withFileTypes: true })
  out.push([prefix, entries.map((e) => e.name), entries.map((e) => e.isDirectory())])
  for (const e of entries) {
    if (prefix === '' && others.includes(e.name)) continue
    if (e.isDirectory()) walk(path.join(dir, e.name), prefix + e.name + '/')
  }
}
try { walk(root, '') } catch { out.length = 0 }
parentPort.postMessage(out)
`

/** A walk of a folder under way on another thread: its result, and a way to stop it when it is not wanted. */
export interface BackgroundListing {
  listing: Promise<FolderListing | undefined>
  stop(): void
}

/**
 * Every folder's entries under `root` (but the folders `others` names at the root: other builds'),
 * read on a thread of their own while this one goes on (a warm build of 10,000 pages reads 10,000
 * folders: ~0.2-0.4 s of this thread at its end, where the other cores wait). Undefined when the
 * walk failed or was stopped: `prune` then reads the folders itself.
 */
export function listInBackground(root: string, others: readonly string[] = []): BackgroundListing {
  let worker: Worker | undefined
  const listing = new Promise<FolderListing | undefined>((resolve) => {
    try {
      worker = new Worker(LISTING_SCRIPT, { eval: true, workerData: { root, others } })
    } catch {
      resolve(undefined)
      return
    }
    worker.once('message', (rows: [string, string[], boolean[]][]) => {
      const listing = new Map<string, { name: string; folder: boolean }[]>()
      for (const [prefix, names, folders] of rows)
        listing.set(
          prefix,
          names.map((name, i) => ({ name, folder: folders[i] === true })),
        )
      resolve(rows.length > 0 ? listing : undefined)
      void worker?.terminate()
    })
    worker.once('error', () => resolve(undefined))
    worker.once('exit', () => resolve(undefined))
  })
  return { listing, stop: () => void worker?.terminate() }
}

/**
 * Delete the files under `root` that `keep` does not name, and the folders left empty, in one walk;
 * with `stamps`, the stamp of each file kept, as `folderStamps` reads them (one walk, not two):
 * from `known` when it has the file's (a file this build read the stamp of and left alone), else
 * read now. With `listed` (see `listInBackground`, read before this build changed the folder),
 * the folders are not read again, except those `changed` names (`/`-ended, with every folder
 * above them): the ones this build wrote into.
 */
export function prune(
  root: string,
  keep: (file: string) => boolean,
  // `others`: the folders of other builds (see FsWriter's `keep`), neither pruned nor stamped.
  {
    stamps,
    others,
    known,
    listed,
  }: {
    stamps: Map<string, string> | undefined
    others: ReadonlySet<string>
    known?: (file: string) => string | undefined
    listed?: { listing: FolderListing; changed: ReadonlySet<string> } | undefined
  },
): void {
  const entriesOf = (dir: string, prefix: string): readonly { name: string; folder: boolean }[] => {
    const known = listed && !listed.changed.has(prefix) ? listed.listing.get(prefix) : undefined
    if (known) return known
    return readdirSync(dir, { withFileTypes: true }).map((entry) => ({ name: entry.name, folder: entry.isDirectory() }))
  }
  const visit = (dir: string, prefix: string): boolean => {
    let empty = true
    for (const entry of entriesOf(dir, prefix)) {
      const abs = path.join(dir, entry.name)
      if (prefix === '' && others.has(entry.name)) {
        empty = false
        continue
      }
      if (entry.folder) {
        if (visit(abs, `${prefix}${entry.name}/`)) removeFolder(abs)
        else empty = false
      } else if (keep(`${prefix}${entry.name}`)) {
        empty = false
        if (stamps) {
          const stamp = known?.(`${prefix}${entry.name}`)
          if (stamp !== undefined) stamps.set(path.relative(root, abs), stamp)
          else {
            const stats = statSync(abs, { throwIfNoEntry: false })
            if (stats) stamps.set(path.relative(root, abs), stampOf(stats))
          }
        }
      } else rmSync(abs, { force: true })
    }
    return empty
  }
  visit(root, '')
}

/** An empty folder removed; one something else wrote into meanwhile stays. */
function removeFolder(dir: string): void {
  try {
    rmdirSync(dir)
  } catch {}
}

/** Every folder above the files (`/`-ended, the root as ''): those a build that wrote them changed. */
export function foldersAbove(files: Iterable<string>): Set<string> {
  const folders = new Set<string>([''])
  for (const file of files) {
    for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) {
      const folder = file.slice(0, at + 1)
      if (folders.has(folder)) break
      folders.add(folder)
    }
  }
  return folders
}

/**
 * Delete folders from a detached process that outlives this one (the build does not wait for
 * it); where no process can be started, here and now.
 */
export function removeInBackground(dirs: readonly string[]): void {
  if (dirs.length === 0) return
  const script =
    'for (const d of JSON.parse(process.argv[1])) try { require("fs").rmSync(d, { recursive: true, force: true }) } catch {}'
  try {
    const child = spawn(process.execPath, ['-e', script, JSON.stringify(dirs)], {
      detached: true,
      stdio: 'ignore',
      windowsHide: true,
    })
    child.on('error', () => removeNow(dirs))
    child.unref()
  } catch {
    removeNow(dirs)
  }
}

export function removeNow(dirs: readonly string[]): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}

/** What tells a file changed without reading it: size, modification time, inode. */
export function stampOf(stats: Stats): string {
  return `${stats.size}:${stats.mtimeMs}:${stats.ino}`
}

export async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0
  let bytes = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    files++
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return { files, bytes }
}
