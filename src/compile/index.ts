// The compile stage: the scanned sources in, every page compiled out (CompiledSources: pages'
// metadata, a BodyStore with their bodies, OpenAPI pages, category metadata, diagnostics). Markdown
// goes through transform/ (on worker threads for large sites), OpenAPI documents through openapi/;
// unchanged pages come from the compile cache (.docsgen-cache/).
export { type CacheBodies, CompileCache } from './cache.js'
export { parseCategoryMeta } from './category-meta.js'
export { warmUpCompiler } from './compile-pending.js'
export { type CompiledSources, type CompileOptions, compileSources, preloadCompilers } from './compile-sources.js'
export { codeFingerprint, compilerOptionsOf, openCompileCache } from './open-cache.js'
export { defaultWorkerCount } from './worker-pool.js'
