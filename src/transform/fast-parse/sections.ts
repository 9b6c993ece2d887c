import type { Token } from 'markdown-it'
import type { Nodes, Root, RootContent } from 'mdast'
import { convertSection, type ScannedDocument } from './blocks.js'
import { Decline } from './decline.js'
import { closesEarlyWithoutIndentedCode, isClosed } from './fence.js'
import { continuationReadOtherwise, htmlBlockUnended } from './quirks.js'

/**
 * A line micromark may read as a container directive's fence (see `sectionStarts`): any line with
 * `:::` (after a list item's marker, indented in a container, or in text: a line markdown-it did
 * not take is no place to trust a cut after).
 */
const COLON_FENCE = /^.*?:::/gm
const SPACE = 0x20

/**
 * A declined document converted section by section: it is cut before each top-level block that
 * starts its line after a blank line (where both parsers have nothing open), each section is
 * converted by the fast path, and a section it declines, or that holds one of `micromarkLines`, is
 * parsed by micromark alone, its positions moved down to where it is. `undefined` when the
 * document has one section, or when micromark would parse every one. (A document with footnotes
 * or definitions never comes here: see `REACHING` in index.ts.)
 */
export function convertBySections(
  document: ScannedDocument,
  micromark: (text: string) => Root,
  micromarkLines: readonly number[],
): Root | undefined {
  const { lines, tokens } = document
  const starts = sectionStarts(document)
  if (starts.length === 0) return undefined
  const bounds = [{ token: 0, line: 0 }, ...starts, { token: tokens.length, line: lines.starts.length }]
  const children: RootContent[] = []
  let fast = 0
  for (const [i, from] of bounds.entries()) {
    const to = bounds[i + 1]
    if (!to) break
    const converted = micromarkLines.some((line) => line >= from.line && line < to.line)
      ? undefined
      : convertedOrDeclined(document, from.token, to.token)
    if (converted) fast++
    children.push(...(converted ?? byMicromark(document, micromark, { from: from.line, to: to.line })))
  }
  if (fast === 0) return undefined
  return { type: 'root', children, position: lines.position(0, lines.text.length) }
}

function convertedOrDeclined(document: ScannedDocument, from: number, to: number): RootContent[] | undefined {
  try {
    return convertSection(document, from, to)
  } catch (error) {
    if (error instanceof Decline) return undefined
    throw error
  }
}

/** Lines `from` to `to` (exclusive) parsed by micromark alone, positions moved down to them. */
function byMicromark(
  document: ScannedDocument,
  micromark: (text: string) => Root,
  { from, to }: { from: number; to: number },
): RootContent[] {
  const { lines } = document
  const start = lines.starts[from] ?? 0
  const end = lines.starts[to] ?? lines.text.length
  const root = micromark(lines.text.slice(start, end))
  // A section starts a line: columns stay, lines and offsets move.
  for (const child of root.children) moveDown(child, from, start)
  return root.children
}

function moveDown(node: Nodes, lineDelta: number, offsetDelta: number): void {
  const { position } = node
  if (position) {
    for (const point of [position.start, position.end]) {
      point.line += lineDelta
      if (point.offset !== undefined) point.offset += offsetDelta
    }
  }
  if ('children' in node) for (const child of node.children) moveDown(child, lineDelta, offsetDelta)
}

/**
 * Where sections may start: the top-level blocks (markdown-it's tokens of level 0) at the start
 * of their line, with a blank line before them. There micromark has nothing open but what
 * markdown-it has (a paragraph, quote, table or HTML block of kinds 6 and 7 ends at a blank line;
 * a list item or indented code at a line that is not indented; fences and the other HTML blocks
 * follow the same CommonMark rules in both, and markdown-it gives no token inside them), except a
 * container directive markdown-it's rule did not take, and an unclosed fence (micromark alone on
 * its section may end it otherwise): so none after the first line with `:::` outside the fences,
 * HTML blocks and directives it made, nor after an unclosed fence.
 */
function sectionStarts(document: ScannedDocument): { token: number; line: number }[] {
  const { tokens, record, lines } = document
  const text = lines.text
  const taken = new Set<number>()
  for (const token of tokens) {
    const map = token.map
    if (!map) continue
    if (token.type === 'directive_open') taken.add(map[0]).add(map[1] - 1)
    else if (token.type === 'fence' || token.type === 'html_block') for (let l = map[0]; l < map[1]; l++) taken.add(l)
  }
  let limit = lines.starts.length
  // Without indented code, micromark reads an indented fence, HTML block or directive where
  // markdown-it has indented code, and it may run past blank lines: no cut after one. Nor after
  // a fence micromark may close early (at an indented fence line): what it opens next may run on.
  if (document.indentedCode === false) {
    const early = tokens.find(
      (token, index) =>
        token.type === 'code_block' ||
        (token.type === 'fence' && closesEarlyWithoutIndentedCode(token)) ||
        (token.type === 'inline' &&
          tokens[index - 1]?.type === 'paragraph_open' &&
          continuationReadOtherwise(token.content, false)),
    )
    if (early?.map) limit = early.map[0]
  }
  // An unclosed fence, or an HTML block of kinds 1 to 5 its end condition does not end, runs to
  // the end of its container: micromark alone, on a section, may end it otherwise (keeping the
  // section's last blank line) or run it on.
  for (const [index, token] of tokens.entries()) {
    const map = token.map
    if (!map) continue
    const start = record.blockStart[index]
    const runsOn =
      token.type === 'fence'
        ? start !== undefined && !isClosed({ src: text, lines, record }, token, start)
        : token.type === 'html_block' && htmlBlockUnended(token.content)
    if (runsOn) limit = Math.min(limit, map[0])
  }
  for (const found of text.matchAll(COLON_FENCE)) {
    const line = lines.point(found.index).line - 1
    if (!taken.has(line)) {
      limit = Math.min(limit, line)
      break
    }
  }
  const starts: { token: number; line: number }[] = []
  let before: string | undefined
  tokens.forEach((token: Token, index) => {
    if (token.level !== 0 || token.nesting === -1) return
    // After indented code and blank lines, micromark reads the next block as one interrupting
    // the code: an ordered list not starting at 1 or an empty item is text there, not alone.
    const afterCode = before === 'code_block'
    before = token.type
    const line = token.map?.[0]
    if (afterCode || line === undefined || line === 0 || line >= limit) return
    const start = lines.starts[line] ?? 0
    if (record.blockStart[index] !== start) return
    if (blank(text, lines.starts[line - 1] ?? 0, start - 1)) starts.push({ token: index, line })
  })
  return starts
}

function blank(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (text.charCodeAt(at) !== SPACE) return false
  return true
}
