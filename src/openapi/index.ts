export { compileOpenApi, type OpenApiInput } from './compile-openapi.js'
