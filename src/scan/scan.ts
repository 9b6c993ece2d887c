import { readdir } from 'node:fs/promises'
import path from 'node:path'
import picomatch from 'picomatch'
import {
  blogPrefix,
  builtDocsVersions,
  currentLocaleOf,
  type ResolvedConfig,
  sitePagesPrefix,
  versionPrefixes,
} from '../config/index.js'
import { toPosix } from '../files/index.js'
import type { ScanMemo } from './scan-memo.js'
import { listSitePages } from './site-pages.js'
import { CATEGORY_FILE, type SourceFile } from './source-file.js'

/** Folders of the site root that are not content, skipped when the site root is the content folder. */
const ROOT_IGNORES = new Set(['build', 'dist', 'static', 'theme', 'openapi'])

/**
 * List the site's sources: Markdown under the content folder (files and folders starting with `_`
 * or `.` are partials and skipped, as Docusaurus does; so are those `docs.exclude` matches), `_category_.json` (or `.yml`) files for generated sidebars, the
 * standalone pages of `pagesDir` (see `findSitePages`), the blog's posts (see `findBlogPosts`) and
 * the configured OpenAPI documents.
 * Sorted, so every later stage is deterministic.
 */
export async function scanSources(
  config: ResolvedConfig,
  options: {
    /** The pages folder's listing, when the caller shares one (see `listSitePages`). */
    sitePages?: Promise<readonly string[]> | undefined
    /** A long-lived caller's previous scan, kept when the files `changed` since cannot change the list. */
    memo?: ScanMemo | undefined
    changed?: ReadonlySet<string> | undefined
  } = {},
): Promise<readonly SourceFile[]> {
  const kept = options.memo?.take(config, options.changed)
  if (kept) return kept
  const files = await withTranslations(await listSources(config, options.sitePages), config)
  options.memo?.keep(config, files)
  return files
}

async function listSources(
  config: ResolvedConfig,
  sitePages: Promise<readonly string[]> | undefined,
): Promise<SourceFile[]> {
  const files: SourceFile[] = []
  // The docs plugin's `exclude` of a Docusaurus site: files under the content folder that are not pages.
  const excluded = config.docs.exclude.length > 0 ? picomatch([...config.docs.exclude]) : undefined
  const pagesPrefix = sitePagesPrefix(config)
  const postsPrefix = blogPrefix(config)
  // A pages, blog or version folder inside the content folder holds pages, posts or that version's docs.
  const versions = builtDocsVersions(config)
  const elsewhere = [pagesPrefix, postsPrefix, ...versionPrefixes(config)].filter((p) => p !== undefined)
  for (const version of versions) {
    const root = path.join(config.rootDir, version.contentDir)
    // With the site root as content folder, skip what is not content.
    const found = await findSources(root, version.contentDir === '' ? ROOT_IGNORES : new Set())
    for (const inFolder of found.sort()) {
      if (version.prefix === '' && elsewhere.some((prefix) => inFolder.startsWith(prefix))) continue
      const isCategory = CATEGORY_FILE.test(inFolder)
      if (!isCategory && inFolder.split('/').some((seg) => seg.startsWith('_'))) continue
      if (!isCategory && excluded?.(inFolder)) continue
      files.push({
        absPath: path.join(root, inFolder),
        relPath: toPosix(path.join(version.contentDir, inFolder)),
        contentPath: `${version.prefix}${inFolder}`,
        kind: isCategory ? 'category' : 'markdown',
      })
    }
  }
  if (config.pagesDir !== false && pagesPrefix !== undefined) {
    // Standalone pages: compiled like Markdown pages (a React page through a Markdown source that renders it).
    for (const rel of await (sitePages ?? listSitePages(config))) {
      files.push({
        absPath: path.join(config.rootDir, config.pagesDir, rel),
        relPath: toPosix(path.join(config.pagesDir, rel)),
        contentPath: `${pagesPrefix}${rel}`,
        kind: 'markdown',
      })
    }
  }
  if (config.blog !== false && postsPrefix !== undefined) {
    const dir = path.join(config.rootDir, config.blog.dir)
    for (const rel of await findBlogPosts(dir)) {
      files.push({
        absPath: path.join(dir, rel),
        relPath: toPosix(path.join(config.blog.dir, rel)),
        contentPath: `${postsPrefix}${rel}`,
        kind: 'markdown',
      })
    }
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

/**
 * A locale's pass (see `localeConfigs`): each source its locale has a translation of (a file at the
 * same path in the folder `overlays` gives for the source's folder) is read from that file, under
 * its name (messages point at the file read); the others stay as they are, as Docusaurus falls
 * back to the default locale's file. Routes and ids come from `contentPath`, which stays.
 */
async function withTranslations(files: SourceFile[], config: ResolvedConfig): Promise<SourceFile[]> {
  const locale = config.locale === undefined ? undefined : currentLocaleOf(config)
  const overlays = Object.entries(locale?.overlays ?? {}).map(([from, to]) => ({
    from: `${toPosix(path.normalize(from)).replace(/\/$/, '')}/`,
    to: toPosix(path.normalize(to)).replace(/\/$/, ''),
  }))
  if (overlays.length === 0) return files
  const found = new Map<string, Set<string>>()
  for (const { to } of overlays) found.set(to, new Set(await findSources(path.join(config.rootDir, to))))
  return files.map((file) => {
    if (file.kind === 'openapi') return file
    const overlay = overlays.find(({ from }) => file.relPath.startsWith(from))
    const rest = overlay && file.relPath.slice(overlay.from.length)
    if (!overlay || rest === undefined || !found.get(overlay.to)?.has(rest)) return file
    const relPath = `${overlay.to}/${rest}`
    return { ...file, absPath: path.join(config.rootDir, relPath), relPath, translated: true as const }
  })
}

/**
 * The posts of a blog folder, relative to it and sorted: Markdown files at any depth, but those
 * (or those in folders) whose name starts with `_` or `.`, as Docusaurus's blog plugin takes them.
 */
export async function findBlogPosts(dir: string): Promise<string[]> {
  const found = await findSources(dir)
  return found.filter((rel) => !CATEGORY_FILE.test(rel) && !rel.split('/').some((seg) => seg.startsWith('_'))).sort()
}

/**
 * Paths (relative, `/` separators) of the files named `*.md`, `*.mdx` or `_category_.json`/`.yml` at any
 * depth under `root`: what fast-glob found with `dot: false`, `onlyFiles` and
 * `followSymbolicLinks: false`. Names starting with `.` are skipped, and so are
 * `node_modules` folders, symbolic links, and the top-level folders in `skipAtRoot`. One `readdir`
 * per folder, all folders of a level at once: a few times faster than the glob matcher on a site
 * of 10000 pages, which `check-links` lists every run. Exported for tests.
 */
export async function findSources(root: string, skipAtRoot: ReadonlySet<string> = new Set()): Promise<string[]> {
  const found: string[] = []
  let level = ['']
  while (level.length > 0) {
    const next: string[] = []
    await Promise.all(
      level.map(async (dir) => {
        let entries: import('node:fs').Dirent[]
        try {
          entries = await readdir(path.join(root, dir), { withFileTypes: true })
        } catch (error) {
          // A missing content folder (or one removed meanwhile) has no sources.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
            return
          throw error
        }
        for (const entry of entries) {
          const name = entry.name
          if (name.startsWith('.')) continue
          const rel = dir === '' ? name : `${dir}/${name}`
          if (entry.isDirectory()) {
            if (name !== 'node_modules' && !(dir === '' && skipAtRoot.has(name))) next.push(rel)
          } else if (entry.isFile() && (name.endsWith('.md') || name.endsWith('.mdx') || CATEGORY_FILE.test(name))) {
            found.push(rel)
          }
        }
      }),
    )
    level = next
  }
  return found
}
