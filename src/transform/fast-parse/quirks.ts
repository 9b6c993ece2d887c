/**
 * Inputs on which micromark and markdown-it part ways in ways the converter does not mend, found
 * by differential review; each is declined (micromark parses the document or its section):
 * - an HTML block of kinds 1 to 5 that its end condition does not end (its container or the
 *   document does): micromark's value keeps the line ending (`htmlBlockUnended`, in
 *   `BlockWalker.htmlBlock`), and no section cut after one;
 * - a paragraph line micromark reads as another block (`continuationReadOtherwise`);
 * - a list or blockquote in a blockquote right before another list or blockquote: micromark ends
 *   the first past the next line's `>` (`BlockWalker.list`, `BlockWalker.blockquote`);
 * - a list or blockquote followed by another block in a directive in a blockquote: micromark ends
 *   it elsewhere (`BlockWalker.directive`);
 * - with indented code, a blockquote line whose `>` is indented 4 or more (`indentedQuoteMarker`
 *   in engine.ts); and in sections.ts, no cut after indented code, nor, without indented code,
 *   after a fence micromark may close early or a paragraph line it reads as another block (an
 *   indented fence or HTML block may run on past the section);
 * - in table.ts, a table whose delimiter row has no pipe (micromark reads a setext heading) or
 *   with a row starting with `>` or `<` (markdown-it's table rule runs before its blockquote and
 *   HTML rules; micromark's do not).
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

/** Whether an HTML block's `value` (or markdown-it's content) is of kinds 1 to 5 and its last line does not end it. */
export function htmlBlockUnended(value: string): boolean {
  // markdown-it's content keeps indentation past the container's.
  const text = (value.endsWith('\n') ? value.slice(0, -1) : value).trimStart()
  const kind = HTML_ENDS.find(([start]) => start.test(text))
  if (!kind) return false
  return !kind[1].test(text.slice(text.lastIndexOf('\n') + 1))
}

/** The tokens opening a list or blockquote: in a blockquote, one may not follow another. */
export const LIST_OR_QUOTE = /^(?:bullet_list|ordered_list|blockquote)_open$/

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
  // Runs for every paragraph line: strings are made only for a line with a pipe.
  for (let from = content.indexOf('\n') + 1; from > 0; from = content.indexOf('\n', from) + 1) {
    let at = from
    while (content.charCodeAt(at) === SPACE) at++
    const end = content.indexOf('\n', at)
    const to = end === -1 ? content.length : end
    const pipe = content.indexOf('|', at)
    if (pipe !== -1 && pipe < to && DELIMITER_ROW.test(content.slice(at, to))) return true
    if (!indentedCode && at - from >= 4 && INTERRUPTS.test(content.slice(at, at + 10))) return true
  }
  return false
}

const SPACE = 0x20
