/**
 * Fast Markdown front end: a unified parser plugin that parses with markdown-it and converts its
 * tokens into exactly the mdast tree remark-parse + remark-gfm + remark-directive build
 * (micromark), positions (line, column, offset) included, 15-30 times faster.
 *
 * Design
 * - `precheck.ts` rejects whole documents with characters the fast path never handles (CR, NUL,
 *   BOM), and those with tabs, non-ASCII whitespace or `*`/`_` next to non-ASCII anywhere but
 *   in the code of a top-level fence.
 * - `engine.ts` builds one markdown-it (CommonMark + GFM tables + raw HTML + our container
 *   directive rule in `directive-rule.ts`) whose block rules are wrapped to record where each
 *   block and each line starts in the source: markdown-it tokens only carry line ranges.
 * - `blocks.ts` converts block tokens (`table-row.ts` splits table rows as micromark does),
 *   `inline.ts` inline tokens; `source-map.ts` maps offsets in markdown-it's inline strings back
 *   to the source, and offsets to points.
 * - Every step checks what it assumes against the source (each inline token must be found at
 *   the cursor in source form, each paragraph line at the end of its source line, each table
 *   cell as split from its row, each fence closed, ...).
 *
 * Fallback rule: anything the converter does not handle with certainty throws `Decline`
 * (`decline.ts`) and the document is parsed by remark-parse itself — micromark with the
 * extensions remark-gfm and remark-directive register in the processor's data — so a document
 * gets either the micromark tree or an identical one. Declined, among others: setext headings,
 * indented code, reference links and definitions, footnotes, autolink literals (`www.`, `@`,
 * `scheme:` in text), text and leaf directives (`:` before a non-space), strikethrough (`~`),
 * character references, stray emphasis delimiters (`*`, `_` outside words), task list items,
 * lazy continuation lines, directives with attributes or nested, unclosed fences
 * and directives, multi-line code spans, inline HTML and link resources, tables not surrounded
 * by blank lines, and blockquotes ending with (or holding a list and) a `>`-only line. `.prof/fastparse/` and
 * `test/unit/transform/fast-parse.test.ts` compare both trees over whole corpora.
 */

import type { MarkdownIt } from 'markdown-it'
import type { Root } from 'mdast'
import remarkParse from 'remark-parse'
import type { Plugin, Processor } from 'unified'
import type { Node } from 'unist'
import { convertDocument, type ScannedDocument } from './blocks.js'
import { Decline } from './decline.js'
import { createEngine, scan } from './engine.js'
import { type CodeOnly, codeOnlyOutsideCode, precheck } from './precheck.js'
import { convertBySections } from './sections.js'
import { LineIndex } from './source-map.js'

/** The fast tree, or why the document was declined. */
export type FastParseResult = { tree: Root } | { declined: string }

/** Deeper nesting than this is declined (markdown-it stops nesting at 20 levels). */
const MAX_LEVEL = 16

let engine: MarkdownIt | undefined

/** How `fastParse` may parse a part of a document with micromark. */
export interface FastParseParts {
  /**
   * micromark with the processor's extensions, over a text of its own: given, a paragraph or
   * heading whose inline content the converter declines is parsed by it alone (positions moved
   * back into the document), instead of the whole document.
   */
  micromark?: ((text: string) => Root) | undefined
  /**
   * Whether micromark reads four spaces of indentation as code (`false`: MDX 2 and 3, where it
   * then also takes a fence, HTML block or directive indented any amount, and closes a fence at
   * an indented fence line).
   * @default true
   */
  indentedCode?: boolean | undefined
}

/**
 * A footnote call, or a `]:` that may end a definition's label (in a container, over two lines,
 * or one markdown-it refuses for its URL): a reference finds its definition anywhere in the
 * document, so no part of such a document is parsed by micromark alone, with one exception: when
 * every one is in the code of an unindented top-level fence (`[name]: value` in a JavaScript
 * sample, see `codeOnlyOutsideCode`), paragraphs may still be, in a document converted whole
 * (never in sections). Converted whole, every block is one micromark reads the same, so such a
 * line is code to it too; a section cut can follow blocks that micromark reads otherwise (a
 * directive markdown-it's rule refused, closed by a `:::` line in that "fence"; a fence closed
 * early at an indented fence line), where the line may be a definition.
 */
const REACHING = /\[\^|\]:/g

/** Where `REACHING` matches: none, only in fence code (see there), or elsewhere too. */
function reachingIn(text: string, scanned: Parameters<typeof codeOnlyOutsideCode>[1]): 'none' | 'code' | 'text' {
  const found: CodeOnly[] = []
  for (const match of text.matchAll(REACHING)) found.push({ offset: match.index, found: match[0] })
  if (found.length === 0) return 'none'
  return codeOnlyOutsideCode(found, scanned).length > 0 ? 'text' : 'code'
}

/** Parse with markdown-it into the micromark-identical mdast, or say why not. */
export function fastParse(text: string, parts: FastParseParts = {}): FastParseResult {
  const checked = precheck(text)
  if ('declined' in checked) return checked
  engine ??= createEngine()
  try {
    const lines = new LineIndex(text)
    const { tokens, record } = scan(engine, text, lines.starts.length)
    if (record.definitions) return { declined: 'definition' }
    const indentedCode = parts.indentedCode ?? true
    if (record.indentedQuoteMarker && indentedCode) return { declined: 'blockquote marker indented 4 or more' }
    for (const token of tokens) if (token.level > MAX_LEVEL) return { declined: 'deep nesting' }
    const outside = codeOnlyOutsideCode(checked.codeOnly, { tokens, record, lines })
    const reaching = reachingIn(text, { tokens, record, lines })
    const micromark = reaching === 'text' ? undefined : parts.micromark
    const document: ScannedDocument = { md: engine, lines, tokens, record, micromark, indentedCode }
    // Lines the converter never takes: micromark parses their section, or the whole document.
    const micromarkLines = [...record.lazyLines, ...outside.map((found) => found.line)]
    let reason =
      outside[0] !== undefined
        ? `unsupported character ${JSON.stringify(outside[0].found)}`
        : record.lazyLines.length > 0
          ? 'lazy continuation line'
          : undefined
    if (reason === undefined) {
      try {
        return { tree: convertDocument(document) }
      } catch (error) {
        if (!(error instanceof Decline)) throw error
        reason = error.message
      }
    }
    const tree = micromark && reaching === 'none' ? convertBySections(document, micromark, micromarkLines) : undefined
    return tree ? { tree } : { declined: reason }
  } catch (error) {
    if (error instanceof Decline) return { declined: error.message }
    // Anything unexpected on the way is a reason for doubt too: micromark parses the document.
    return { declined: `error: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** Options of `remarkFastParse`. */
export interface FastParseOptions {
  /**
   * `false`: four spaces of indentation never start a code block (MDX 2 and 3). markdown-it
   * still reads such lines as code, which it declines, so micromark (told the same) parses them.
   * @default true
   */
  indentedCode?: boolean
  /**
   * remark-math is on: a document with a `$` is parsed by micromark (the fast path knows no math).
   * @default false
   */
  math?: boolean
}

/**
 * Use instead of `remark-parse` (keep `remark-gfm` and `remark-directive`: the fallback reads
 * their extensions from the processor's data when it parses).
 */
export const remarkFastParse: Plugin<[FastParseOptions?], string, Root> = function (
  this: Processor,
  options: FastParseOptions = {},
) {
  if (options.indentedCode === false) {
    const data = this.data()
    data.micromarkExtensions ??= []
    data.micromarkExtensions.push({ disable: { null: ['codeIndented'] } })
  }
  ;(remarkParse as (this: Processor) => undefined).call(this)
  const fallback = this.parser
  if (!fallback) throw new Error('remark-parse did not install its parser')
  const math = options.math === true
  this.parser = (document, file) => {
    if (math && document.includes('$')) return fallback(document, file)
    const micromark = (text: string): Root => {
      const tree = fallback(text, file)
      if (!isRoot(tree)) throw new Error('remark-parse did not return a root')
      return tree
    }
    const result = fastParse(document, { micromark, indentedCode: options.indentedCode !== false })
    return 'tree' in result ? result.tree : fallback(document, file)
  }
}

const isRoot = (node: Node): node is Root => node.type === 'root'
