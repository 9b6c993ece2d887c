import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { reportUnevaluated } from '../mdx-expressions.js'
import { type PageImport, pageData } from '../page-data.js'

/** `import Name from '…'`, `import { A, B } from "…"`, `import * as C from '…'`. */
const IMPORT_LINE = /^import\s+([\w$]+|\{[^}]*\}|\*\s+as\s+[\w$]+|[\w$]+\s*,\s*\{[^}]*\})\s+from\s+(['"])([^'"]+)\2;?$/

/** The first line of an ESM export, as MDX reads one (the block runs to the next blank line). */
const EXPORT_LINE = /^export\s+(?:const|let|var|function|class|default|async\s+function|\{)/
/** Names an export block defines: `export const version = …`, `export function Box(…)`. */
const EXPORTED_NAME = /^export\s+(?:const|let|var|function|class|async\s+function)\s+([\w$]+)/gm

/**
 * Take MDX-style import lines out of the page and remember them (snippet includes use them), and
 * keep `export` blocks (MDX ESM: they run to the next blank line) out of the page, with one
 * warning (see `reportUnevaluated`):
 *
 * ```md
 * import InstallCommand from '/snippets/install-npm-yarn.md'
 * export const version = '4.6'
 * ```
 *
 * Only top-level paragraphs made of import lines, optionally followed by an export block, or
 * starting with one, are taken; an `import` in a code block or in the middle of prose stays as written.
 */
export function remarkMdxImports() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value)
    const data = pageData(file)
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'paragraph' || !node.position) return true
      const text = source.slice(node.position.start.offset, node.position.end.offset)
      if (!text.startsWith('import') && !text.startsWith('export')) return true
      const lines = text.split('\n')
      const matches: RegExpExecArray[] = []
      for (const line of lines) {
        const match = IMPORT_LINE.exec(line.trim())
        if (!match) break
        matches.push(match)
      }
      const exported = lines.slice(matches.length).join('\n')
      if (exported !== '' && !EXPORT_LINE.test(exported)) return true
      const start = node.position.start
      matches.forEach((match, i) => {
        if (!match[1] || !match[3]) return
        const position = { line: start.line + i, column: i === 0 ? start.column : 1 }
        data.imports.push({ name: match[1], specifier: match[3], position })
      })
      if (exported !== '') {
        for (const [, name] of exported.matchAll(EXPORTED_NAME)) if (name) data.exports.add(name)
        const line = start.line + matches.length
        reportUnevaluated(file, { line, column: matches.length === 0 ? start.column : 1 }, '`export …`')
      }
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
