/** A file the build reads. Paths use `/` separators. */
export interface SourceFile {
  absPath: string
  /** Relative to the site root (`content/dev-docs/cli.md`): used in messages. */
  relPath: string
  /** For Markdown: relative to the content folder (`dev-docs/cli.md`). */
  contentPath: string
  kind: 'markdown' | 'openapi' | 'category'
}
