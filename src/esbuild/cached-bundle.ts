import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Metafile } from 'esbuild'
import { esbuildVersion } from './load.js'

/** Bumped when the stored record's shape changes. */
const FORMAT = 1

/** What a stored bundle was made from: each input file (relative to `root`) and the hash of its bytes. */
type Inputs = [file: string, hash: string][]

interface Stored<T> {
  format: number
  esbuild: string
  /** What else the value depends on (options), as the caller describes it. */
  key: string
  root: string
  inputs: Inputs
  value: T
}

/** Where a bundle is kept and what it depends on besides its input files. */
export interface BundleCacheEntry {
  /** The cache folder (`.docsgen-cache/`); undefined: no cache, always bundle. */
  dir: string | undefined
  /** File name in the folder (`client-bundle.json`). */
  name: string
  /** Folder the metafile's input paths are relative to (esbuild's `absWorkingDir`). */
  root: string
  /** Options and anything else the bundle depends on besides its input files. */
  key: string
}

/**
 * An esbuild product, from the cache when every file that went into it (esbuild's metafile
 * inputs: sources, node_modules files, CSS imports) still has the bytes it had, and the options
 * and esbuild version are the same; else bundled by `make` and stored (unless it says `keep: false`). A cache that cannot be read
 * or parsed is a miss; one that cannot be written is skipped: the cache only ever saves time.
 */
export async function cachedBundle<T>(
  entry: BundleCacheEntry,
  make: () => Promise<{ value: T; metafile: Metafile; keep?: boolean }>,
): Promise<T> {
  if (entry.dir === undefined) return (await make()).value
  const file = path.join(entry.dir, entry.name)
  const stored = await readStored<T>(file)
  if (
    stored &&
    stored.format === FORMAT &&
    stored.esbuild === esbuildVersion() &&
    stored.key === entry.key &&
    stored.root === entry.root &&
    (await unchanged(entry.root, stored.inputs))
  ) {
    return stored.value
  }
  const { value, metafile, keep = true } = await make()
  if (!keep) return value
  // Inputs in a plugin's namespace (`docsgen-virtual:docsgen`) are not files: the key covers them.
  const inputs = await hashInputs(
    entry.root,
    Object.keys(metafile.inputs).filter((input) => !NAMESPACED.test(input)),
  )
  if (inputs) {
    const record: Stored<T> = {
      format: FORMAT,
      esbuild: esbuildVersion(),
      key: entry.key,
      root: entry.root,
      inputs,
      value,
    }
    await writeAtomically(file, JSON.stringify(record))
  }
  return value
}

async function readStored<T>(file: string): Promise<Stored<T> | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'))
    if (typeof parsed !== 'object' || parsed === null || !('inputs' in parsed) || !Array.isArray(parsed.inputs)) {
      return undefined
    }
    return parsed as Stored<T>
  } catch {
    return undefined
  }
}

/** A metafile input from a plugin's namespace; two letters at least, so `C:` stays a path. */
const NAMESPACED = /^[\w-]{2,}:/

const hashOf = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('base64')

/** Hashes of the input files; undefined when one cannot be read. */
async function hashInputs(root: string, files: readonly string[]): Promise<Inputs | undefined> {
  try {
    return await Promise.all(
      files.map(async (file): Promise<[string, string]> => [file, hashOf(await readFile(path.resolve(root, file)))]),
    )
  } catch {
    return undefined
  }
}

async function unchanged(root: string, inputs: Inputs): Promise<boolean> {
  const now = await hashInputs(
    root,
    inputs.map(([file]) => file),
  )
  return now?.every(([, hash], i) => hash === inputs[i]?.[1]) === true
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(tmp, text)
    await rename(tmp, file)
  } catch {
    await rm(tmp, { force: true }).catch(() => undefined)
  }
}
