// The scan stage: the config in, every source file of the site out (Markdown, _category_ files,
// OpenAPI documents, standalone pages), and strict UTF-8 reading of a source's text.
export { decodeSource, type ReadResult, readSourceText } from './read.js'
export { scanSources } from './scan.js'
export { ScanMemo } from './scan-memo.js'
export { findSitePages, listSitePages } from './site-pages.js'
export { CATEGORY_FILE, categoryFolderOf, type SourceFile, translatedSources } from './source-file.js'
