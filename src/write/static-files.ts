import { statSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { toPosix } from '../files/index.js'
import type { ManifestStatic } from './output-manifest.js'
import type { Writer } from './writer.js'

/**
 * The files of the site's static folders at the output root, a file of an earlier folder before
 * one of the same name in a later folder. With a writer that keeps the previous output and a
 * record of it (`previous`, from the output manifest), a file whose source has the stamp it had
 * when it was copied, and whose copy in the current output is unchanged, is kept instead of
 * copied again: a warm build of a site with tens of MB of images copies none of them. Returns
 * the source stamp of each file written or kept, for the next build's record (a file changed
 * in the last two seconds has none, and is copied every time until it settles).
 */
export async function writeStaticFiles(
  writer: Writer,
  input: { dirs: readonly string[]; previous?: ReadonlyMap<string, ManifestStatic> | undefined },
): Promise<Map<string, string>> {
  const sources = new Map<string, string>()
  const { previous } = input
  if (!previous || !writer.reuse || !writer.copyFile) {
    for (const dir of input.dirs) await writer.copyDir(dir)
    return sources
  }
  // Nothing to keep (a first build): each folder copied whole, as without a record.
  const whole = previous.size === 0
  const seen = new Set<string>()
  for (const dir of input.dirs) {
    if (whole) await writer.copyDir(dir)
    const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
    for (const entry of entries) {
      if (!entry.isFile()) continue
      const from = path.join(entry.parentPath, entry.name)
      const file = toPosix(path.relative(dir, from))
      if (seen.has(file)) continue
      seen.add(file)
      const stamp = sourceStamp(from)
      if (stamp !== undefined) sources.set(file, stamp)
      if (whole) continue
      const known = previous.get(file)
      if (stamp !== undefined && known?.source === stamp && (await writer.reuse(file, known.stamp))) continue
      await writer.copyFile(from, file)
    }
  }
  return sources
}

/** A source file's stamp (size, modification and change times, inode); undefined for one changed in the last two seconds. */
function sourceStamp(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false })
  if (!stats?.isFile() || Date.now() - Math.max(stats.mtimeMs, stats.ctimeMs) < 2000) return undefined
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`
}
