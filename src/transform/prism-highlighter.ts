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
 * type), `token plain` for text outside any token; the colours come from the site's Prism themes
 * as CSS (see `prismThemeCss`). `languages` are the names highlighted (each Prism language's id
 * and aliases, as the site's Prism has them); a block in any other language Prism knows is shown
 * as plain text, as Docusaurus shows it, without a warning. Prism tokenizes a block in one pass
 * of regular expressions: a site's code is highlighted in a small part of Shiki's time.
 */
export function createPrismHighlighter(languages: readonly string[]): CodeHighlighter {
  const prism = loadPrism(languages)
  const highlighted = new Set(languages.map((name) => name.toLowerCase()).filter((name) => prism.languages[name]))
  const lineTokens = (code: string, lang: string): PrismLine[] => {
    const grammar = highlighted.has(lang) ? prism.languages[lang] : undefined
    return normalizeTokens(grammar ? prism.tokenize(code, grammar) : [code])
  }
  return {
    languages: prismNames(),
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
 * with line breaks is cut into the lines. Empty tokens are left out.
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

let names: ReadonlySet<string> | undefined

/** Every language name Prism has a component for, lower-case, and the plain ones (read when first needed). */
function prismNames(): ReadonlySet<string> {
  names ??= new Set([
    ...['plain', 'plaintext', 'text', 'txt'],
    ...prismLanguageNames().map((name) => name.toLowerCase()),
  ])
  return names
}

/** Prism (one per thread: its components add to the global `Prism`), with the components of `languages` loaded. */
function loadPrism(languages: readonly string[]): typeof PrismType {
  const prism = require('prismjs') as typeof PrismType
  const load = require('prismjs/components/index.js') as ((ids: string[]) => void) & { silent: boolean }
  load.silent = true
  const ids = [...new Set(languages.map((name) => prismComponent(name.toLowerCase())?.id))].filter(
    (id): id is string => id !== undefined && prism.languages[id] === undefined,
  )
  if (ids.length > 0) load(ids)
  return prism
}
