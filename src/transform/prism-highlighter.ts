import { createRequire } from 'node:module'
import { h } from 'hastscript'
import type PrismType from 'prismjs'
import { escapeAttributeValue, escapeText } from '../html/index.js'
import { CODE_BLOCK } from '../model/markup.js'
import { prismComponent, prismLanguageNames } from '../model/prism.js'
import type { CodeHighlighter } from './code-highlighter.js'
import type { LineMarks } from './line-marks.js'

/**
 * Code highlighted with Prism, as Docusaurus highlights it (prism-react-renderer), for a
 * Docusaurus site whose stylesheets colour Prism's classes:
 *
 * ```html
 * <pre class="prism-code language-js" tabindex="0"><code><span class="line token-line"><span
 * class="token keyword">const</span><span class="token plain"> a </span>…</span>
 * <span class="line token-line theme-code-block-highlighted-line">…</span></code></pre>
 * ```
 *
 * A token's classes are `token` and the types from the outermost token in (aliases after each
 * type), `token plain` for text outside any token; an empty line is an empty line span (where
 * prism-react-renderer puts an empty `plain` token). The colours come from the site's Prism
 * themes as CSS (see `prismThemeCss`). `languages` are the names highlighted (each Prism
 * language's id and aliases, as the site's Prism has them); a block in any other language Prism
 * or Shiki knows is shown as plain text, as Docusaurus shows it, without a warning. Prism
 * tokenizes a block in one pass of regular expressions: a site's code is highlighted in a small
 * part of Shiki's time.
 *
 * Prism is one per thread and its components change its grammars for good (`js-extras` adds to
 * `javascript`): one thread highlights for one site, with one set of languages.
 */
export function createPrismHighlighter(
  languages: readonly string[],
  /** Names accepted besides Prism's (Shiki's): shown as plain text without a warning. */
  quiet: ReadonlySet<string>,
): CodeHighlighter {
  const prism = loadPrism(languages)
  const accepted = new Set([...quiet, ...prismLanguages()])
  const highlighted = new Set(languages.map((name) => name.toLowerCase()).filter((name) => prism.languages[name]))
  const lineTokens = (code: string, lang: string): PrismLine[] => {
    const grammar = highlighted.has(lang) ? prism.languages[lang] : undefined
    if (!grammar) return normalizeTokens([code])
    // As prism-react-renderer tokenizes: with Prism's hooks around (JSX's text, templating languages).
    const env: PrismType.Environment = { code, grammar, language: lang, tokens: [] }
    prism.hooks.run('before-tokenize', env)
    env.tokens = prism.tokenize(code, grammar)
    prism.hooks.run('after-tokenize', env)
    return normalizeTokens(env.tokens as PrismType.TokenStream)
  }
  return {
    languages: accepted,
    highlight(code, lang) {
      const lines = lineTokens(code, lang).flatMap((line, index) => [
        ...(index > 0 ? ['\n'] : []),
        h(
          'span',
          { class: LINE_CLASSES },
          line.map((token) => h('span', { class: `token ${token.types.join(' ')}` }, token.content)),
        ),
      ])
      return h(null, h('pre', { class: preClasses(lang), tabindex: '0' }, h('code', lines)))
    },
    highlightHtml(code, lang, marked) {
      return linesToHtml(lineTokens(code, lang), { lang, marked })
    },
    load: () => Promise.resolve(),
  }
}

/** One token of a line: its types (outermost first) and its text (no line break). */
interface PrismToken {
  types: readonly string[]
  content: string
}

type PrismLine = PrismToken[]

/** Classes of a line: ours (`CODE_BLOCK.line`) and prism-react-renderer's. */
const LINE_CLASSES = `${CODE_BLOCK.line} token-line`

function preClasses(lang: string): string {
  return `prism-code language-${lang}`
}

function linesToHtml(lines: readonly PrismLine[], at: { lang: string; marked: LineMarks }): string {
  const parts: string[] = [`<pre class="${escapeAttributeValue(preClasses(at.lang))}" tabindex="0"><code>`]
  lines.forEach((line, index) => {
    if (index > 0) parts.push('\n')
    const marks = at.marked.get(index + 1)
    parts.push(`<span class="${LINE_CLASSES}${marks === undefined ? '' : ` ${escapeAttributeValue(marks)}`}">`)
    for (const token of line)
      parts.push(
        `<span class="token ${escapeAttributeValue(token.types.join(' '))}">`,
        escapeText(token.content),
        '</span>',
      )
    parts.push('</span>')
  })
  parts.push('</code></pre>')
  return parts.join('')
}

/**
 * Prism's token stream as lines of tokens, as prism-react-renderer's `normalizeTokens` makes
 * them: a nested token's types follow its parents' (a type equal to the last one not repeated),
 * text directly inside a token takes the token's types, text outside any is `plain`, and text
 * with line breaks is cut into the lines. Empty tokens (and its empty line's token) are left out.
 */
function normalizeTokens(stream: PrismType.TokenStream): PrismLine[] {
  const lines: PrismLine[] = [[]]
  const add = (text: string, types: readonly string[]) => {
    const pieces = text.split('\n')
    pieces.forEach((piece, index) => {
      if (index > 0) lines.push([])
      if (piece !== '') lines[lines.length - 1]?.push({ types, content: piece })
    })
  }
  const walk = (content: PrismType.TokenStream, types: readonly string[]) => {
    if (typeof content === 'string') {
      add(content, types.length === 0 ? PLAIN : types)
      return
    }
    if (!Array.isArray(content)) {
      walk(content.content, withTypes(types, content))
      return
    }
    for (const part of content) walk(part, types)
  }
  walk(stream, [])
  return lines
}

const PLAIN = ['plain']

function withTypes(types: readonly string[], token: PrismType.Token): readonly string[] {
  let out = appendType(types, token.type)
  const alias = token.alias
  for (const name of typeof alias === 'string' ? [alias] : (alias ?? [])) out = appendType(out, name)
  return out
}

function appendType(types: readonly string[], type: string): readonly string[] {
  return types[types.length - 1] === type ? types : [...types, type]
}

const require = createRequire(import.meta.url)

let prismNames: string[] | undefined

/** Every language name Prism has a component for, lower-case (read when first needed). */
function prismLanguages(): string[] {
  prismNames ??= prismLanguageNames().map((name) => name.toLowerCase())
  return prismNames
}

/** Prism's components loaded on this thread (a component that only changes others has no language of its own to look for). */
const loadedComponents = new Set<string>()

/** Prism (one per thread: its components add to the global `Prism`), with the components of `languages` loaded. */
function loadPrism(languages: readonly string[]): typeof PrismType {
  const prism = require('prismjs') as typeof PrismType
  const load = require('prismjs/components/index.js') as ((ids: string[]) => void) & { silent: boolean }
  load.silent = true
  const ids = [...new Set(languages.map((name) => prismComponent(name.toLowerCase())?.id))].filter(
    (id): id is string => id !== undefined && !loadedComponents.has(id),
  )
  if (ids.length > 0) load(ids)
  for (const id of ids) loadedComponents.add(id)
  return prism
}
