import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
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
  /** SHA-256 of the page's JSON (the bytes after the header): a damaged file is recompiled, never trusted. */
  sum: string
}

const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex')

/**
 * The reference page of a document kept in `<dir>/openapi-<hash of the path>.json` (see
 * `compileOpenApiFinished`), if it is there and was compiled from the same text, route and
 * docsgen. A module of its own, without the OpenAPI compiler: a warm build whose documents did
 * not change never loads the compiler (nor its YAML parser).
 */
export function readStoredOpenApi(input: OpenApiInput, cache: OpenApiCache): CompiledPage | undefined {
  const { key, file } = entryOf(input, cache)
  return read(file, key)
}

/** Keep a compiled reference page for `readStoredOpenApi`; a file that cannot be written is skipped. */
export function storeOpenApi(input: OpenApiInput, cache: OpenApiCache, page: CompiledPage): void {
  const { key, file } = entryOf(input, cache)
  // The page's JSON made into bytes once, then hashed and written as they are: a large document's
  // page is 15 MB.
  const json = Buffer.from(JSON.stringify(page))
  const header: StoredHeader = { key, sum: sha256(json) }
  write(file, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), json]))
}

function entryOf(input: OpenApiInput, cache: OpenApiCache): { key: string; file: string } {
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
    if (typeof header !== 'object' || header === null || !('key' in header) || !('sum' in header)) return undefined
    const json = bytes.subarray(newline + 1)
    if (header.key !== key || header.sum !== sha256(json)) return undefined
    return JSON.parse(json.toString('utf8')) as CompiledPage
  } catch {
    return undefined
  }
}

function write(file: string, bytes: Uint8Array): void {
  const tmp = `${file}.${process.pid}.tmp`
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(tmp, bytes)
    renameSync(tmp, file)
  } catch {
    rmSync(tmp, { force: true })
  }
}
