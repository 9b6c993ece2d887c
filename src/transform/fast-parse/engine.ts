import MarkdownItCtor, { type MarkdownIt, type StateBlock, type Token } from 'markdown-it'
import { directiveContainerRule } from './directive-rule.js'

/**
 * What the block rules record while markdown-it parses, to give block nodes exact positions
 * (markdown-it tokens only carry line ranges).
 */
export interface ScanRecord {
  /** For the token index that opens a block: the offset of the block's first character. */
  blockStart: number[]
  /**
   * For each line consumed by a leaf block: the offset of its first character that is not a
   * container marker or indentation (markdown-it's `bMarks + tShift` inside the containers).
   */
  lineStart: Int32Array
  /** Lines a paragraph took as lazy continuation lines (laziness is not handled: micromark parses them). */
  lazyLines: number[]
  /** A link reference definition was parsed (fallback: references are not handled). */
  definitions: boolean
  /**
   * A blockquote went on at a line whose `>` is indented 4 or more: markdown-it takes it, where
   * micromark (with indented code) reads the line as a lazy one, `>` kept as text.
   */
  indentedQuoteMarker: boolean
}

const SCAN = Symbol('fast-parse scan')
const GREATER_THAN = 0x3e

/** The record of the current parse, kept on markdown-it's `env`. */
export function scanRecordOf(state: { env: Record<string | symbol, unknown> }): ScanRecord | undefined {
  return state.env[SCAN] as ScanRecord | undefined
}

/**
 * A CommonMark markdown-it with GFM tables, raw HTML on, our container directive rule, and every
 * block rule wrapped to record where blocks and lines start. `text_join` is off so escapes keep
 * their source form (`text_special` tokens), which the converter needs to walk the source.
 * Strikethrough stays off: `~` sends a document to the fallback.
 */
export function createEngine(): MarkdownIt {
  const md = new MarkdownItCtor('commonmark', { html: true })
  md.enable('table')
  md.core.ruler.disable('text_join')
  md.block.ruler.before('fence', 'directive_container', directiveContainerRule, { alt: ['paragraph'] })
  for (const rule of blockRules(md)) md.block.ruler.at(rule.name, recording(rule.name, rule.fn), { alt: rule.alt })
  return md
}

interface RuleEntry {
  name: string
  fn: BlockRule
  alt: string[]
}

/** The block rules with their names and `alt` chains (`Ruler.__rules__`, stable since markdown-it 4, untyped). */
function blockRules(md: MarkdownIt): RuleEntry[] {
  const rules = (md.block.ruler as unknown as { __rules__?: unknown }).__rules__
  if (!Array.isArray(rules)) throw new Error('markdown-it: block rules not found')
  return (rules as RuleEntry[]).map(({ name, fn, alt }) => ({ name, fn, alt: [...alt] }))
}

/** Parse `text` into tokens, returning them with the positions recorded on the way. */
export function scan(md: MarkdownIt, text: string, lineCount: number): { tokens: Token[]; record: ScanRecord } {
  const record: ScanRecord = {
    blockStart: [],
    lineStart: new Int32Array(lineCount).fill(-1),
    lazyLines: [],
    definitions: false,
    indentedQuoteMarker: false,
  }
  const tokens = md.parse(text, { [SCAN]: record })
  return { tokens, record }
}

type BlockRule = (
  // positional: markdown-it's block rule signature, (state, startLine, endLine, silent)
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
) => boolean

function recording(name: string, rule: BlockRule): BlockRule {
  return (
    // positional: this wraps a markdown-it block rule, and markdown-it calls it the same way
    state,
    startLine,
    endLine,
    silent,
  ) => {
    if (silent) return rule(state, startLine, endLine, silent)
    const record = scanRecordOf(state)
    if (!record) return rule(state, startLine, endLine, silent)
    const index = state.tokens.length
    const start = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0)
    if (!rule(state, startLine, endLine, silent)) return false
    record.blockStart[index] = start
    const lineStart = record.lineStart
    for (let line = startLine; line < state.line; line++) {
      if (lineStart[line] === -1) lineStart[line] = (state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0)
    }
    if (name === 'paragraph') {
      for (let line = startLine + 1; line < state.line; line++) {
        if ((state.sCount[line] ?? 0) < state.blkIndent) record.lazyLines.push(line)
      }
    } else if (name === 'list') {
      // Items after the first start on lines the list rule handles itself: their marker is where
      // the line starts at the list's level (the rule restores `tShift` after each item).
      const level = (state.tokens[index]?.level ?? 0) + 1
      for (let i = index + 1; i < state.tokens.length; i++) {
        const token = state.tokens[i]
        if (token?.type === 'list_item_open' && token.level === level && token.map) {
          const line = token.map[0]
          record.blockStart[i] = (state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0)
        }
      }
    } else if (name === 'reference') {
      record.definitions = true
    } else if (name === 'blockquote') {
      // The rule restored the lines' marks: each is read as it was in the quote's container.
      for (let line = startLine + 1; line < state.line; line++) {
        const at = (state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0)
        if (state.src.charCodeAt(at) === GREATER_THAN && (state.sCount[line] ?? 0) - state.blkIndent >= 4)
          record.indentedQuoteMarker = true
      }
    }
    return true
  }
}
