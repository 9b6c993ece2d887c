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
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  const texts = (row: Element[]) =>
    Array.from({ length: width }, (_, i) => {
      const cell = row[i]
      return cell ? cellText(cell).trim().replace(/\|/g, '\\|') : ''
    })
  const isHeader = head.every((cell) => cell.tagName === 'th')
  const header = isHeader ? texts(head) : Array.from({ length: width }, () => '')
  const rule = Array.from({ length: width }, (_, i) => alignRule(head[i]))
  return [line(header), line(rule), ...(isHeader ? body : rows).map((row) => line(texts(row)))].join('\n')
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
