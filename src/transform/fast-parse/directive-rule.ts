import type { StateBlock } from 'markdown-it'

/**
 * A markdown-it block rule for the container directives docsgen uses (`:::note`, `:::tip[Title]`),
 * written to accept only the plain cases where micromark-extension-directive is sure to agree:
 *
 * - the opening fence is not indented: 3 or more colons, an ASCII name (`[A-Za-z][\w-]*`, not
 *   ending in `-` or `_`), an optional one-line label without brackets, backslashes, `&` or
 *   outer spaces, no attributes (`{…}`), then only spaces;
 * - it is closed, within its container, by a line of at least as many colons (up to 3 spaces
 *   of indentation, then only spaces), and no line before that starts with `:::` (micromark ends
 *   the directive at the first closing line, whatever is open inside).
 *
 * Anything else is left to the paragraph rule, where the `:name` text sends the whole document
 * to the fallback. The rule is in no `alt` chain, so it never interrupts a paragraph (micromark
 * would; that case is declined the same way).
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
  if ((state.sCount[startLine] ?? 0) !== state.blkIndent) return false
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
    if (!src.startsWith(':::', lineStart)) continue
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
  state.lineMax = closeLine
  state.md.block.tokenize(state, startLine + 1, closeLine)
  state.lineMax = oldLineMax
  const close = state.push('directive_close', 'div', -1)
  close.markup = open.markup
  state.line = closeLine + 1
  return true
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
