import { posix } from 'node:path'

/** `content` + `a/b.md` → `content/a/b.md`; with the site root as content folder (`''`), just `a/b.md`. */
export function contentFilePath(contentDir: string, source: string): string {
  if (contentDir === '') return source
  // A standalone page outside the content folder (`../src/pages/help.md` -> `src/pages/help.md`).
  return source.startsWith('../') ? posix.join(contentDir, source) : `${contentDir}/${source}`
}

/** Normalise a configured content folder: no `./`, no trailing `/`, `.` → `''` (the site root). */
export function normalizeContentDir(dir: string): string {
  const trimmed = dir.replace(/^(\.\/)+/, '').replace(/\/+$/, '')
  return trimmed === '.' ? '' : trimmed
}

/**
 * Where the site's standalone pages (`pagesDir`) are, seen from the content folder, as their
 * sources begin (`src/pages` with content in `docs` -> `../src/pages/`); undefined for a site
 * without them. A page's source is its path relative to the content folder, like a doc's.
 */
export function sitePagesPrefix(config: {
  docs: { contentDir: string }
  pagesDir: string | false
}): string | undefined {
  if (config.pagesDir === false) return undefined
  return prefixFromContent(config.docs.contentDir, config.pagesDir)
}

/**
 * Where the site's blog posts are, seen from the content folder, as their sources begin
 * (`blog` with content in `docs` -> `../blog/`); undefined for a site without a blog.
 */
export function blogPrefix(config: {
  docs: { contentDir: string }
  blog: { dir: string } | false
}): string | undefined {
  if (config.blog === false) return undefined
  return prefixFromContent(config.docs.contentDir, config.blog.dir)
}

function prefixFromContent(contentDir: string, dir: string): string {
  return `${posix.relative(contentDir === '' ? '.' : contentDir, dir)}/`
}
