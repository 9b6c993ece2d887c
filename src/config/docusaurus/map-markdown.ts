import { stubName } from './stub.js'
import type { Obj } from './values.js'

/** What a Docusaurus site's Markdown settings turn on in docsgen's `markdown`. */
export interface MarkdownFeatures {
  /** remark-math (with rehype-katex) among the docs plugin's plugins. */
  math: boolean
  /** `markdown.mermaid: true` (with `@docusaurus/theme-mermaid`). */
  mermaid: boolean
}

/** Keys of Docusaurus's `markdown` that docsgen reads elsewhere (`format`) or whose default it follows. */
const QUIET_MARKDOWN = new Set(['format', 'mermaid'])

/**
 * Docusaurus's top-level `markdown`: `mermaid` read here, `format` by the dialect mapping; other
 * keys (hooks, a preprocessor, `mdx1Compat`) noted.
 */
export function mapMarkdownSettings(markdown: Obj, note: (key: string) => void): Pick<MarkdownFeatures, 'mermaid'> {
  for (const [key, value] of Object.entries(markdown))
    if (!QUIET_MARKDOWN.has(key) && value !== undefined) note(`markdown.${key}`)
  return { mermaid: markdown.mermaid === true }
}

/**
 * A docs plugin's `remarkPlugins` or `rehypePlugins`: remark-math and rehype-katex are docsgen's
 * own `markdown.math`; any other plugin is noted by its place and name. A plugin is known by the
 * module it came from (a stand-in for one not installed) or the name of its function.
 */
export function mapMarkdownPlugins(
  list: unknown,
  at: { where: string; note: (key: string) => void },
): { math: boolean } {
  if (!Array.isArray(list)) {
    if (list !== undefined) at.note(at.where)
    return { math: false }
  }
  let math = false
  list.forEach((entry, i) => {
    const plugin: unknown = Array.isArray(entry) ? entry[0] : entry
    const name = pluginName(plugin)
    if (name !== undefined && REMARK_MATH.test(name)) math = true
    else if (name === undefined || !MATH_RENDERER.test(name)) at.note(`${at.where}[${i}]${name ? ` "${name}"` : ''}`)
  })
  return { math }
}

/** remark-math: `remarkMath`, or `math` in its CommonJS versions (Docusaurus 2's docs use v3). */
const REMARK_MATH = /^remark-math(?:\.default)?$|^(?:remarkMath|math)$/

/** What renders its formulas (docsgen renders them with KaTeX itself). */
const MATH_RENDERER = /^rehype-(?:katex|mathjax)(?:\.default)?$|^(?:rehypeKatex|rehypeMathjax|katex|mathjax)$/

function pluginName(plugin: unknown): string | undefined {
  const stub = stubName(plugin)
  if (stub !== undefined) return stub
  return typeof plugin === 'function' && plugin.name !== '' ? plugin.name : undefined
}
