export { type CacheBodies, CompileCache } from './cache.js'
export {
  type CompiledSources,
  type CompileOptions,
  compileSources,
  warmUpCompiler,
} from './compile-sources.js'
export { codeFingerprint, compilerOptionsOf, openCompileCache } from './open-cache.js'
export { defaultWorkerCount } from './worker-pool.js'
