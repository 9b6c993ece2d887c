import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { type PageImport, pageData } from '../page-data.js'

/** `import Name from '…'`, `import { A, B } from "…"`, `import * as C from '…'`. */
const IMPORT_LINE = /^import\s+([\w$]+|\{[^}]*\}|\*\s+as\s+[\w$]+|[\w$]+\s*,\s*\{[^}]*\})\s+from\s+(['"])([^'"]+)\2;?$/

/**
 * Take MDX-style import lines out of the page and remember them (snippet includes use them):
 *
 * ```md
 * import InstallCommand from '/snippets/install-npm-yarn.md'
 * ```
 *
 * Only top-level paragraphs made entirely of such lines are taken; an `import` in a code block
 * or in the middle of prose stays as written.
 */
export function remarkMdxImports() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value)
    const data = pageData(file)
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'paragraph' || !node.position) return true
      const text = source.slice(node.position.start.offset, node.position.end.offset)
      if (!text.startsWith('import')) return true
      const matches = text.split('\n').map((line) => IMPORT_LINE.exec(line.trim()))
      if (!matches.every((match) => match !== null)) return true
      const start = node.position.start
      matches.forEach((match, i) => {
        if (!match?.[1] || !match[3]) return
        const position = { line: start.line + i, column: i === 0 ? start.column : 1 }
        data.imports.push({ name: match[1], specifier: match[3], position })
      })
      return false
    })
  }
}

/** Local names an import line defines: `A`, `{ B, C as D }`, `* as E`, `F, { G }`. */
export function importedNames(entry: PageImport): string[] {
  return entry.name
    .replace(/[{}]/g, ',')
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? '',
    )
    .map((name) => name.replace(/^\*\s*/, ''))
    .filter((name) => name !== '')
}
