// The OpenAPI compiler proper (YAML parser, validation, rendering), loaded on demand through
// `loadOpenApiCompiler` in index.ts.
export { compileOpenApiFinished } from './cached.js'
export { compileOpenApi } from './compile-openapi.js'
export { type OpenApiRenderer, openApiMarkdown } from './markdown.js'
