import type { Element } from 'hast'

/**
 * A table as a GFM table: the first row is the header (a table without one gets an empty header),
 * each cell on one line (`|` escaped; its line breaks are `<br>`, see `inlineMarkdown`), columns
 * aligned as the cells say (`align`, from `| :-: |` in the source).
 */
export function markdownTable(table: Element, cellText: (cell: Element) => string): string {
  const rows: Element[][] = []
  const visit = (node: Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue
      if (child.tagName === 'tr') {
        rows.push(child.children.filter((c): c is Element => c.type === 'element' && isCell(c)))
      } else if (child.tagName === 'thead' || child.tagName === 'tbody' || child.tagName === 'tfoot') visit(child)
    }
  }
  visit(table)
  const [head, ...body] = rows
  if (!head) return ''
  const width = Math.max(...rows.map((row) => row.length))
  if (width === 0) return ''
  const line = (row: Element[] | undefined, text: (cell: Element | undefined, i: number) => string) => {
    let out = '|'
    for (let i = 0; i < width; i++) out += ` ${text(row?.[i], i)} |`
    return out
  }
  const cellOf = (cell: Element | undefined) => {
    if (!cell) return ''
    const text = cellText(cell).trim()
    return text.includes('|') ? text.replace(/\|/g, '\\|') : text
  }
  const isHeader = head.every((cell) => cell.tagName === 'th')
  const out = [line(head, (cell) => (isHeader ? cellOf(cell) : '')), line(head, (cell) => alignRule(cell))]
  for (const row of isHeader ? body : rows) out.push(line(row, cellOf))
  return out.join('\n')
}

function isCell(element: Element): boolean {
  return element.tagName === 'td' || element.tagName === 'th'
}

function alignRule(cell: Element | undefined): string {
  const align = cell?.properties.align
  if (align === 'center') return ':-:'
  if (align === 'right') return '--:'
  if (align === 'left') return ':--'
  return '---'
}
