import type { Root } from 'hast'
import type { LineMarks } from './line-marks.js'

/** Highlights code blocks (Shiki with a light and a dark theme at once, or Prism); created once per build. */
export interface CodeHighlighter {
  /** Every accepted language name and alias, lower-case (loaded or not). */
  readonly languages: ReadonlySet<string>
  /**
   * `<pre class="shiki …"><code><span class="line">…` for `code`; `lang` must be in `languages`.
   * Throws `MissingGrammarError` (highlighter.ts) when the language's grammar is not loaded yet (see `load`).
   */
  highlight(code: string, lang: string): Root
  /**
   * The `<pre>` of `highlight` as HTML, with the lines in `marked` (1-based) given their classes
   * after `line` (`line highlighted`); `undefined` if shiki made no `<pre>`. Same errors as `highlight`.
   */
  highlightHtml(code: string, lang: string, marked: LineMarks): string | undefined
  /** Load the grammars of these languages (names or aliases; others are ignored). */
  load(languages: Iterable<string>): Promise<void>
}

/** What compiling a page needs of a highlighter: the languages it accepts, and a block's `<pre>`. */
export type BlockHighlighter = Pick<CodeHighlighter, 'languages' | 'highlightHtml' | 'load'>
