// Outputs and caches between measured builds are moved aside, not deleted, and deleted when the
// run ends. On ext4 without a journal (this machine's disk), a file created in the minutes after
// many were deleted costs 0.3-0.7 ms instead of ~0.03 ms: the inode allocator skips the inodes
// freed in the last minutes, one inode-table lookup each (`recently_deleted` in `perf`). Deleting
// the previous build's 20,000 files just before the next cold build billed that build for them:
// more the more files it writes (the Markdown files and the search index the most). The price is
// disk space: every cold build's output and cache stay until the run ends (about 1.5 GB each at
// 10000 pages).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { BENCH_DIR } from './corpus.js'

const TRASH_DIR = path.join(BENCH_DIR, '.trash')
let count = 0

/** Remove `target` from where it is: moved into bench/.trash/ (deleted by `emptyTrash`). */
export function discard(target) {
  if (!existsSync(target)) return
  const relative = path.relative(path.resolve(target), TRASH_DIR)
  if (relative === '' || !relative.startsWith('..'))
    throw new Error(`bench: will not discard ${target}: it holds the trash`)
  mkdirSync(TRASH_DIR, { recursive: true })
  try {
    renameSync(target, path.join(TRASH_DIR, `${process.pid}-${count++}-${path.basename(target)}`))
  } catch (error) {
    if (error.code !== 'EXDEV') throw error
    // On another file system a rename cannot move it: deleted at once, as before the trash.
    rmSync(target, { recursive: true, force: true })
  }
}

/** Delete what this run moved aside, and what runs that are no longer running left. */
export function emptyTrash() {
  if (!existsSync(TRASH_DIR)) return
  for (const name of readdirSync(TRASH_DIR)) {
    const pid = Number(name.split('-')[0])
    if (pid !== process.pid && isRunning(pid)) continue
    rmSync(path.join(TRASH_DIR, name), { recursive: true, force: true })
  }
}

function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}
