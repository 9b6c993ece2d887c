import type { Token } from 'markdown-it'
import type { AlignType, PhrasingContent, Table, TableCell, TableRow } from 'mdast'
import { decline } from './decline.js'
import type { ScanRecord } from './engine.js'
import type { ContentMap, LineIndex } from './source-map.js'
import { alignOf, splitRow } from './table-row.js'

const GREATER_THAN = 0x3e
const LESS_THAN = 0x3c

/** What converting a GFM table needs of the block walker (see `blocks.ts`). */
export interface TableWalker {
  readonly src: string
  readonly lines: LineIndex
  readonly record: ScanRecord
  /** The next token, not taken. */
  peek(): Token | undefined
  /** Take the next token, which must be of `type`. */
  take(type: string): Token
  isBlankLine(line: number): boolean
  inline(token: Token, content: string, map: ContentMap): PhrasingContent[]
}

/** A GFM table, from markdown-it's `table_open` on (its tokens are taken). */
export function convertTable(walker: TableWalker, token: Token): Table {
  const map = token.map
  if (!map) return decline('table lines')
  // Where a table may begin or end differs between GFM implementations: only take tables with
  // blank lines (or the document's edges) around them.
  if (map[0] > 0 && !walker.isBlankLine(map[0] - 1)) decline('table right after a line')
  if (map[1] < walker.lines.starts.length && !walker.isBlankLine(map[1])) decline('table right before a line')
  // micromark reads a delimiter row without a pipe under a line as a setext heading's underline.
  const delimiter = walker.lines.starts[map[0] + 1] ?? 0
  if (!walker.src.slice(delimiter, walker.lines.lineEnd(map[0] + 1)).includes('|'))
    decline('table delimiter row without a pipe')
  walker.take('table_open')
  walker.take('thead_open')
  const align: AlignType[] = []
  const header = convertRow(walker, { cellType: 'th', line: map[0], align })
  walker.take('thead_close')
  const rows: TableRow[] = [header.row]
  const columns = header.columns
  if (header.row.children.length !== columns) decline('table header cells')
  if (walker.peek()?.type === 'tbody_open') {
    walker.take('tbody_open')
    while (walker.peek()?.type === 'tr_open') {
      const line = walker.peek()?.map?.[0]
      if (line === undefined) return decline('table row lines')
      const body = convertRow(walker, { cellType: 'td', line, align: null })
      if (body.row.children.length > columns || body.columns !== columns) decline('table row cells')
      rows.push(body.row)
    }
    walker.take('tbody_close')
  }
  walker.take('table_close')
  const last = rows[rows.length - 1]
  if (!header.row.position || !last?.position) return decline('table position')
  // Without body rows the table ends with its delimiter row.
  const end = rows.length === 1 ? walker.lines.point(walker.lines.lineEnd(map[0] + 1)) : { ...last.position.end }
  return { type: 'table', align, children: rows, position: { start: { ...header.row.position.start }, end } }
}

/** Which row `convertRow` converts. */
interface RowInput {
  cellType: 'th' | 'td'
  /** The row's line (0-based). */
  line: number
  /** Receives each cell's alignment (the header row), or null. */
  align: AlignType[] | null
}

/**
 * One table row: cells are split on the source line (unescaped pipes; a cell spans from its
 * leading pipe to the next pipe, the last one to the end of the line) and must hold what
 * markdown-it found in them. Missing cells are absent from mdast (markdown-it adds empty ones).
 */
function convertRow(walker: TableWalker, { cellType, line, align }: RowInput): { row: TableRow; columns: number } {
  walker.take('tr_open')
  const rowStart = walker.record.lineStart[line] ?? -1
  const rowEnd = walker.lines.lineEnd(line)
  if (rowStart < 0) decline('table row start')
  // markdown-it's table rule runs before its blockquote and HTML rules; micromark's do not.
  const first = walker.src.charCodeAt(rowStart)
  if (first === GREATER_THAN || first === LESS_THAN) decline('table row starting a quote or HTML')
  const cells = splitRow(walker.src, rowStart, rowEnd)
  const children: TableCell[] = []
  let columns = 0
  while (walker.peek()?.type === `${cellType}_open`) {
    const open = walker.take(`${cellType}_open`)
    const inline = walker.take('inline')
    walker.take(`${cellType}_close`)
    if (align) align.push(alignOf(open))
    const cell = cells[columns]
    columns++
    if (!cell) {
      if (inline.content !== '') decline('table cell content')
      continue
    }
    if (cell.content !== inline.content) decline('table cell content')
    children.push({
      type: 'tableCell',
      children: walker.inline(inline, cell.content, cell.map),
      position: walker.lines.position(cell.start, cell.end),
    })
  }
  walker.take('tr_close')
  if (cells.length > columns) decline('table row with extra cells')
  return { row: { type: 'tableRow', children, position: walker.lines.position(rowStart, rowEnd) }, columns }
}
