import type { Position } from '../model/diagnostic.js'

/**
 * Nodes spliced in from a snippet keep positions in the snippet file, on "virtual" lines: include
 * number `k` (1-based, in `PageData.includes`) adds `k * INCLUDE_LINE_BASE` to every line. Any plugin
 * can then report a problem at such a node as usual, and the compiler maps the line back to the
 * snippet file and its real line (`locateLine`). Columns and offsets are left as they are.
 */
export const INCLUDE_LINE_BASE = 10_000_000

/** One inclusion of a snippet into the page being compiled. */
export interface IncludedFile {
  /** The snippet, relative to the content folder (`snippets/install.md`). */
  source: string
  /** Lines of front matter before the snippet's body. */
  lineOffset: number
  /** Where the outermost include tag is in the page (page body lines), for headings and links. */
  site: Position | undefined
}

/** The virtual line base of the include at `index` (0-based) in `PageData.includes`. */
export function includeLineBase(index: number): number {
  return (index + 1) * INCLUDE_LINE_BASE
}

/** Resolve a possibly virtual line: the snippet it belongs to (if any) and the line within that file. */
export function locateLine(
  line: number,
  includes: readonly IncludedFile[],
): { include: IncludedFile | undefined; line: number } {
  if (line < INCLUDE_LINE_BASE) return { include: undefined, line }
  const include = includes[Math.floor(line / INCLUDE_LINE_BASE) - 1]
  return { include, line: (line % INCLUDE_LINE_BASE) + (include?.lineOffset ?? 0) }
}
