import type { Dirent } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { DocsgenError } from '../diagnostics/index.js'
import { stampOf, toPosix } from '../files/index.js'
import type { ManifestStatic } from './output-manifest.js'
import type { Writer } from './writer.js'

/**
 * The files of the site's static folders at the output root, a file of an earlier folder before
 * one of the same name in a later folder, and a path the build wrote already (a page) before
 * both. With a writer that keeps the previous output and a record of it (`previous`, from the
 * output manifest), a file whose source is the same file with the stamp it had when it was
 * copied, and whose copy in the current output is unchanged, is kept instead of copied again: a
 * warm build of a site with tens of MB of images copies none of them. Symbolic links are copied
 * as links every time. Returns what to record of each regular file copied or kept (a source
 * changed in the last two seconds has no stamp, and is copied every time until it settles).
 */
export async function writeStaticFiles(
  writer: Writer,
  input: { dirs: readonly string[]; previous?: ReadonlyMap<string, ManifestStatic> | undefined },
): Promise<Map<string, Omit<ManifestStatic, 'stamp'>>> {
  const sources = new Map<string, Omit<ManifestStatic, 'stamp'>>()
  const { previous } = input
  if (!previous || !writer.reuse || !writer.copyFile || !writer.has) {
    for (const dir of input.dirs) await writer.copyDir(dir)
    return sources
  }
  // Nothing to keep (a first build): each folder copied whole, as without a record.
  const whole = previous.size === 0
  const seen = new Set<string>()
  for (const dir of input.dirs) {
    const entries = await listFolder(dir)
    const files: { from: string; file: string; link: boolean }[] = []
    for (const entry of entries) {
      if (!entry.isFile() && !entry.isSymbolicLink()) continue
      const from = path.join(entry.parentPath, entry.name)
      const file = toPosix(path.relative(dir, from))
      // Written already (a page, or a file of an earlier folder): that one stays.
      if (seen.has(file) || writer.has(file)) continue
      seen.add(file)
      files.push({ from, file, link: entry.isSymbolicLink() })
    }
    if (whole) await writer.copyDir(dir)
    for (const { from, file, link } of files) {
      const stamp = link ? undefined : stampOf(from)
      if (stamp !== undefined) sources.set(file, { from, source: stamp })
      if (whole) continue
      const known = previous.get(file)
      const same = stamp !== undefined && known?.from === from && known.source === stamp
      if (same && (await writer.reuse(file, known.stamp))) continue
      await writer.copyFile(from, file)
    }
  }
  return sources
}

/** The entries of a static folder, recursively; none when it does not exist. */
async function listFolder(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true, recursive: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw new DocsgenError({
      severity: 'error',
      code: 'write/static-folder',
      message: `The static folder ${dir} could not be read: ${(error as Error).message}`,
      hint: 'Check that it is a folder docsgen may read (staticDirs in the site config).',
    })
  }
}
