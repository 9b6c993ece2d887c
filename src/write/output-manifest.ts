import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** One page of a committed output: what it was made from and the stamp its file had. */
export interface ManifestPage {
  key: string
  outFile: string
  stamp: string
  scriptHashes: readonly string[]
}

interface Stored {
  format: number
  /** docsgen's code and the theme's: another of either makes every page again. */
  code: string
  theme: string
  pages: Record<string, ManifestPage>
}

const FORMAT = 1

/**
 * The pages of the last committed output, by route, if it was made by this docsgen and theme
 * (`.docsgen-cache/output.json`); an unreadable file is no manifest.
 */
export async function readOutputManifest(
  file: string,
  made: { code: string; theme: string },
): Promise<Map<string, ManifestPage>> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Stored>
    if (stored.format !== FORMAT || stored.code !== made.code || stored.theme !== made.theme) return new Map()
    if (typeof stored.pages !== 'object' || stored.pages === null) return new Map()
    return new Map(Object.entries(stored.pages))
  } catch {
    return new Map()
  }
}

/** Record the pages of a committed output; a manifest that cannot be written is left out. */
export async function writeOutputManifest(
  file: string,
  made: { code: string; theme: string },
  pages: ReadonlyMap<string, ManifestPage>,
): Promise<void> {
  const stored: Stored = { format: FORMAT, code: made.code, theme: made.theme, pages: Object.fromEntries(pages) }
  const tmp = `${file}.${process.pid}.tmp`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(tmp, JSON.stringify(stored))
    await rename(tmp, file)
  } catch {
    await rm(tmp, { force: true }).catch(() => undefined)
  }
}
