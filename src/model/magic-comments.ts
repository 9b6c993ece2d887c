/**
 * A kind of magic comment in code blocks (`markdown.magicComments`, Docusaurus's
 * `themeConfig.prism.magicComments`): a comment line that marks other lines and is taken out of
 * the code (see `transform/magic-comments.ts`).
 */
export interface MagicComment {
  /** The class(es) the lines it marks get, space-separated. */
  className: string
  /** The comment that marks the next line. */
  line?: string | undefined
  /** The comments around the lines it marks. */
  block?: { start: string; end: string } | undefined
}

/** Docusaurus's class for highlighted lines: docsgen's `highlighted` (`CODE_BLOCK.highlightedLine`). */
export const DOCUSAURUS_HIGHLIGHT_CLASS = 'theme-code-block-highlighted-line'

/** Docusaurus's default: `highlight-next-line`, and `highlight-start` … `highlight-end`. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  {
    className: DOCUSAURUS_HIGHLIGHT_CLASS,
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
]
