import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { closingBrace, expressionKind, reportUnevaluated } from '../mdx-expressions.js'
import { pageData } from '../page-data.js'
import { isTruncateMarker, type TruncateOptions, truncateNode } from '../truncate-marker.js'
import { walkMdast } from '../walk.js'

/**
 * Keep MDX expressions docsgen does not run out of the page, never as raw text: a paragraph that
 * is one `{…}` (an MDX 2/3 flow expression), and in text the `{…}` that can only be JavaScript (see
 * `expressionKind`). Comments (`{/* draft *\/}`) go quietly (a blog post's top-level
 * `{/* truncate *\/}` stays, as its marker); other expressions with one warning per file. Other braces stay text, as MDX 1 (Docusaurus 2) shows them.
 *
 * ```md
 * {/* Not shown *\/}
 *
 * This page documents version {version}.   <- with `export const version = …` on the page
 * ```
 */
export function remarkMdxExpressions(options: TruncateOptions = {}) {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value)
    if (!source.includes('{')) return
    const exported = pageData(file).exports
    const post = options.postsPrefix !== undefined && (file.path ?? '').startsWith(options.postsPrefix)
    walkMdast(tree, (node, index, parent) => {
      const start = node.position?.start.offset
      const end = node.position?.end.offset
      if (start === undefined || end === undefined) return undefined
      if (node.type === 'paragraph') {
        const text = source.slice(start, end).trim()
        if (!text.startsWith('{') || closingBrace(text, 0) !== text.length - 1) return undefined
        if (post && parent.type === 'root' && isTruncateMarker(text, 'expression')) {
          parent.children[index] = truncateNode(node.position)
          return undefined
        }
        const kind = expressionKind(text, exported, true)
        if (kind === 'text') return undefined
        if (kind === 'expression') reportUnevaluated(file, node.position?.start, `\`${brief(text)}\``)
        parent.children.splice(index, 1)
        return index
      }
      if (node.type !== 'text' || !node.value.includes('{') || source.slice(start, end) !== node.value) return undefined
      node.value = withoutExpressions(node.value, exported, (text) =>
        reportUnevaluated(file, node.position?.start, `\`${brief(text)}\``),
      )
      return undefined
    })
  }
}

/** `value` without its comments and expressions; `report` is called with each expression removed. */
function withoutExpressions(value: string, exported: ReadonlySet<string>, report: (text: string) => void): string {
  let out = ''
  let from = 0
  for (let open = value.indexOf('{'); open !== -1; open = value.indexOf('{', open + 1)) {
    const close = closingBrace(value, open)
    if (close === -1) break
    const braced = value.slice(open, close + 1)
    const kind = expressionKind(braced, exported)
    if (kind === 'text') continue
    if (kind === 'expression') report(braced)
    out += value.slice(from, open)
    from = close + 1
    open = close
  }
  return from === 0 ? value : out + value.slice(from)
}

/** An expression cut to a length that fits in a message. */
function brief(text: string): string {
  const line = text.replace(/\s+/g, ' ')
  return line.length > 40 ? `${line.slice(0, 39)}…}` : line
}
