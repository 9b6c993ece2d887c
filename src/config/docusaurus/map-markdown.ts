import type { MagicComment } from '../../model/magic-comments.js'
import { LANGUAGE_NAME, magicCommentSchema } from '../markdown-schema.js'
import { additionalLanguagesOf, type PrismFound, prismThemeOf } from './map-prism.js'
import { stubName } from './stub.js'
import { isObject, type Obj } from './values.js'

/** What remark-math and rehype-katex's options give docsgen's `markdown.math`. */
export interface MathSettings {
  singleDollarTextMath?: boolean
  macros?: Record<string, string>
}

/** Keys of Docusaurus's `markdown` that docsgen reads: `format` (the dialect mapping) and `mermaid`. */
const READ_MARKDOWN = new Set(['format', 'mermaid'])

/**
 * Docusaurus's top-level `markdown`: `mermaid` read here (diagrams need
 * `@docusaurus/theme-mermaid` too, `themed`), `format` by the dialect mapping; other keys (hooks,
 * a preprocessor, `mdx1Compat`) noted.
 */
export function mapMarkdownSettings(markdown: unknown, at: { themed: boolean; note: (key: string) => void }): boolean {
  if (!isObject(markdown)) {
    if (markdown !== undefined) at.note('markdown')
    return false
  }
  for (const [key, value] of Object.entries(markdown))
    if (!READ_MARKDOWN.has(key) && value !== undefined) at.note(`markdown.${key}`)
  if (markdown.mermaid === true && !at.themed)
    at.note('markdown.mermaid (without @docusaurus/theme-mermaid: not drawn)')
  return markdown.mermaid === true && at.themed
}

/** What a plugin's Markdown plugin lists say about math, gathered over its lists (`mapMarkdownPlugins`). */
export class MathFound {
  remarkMath = false
  settings: MathSettings = {}

  /** The settings of `markdown.math`, or undefined without remark-math. */
  result(): MathSettings | undefined {
    return this.remarkMath ? this.settings : undefined
  }
}

/**
 * A plugin's `remarkPlugins` or `rehypePlugins` (`at.where`): remark-math turns on docsgen's own
 * `markdown.math` (its `singleDollarTextMath` kept), rehype-katex (its `macros` kept) and
 * rehype-mathjax render it; their other options and any other plugin are noted by place and
 * name. A plugin is known by the module it came from (a stand-in for one not installed) or the
 * name of its function. What is found goes into `at.found`.
 */
export function mapMarkdownPlugins(
  list: unknown,
  at: { where: string; note: (key: string) => void; found: MathFound },
): void {
  if (!Array.isArray(list)) {
    if (list !== undefined) at.note(at.where)
    return
  }
  const { found } = at
  list.forEach((entry, i) => {
    const [plugin, options]: unknown[] = Array.isArray(entry) ? entry : [entry]
    const name = pluginName(plugin)
    const where = `${at.where}[${i}]${name ? ` "${name}"` : ''}`
    const noteOthers = (read: string) => {
      if (!isObject(options)) return
      for (const key of Object.keys(options)) if (key !== read) at.note(`${where} option ${key}`)
    }
    if (name !== undefined && REMARK_MATH.test(name)) {
      found.remarkMath = true
      if (isObject(options) && typeof options.singleDollarTextMath === 'boolean')
        found.settings.singleDollarTextMath = options.singleDollarTextMath
      noteOthers('singleDollarTextMath')
    } else if (name !== undefined && MATH_RENDERER.test(name)) {
      if (isObject(options) && isObject(options.macros)) found.settings.macros = stringValues(options.macros)
      noteOthers('macros')
    } else at.note(where)
  })
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

function stringValues(object: Obj): Record<string, string> {
  return Object.fromEntries(Object.entries(object).filter((e): e is [string, string] => typeof e[1] === 'string'))
}

/** What `themeConfig.prism` sets of `markdown` (`prism` finished by `prismSettings` with the version). */
export interface PrismSettings {
  magicComments?: MagicComment[]
  defaultCodeLanguage?: string
  prism?: PrismFound
}

/**
 * `themeConfig.prism`: its `magicComments` (each kind docsgen can apply kept, others noted by
 * place) become `markdown.magicComments`, its `defaultLanguage` `markdown.defaultCodeLanguage`,
 * its `theme`, `darkTheme` and `additionalLanguages` Prism's settings (`prismSettings`); other
 * keys noted.
 */
export function mapPrism(prism: unknown, note: (key: string) => void): PrismSettings {
  const where = 'themeConfig.prism'
  if (!isObject(prism)) {
    if (prism !== undefined) note(where)
    return {}
  }
  const out: PrismSettings = {}
  const found: PrismFound = { additionalLanguages: [] }
  for (const [key, value] of Object.entries(prism)) {
    if (value === undefined || key === 'magicComments') continue
    const at = { where: `${where}.${key}`, note }
    if (key === 'defaultLanguage' && typeof value === 'string' && LANGUAGE_NAME.test(value.trim()))
      out.defaultCodeLanguage = value.trim()
    else if (key === 'theme' || key === 'darkTheme') {
      const theme = prismThemeOf(value, at)
      if (theme) found[key] = theme
    } else if (key === 'additionalLanguages') found.additionalLanguages = additionalLanguagesOf(value, at)
    else note(at.where)
  }
  out.prism = found
  const list = prism.magicComments
  if (list === undefined) return out
  if (!Array.isArray(list)) {
    note(`${where}.magicComments`)
    return out
  }
  out.magicComments = list.flatMap((entry, i) => {
    const parsed = magicCommentSchema.safeParse(entry)
    if (parsed.success) return [parsed.data]
    note(`${where}.magicComments[${i}]`)
    return []
  })
  return out
}
