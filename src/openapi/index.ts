// The openapi stage (run by compile): an OpenAPI document in, the reference page out. Reading a
// page kept from an earlier run needs none of the compiler, which is loaded only when a document
// must be compiled: a warm build whose documents did not change never loads it (nor its YAML parser).
export type { OpenApiInput } from './compile-openapi.js'
export {
  type OpenApiCache,
  readStoredOpenApi,
  type StoredEntry,
  storedEntryOf,
  storeOpenApi,
  writeStoredOpenApi,
} from './stored.js'

/** The OpenAPI compiler (`compileOpenApi`, `compileOpenApiFinished`), loaded on first use. */
export function loadOpenApiCompiler(): Promise<typeof import('./compiler.js')> {
  return import('./compiler.js')
}
