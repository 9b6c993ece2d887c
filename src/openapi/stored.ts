import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import type { CompiledPage } from '../model/page.js'
import type { OpenApiInput } from './compile-openapi.js'

/** Where compiled reference pages are kept between runs, and what invalidates them all. */
export interface OpenApiCache {
  /** The cache folder (`.docsgen-cache/`). */
  dir: string
  /** Identifies docsgen's code: a new docsgen compiles every document again. */
  fingerprint: string
}

/** The first line of a stored page's file; the page's JSON follows it. */
interface StoredHeader {
  /** Hash of everything the page was compiled from. */
  key: string
  /** CRC-32 of the page's JSON (the bytes after the header): a damaged file is recompiled, never trusted. */
  crc: number
}

const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex')

/**
 * The reference page of a document kept in `<dir>/openapi-<hash of the path>.json` (see
 * `compileOpenApiFinished`), if it is there and was compiled from the same text, route and
 * docsgen. A module of its own, without the OpenAPI compiler: a warm build whose documents did
 * not change never loads the compiler (nor its YAML parser).
 */
export function readStoredOpenApi(input: OpenApiInput, cache: OpenApiCache): CompiledPage | undefined {
  const { key, file } = storedEntryOf(input, cache)
  return read(file, key)
}

/** Keep a compiled reference page for `readStoredOpenApi`; a file that cannot be written is skipped. */
export function storeOpenApi(input: OpenApiInput, cache: OpenApiCache, page: CompiledPage): void {
  writeStoredOpenApi(storedEntryOf(input, cache), page)
}

/** Where a document's page is stored, and the key of what it was compiled from. */
export interface StoredEntry {
  key: string
  file: string
}

/**
 * Write a page where `storedEntryOf` says (on any thread: the compile of a large document hands
 * its 15 MB page to its highlight worker to write, see `HighlightWorker.store`).
 */
export function writeStoredOpenApi({ key, file }: StoredEntry, page: CompiledPage): void {
  // A large document's page is 15 MB of JSON: its checksum is a CRC-32, which finds a damaged file
  // as the bodies file's does, the key stays a SHA-256. Of the string, not of bytes made for it:
  // the CRC encodes it as it goes, and writing it encodes it once more, which together cost less
  // than making a 15 MB Buffer (measured: 52 + 47 ms against 100 + 16 + 11 + 10 ms).
  const json = JSON.stringify(page)
  const header: StoredHeader = { key, crc: crc32(json) }
  write(file, `${JSON.stringify(header)}\n${json}`)
}

export function storedEntryOf(input: OpenApiInput, cache: OpenApiCache): StoredEntry {
  return {
    key: sha256(
      JSON.stringify([
        cache.fingerprint,
        input.file,
        input.route,
        input.trusted ?? false,
        input.markdownForm ?? true,
        input.text,
      ]),
    ),
    file: path.join(cache.dir, `openapi-${sha256(input.file).slice(0, 16)}.json`),
  }
}

function read(file: string, key: string): CompiledPage | undefined {
  try {
    const bytes = readFileSync(file)
    const newline = bytes.indexOf(10)
    if (newline < 0) return undefined
    const header: unknown = JSON.parse(bytes.toString('utf8', 0, newline))
    if (typeof header !== 'object' || header === null || !('key' in header) || !('crc' in header)) return undefined
    const json = bytes.subarray(newline + 1)
    if (header.key !== key || header.crc !== crc32(json)) return undefined
    return JSON.parse(json.toString('utf8')) as CompiledPage
  } catch {
    return undefined
  }
}

function write(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(tmp, text)
    renameSync(tmp, file)
  } catch {
    rmSync(tmp, { force: true })
  }
}
