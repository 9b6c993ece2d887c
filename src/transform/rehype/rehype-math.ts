import { createRequire } from 'node:module'
import type { Element, ElementContent, Root } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'
import type Katex from 'katex'
import type { VFile } from 'vfile'
import { hasClass, rawWithReaderMarkup } from '../../html/index.js'
import { MATH } from '../../model/markup.js'
import { SKIP, walkHast } from '../walk.js'

let loadedKatex: typeof Katex | undefined

/**
 * KaTeX, loaded from its package when a site first renders math: never bundled into docsgen's
 * dist (every compile worker of every site would parse its 270 KB), and always the version whose
 * stylesheet the site ships.
 */
function katexModule(): typeof Katex {
  loadedKatex ??= createRequire(import.meta.url)('katex') as typeof Katex
  return loadedKatex
}

/** Where KaTeX's functions and environments are listed (the hint of a formula it cannot read). */
const SUPPORTED_URL = 'https://katex.org/docs/supported.html'

/** The settings of `markdown.math` (its presence turns math on). */
export interface MathOptions {
  /** `false`: only `$$…$$` is math within a line (remark-math's option). @default true */
  singleDollarTextMath?: boolean | undefined
  /** TeX macros, by name (`\\RR`), as KaTeX takes them. */
  macros?: Readonly<Record<string, string>> | undefined
}

/**
 * Render remark-math's formulas with KaTeX, at build time: `$…$` (`code.language-math` in a
 * line) in place, a `$$` block or a `math` code block (`pre > code.language-math`, as
 * rehype-katex reads Docusaurus 3's) in a box that scrolls sideways when the formula is wider
 * than the page (focusable, so a keyboard scrolls it too). Keyed on `language-math` alone, which
 * sanitizing keeps. KaTeX writes HTML for the eye and MathML for screen readers; the page needs
 * KaTeX's stylesheet (the theme CSS has it when `markdown.math` is on). A formula KaTeX cannot
 * read is shown as its TeX in KaTeX's error colour, with a warning at its line: the build goes on,
 * as Docusaurus's rehype-katex does.
 *
 * Not rehype-katex itself: it parses KaTeX's HTML back into a tree (parse5, the slowest step
 * of a page), and reports problems without the hint and the line our diagnostics give. The
 * formula goes into the tree as raw HTML, kept per processor like highlighted code.
 */
export function rehypeMath(options: MathOptions = {}) {
  const memo = new Map<string, string>()
  const macros = options.macros ?? {}
  return (tree: Root, file: VFile): void => {
    walkHast(tree, (node, index, parent) => {
      if (node.type !== 'element') return
      const display = node.tagName === 'pre' ? displayCode(node) : undefined
      if (!display && !(node.tagName === 'code' && hasClass(node, MATH_CLASS))) return
      const tex = hastToString(display ?? node).replace(/\n$/, '')
      const html = rendered({ tex, display: display !== undefined, memo, macros, report: reporter(file, node) })
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

/** The class remark-math gives a formula's `code` (and a `math` code block has). */
const MATH_CLASS = 'language-math'

/**
 * Formulas kept per processor (oldest dropped first). KaTeX's HTML for one is 0.4-12 KB; a
 * worker's heap is kept small (see the highlighted code's memo).
 */
const MEMO_FORMULAS = 200

/** What KaTeX said about a formula: it could not read it, or (strict mode) read it with a doubt. */
interface Problem {
  message: string
  rendered: boolean
}

function rendered(request: {
  tex: string
  display: boolean
  memo: Map<string, string>
  macros: Readonly<Record<string, string>>
  report: (problem: Problem) => void
}): string {
  const { tex, display, memo, report } = request
  const key = `${display ? 'd' : 'i'}${tex}`
  const known = memo.get(key)
  if (known !== undefined) return known
  const problems: Problem[] = []
  // Not memoised when KaTeX complained: the page's warnings are made again with the page.
  const strict = (_code: string, message: string): 'ignore' => {
    problems.push({ message, rendered: true })
    return 'ignore'
  }
  // A copy each time: KaTeX adds a formula's \gdef to the object it is given.
  const settings = { displayMode: display, macros: { ...request.macros } }
  const katex = katexModule()
  let html: string
  try {
    html = katex.renderToString(tex, { ...settings, throwOnError: true, strict })
  } catch (error) {
    problems.push({ message: error instanceof katex.ParseError ? error.rawMessage : String(error), rendered: false })
    html = katex.renderToString(tex, { ...settings, throwOnError: false, strict: 'ignore' })
  }
  for (const problem of problems) report(problem)
  if (problems.length === 0) {
    if (memo.size >= MEMO_FORMULAS) memo.delete(memo.keys().next().value as string)
    memo.set(key, html)
  }
  return html
}

function reporter(file: VFile, node: Element): (problem: Problem) => void {
  return ({ message: problem, rendered }) => {
    const message = file.message(`Math formula: ${problem.replace(/\.$/, '')}`, {
      place: node.position,
      source: 'math',
      ruleId: rendered ? 'math-strict' : 'math-error',
    })
    message.note = rendered
      ? `KaTeX renders it, but LaTeX may not read it the same way; see ${SUPPORTED_URL}`
      : `KaTeX renders it as written, in red; see ${SUPPORTED_URL} for what it reads`
  }
}

/** The `code.language-math` of a display block (or a `math` code block), if `pre` is one. */
function displayCode(pre: Element): Element | undefined {
  const code = pre.children.find((child: ElementContent): child is Element => child.type === 'element')
  return code?.tagName === 'code' && hasClass(code, MATH_CLASS) ? code : undefined
}
