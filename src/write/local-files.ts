import path from 'node:path'
import type { ResolvedConfig } from '../config/index.js'
import type { PageMeta } from '../model/page.js'

/** The files kept beside pages that they link to (`CompiledPage.files`): output path -> absolute source path. */
export function localFilesOf(pages: Iterable<PageMeta>, config: ResolvedConfig): Map<string, string> {
  const files = new Map<string, string>()
  const contentRoot = path.join(config.rootDir, config.docs.contentDir)
  for (const page of pages)
    for (const file of page.files ?? []) files.set(file.path, path.join(contentRoot, file.source))
  return files
}
