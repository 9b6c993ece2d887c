import { CODE_BLOCK } from '../model/markup.js'

/**
 * The lines of a code block that get classes besides `line`: 1-based line number -> the classes,
 * space-separated (`highlighted` for a line marked with `{2}` or `// highlight-next-line`).
 */
export type LineMarks = ReadonlyMap<number, string>

/** No line marked. */
export const NO_MARKS: LineMarks = new Map()

/** `lines` (1-based), each marked as highlighted. */
export function highlightedLines(lines: Iterable<number>): LineMarks {
  const marks = new Map<number, string>()
  for (const line of lines) marks.set(line, CODE_BLOCK.highlightedLine)
  return marks
}

/** The marks as text, the same for the same marks in any order: part of the keys of highlighted blocks. */
export function marksKey(marks: LineMarks): string {
  return [...marks]
    .sort((a, b) => a[0] - b[0])
    .map(([line, classes]) => `${line}:${classes}`)
    .join(',')
}

declare module 'hast' {
  interface ElementData {
    /** A code block's `<code>`: its marked lines, when `rehypeMagicComments` read them (see `rehypeHighlightCode`). */
    lineMarks?: LineMarks
  }
}
