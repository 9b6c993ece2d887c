import type { CompiledPage } from '../model/page.js'
import type { MarkdownFragments } from '../transform/index.js'
import { compileOpenApi, type OpenApiInput } from './compile-openapi.js'
import type { OpenApiRenderer } from './markdown.js'
import { type OpenApiCache, readStoredOpenApi, storeOpenApi } from './stored.js'

export type { OpenApiCache }

/**
 * `compileOpenApi`, through a cache: the reference page of a document (and its diagnostics) is
 * kept in `<dir>/openapi-<hash of the path>.json` with a hash of the document's text, route and
 * docsgen's code, and reused while those are the same. Parsing, checking and rendering a
 * document took a warm build of this site ~0.2 s. A file that cannot be read, parsed or checked
 * is a miss; one that cannot be written is skipped.
 */
export function compileOpenApiCached(
  input: OpenApiInput,
  cache: OpenApiCache | undefined,
  md?: MarkdownFragments,
): CompiledPage {
  if (!cache) return compileOpenApi(input, md)
  const stored = readStoredOpenApi(input, cache)
  if (stored) return stored
  const page = compileOpenApi(input, md)
  storeOpenApi(input, cache, page)
  return page
}

/**
 * Compile a document not found in the cache (`readStoredOpenApi`) with a renderer whose code
 * blocks may be highlighted elsewhere, and store the page: its HTML is finished
 * (`renderer.finish`) before it is returned and stored.
 */
export async function compileOpenApiFinished(
  input: OpenApiInput,
  cache: OpenApiCache | undefined,
  renderer: OpenApiRenderer,
): Promise<CompiledPage> {
  const built = compileOpenApi(input, renderer.md)
  const html = await renderer.finish(built.html)
  const page = html === built.html ? built : { ...built, html }
  if (cache) storeOpenApi(input, cache, page)
  return page
}
