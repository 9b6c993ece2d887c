import type { CompiledPage } from '../model/page.js'
import { compileOpenApi, type OpenApiInput } from './compile-openapi.js'
import type { OpenApiRenderer } from './markdown.js'

/**
 * Compile a document not found in the cache (`readStoredOpenApi`: the reference page of a
 * document, and its diagnostics, kept in `<dir>/openapi-<hash of the path>.json` with a hash of
 * the document's text, route and docsgen's code); the caller stores it (`storeOpenApi`, here or
 * on another thread). Its code blocks may be highlighted elsewhere: the HTML is finished
 * (`renderer.finish`) before it is returned.
 */
export async function compileOpenApiFinished(input: OpenApiInput, renderer: OpenApiRenderer): Promise<CompiledPage> {
  const built = compileOpenApi(input, renderer.md)
  const html = await renderer.finish(built.html)
  return html === built.html ? built : { ...built, html }
}
