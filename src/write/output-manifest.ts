import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** One page of a committed output: what it was made from and the stamp its file had. */
export interface ManifestPage {
  key: string
  outFile: string
  stamp: string
  scriptHashes: readonly string[]
}

/** A file of the static folders in a committed output: its source, that file's stamp, and its copy's. */
export interface ManifestStatic {
  from: string
  source: string
  stamp: string
}

/** What the manifest records of a committed output. */
export interface OutputRecord {
  /** By route. */
  pages: Map<string, ManifestPage>
  /** By path in the output. */
  statics: Map<string, ManifestStatic>
}

interface Stored {
  format: number
  /** docsgen's code and the theme's: another of either makes every page again. */
  code: string
  theme: string
  pages: Record<string, ManifestPage>
  statics?: Record<string, ManifestStatic>
}

const FORMAT = 1

/**
 * The pages (by route) and static files of the last committed output, if it was made by this
 * docsgen and theme (`.docsgen-cache/output.json`); an unreadable file is no manifest.
 */
export async function readOutputManifest(file: string, made: { code: string; theme: string }): Promise<OutputRecord> {
  const none = (): OutputRecord => ({ pages: new Map(), statics: new Map() })
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Stored>
    if (stored.format !== FORMAT || stored.code !== made.code || stored.theme !== made.theme) return none()
    if (typeof stored.pages !== 'object' || stored.pages === null) return none()
    const statics = typeof stored.statics === 'object' && stored.statics !== null ? stored.statics : {}
    return { pages: new Map(Object.entries(stored.pages)), statics: new Map(Object.entries(statics)) }
  } catch {
    return none()
  }
}

/** Record the pages and static files of a committed output; a manifest that cannot be written is left out. */
export async function writeOutputManifest(
  file: string,
  made: { code: string; theme: string },
  record: OutputRecord,
): Promise<void> {
  const stored: Stored = {
    format: FORMAT,
    code: made.code,
    theme: made.theme,
    pages: Object.fromEntries(record.pages),
    statics: Object.fromEntries(record.statics),
  }
  const tmp = `${file}.${process.pid}.tmp`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(tmp, JSON.stringify(stored))
    await rename(tmp, file)
  } catch {
    await rm(tmp, { force: true }).catch(() => undefined)
  }
}
