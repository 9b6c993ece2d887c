import path from 'node:path'
import fg from 'fast-glob'
import type { ResolvedConfig } from '../config/schema.js'
import { toPosix } from '../text-forms.js'
import type { SourceFile } from './source-file.js'

const ROOT_IGNORES = ['**/node_modules/**', 'build/**', 'dist/**', 'static/**', 'theme/**', 'openapi/**']

/**
 * List the site's sources: Markdown under the content folder (files and folders starting with `_`
 * or `.` are partials and skipped), `_category_.json` files for generated sidebars, and the
 * configured OpenAPI documents. Sorted, so every later stage is deterministic.
 */
export async function scanSources(config: ResolvedConfig): Promise<SourceFile[]> {
  const contentDir = path.join(config.rootDir, config.docs.contentDir)
  const found = await fg(['**/*.md', '**/*.mdx', '**/_category_.json'], {
    cwd: contentDir,
    onlyFiles: true,
    dot: false,
    followSymbolicLinks: false,
    // With the site root as content folder, skip what is not content.
    ignore: config.docs.contentDir === '' ? ROOT_IGNORES : ['**/node_modules/**'],
  })
  const files: SourceFile[] = []
  for (const contentPath of found.sort()) {
    const isCategory = contentPath.endsWith('_category_.json')
    if (!isCategory && contentPath.split('/').some((seg) => seg.startsWith('_'))) continue
    files.push({
      absPath: path.join(contentDir, contentPath),
      relPath: toPosix(path.join(config.docs.contentDir, contentPath)),
      contentPath,
      kind: isCategory ? 'category' : 'markdown',
    })
  }
  for (const spec of config.openapi) {
    files.push({
      absPath: path.resolve(config.rootDir, spec.spec),
      relPath: toPosix(spec.spec),
      contentPath: toPosix(spec.spec),
      kind: 'openapi',
    })
  }
  return files
}
