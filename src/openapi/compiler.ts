// The OpenAPI compiler proper (YAML parser, validation, rendering), loaded on demand through
// `loadOpenApiCompiler` in index.ts.
export { compileOpenApiCached } from './cached.js'
export { compileOpenApi } from './compile-openapi.js'
export { openApiMarkdown } from './markdown.js'
