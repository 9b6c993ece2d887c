export { compileOpenApiCached, type OpenApiCache } from './cached.js'
export { compileOpenApi, type OpenApiInput } from './compile-openapi.js'
