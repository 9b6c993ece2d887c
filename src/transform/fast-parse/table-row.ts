import type { Token } from 'markdown-it'
import type { AlignType } from 'mdast'
import { decline } from './decline.js'
import { ContentMap } from './source-map.js'

const SPACE = 0x20
const BACKSLASH = 0x5c
const PIPE = 0x7c

/** A header cell's alignment, from the style markdown-it gives it. */
export function alignOf(token: Token): AlignType {
  const style = token.attrGet('style')
  if (style === 'text-align:left') return 'left'
  if (style === 'text-align:right') return 'right'
  if (style === 'text-align:center') return 'center'
  if (style !== null) decline('table alignment')
  return null
}

export interface RowCell {
  /** Source range of the cell in mdast: its leading pipe (if any) up to the next pipe. */
  start: number
  end: number
  /** The cell's text, trimmed, with `\|` unescaped (what markdown-it parses inline). */
  content: string
  map: ContentMap
}

/** Split a table row line the way micromark does; rows with backslashes other than `\|` are declined. */
export function splitRow(src: string, rowStart: number, rowEnd: number): RowCell[] {
  let end = rowEnd
  while (end > rowStart && src.charCodeAt(end - 1) === SPACE) end--
  const pipes: number[] = []
  for (let at = rowStart; at < end; at++) {
    const code = src.charCodeAt(at)
    if (code === BACKSLASH) {
      if (src.charCodeAt(at + 1) !== PIPE) decline('backslash in a table row')
      at++
    } else if (code === PIPE) {
      pipes.push(at)
    }
  }
  const leading = pipes[0] === rowStart
  const trailing = pipes.length > 0 && pipes[pipes.length - 1] === end - 1 && !(leading && pipes.length === 1)
  const bounds: number[] = leading ? pipes : [rowStart, ...pipes]
  const count = trailing ? bounds.length - 1 : bounds.length
  const cells: RowCell[] = []
  for (let i = 0; i < count; i++) {
    const cellStart = bounds[i] ?? rowStart
    const textStart = i === 0 && !leading ? cellStart : cellStart + 1
    const next = bounds[i + 1]
    const textEnd = next ?? end
    const cellEnd = i === count - 1 ? rowEnd : (next ?? rowEnd)
    let from = textStart
    let to = textEnd
    while (from < to && src.charCodeAt(from) === SPACE) from++
    while (to > from && src.charCodeAt(to - 1) === SPACE) to--
    const map = new ContentMap()
    let content = ''
    let piece = from
    map.add(0, from)
    for (let at = from; at < to; at++) {
      if (src.charCodeAt(at) === BACKSLASH) {
        content += src.slice(piece, at)
        piece = at + 1
        map.add(content.length, piece)
        at++
      }
    }
    content += src.slice(piece, to)
    cells.push({ start: cellStart, end: cellEnd, content, map })
  }
  return cells
}
