import type { Element, Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { ThemedToken } from 'shiki'
import { escapeAttributeValue, escapeText } from '../html/index.js'
import { CODE_BLOCK } from '../model/markup.js'
import type { LineMarks } from './line-marks.js'

/**
 * The `<pre>` of a highlighted block as HTML, written straight from shiki's tokens in the
 * css-variables mode. It is byte for byte what `codeToHast` with the token-class transformer
 * and `hast-util-to-html` make of the same tokens (a test compares them), without building and
 * walking a tree of thousands of spans:
 *
 * ```html
 * <pre class="shiki css-variables" tabindex="0"><code><span class="line"><span class="sh-keyword">const</span>…</span>
 * <span class="line highlighted">…</span></code></pre>
 * ```
 *
 * `marked` holds the lines marked with `{2-3}` in the fence's meta or by magic comments, and their classes.
 */
export function tokensToPreHtml(lines: readonly ThemedToken[][], marked: LineMarks): string {
  let html = PRE_START
  for (let index = 0; index < lines.length; index++) {
    if (index > 0) html += '\n'
    html += lineStart(marked, index)
    html += tokenSpans(lines[index] ?? [])
    html += '</span>'
  }
  return `${html}${PRE_END}`
}

const PRE_START = '<pre class="shiki css-variables" tabindex="0"><code>'
const PRE_END = '</code></pre>'

const LINE_START = `<span class="${CODE_BLOCK.line}">`

function lineStart(marked: LineMarks, index: number): string {
  const classes = marked.get(index + 1)
  return classes === undefined ? LINE_START : `<span class="${CODE_BLOCK.line} ${escapeAttributeValue(classes)}">`
}

/** The token spans of one line (a flat string: it is kept and read again for repeated lines). */
function tokenSpans(line: readonly ThemedToken[]): string {
  const parts: string[] = []
  for (const token of mergeWhitespace(line)) {
    const kind = token.color === undefined ? undefined : TOKEN_COLOR.exec(token.color)?.[1]
    parts.push(kind === undefined ? '<span>' : `<span class="sh-${kind}">`, escapeText(token.content), '</span>')
  }
  return parts.join('')
}

/** One line's result from a TextMate grammar (`tokenizeLine2`): start offset and metadata per token. */
export interface LineTokens {
  readonly tokens: Uint32Array
  readonly ruleStack: unknown
}

/** A TextMate grammar, as far as `codeToPreHtml` uses it. */
export interface LineGrammar {
  tokenizeLine2(lineText: string, prevState: unknown, timeLimit?: number): LineTokens
}

/** How `codeToPreHtml` reads a TextMate grammar's output, for one highlighter and its one theme. */
export interface LineReader {
  /** The grammar state before a block's first line (vscode-textmate's `INITIAL`). */
  initial: unknown
  /** A token's colour from its metadata: the theme's colour map, colour replacements applied. */
  colorOf(metadata: number): string | undefined
  /** A token's font style bits from its metadata. */
  fontStyleOf(metadata: number): number
  /** Each line result's spans, kept while the result is (the line memo hands out the same object for a repeated line). */
  spans: WeakMap<LineTokens, string>
}

/** Inputs of `codeToPreHtml`: one code block. */
export interface CodeToPreHtmlInput {
  /** The block's lines, split as shiki's `splitLines` does. */
  lines: readonly string[]
  grammar: LineGrammar
  reader: LineReader
  /** The lines to mark (see `tokensToPreHtml`). */
  marked: LineMarks
}

/**
 * `tokensToPreHtml(codeToTokensBase(code))`, the same string, driving the grammar line by line
 * as shiki's `codeToTokensBase` does (lines split by shiki's `splitLines`, an empty line not
 * tokenized and leaving the state as it is, no time limit). What it skips: a line result the
 * line memo has seen before already has its spans, so it makes no token objects, colour lookups
 * or escapes.
 */
export function codeToPreHtml({ lines, grammar, reader, marked }: CodeToPreHtmlInput): string {
  // Parts joined once: a string built with += is a rope, copied again when it is first read.
  const parts: string[] = [PRE_START]
  let state = reader.initial
  for (let index = 0; index < lines.length; index++) {
    if (index > 0) parts.push('\n')
    parts.push(lineStart(marked, index))
    const line = lines[index] as string
    if (line !== '') {
      const result = grammar.tokenizeLine2(line, state, 0)
      let spans = reader.spans.get(result)
      if (spans === undefined) {
        spans = tokenSpans(themedTokens(line, result.tokens, reader))
        reader.spans.set(result, spans)
      }
      parts.push(spans)
      state = result.ruleStack
    }
    parts.push('</span>')
  }
  parts.push(PRE_END)
  return parts.join('')
}

/** A line's tokens as shiki's `_tokenizeWithTheme` makes them (without explanations). */
function themedTokens(line: string, tokens: Uint32Array, reader: LineReader): ThemedToken[] {
  const count = tokens.length / 2
  const themed: ThemedToken[] = []
  for (let index = 0; index < count; index++) {
    const start = tokens[2 * index] as number
    const next = index + 1 < count ? (tokens[2 * index + 2] as number) : line.length
    if (start === next) continue
    const metadata = tokens[2 * index + 1] as number
    const color = reader.colorOf(metadata)
    themed.push({
      content: line.substring(start, next),
      offset: start,
      fontStyle: reader.fontStyleOf(metadata),
      ...(color === undefined ? {} : { color }),
    })
  }
  return themed
}

/** A token's colour in the css-variables theme: `var(--sh-token-keyword)` gives class `sh-keyword`. */
const TOKEN_COLOR = /var\(--sh-token-([a-z-]+)\)/

/** The `<pre>` of a highlighted tree as HTML, with the `marked` lines' spans marked (other modes). */
export function preTreeToHtml(root: Root, marked: LineMarks): string | undefined {
  const pre = root.children[0]
  if (pre?.type !== 'element') return undefined
  if (marked.size > 0) markLines(pre, marked)
  return toHtml(pre)
}

function markLines(pre: Element, marked: LineMarks): void {
  const code = pre.children.find((node) => node.type === 'element')
  let line = 0
  for (const child of code?.type === 'element' ? code.children : []) {
    if (child.type !== 'element') continue
    // Shiki writes `class: 'line'`; hastscript `className: ['line']`.
    const classes = child.properties.className
    const listed = Array.isArray(classes) && classes.includes(CODE_BLOCK.line)
    if (child.properties.class !== CODE_BLOCK.line && !listed) continue
    line++
    const marks = marked.get(line)
    if (marks === undefined) continue
    if (listed) child.properties.className = [...classes, ...marks.split(' ')]
    else child.properties.class = `${CODE_BLOCK.line} ${marks}`
  }
}

const UNDERLINE = 4
const STRIKETHROUGH = 8

/**
 * Shiki's `mergeWhitespaces` (on by default in `codeToHast`): a whitespace-only token joins the
 * token after it, unless that one is underlined or struck through.
 */
function mergeWhitespace(line: readonly ThemedToken[]): ThemedToken[] {
  const merged: ThemedToken[] = []
  let carried = ''
  let carriedOffset = 0
  for (let index = 0; index < line.length; index++) {
    const token = line[index] as ThemedToken
    const style = token.fontStyle ?? 0
    const couldMerge = !(style & UNDERLINE || style & STRIKETHROUGH)
    if (couldMerge && WHITESPACE_ONLY.test(token.content) && index + 1 < line.length) {
      if (carried === '') carriedOffset = token.offset
      carried += token.content
    } else if (carried !== '') {
      if (couldMerge) merged.push({ ...token, offset: carriedOffset, content: carried + token.content })
      else merged.push({ content: carried, offset: carriedOffset }, token)
      carried = ''
    } else merged.push(token)
  }
  return merged
}

const WHITESPACE_ONLY = /^\s+$/
