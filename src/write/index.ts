// The write stage: rendered pages and the site's other files in, an output folder (or memory)
// out, made visible at once by \`commit\`; with a manifest, unchanged pages are kept from the
// previous output instead of being written again.
export { blogFeedSiteFiles } from './blog-feed-files.js'
export { FsWriter } from './fs-writer.js'
export { localFilesOf } from './local-files.js'
export { contentsOf, isDeferred, type MemoryFile, MemoryWriter } from './memory-writer.js'
export {
  type ManifestPage,
  type ManifestStatic,
  type OutputRecord,
  readOutputManifest,
  writeOutputManifest,
} from './output-manifest.js'
export {
  type EmitSiteFile,
  type LazySiteFiles,
  type PageReuseSetting,
  type RenderAndWriteInput,
  renderAndWrite,
  type SiteFile,
  type SiteFilesMaker,
  type SiteFilesOut,
} from './render-and-write.js'
export {
  type OutputReuse,
  type PagesWritten,
  previousOutput,
  saveOutputManifest,
  writePages,
  writeSiteFiles,
} from './write-pages.js'
export type { DeferredFiles, OutputFile, WriteResult, Writer } from './writer.js'
