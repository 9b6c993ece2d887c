export { decodeSource, type ReadResult, readSourceText } from './read.js'
export { scanSources } from './scan.js'
export type { SourceFile } from './source-file.js'
