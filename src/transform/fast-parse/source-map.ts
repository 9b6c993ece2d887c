import type { Point, Position } from 'unist'
import { decline } from './decline.js'

/** Line starts of the source, to turn offsets into unist points (line and column are 1-based). */
export class LineIndex {
  readonly text: string
  /** Offset of the first character of each line. */
  readonly starts: number[]
  private last = 0

  constructor(text: string) {
    this.text = text
    const starts = [0]
    let at = text.indexOf('\n')
    while (at !== -1) {
      starts.push(at + 1)
      at = text.indexOf('\n', at + 1)
    }
    this.starts = starts
  }

  /** Offset of the line ending of a line (0-based), or the end of the text on the last line. */
  lineEnd(line: number): number {
    const next = this.starts[line + 1]
    return next === undefined ? this.text.length : next - 1
  }

  point(offset: number): Point {
    const starts = this.starts
    let line = this.last
    // Points are mostly asked for in document order: try the line of the previous answer first.
    if (!((starts[line] ?? 0) <= offset && offset < (starts[line + 1] ?? Number.POSITIVE_INFINITY))) {
      let low = 0
      let high = starts.length - 1
      while (low < high) {
        const mid = (low + high + 1) >> 1
        if ((starts[mid] ?? 0) <= offset) low = mid
        else high = mid - 1
      }
      line = low
      this.last = line
    }
    return { line: line + 1, column: offset - (starts[line] ?? 0) + 1, offset }
  }

  position(start: number, end: number): Position {
    return { start: this.point(start), end: this.point(end) }
  }
}

/**
 * Where the characters of an inline content string (what markdown-it parses inline: the lines of
 * a paragraph joined without their container markers and indentation, or a table cell with `\|`
 * unescaped) are in the source: a list of pieces, each a run copied unchanged from the source.
 */
export class ContentMap {
  /** Offset in the content where each piece starts (ascending, the first is 0). */
  private readonly from: number[] = []
  /** Offset in the source of the first character of each piece. */
  private readonly to: number[] = []

  add(contentOffset: number, sourceOffset: number): void {
    this.from.push(contentOffset)
    this.to.push(sourceOffset)
  }

  /** Source offset of the character at a content offset. */
  at(offset: number): number {
    const from = this.from
    let low = 0
    let high = from.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if ((from[mid] ?? 0) <= offset) low = mid
      else high = mid - 1
    }
    const index = low
    return (this.to[index] ?? 0) + offset - (from[index] ?? 0)
  }

  /** Source offset just after the character before a content offset (the end of a range). */
  endAt(offset: number): number {
    return offset === 0 ? this.at(0) : this.at(offset - 1) + 1
  }
}

/**
 * Map a paragraph's inline content (markdown-it joins its lines without container markers and
 * trims the whole) back to the source: each content line is the end of its source line, the
 * last one before the trailing spaces. Every line is checked against the source. `lineRange` is
 * the paragraph's lines, first and end (exclusive), as in markdown-it's `Token.map`.
 */
export function paragraphMap(lines: LineIndex, content: string, lineRange: readonly [number, number]): ContentMap {
  const [firstLine, endLine] = lineRange
  const src = lines.text
  const map = new ContentMap()
  let from = 0
  for (let line = firstLine; line < endLine; line++) {
    const newline = content.indexOf('\n', from)
    const isLast = line === endLine - 1
    if ((newline === -1) !== isLast) decline('paragraph lines')
    const to = isLast ? content.length : newline
    let end = lines.lineEnd(line)
    if (isLast) while (src.charCodeAt(end - 1) === 0x20) end--
    const start = end - (to - from)
    if (start < (lines.starts[line] ?? 0) || !sameText(src, start, content, from, to)) decline('paragraph line')
    map.add(from, start)
    from = to + 1
  }
  return map
}

/**
 * Whether `content` from `from` to `to` is the same text as `src` from `at`. Kept positional: it
 * runs for every line of every paragraph on the fast-parse path, and an options object would be
 * an allocation per line.
 */
function sameText(src: string, at: number, content: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (src.charCodeAt(at + i - from) !== content.charCodeAt(i)) return false
  return true
}
