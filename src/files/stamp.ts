import { statSync } from 'node:fs'

/**
 * A file's stamp: size, modification and change times, inode. Undefined for a file changed in the
 * last two seconds, whose next change could leave the same stamp on a file system with coarse
 * times: such a file is read again (hashed, copied) every time until it settles.
 */
export function stampOf(file: string): string | undefined {
  // Synchronous: a stat of a file the system has seen is far cheaper than a round trip to the
  // thread pool, and `check-links` stats every page.
  const stats = statSync(file, { throwIfNoEntry: false })
  if (!stats?.isFile() || Date.now() - Math.max(stats.mtimeMs, stats.ctimeMs) < 2000) return undefined
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`
}
