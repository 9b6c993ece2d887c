import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CompiledPage } from '../model/page.js'
import { compileOpenApi, type OpenApiInput } from './compile-openapi.js'

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
 * `compileOpenApi`, through a cache: the reference page of a document (and its diagnostics) is
 * kept in `<dir>/openapi-<hash of the path>.json` with a hash of the document's text, route and
 * docsgen's code, and reused while those are the same. Parsing, checking and rendering a
 * document took a warm build of this site ~0.2 s. A file that cannot be read, parsed or checked
 * is a miss; one that cannot be written is skipped.
 */
export function compileOpenApiCached(input: OpenApiInput, cache: OpenApiCache | undefined): CompiledPage {
  if (!cache) return compileOpenApi(input)
  const key = sha256(JSON.stringify([cache.fingerprint, input.file, input.route, input.text]))
  const file = path.join(cache.dir, `openapi-${sha256(input.file).slice(0, 16)}.json`)
  const stored = read(file)
  if (stored?.key === key && stored.sum === sha256(JSON.stringify(stored.page))) return stored.page
  const page = compileOpenApi(input)
  write(file, { key, sum: sha256(JSON.stringify(page)), page })
  return page
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
