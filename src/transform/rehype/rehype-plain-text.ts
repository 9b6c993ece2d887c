import type { Root, RootContent } from 'hast'
import type { VFile } from 'vfile'
import { pageData } from '../page-data.js'

/** Elements whose text is not page text. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript'])
/** Elements that start a new line of text (so words of two blocks are not glued together). */
const BLOCKS = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'details', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure'],
  ...['footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre'],
  ...['section', 'summary', 'table', 'tr', 'ul', 'br', 'tbody', 'thead'],
])
const CELLS = new Set(['td', 'th'])
/**
 * Runs of spaces, tabs, form feeds, vertical tabs and no-break spaces that are not already one
 * plain space: each becomes one space. Matched over the whole text at once (none is a line
 * break), and a lone space, most of them, is not matched at all.
 */
const SPACE_RUNS = / [ \t\f\v\u00a0]+|[\t\f\v\u00a0][ \t\f\v\u00a0]*/g

/**
 * Record the page's plain text for the search index: headings, prose, table cells and code, one
 * block per line, runs of spaces collapsed.
 */
export function rehypePlainText() {
  return (tree: Root, file: VFile): void => {
    const parts: string[] = []
    collect(tree, parts)
    const lines = parts.join('').replace(SPACE_RUNS, ' ').split('\n')
    let text = ''
    for (const line of lines) {
      const trimmed = line.trim()
      if (trimmed !== '') text = text === '' ? trimmed : `${text}\n${trimmed}`
    }
    pageData(file).text = text
  }
}

function collect(node: Root | RootContent, parts: string[], inPre = false): void {
  if (node.type === 'text') {
    // Outside <pre>, a line break in the source is just a space (as the browser shows it).
    parts.push(inPre || !node.value.includes('\n') ? node.value : node.value.replace(/\n/g, ' '))
    return
  }
  if (node.type === 'element') {
    // A tab list only repeats the labels of its panels (`remarkTabs`).
    if (SKIPPED.has(node.tagName) || node.properties.role === 'tablist') return
    const separator = BLOCKS.has(node.tagName) ? '\n' : CELLS.has(node.tagName) ? ' ' : ''
    parts.push(separator)
    for (const child of node.children) collect(child, parts, inPre || node.tagName === 'pre')
    parts.push(separator)
    return
  }
  if (node.type === 'root') for (const child of node.children) collect(child, parts)
}
