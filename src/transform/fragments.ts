import type { Element, ElementContent, Root } from 'hast'
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast'
import { VFile } from 'vfile'
import { cloneHast, rawWithReaderMarkup } from '../html/index.js'
import { codeBlockElement } from './code-block.js'
import {
  type BlockHighlighter,
  type CodeThemes,
  createCodeHighlighter,
  createPlainHighlighter,
  fenceLanguages,
} from './highlighter.js'
import { highlightedLines } from './line-marks.js'
import { createProcessor } from './processor.js'

/** Where a live block's result panel goes in fragments. */
const LIVE_POSITION = 'bottom'

/**
 * Markdown written outside pages (an OpenAPI document's descriptions, the samples the reference
 * generates) rendered by the pages' own processor: inline code, links, lists, tables, admonitions,
 * tabs and code blocks come out exactly as they do in a page, with the same client behaviour.
 */
export interface MarkdownFragments {
  /**
   * Render `markdown` to HTML elements. Raw HTML in it is shown as text unless `trusted`. Code
   * languages must be loaded (`load`); one that is not is shown as plain text.
   */
  render(markdown: string, options: { file: string; trusted?: boolean }): ElementContent[]
  /** Load the grammars of the code languages these texts use (fences and `extra` names). */
  load(texts: readonly string[], extra?: readonly string[]): Promise<void>
}

/**
 * The fragment renderer. Without code themes, code is plain (tests, and callers that only need
 * text); with them, code is highlighted like a page's.
 */
export async function createMarkdownFragments(codeThemes?: CodeThemes): Promise<MarkdownFragments> {
  return markdownFragments(codeThemes ? await createCodeHighlighter(codeThemes) : createPlainHighlighter())
}

/** The fragment renderer with plain (unhighlighted) code, made at once. */
export function plainMarkdownFragments(): MarkdownFragments {
  return markdownFragments(createPlainHighlighter())
}

/**
 * The fragment renderer with code blocks highlighted by `highlighter` (a deferred one: its
 * placeholders are filled into the HTML made of these fragments once highlighted elsewhere).
 */
export function markdownFragments(highlighter: BlockHighlighter): MarkdownFragments {
  const processor = createProcessor({
    highlighter,
    sanitize: false,
    headingIds: 'docsgen',
    // OpenAPI descriptions are CommonMark.
    dialect: 'mdx1',
    baseUrl: '/',
    // Fragments include no snippets.
    snippets: { read: () => undefined },
    liveCodePosition: LIVE_POSITION,
    searchSections: false,
    // The reference makes its own Markdown form (the llms stage reads the page's tree).
    markdownForm: false,
    // Descriptions are CommonMark, shown as written (as Redoc shows them): no magic comments.
    magicComments: [],
  })
  // A document repeats its descriptions (a shared schema's properties under every operation
  // that uses it): each text is rendered once, and a copy handed out each time.
  const rendered = new Map<string, ElementContent[]>()
  const processed = (
    markdown: string,
    { file, trusted }: { file: string; trusted?: boolean | undefined },
  ): ElementContent[] => {
    const vfile = new VFile({ path: file, value: markdown })
    const mdast = processor.parse(vfile)
    if (!trusted) escapeRawHtml(mdast)
    const tree = processor.runSync(mdast, vfile) as Root
    return tree.children.filter((node): node is ElementContent => node.type !== 'doctype')
  }
  return {
    render(markdown, { file, trusted }) {
      const key = `${trusted ? 't' : 'u'}${markdown}`
      let nodes = rendered.get(key)
      if (!nodes) {
        const block = loneFence(markdown, highlighter) ?? plainParagraph(markdown)
        nodes = block ? [block] : processed(markdown, { file, trusted })
        rendered.set(key, nodes)
      }
      return cloneHast(nodes)
    },
    async load(texts, extra = []) {
      const languages = new Set(extra)
      for (const text of texts) for (const language of fenceLanguages(text)) languages.add(language)
      await highlighter.load(languages)
    },
  }
}

/** A fenced code block with a language or none, and nothing else: `` ```json\n…\n``` ``. */
const LONE_FENCE = /^(`{3,})([\w-]*)\n([\s\S]*)\n\1$/

/**
 * A text that is one fenced code block and nothing else (each sample of the API reference: a
 * thousand of them on a large document, most written once) made into its code block as the
 * processor makes it (`rehypeHighlightCode`), without parsing Markdown for it. Undefined for
 * anything else: a fence that a line inside could close, an info string with more than a
 * language, a language the highlighter does not know (the processor reports those), a block the
 * highlighter does not make.
 */
function loneFence(markdown: string, highlighter: BlockHighlighter): Element | undefined {
  const match = LONE_FENCE.exec(markdown)
  if (!match) return undefined
  const [, fence = '', written = '', code = ''] = match
  // The processor reads a lone CR as a line ending and U+0000 as U+FFFD: such code is its to read.
  if (/[\r\0]/.test(code)) return undefined
  if (code.split('\n').some((line) => /^ {0,3}`{3,}\s*$/.test(line) && line.trim().length >= fence.length))
    return undefined
  const language = written === '' ? 'text' : written.toLowerCase()
  if (!highlighter.languages.has(language)) return undefined
  const html = highlighter.highlightHtml(code, language, highlightedLines([]))
  if (html === undefined) return undefined
  const pre = rawWithReaderMarkup(html)
  return codeBlockElement({
    pre,
    language,
    title: undefined,
    showLineNumbers: false,
    live: false,
    livePosition: LIVE_POSITION,
  })
}

/**
 * One line of text that Markdown and GFM read as a paragraph of text and code spans only: it
 * starts with a letter or a code span, ends with neither a space nor a line ending, and holds no
 * character that is syntax anywhere in a line (emphasis, links, HTML, entities, escapes, tables,
 * strikethrough) nor what GFM makes a link of (`:` of a URL, `@` of an address, `www.`).
 */
const PLAIN_LINE = /^[A-Za-z`][A-Za-z0-9 ,.;?!'"()/`-]*[A-Za-z0-9,.;?!'"()/`-]$|^[A-Za-z]$/
/**
 * What else is not plain in such a line: `www.` (GFM makes a link of it), two backticks (a code
 * span's delimiter of another length, or content the processor reads otherwise), and a line that
 * starts like MDX's `import` or `export` (the processor's dialect takes such lines out).
 */
const UNPLAIN = /www\.|``|^(?:import|export)\b/i
/** Code spans of one backtick each, their content neither empty nor starting or ending with a space. */
const CODE_SPANS = /`([^` ][^`]*[^` ]|[^` ])`/g

/**
 * A description that is one plain line (most of an API document's: "Get a post by its `id`.")
 * made into the paragraph the processor makes of it, without parsing Markdown for it. Undefined
 * for anything else, which the processor renders.
 */
function plainParagraph(markdown: string): Element | undefined {
  if (!PLAIN_LINE.test(markdown) || UNPLAIN.test(markdown)) return undefined
  const children: ElementContent[] = []
  const text = (value: string): boolean => {
    if (value !== '') children.push({ type: 'text', value })
    // A backtick outside the spans matched: the processor may read the spans otherwise.
    return !value.includes('`')
  }
  let last = 0
  for (const span of markdown.matchAll(CODE_SPANS)) {
    if (!text(markdown.slice(last, span.index))) return undefined
    children.push({
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [{ type: 'text', value: span[1] ?? '' }],
    })
    last = span.index + span[0].length
  }
  if (!text(markdown.slice(last))) return undefined
  return { type: 'element', tagName: 'p', properties: {}, children }
}

/** Nodes whose children are blocks: raw HTML there becomes a paragraph of text. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition', 'containerDirective'])

/** Raw HTML (blocks and inline tags) becomes text, shown as written. */
function escapeRawHtml(node: MdastRoot | MdastNodes): void {
  if (!('children' in node)) return
  const block = BLOCK_PARENTS.has(node.type)
  node.children.forEach((child, index) => {
    if (child.type !== 'html') {
      escapeRawHtml(child)
      return
    }
    const text = { type: 'text' as const, value: child.value }
    ;(node.children as MdastNodes[])[index] = block ? { type: 'paragraph', children: [text] } : text
  })
}
