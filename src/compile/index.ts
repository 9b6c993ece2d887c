export { type CacheBodies, CompileCache } from './cache.js'
export {
  type CompiledSources,
  type CompileOptions,
  compilerOptionsOf,
  compileSources,
  openCompileCache,
  warmUpCompiler,
} from './compile-sources.js'
export { defaultWorkerCount } from './worker-pool.js'
