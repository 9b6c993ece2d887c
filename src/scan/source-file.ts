/** A file the build reads. Paths use `/` separators. */
export interface SourceFile {
  absPath: string
  /** Relative to the site root (`content/dev-docs/cli.md`): used in messages. */
  relPath: string
  /**
   * For Markdown: relative to the content folder (`dev-docs/cli.md`); a standalone page of
   * `pagesDir` outside it starts with `../` (`../src/pages/help.md`, see `sitePagesPrefix`).
   */
  contentPath: string
  /**
   * `markdown`: a page the Markdown compiler compiles (a doc, or a standalone page, a React
   * page's module included: see `REACT_PAGE_SOURCE`); `openapi`: an API document; `category`: a
   * folder's category file.
   */
  kind: 'markdown' | 'openapi' | 'category'
  /** Read from the locale's translation of the source: `relPath` is the translation's file (see `withTranslations`). */
  translated?: true
}

/** The sources read from a locale's translation: content path -> the translation's file, relative to the site root. */
export function translatedSources(files: readonly SourceFile[]): Map<string, string> {
  return new Map(files.flatMap((file) => (file.translated ? [[file.contentPath, file.relPath] as const] : [])))
}

/** A folder's category file of a generated sidebar: `_category_.json`, `.yml` or `.yaml`, as Docusaurus reads them. */
export const CATEGORY_FILE = /(?:^|\/)_category_\.(?:json|ya?ml)$/

/** The folder (relative to the content folder) a category file describes: `guides/_category_.yml` -> `guides`. */
export function categoryFolderOf(contentPath: string): string {
  return contentPath.replace(CATEGORY_FILE, '')
}
