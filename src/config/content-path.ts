/** `content` + `a/b.md` → `content/a/b.md`; with the site root as content folder (`''`), just `a/b.md`. */
export function contentFilePath(contentDir: string, source: string): string {
  return contentDir === '' ? source : `${contentDir}/${source}`
}

/** Normalise a configured content folder: no `./`, no trailing `/`, `.` → `''` (the site root). */
export function normalizeContentDir(dir: string): string {
  const trimmed = dir.replace(/^(\.\/)+/, '').replace(/\/+$/, '')
  return trimmed === '.' ? '' : trimmed
}
