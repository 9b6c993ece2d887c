import type { CompiledPage } from '../model/page.js'
import { compileOpenApi, type OpenApiInput } from './compile-openapi.js'
import type { OpenApiRenderer } from './markdown.js'
import { type OpenApiCache, storeOpenApi } from './stored.js'

export type { OpenApiCache }

/**
 * Compile a document not found in the cache (`readStoredOpenApi`: the reference page of a
 * document, and its diagnostics, kept in `<dir>/openapi-<hash of the path>.json` with a hash of
 * the document's text, route and docsgen's code) and store the page there. Its code blocks may be
 * highlighted elsewhere: the HTML is finished (`renderer.finish`) before it is returned and stored.
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
