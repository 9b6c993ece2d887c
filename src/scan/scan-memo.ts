import { statSync } from 'node:fs'
import path from 'node:path'
import { builtDocsVersions, type ResolvedConfig, translationFolders } from '../config/index.js'
import { CATEGORY_FILE, type SourceFile } from './source-file.js'

/**
 * The sources of the previous scan, kept by a long-lived caller (the dev server) that knows which
 * files changed since (its watcher's reports): when none of them can add, remove or replace a
 * source, the list is the same and the content folder is not listed again (70 ms at 10,000 pages).
 */
export class ScanMemo {
  #config: ResolvedConfig | undefined
  #files: readonly SourceFile[] = []
  #paths = new Set<string>()

  /**
   * The previous list, if it is still right after the files `changed` (absolute paths) changed;
   * undefined when it may not be (unknown changes, another config, a source added or removed, a
   * folder added or removed): then scan.
   */
  take(config: ResolvedConfig, changed: ReadonlySet<string> | undefined): readonly SourceFile[] | undefined {
    if (!changed || config !== this.#config) return undefined
    const contentDir = path.join(config.rootDir, config.docs.contentDir)
    const pagesDir = config.pagesDir === false ? undefined : path.join(config.rootDir, config.pagesDir)
    const blogDir = config.blog === false ? undefined : path.join(config.rootDir, config.blog.dir)
    // The folders of the versions built from their own (`versioned_docs/version-1.0`).
    const versionDirs = [
      ...builtDocsVersions(config)
        .filter((version) => version.prefix !== '')
        .map((version) => path.join(config.rootDir, version.contentDir)),
      // A locale's folders of translations: a file added there replaces an original.
      ...translationFolders(config),
    ]
    for (const file of changed) {
      const stats = statSync(file, { throwIfNoEntry: false })
      // A source edited in place (a source gone or replaced by a folder changes the list).
      if (this.#paths.has(file)) {
        if (stats?.isFile()) continue
        return undefined
      }
      // Anything new in the pages or blog folder may be a page or a post: listed again.
      if (pagesDir !== undefined && file.startsWith(pagesDir + path.sep)) return undefined
      if (blogDir !== undefined && file.startsWith(blogDir + path.sep)) return undefined
      const versionDir = versionDirs.find((dir) => file.startsWith(dir + path.sep))
      if (versionDir !== undefined) {
        if (stats?.isFile() && !mayBeSource(path.relative(versionDir, file))) continue
        return undefined
      }
      // Outside the content folder (theme, config, static files): not a source. (With the site
      // root as content folder every file is inside it, and is looked at below.)
      if (config.docs.contentDir !== '' && !file.startsWith(contentDir + path.sep)) continue
      // A file the scan skips (an image beside the pages, a partial): the list is the same.
      if (stats?.isFile() && !mayBeSource(path.relative(contentDir, file))) continue
      return undefined
    }
    return this.#files
  }

  /** Remember the list a scan made with `config`. */
  keep(config: ResolvedConfig, files: readonly SourceFile[]): void {
    this.#config = config
    this.#files = files
    this.#paths = new Set(files.map((file) => file.absPath))
  }
}

/**
 * Whether the scan could list this file (relative to the content folder): Markdown or a category
 * file not inside a `_` or `.` folder or named so. `docs.exclude` is not applied: such a file is
 * listed again, to be sure.
 */
function mayBeSource(contentPath: string): boolean {
  const segments = contentPath.split(path.sep)
  const name = segments.at(-1) ?? ''
  if (segments.some((seg) => seg.startsWith('.'))) return false
  if (CATEGORY_FILE.test(name)) return true
  if (segments.some((seg) => seg.startsWith('_'))) return false
  return name.endsWith('.md') || name.endsWith('.mdx')
}
