/** docsgen's public API: the config helper and its types, and the pipeline for programmatic builds. */

export type { ResolvedConfig, SidebarItemInput, SiteConfigInput } from './config/index.js'
export { defineConfig } from './config/index.js'
export type { CompiledPage, Diagnostic, RouteGraph, RouteNode } from './model/index.js'
export { type BuildContext, type BuildResult, runPipeline } from './pipeline.js'
export { FsWriter, MemoryWriter } from './write/index.js'
