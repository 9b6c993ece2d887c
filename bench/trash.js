// Outputs and caches between measured builds are moved aside, not deleted, and deleted when the
// run ends. On ext4 without a journal (this machine's disk), a file created in the minutes after
// many were deleted costs 0.3-0.7 ms instead of ~0.03 ms: the inode allocator skips the inodes
// freed in the last minutes, one inode-table lookup each (`recently_deleted` in `perf`). Deleting
// the previous build's 20,000 files just before the next cold build billed that build for them:
// more the more files it writes (the Markdown files and the search index the most).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { BENCH_DIR } from './corpus.js'

const TRASH_DIR = path.join(BENCH_DIR, '.trash')
let count = 0

/** Remove `target` from where it is: moved into bench/.trash/ (deleted by `emptyTrash`). */
export function discard(target) {
  if (!existsSync(target)) return
  mkdirSync(TRASH_DIR, { recursive: true })
  const aside = path.join(TRASH_DIR, `${process.pid}-${count++}-${path.basename(target)}`)
  try {
    renameSync(target, aside)
  } catch {
    // Another file system (a rename cannot cross it), or the name is taken: deleted at once.
    rmSync(target, { recursive: true, force: true })
  }
}

/** Delete what `discard` moved aside (at the end of a run; with it, what a killed run left). */
export function emptyTrash() {
  if (!existsSync(TRASH_DIR)) return
  for (const name of readdirSync(TRASH_DIR)) rmSync(path.join(TRASH_DIR, name), { recursive: true, force: true })
}
