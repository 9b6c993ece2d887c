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

interface Stored {
  /** Hash of everything the page was compiled from. */
  key: string
  /** SHA-256 of the page's JSON: a damaged file is recompiled, never trusted. */
  sum: string
  page: CompiledPage
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * The reference page of a document kept in `<dir>/openapi-<hash of the path>.json` (see
 * `compileOpenApiFinished`), if it is there and was compiled from the same text, route and
 * docsgen. A module of its own, without the OpenAPI compiler: a warm build whose documents did
 * not change never loads the compiler (nor its YAML parser).
 */
export function readStoredOpenApi(input: OpenApiInput, cache: OpenApiCache): CompiledPage | undefined {
  const { key, file } = entryOf(input, cache)
  const stored = read(file)
  return stored?.key === key && stored.sum === sha256(JSON.stringify(stored.page)) ? stored.page : undefined
}

/** Keep a compiled reference page for `readStoredOpenApi`; a file that cannot be written is skipped. */
export function storeOpenApi(input: OpenApiInput, cache: OpenApiCache, page: CompiledPage): void {
  const { key, file } = entryOf(input, cache)
  write(file, { key, sum: sha256(JSON.stringify(page)), page })
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

function read(file: string): Stored | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (typeof value !== 'object' || value === null || !('key' in value) || !('sum' in value) || !('page' in value)) {
      return undefined
    }
    return value as Stored
  } catch {
    return undefined
  }
}

function write(file: string, stored: Stored): void {
  const tmp = `${file}.${process.pid}.tmp`
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(tmp, JSON.stringify(stored))
    renameSync(tmp, file)
  } catch {
    rmSync(tmp, { force: true })
  }
}
