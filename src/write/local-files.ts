import path from 'node:path'
import type { ResolvedConfig } from '../config/index.js'
import { mermaidPackage } from '../files/index.js'
import type { PageMeta } from '../model/page.js'

/**
 * The files kept beside pages that they link to (`CompiledPage.files`), and the `mermaid`
 * package's browser files when the site draws diagrams (`markdown.mermaid`): output path ->
 * absolute source path. Both are published under names that change with their content.
 */
export function localFilesOf(pages: Iterable<PageMeta>, config: ResolvedConfig): Map<string, string> {
  const files = new Map<string, string>(config.markdown.mermaid ? mermaidPackage(config).files : [])
  const contentRoot = path.join(config.rootDir, config.docs.contentDir)
  for (const page of pages)
    for (const file of page.files ?? []) files.set(file.path, path.join(contentRoot, file.source))
  return files
}
