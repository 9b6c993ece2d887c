import type { Element, Root } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'
import { DOCUSAURUS_HIGHLIGHT_CLASS, type MagicComment } from '../../model/magic-comments.js'
import { CODE_BLOCK } from '../../model/markup.js'
import { hasLineRanges, parseCodeMeta } from '../code-meta.js'
import type { LineMarks } from '../line-marks.js'
import { parseMagicComments } from '../magic-comments.js'
import { walkHast } from '../walk.js'

export interface MagicCommentsOptions {
  /** The kinds of magic comment (`markdown.magicComments`); the first one's class is also that of `{2}` ranges. */
  comments: readonly MagicComment[]
  /** `mermaid` blocks are diagrams (`markdown.mermaid`): left as written. */
  mermaid?: boolean
  /** `math` blocks are formulas (`markdown.math`): left as written. */
  math?: boolean
}

/**
 * Take a fence's magic comments out of its code and keep the lines they mark on its `<code>`
 * (`data.lineMarks`, read by `rehypeHighlightCode`), before the search text and the Markdown
 * form read the code, so neither has them:
 *
 * ```md
 * ```js
 * // highlight-next-line
 * const marked = true
 * ```
 * ```
 *
 * As in Docusaurus, a block whose meta has line ranges (```` ```js {2} ````), has no language or
 * is `live` keeps its comments as written (see `magic-comments.ts` for the rules).
 */
export function rehypeMagicComments(options: MagicCommentsOptions) {
  const { comments } = options
  const rangeClass = classesOf([comments[0]?.className ?? CODE_BLOCK.highlightedLine])
  const skipped = new Set([...(options.mermaid ? ['mermaid'] : []), ...(options.math ? ['math'] : [])])
  return (tree: Root): void => {
    walkHast(tree, (node) => {
      if (node.type !== 'element' || node.tagName !== 'code') return
      const meta = node.properties.dataMeta
      if (typeof meta !== 'string') return
      const language = languageOf(node)
      if (language !== undefined && skipped.has(language)) return
      if (hasLineRanges(meta)) {
        // Docusaurus gives ranges the first kind's class: docsgen's `highlighted` unless a site says otherwise.
        if (rangeClass !== CODE_BLOCK.highlightedLine)
          node.data = { ...node.data, lineMarks: rangeMarks(meta, rangeClass) }
        return
      }
      if (language === undefined || parseCodeMeta(meta).live) return
      const text = hastToString(node)
      const newline = text.endsWith('\n') ? '\n' : ''
      const found = parseMagicComments(newline ? text.slice(0, -1) : text, { language, comments })
      if (found === undefined) return
      node.children = [{ type: 'text', value: `${found.code}${newline}` }]
      const lineMarks = new Map<number, string>()
      for (const [line, classes] of found.lineClasses) lineMarks.set(line, classesOf(classes))
      node.data = { ...node.data, lineMarks }
    })
  }
}

/** A line's classes as they go on its `span.line`: Docusaurus's highlight class as docsgen's, each once. */
function classesOf(classes: readonly string[]): string {
  const names = classes.flatMap((name) =>
    name === DOCUSAURUS_HIGHLIGHT_CLASS ? [CODE_BLOCK.highlightedLine] : name.split(/\s+/),
  )
  return [...new Set(names.filter((name) => name !== ''))].join(' ')
}

function rangeMarks(meta: string, classes: string): LineMarks {
  return new Map([...parseCodeMeta(meta).highlightLines].map((line) => [line, classes]))
}

/** The language a fence was written with (lower-case), undefined when none. */
function languageOf(code: Element): string | undefined {
  const classes = code.properties.className
  const found = Array.isArray(classes) ? classes.find((c) => String(c).startsWith('language-')) : undefined
  const language = found === undefined ? '' : String(found).slice('language-'.length).toLowerCase()
  return language === '' ? undefined : language
}
