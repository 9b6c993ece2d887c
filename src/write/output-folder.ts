import { spawn } from 'node:child_process'
import type { Stats } from 'node:fs'
import { existsSync, readdirSync, rmdirSync, rmSync, statSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
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
 * Delete the files under `root` that `keep` does not name, and the folders left empty, in one walk;
 * with `stamps`, the stamp of each file kept, as `folderStamps` reads them (one walk, not two):
 * from `known` when it has the file's (a file this build read the stamp of and left alone), else
 * read now.
 */
export function prune(
  root: string,
  keep: (file: string) => boolean,
  // `others`: the folders of other builds (see FsWriter's `keep`), neither pruned nor stamped.
  {
    stamps,
    others,
    known,
  }: {
    stamps: Map<string, string> | undefined
    others: ReadonlySet<string>
    known?: (file: string) => string | undefined
  },
): void {
  const visit = (dir: string, prefix: string): boolean => {
    let empty = true
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name)
      if (prefix === '' && others.has(entry.name)) {
        empty = false
        continue
      }
      if (entry.isDirectory()) {
        if (visit(abs, `${prefix}${entry.name}/`)) rmdirSync(abs)
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
      } else rmSync(abs)
    }
    return empty
  }
  visit(root, '')
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
