import type { Token } from 'markdown-it'
import type { ScanRecord } from './engine.js'
import type { LineIndex } from './source-map.js'

/**
 * Whole-document checks, done before markdown-it runs, for input the fast path never takes:
 * `\r` (markdown-it normalises line endings, micromark keeps them in values and offsets), NUL and
 * a byte order mark.
 */
const NEVER = /[\r\0\ufeff]/

/**
 * Characters the fast path takes only inside the code of a fenced block that is in no container
 * and not indented, whose lines both parsers copy as they are: tabs (column arithmetic),
 * whitespace other than spaces and line feeds (the two parsers disagree on what trims and what
 * flanks), and `*` or `_` next to a non-ASCII character (their Unicode punctuation tables for
 * emphasis flanking may differ). Code samples are where tabs and such spaces mostly are.
 */
const CODE_ONLY = /[\t\v\f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]|[^\0-\x7f][*_]|[*_][^\0-\x7f]/g

/** What `precheck` found: why the document cannot take the fast path, or where code-only characters are. */
export type PrecheckResult = { declined: string } | { codeOnly: readonly CodeOnly[] }

/** A character (or pair) `CODE_ONLY` matched, and where. */
export interface CodeOnly {
  offset: number
  found: string
}

/** Why the document cannot take the fast path, or the offsets of the characters it may hold only in code. */
export function precheck(text: string): PrecheckResult {
  const never = NEVER.exec(text)
  if (never) return { declined: `unsupported character ${JSON.stringify(never[0])}` }
  const codeOnly: CodeOnly[] = []
  for (const found of text.matchAll(CODE_ONLY)) codeOnly.push({ offset: found.index, found: found[0] })
  return { codeOnly }
}

/**
 * The characters `precheck` found outside the code of a fenced block in no container and not
 * indented (see `CODE_ONLY`), each with its line (0-based); none when every one is inside.
 */
export function codeOnlyOutsideCode(
  codeOnly: readonly CodeOnly[],
  scanned: { tokens: readonly Token[]; record: ScanRecord; lines: LineIndex },
): { line: number; found: string }[] {
  if (codeOnly.length === 0) return []
  const { tokens, record, lines } = scanned
  // Code lines (0-based) of the fences at the document's top level, between their fence lines.
  const code: [number, number][] = []
  tokens.forEach((token, index) => {
    const map = token.map
    if (token.type !== 'fence' || token.level !== 0 || !map) return
    if (record.blockStart[index] !== lines.starts[map[0]]) return
    code.push([map[0] + 1, map[1] - 1])
  })
  const outside: { line: number; found: string }[] = []
  for (const { offset, found } of codeOnly) {
    const line = lines.point(offset).line - 1
    if (!code.some(([first, end]) => line >= first && line < end)) outside.push({ line, found })
  }
  return outside
}
