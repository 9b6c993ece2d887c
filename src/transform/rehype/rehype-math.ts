import { createRequire } from 'node:module'
import type { Element, ElementContent, Root } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'
import katex from 'katex'
import type { VFile } from 'vfile'
import { rawWithReaderMarkup } from '../../html/index.js'
import { MATH } from '../../model/markup.js'
import { SKIP, walkHast } from '../walk.js'

/** KaTeX's stylesheet (its fonts beside it): the theme CSS takes it in when `markdown.math` is on. */
export function katexStylesheet(): string {
  return createRequire(import.meta.url).resolve('katex/dist/katex.min.css')
}

/** Where KaTeX's functions and environments are listed (the hint of a formula it cannot read). */
const SUPPORTED_URL = 'https://katex.org/docs/supported.html'

/**
 * Render remark-math's formulas with KaTeX, at build time: `$…$` (`code.math-inline`) in place,
 * a `$$` block (`pre > code.math-display`) in a box that scrolls sideways when the formula is
 * wider than the page (focusable, so a keyboard scrolls it too). KaTeX writes HTML for the eye and
 * MathML for screen readers; the page needs KaTeX's stylesheet (the theme CSS has it when
 * `markdown.math` is on). A formula KaTeX cannot read is shown as its TeX in KaTeX's error colour,
 * with a warning at its line: the build goes on, as Docusaurus's rehype-katex does.
 *
 * Not rehype-katex itself: it parses KaTeX's HTML back into a tree (parse5, the slowest step
 * of a page), and reports problems without the hint and the line our diagnostics give. The
 * formula goes into the tree as raw HTML, kept per processor like highlighted code.
 */
export function rehypeMath() {
  const memo = new Map<string, string>()
  return (tree: Root, file: VFile): void => {
    walkHast(tree, (node, index, parent) => {
      if (node.type !== 'element') return
      const display = node.tagName === 'pre' ? displayCode(node) : undefined
      if (!display && !(node.tagName === 'code' && hasClass(node, 'math-inline'))) return
      const tex = hastToString(display ?? node)
      const html = rendered({ tex, display: display !== undefined, memo, report: reporter(file, node) })
      parent.children[index] = display
        ? {
            type: 'element',
            tagName: 'div',
            properties: { className: [MATH.display], tabIndex: 0 },
            children: [rawWithReaderMarkup(html)],
            ...(node.position ? { position: node.position } : {}),
          }
        : rawWithReaderMarkup(html)
      return SKIP
    })
  }
}

/** Formulas kept per processor (oldest dropped first). */
const MEMO_FORMULAS = 2000

function rendered(request: {
  tex: string
  display: boolean
  memo: Map<string, string>
  report: (message: string) => void
}): string {
  const { tex, display, memo, report } = request
  const key = `${display ? 'd' : 'i'}${tex}`
  const known = memo.get(key)
  if (known !== undefined) return known
  const problems: string[] = []
  // Not memoised when KaTeX complained: the page's warnings are made again with the page.
  const strict = (_code: string, message: string): 'ignore' => {
    problems.push(message)
    return 'ignore'
  }
  let html: string
  try {
    html = katex.renderToString(tex, { displayMode: display, throwOnError: true, strict })
  } catch (error) {
    problems.push(error instanceof katex.ParseError ? error.rawMessage : String(error))
    html = katex.renderToString(tex, { displayMode: display, throwOnError: false, strict: 'ignore' })
  }
  for (const problem of problems) report(problem)
  if (problems.length === 0) {
    if (memo.size >= MEMO_FORMULAS) memo.delete(memo.keys().next().value as string)
    memo.set(key, html)
  }
  return html
}

function reporter(file: VFile, node: Element): (problem: string) => void {
  return (problem) => {
    const message = file.message(`Math formula: ${problem.replace(/\.$/, '')}`, {
      place: node.position,
      source: 'math',
      ruleId: 'math-error',
    })
    message.note = `KaTeX renders it as written, in red; see ${SUPPORTED_URL} for what it reads`
  }
}

/** The `code.math-display` of remark-math's display block, if `pre` is one. */
function displayCode(pre: Element): Element | undefined {
  const code = pre.children.find((child: ElementContent): child is Element => child.type === 'element')
  return code?.tagName === 'code' && hasClass(code, 'math-display') ? code : undefined
}

function hasClass(node: Element, name: string): boolean {
  const classes = node.properties.className
  return Array.isArray(classes) && classes.includes(name)
}
