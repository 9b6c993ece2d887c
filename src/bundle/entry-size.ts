import { gzipSync } from 'node:zlib'
import type { ClientBundle } from './bundle-client.js'

/** Budget of the client entry, gzipped: what every page downloads before it is interactive. */
export const ENTRY_BUDGET_GZIP_BYTES = 20 * 1024

/** Size of the client entry: raw bytes from esbuild's metafile, and gzipped (level 9). */
export interface EntrySize {
  fileName: string
  bytes: number
  gzipBytes: number
}

/** Measure the entry of a client bundle (for the size-budget test and the benchmark). */
export function measureClientEntry(bundle: ClientBundle): EntrySize {
  const { fileName, contents } = bundle.entry
  const output = bundle.metafile.outputs[fileName]
  if (!output) throw new Error(`Internal error: ${fileName} is missing from the esbuild metafile; please report this.`)
  return { fileName, bytes: output.bytes, gzipBytes: gzipSync(contents, { level: 9 }).length }
}
