import type { Element, ElementContent, Root } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'
import type { VFile } from 'vfile'
import { editDistance } from '../../diagnostics/index.js'
import { rawWithReaderMarkup } from '../../html/index.js'
import { MERMAID } from '../../model/markup.js'
import { codeBlockElement } from '../code-block.js'
import { parseCodeMeta } from '../code-meta.js'
import { seedKey } from '../highlight-seed.js'
import type { BlockHighlighter } from '../highlighter.js'
import { highlightedLines, type LineMarks, marksKey } from '../line-marks.js'
import { pageData } from '../page-data.js'
import { SKIP, walkHast } from '../walk.js'

export interface HighlightCodeOptions {
  highlighter: BlockHighlighter
  /** Where a live block's result panel goes. @default 'bottom' */
  livePosition?: 'top' | 'bottom'
  /**
   * Mermaid's module in the output (`markdown.mermaid`, see `MermaidPackage.entry`): a `mermaid`
   * block is wrapped for the client to draw, the wrapper naming the module.
   */
  mermaid?: string | undefined
  /** A Docusaurus site's: blocks carry the classes of Docusaurus's code block container too (see `codeBlockElement`). */
  infima?: boolean | undefined
}

/**
 * Highlight fenced code blocks at build time (no client JS) and wrap them for the theme:
 *
 * ```md
 * ```js title="./config/server.js" {2} showLineNumbers
 * ```
 *
 * becomes `<div class="code-block show-line-numbers" data-language="js"><div class="code-block-header">
 * <div class="code-block-title">./config/server.js</div>…language label, copy button…</div><pre
 * class="shiki …"><code><span class="line">…` with `highlighted` on line 2 (or on the lines magic
 * comments marked, see `rehypeMagicComments`), and a result panel when
 * the meta says `live` (see `code-block.ts`). Unknown languages are
 * shown as plain text with a warning. Only Markdown fences are touched (see `remarkCodeMeta`).
 */
export function rehypeHighlightCode(options: HighlightCodeOptions) {
  const { highlighter } = options
  const livePosition = options.livePosition ?? 'bottom'
  // Highlighted blocks as HTML, by language, marked lines and code, kept for the life of the
  // processor: an edit in the dev server re-compiles a page whose code blocks mostly did not
  // change, and docs repeat blocks (install commands). The block goes into the tree as raw HTML
  // (serialized as rehype-stringify would), so its thousands of token spans are neither copied
  // nor serialized again.
  const memo = new Map<string, string>()
  const highlighted = (code: string, lang: string, marks: LineMarks): string | undefined => {
    const key = `${lang}\0${marksKey(marks)}\0${code}`
    let html = memo.get(key)
    if (html === undefined) {
      html = highlighter.highlightHtml(code, lang, marks)
      if (html === undefined) return undefined
      if (memo.size >= MEMO_BLOCKS) memo.delete(memo.keys().next().value as string)
      memo.set(key, html)
    }
    return html
  }
  return (tree: Root, file: VFile): void => {
    walkHast(tree, (node, index, parent) => {
      if (node.type !== 'element') return
      const code = node.tagName === 'pre' ? node.children.find(isElement) : undefined
      if (code?.tagName !== 'code') return
      const meta = code.properties.dataMeta
      if (typeof meta !== 'string') return
      const written = languageOf(code)
      let lang = written === '' ? 'text' : written
      if (!highlighter.languages.has(lang)) {
        reportUnknown({ file, node, lang: written, known: highlighter.languages })
        lang = 'text'
      }
      const { title, highlightLines, showLineNumbers, live } = parseCodeMeta(meta)
      const text = hastToString(code).replace(/\n$/, '')
      const language = written === '' ? 'text' : written
      // Lines marked by magic comments, or by Docusaurus's first kind of them (see `rehypeMagicComments`).
      const marks = code.data?.lineMarks ?? highlightedLines(highlightLines)
      const html = pageData(file).highlightSeed?.get(seedKey(language, marks, text)) ?? highlighted(text, lang, marks)
      if (html === undefined) return
      const pre = rawWithReaderMarkup(html)
      const infima = options.infima ?? false
      const block = codeBlockElement({ pre, language, title, showLineNumbers, live, livePosition, infima })
      const wrapper = options.mermaid && lang === 'mermaid' ? mermaidWrapper(block, options.mermaid) : block
      if (node.position) wrapper.position = node.position
      parent.children[index] = wrapper
      return SKIP
    })
  }
}

/** A Mermaid diagram's code block, in the wrapper the client draws the diagram into (see `MERMAID`). */
function mermaidWrapper(block: Element, module: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [MERMAID.wrapper], [MERMAID_ATTRIBUTE]: module },
    children: [block],
  }
}

/** `data-mermaid` as a hast property name. */
const MERMAID_ATTRIBUTE = 'dataMermaid'

/**
 * Highlighted code blocks kept per processor (oldest dropped first): enough for the blocks of
 * the pages being edited. Repeated lines across a site come from the highlighter's line memo.
 * 2000 blocks of HTML (tens of MB) made a worker's heap grow past its limit every ~2000 pages
 * of the 10000-page corpus, and each new worker started cold: compile took 54.7 s against 39.2 s.
 */
const MEMO_BLOCKS = 200

function isElement(node: ElementContent): node is Element {
  return node.type === 'element'
}

function languageOf(code: Element): string {
  const classes = code.properties.className
  const found = Array.isArray(classes) ? classes.find((c) => String(c).startsWith('language-')) : undefined
  return found === undefined ? '' : String(found).slice('language-'.length).toLowerCase()
}

/** Warn that a block's language (`lang`, as written) is not one of the `known` ones, naming the closest. */
function reportUnknown({
  file,
  node,
  lang,
  known,
}: {
  file: VFile
  node: Element
  lang: string
  known: ReadonlySet<string>
}): void {
  const candidates = [...known]
    .map((name) => ({ name, distance: editDistance(lang, name) }))
    .filter((c) => c.distance <= Math.max(2, Math.floor(lang.length / 3)))
  // Only the closest (ties kept): with every shiki language known, farther ones are noise.
  const best = Math.min(...candidates.map((c) => c.distance))
  const close = candidates
    .filter((c) => c.distance === best)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, 3)
    .map((c) => `"${c.name}"`)
  const message = file.message(`Unknown code language "${lang}", shown without highlighting`, {
    place: node.position,
    source: 'code',
    ruleId: 'unknown-language',
  })
  message.note =
    close.length > 0
      ? `did you mean ${close.join(' or ')}?`
      : 'use a supported language such as js, ts, bash, json or text'
}
