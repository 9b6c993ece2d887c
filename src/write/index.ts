export { FsWriter } from './fs-writer.js'
export { MemoryWriter } from './memory-writer.js'
export type { OutputFile, WriteResult, Writer } from './writer.js'
