import type { StateBlock, Token } from 'markdown-it'
import { decline } from './decline.js'

/**
 * A markdown-it block rule for the container directives docsgen uses (`:::note`, `:::tip[Title]`),
 * written to accept only the plain cases where micromark-extension-directive is sure to agree:
 *
 * - the opening fence is indented up to 3 spaces: 3 or more colons, an ASCII name
 *   (`[A-Za-z][\w-]*`, not ending in `-` or `_`), an optional one-line label without brackets,
 *   backslashes, `&` or outer spaces, no attributes (`{…}`), then only spaces;
 * - it is closed, within its container, by a line of at least as many colons (up to 3 spaces
 *   of indentation, then only spaces), and no line before that starts with `:::` (micromark ends
 *   the directive at the first closing line, whatever is open inside);
 * - every other line up to there is blank or indented at least as much as the opening fence:
 *   micromark takes up to that many spaces off each line of the content (as off a fenced code
 *   block's), which the content's tokens then read as here with the block indent raised by it.
 *
 * Anything else is left to the paragraph rule, where the `:name` text sends the whole document
 * to the fallback. It interrupts a paragraph (in `alt`: micromark's does, with an opening line
 * alone; one this rule refuses, unclosed for one, is declined the same way).
 *
 * Tokens: `directive_open` (info: the name, `meta.label`: offset of the label's `[`), an
 * `inline` token for the label if any, the content's tokens, `directive_close`.
 */
export function directiveContainerRule(
  // positional: markdown-it calls every block rule as (state, startLine, endLine, silent)
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  // The opening fence's indentation (micromark's "initial size").
  const indent = (state.sCount[startLine] ?? 0) - state.blkIndent
  if (indent < 0 || indent > 3) return false
  const src = state.src
  const start = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0)
  const max = state.eMarks[startLine] ?? 0
  let pos = start
  while (pos < max && src.charCodeAt(pos) === COLON) pos++
  const colons = pos - start
  if (colons < 3) return false
  const nameStart = pos
  if (!isAsciiAlpha(src.charCodeAt(pos))) return false
  while (pos < max && isNameChar(src.charCodeAt(pos))) pos++
  const last = src.charCodeAt(pos - 1)
  if (last === DASH || last === UNDERSCORE) return false
  const name = src.slice(nameStart, pos)
  let labelAt = -1
  let labelEnd = -1
  if (src.charCodeAt(pos) === OPEN_BRACKET) {
    labelAt = pos
    pos++
    const labelStart = pos
    while (pos < max) {
      const code = src.charCodeAt(pos)
      if (code === CLOSE_BRACKET) break
      if (code === OPEN_BRACKET || code === BACKSLASH || code === AMPERSAND) return false
      pos++
    }
    if (pos >= max || pos === labelStart) return false
    if (src.charCodeAt(labelStart) === SPACE || src.charCodeAt(pos - 1) === SPACE) return false
    labelEnd = pos
    pos++
  }
  while (pos < max && src.charCodeAt(pos) === SPACE) pos++
  if (pos < max) return false

  let closeLine = -1
  for (let line = startLine + 1; line < endLine; line++) {
    const lineStart = (state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0)
    const lineMax = state.eMarks[line] ?? 0
    if (lineStart >= lineMax) continue
    if ((state.sCount[line] ?? 0) < state.blkIndent) return false
    if (!src.startsWith(':::', lineStart)) {
      if ((state.sCount[line] ?? 0) < state.blkIndent + indent) return false
      continue
    }
    if ((state.sCount[line] ?? 0) - state.blkIndent >= 4) return false
    let at = lineStart
    while (at < lineMax && src.charCodeAt(at) === COLON) at++
    const size = at - lineStart
    while (at < lineMax && src.charCodeAt(at) === SPACE) at++
    if (at < lineMax || size < colons) return false
    closeLine = line
    break
  }
  if (closeLine === -1) return false
  if (silent) return true

  const open = state.push('directive_open', 'div', 1)
  open.info = name
  open.markup = ':'.repeat(colons)
  open.map = [startLine, closeLine + 1]
  if (labelAt !== -1) {
    open.meta = { label: labelAt }
    const label = state.push('inline', '', 0)
    label.content = src.slice(labelAt + 1, labelEnd)
    label.map = [startLine, startLine + 1]
    label.children = []
  }
  const oldLineMax = state.lineMax
  const oldIndent = state.blkIndent
  state.lineMax = closeLine
  state.blkIndent += indent
  state.md.block.tokenize(state, startLine + 1, closeLine)
  state.blkIndent = oldIndent
  state.lineMax = oldLineMax
  const close = state.push('directive_close', 'div', -1)
  close.markup = open.markup
  state.line = closeLine + 1
  return true
}

/**
 * Whether a directive's content (its tokens `from` to `to`, exclusive, and its lines `map`) holds
 * a blank line that makes the list item around it spread: micromark counts every blank line of
 * a directive's content but those inside a fenced or indented code block or an HTML block (and
 * those of a list or blockquote in it, which count for that list instead: declined here when the
 * directive has such a line).
 */
export function blankSpreadsItem(
  content: { tokens: readonly Token[]; from: number; to: number; map: readonly [number, number] },
  isBlankLine: (line: number) => boolean,
): boolean {
  const { tokens, from, to, map } = content
  const inside = new Set<number>()
  let containers = false
  for (let i = from; i < to; i++) {
    const token = tokens[i]
    if (!token?.map || token.nesting === -1) continue
    if (token.type === 'fence' || token.type === 'html_block' || token.type === 'code_block') {
      for (let line = token.map[0]; line < token.map[1]; line++) inside.add(line)
    } else if (token.type.endsWith('list_open') || token.type === 'blockquote_open') containers = true
  }
  for (let line = map[0] + 1; line < map[1] - 1; line++) {
    if (inside.has(line) || !isBlankLine(line)) continue
    if (containers) decline('blank line in a directive with a list or quote, in a list item')
    return true
  }
  return false
}

const SPACE = 0x20
const AMPERSAND = 0x26
const DASH = 0x2d
const COLON = 0x3a
const OPEN_BRACKET = 0x5b
const BACKSLASH = 0x5c
const CLOSE_BRACKET = 0x5d
const UNDERSCORE = 0x5f

function isAsciiAlpha(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)
}

function isNameChar(code: number): boolean {
  return isAsciiAlpha(code) || (code >= 0x30 && code <= 0x39) || code === DASH || code === UNDERSCORE
}
