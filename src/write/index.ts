export { FsWriter } from './fs-writer.js'
export { MemoryWriter } from './memory-writer.js'
export { type ManifestPage, readOutputManifest, writeOutputManifest } from './output-manifest.js'
export type { OutputFile, WriteResult, Writer } from './writer.js'
