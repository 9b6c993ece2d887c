/**
 * Inputs on which micromark and markdown-it part ways in ways the converter does not mend, found
 * by differential review; each is declined (micromark parses the document or its section):
 * - an HTML block of kinds 1 to 5 that its container ends: micromark's value keeps the line
 *   ending (`htmlBlockUnended`, in `BlockWalker.htmlBlock`);
 * - a paragraph line micromark reads as another block (`continuationReadOtherwise`);
 * - a list in a blockquote right before another list: micromark ends the first past the next
 *   line's `>` (`BlockWalker.list`);
 * - a list or blockquote followed by another block in a directive in a blockquote: micromark ends
 *   it elsewhere (`BlockWalker.directive`);
 * - with indented code, a blockquote line whose `>` is indented 4 or more (`indentedQuoteMarker`
 *   in engine.ts); and in sections.ts, no cut after indented code or a fence micromark may close
 *   early without indented code.
 */

/**
 * The end conditions of the HTML blocks of kinds 1 to 5, which run past blank lines until a line
 * holds them. One that its container ends instead keeps its last line ending in micromark's value.
 */
const HTML_ENDS: readonly [RegExp, RegExp][] = [
  [/^<(?:script|pre|style|textarea)(?=[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<![A-Za-z]/, />/],
  [/^<!\[CDATA\[/, /\]\]>/],
]

/** Whether an HTML block's `value` is of kinds 1 to 5 and its last line does not end it. */
export function htmlBlockUnended(value: string): boolean {
  const kind = HTML_ENDS.find(([start]) => start.test(value))
  if (!kind) return false
  return !kind[1].test(value.slice(value.lastIndexOf('\n') + 1))
}

/** A line GFM may read as a table's delimiter row. */
const DELIMITER_ROW = /^\|? *:?-+:? *(?:\| *:?-+:? *)*\|? *$/

/** What starts a block that interrupts a paragraph (or may, for micromark: conservative). */
const INTERRUPTS = /^(?:[#>`~<*+_:=-]|\d{1,9}[.)])/

/**
 * Whether micromark reads a line after the first of a paragraph (markdown-it's `content`, whose
 * lines keep their indentation past the paragraph's container) as something else: a table's
 * delimiter row (with a pipe: micromark takes a header row without one, markdown-it does not),
 * or, without indented code, a line indented 4 or more that starts a block (micromark then takes
 * indented blocks; markdown-it continues the paragraph).
 */
export function continuationReadOtherwise(content: string, indentedCode: boolean): boolean {
  for (let newline = content.indexOf('\n'); newline !== -1; newline = content.indexOf('\n', newline + 1)) {
    const end = content.indexOf('\n', newline + 1)
    const line = content.slice(newline + 1, end === -1 ? content.length : end)
    const text = line.trimStart()
    if (text.includes('|') && DELIMITER_ROW.test(text)) return true
    if (!indentedCode && line.length - text.length >= 4 && INTERRUPTS.test(text)) return true
  }
  return false
}
