import type { Root } from 'hast'
import { h } from 'hastscript'
import {
  type BundledLanguage,
  type BundledTheme,
  bundledLanguagesInfo,
  bundledThemes,
  createCssVariablesTheme,
  createHighlighter,
  type HighlighterGeneric,
  type ShikiTransformer,
  splitLines,
} from 'shiki'
import { EncodedTokenMetadata, INITIAL } from 'shiki/textmate'
import { closestMatch, DocsgenError } from '../diagnostics/index.js'
import type { CodeThemes } from '../model/code-themes.js'
import type { CodeHighlighter } from './code-highlighter.js'
import type { LineMarks } from './line-marks.js'
import { memoiseLineTokens } from './line-memo.js'
import { createPrismHighlighter } from './prism-highlighter.js'
import { codeToPreHtml, type LineReader, type LineTokens, preTreeToHtml, tokensToPreHtml } from './token-html.js'

/**
 * Shiki stops tokenizing a line after 500 ms by default and returns the rest as one token, with
 * the grammar state of the cut: the lines after it come out wrong (a string that never closes).
 * The first line of a language compiles its regular expressions, which on a loaded machine can
 * take that long, so output depended on machine load. A build must not: no limit.
 */
const NO_TIME_LIMIT = 0

export type { CodeThemes } from '../model/code-themes.js'

/** Names that mean "no highlighting". */
const PLAIN_LANGUAGES = new Set(['text', 'plaintext', 'txt', 'plain'])

export type { BlockHighlighter, CodeHighlighter } from './code-highlighter.js'

/** `highlight` needs a grammar that is not loaded: `await load([language])` and try again. */
export class MissingGrammarError extends Error {
  constructor(readonly language: BundledLanguage) {
    super(`the ${language} grammar is not loaded; call load() first`)
  }
}

/**
 * Accepted name or alias -> the bundled language it loads (`sh` -> `shellscript`): every language
 * shiki bundles (about 230), each loaded the first time a page uses it.
 */
const LANGUAGE_IDS: ReadonlyMap<string, BundledLanguage> = (() => {
  const ids = new Map<string, BundledLanguage>()
  for (const info of bundledLanguagesInfo) {
    for (const name of [info.id, ...(info.aliases ?? [])]) ids.set(name.toLowerCase(), info.id as BundledLanguage)
  }
  return ids
})()

/** Every accepted code language name and alias, lower-case, the plain ones included. */
export const ACCEPTED_LANGUAGES: ReadonlySet<string> = new Set([...LANGUAGE_IDS.keys(), ...PLAIN_LANGUAGES])

/** Languages of the fences in a Markdown text (```` ```ts ````, `~~~yaml`), as accepted names. */
export function fenceLanguages(markdown: string): Set<string> {
  const found = new Set<string>()
  for (const match of markdown.matchAll(/^[ \t]*(?:`{3,}|~{3,})[ \t]*([\w#+.-]+)/gm)) {
    const name = match[1]?.toLowerCase()
    if (name && LANGUAGE_IDS.has(name)) found.add(name)
  }
  return found
}

/**
 * Create the shiki highlighter for the themes. Grammars load lazily, by language, as pages need
 * them (`load`): loading all `CODE_LANGUAGES` up front took about a second per worker thread,
 * most of it for languages a site never uses. With named themes, output colours are CSS
 * variables, not inline colours (`defaultColor: false`): `<pre>` carries `--shiki-light`,
 * `--shiki-dark`, `--shiki-light-bg`, `--shiki-dark-bg`, and each token `<span>` carries
 * `--shiki-light` and `--shiki-dark`. The theme CSS picks one set, for example:
 *
 * ```css
 * .shiki, .shiki span { color: var(--shiki-light); background-color: var(--shiki-light-bg); }
 * [data-theme='dark'] .shiki, [data-theme='dark'] .shiki span {
 *   color: var(--shiki-dark); background-color: var(--shiki-dark-bg); }
 * ```
 *
 * `lineMemo: false` turns off the line memo (see `line-memo.ts`), for tests that compare with it.
 */
export async function createCodeHighlighter(
  themes: CodeThemes,
  options: { lineMemo?: boolean } = {},
): Promise<CodeHighlighter> {
  if (themes.prism) return createPrismHighlighter(themes.prism, ACCEPTED_LANGUAGES)
  const { lineMemo = true } = options
  checkCodeThemes(themes)
  if (themes.light === CSS_VARIABLES_THEME || themes.dark === CSS_VARIABLES_THEME) {
    const highlighter = await createHighlighter({ themes: [cssVariablesTheme], langs: [] })
    // `lang` is an accepted name or alias, checked by `usable` below; the theme is the custom one
    // loaded above, by name (shiki's types list only its bundled names).
    const tokenOptions = (lang: string) => ({
      lang: lang as BundledLanguage,
      theme: CSS_VARIABLES_THEME as BundledTheme,
      tokenizeTimeLimit: NO_TIME_LIMIT,
    })
    const spans = new WeakMap<LineTokens, string>()
    /** How the one theme colours tokens (`_tokenizeWithTheme` in shiki, without per-call options). */
    let reader: LineReader | undefined
    // Made once: the one theme is loaded above and never changes, nor does its colour map.
    const lineReader = (): LineReader => (reader ??= makeLineReader())
    const makeLineReader = (): LineReader => {
      const { theme, colorMap } = highlighter.setTheme(CSS_VARIABLES_THEME)
      const replacements: Record<string, string | undefined> = { ...theme.colorReplacements }
      return {
        initial: INITIAL,
        colorOf(metadata) {
          const color = colorMap[EncodedTokenMetadata.getForeground(metadata)]
          return color ? replacements[color.toLowerCase()] || color : color
        },
        fontStyleOf: (metadata) => EncodedTokenMetadata.getFontStyle(metadata),
        spans,
      }
    }
    const memoise = (lang: string): void => {
      // One theme, never switched: a grammar's line results can be remembered (see line-memo).
      if (lineMemo && !PLAIN_LANGUAGES.has(lang)) memoiseLineTokens(highlighter.getLanguage(lang))
    }
    return lazyHighlighter(highlighter, {
      toHast(code, lang) {
        memoise(lang)
        return highlighter.codeToHast(code, { ...tokenOptions(lang), transformers: [tokenClasses] })
      },
      toHtml(code, lang, marked) {
        memoise(lang)
        if (PLAIN_LANGUAGES.has(lang) || lang === 'ansi') {
          return tokensToPreHtml(highlighter.codeToTokensBase(code, tokenOptions(lang)), marked)
        }
        const lines = splitLines(code).map(([line]) => line)
        return codeToPreHtml({ lines, grammar: highlighter.getLanguage(lang), reader: lineReader(), marked })
      },
    })
  }
  const highlighter = await createHighlighter({ themes: [themes.light, themes.dark], langs: [] })
  const shikiThemes = { light: themes.light, dark: themes.dark }
  const toHast = (code: string, lang: string): Root =>
    highlighter.codeToHast(code, { lang, themes: shikiThemes, defaultColor: false, tokenizeTimeLimit: NO_TIME_LIMIT })
  return lazyHighlighter(highlighter, {
    toHast,
    toHtml: (code, lang, marked) => preTreeToHtml(toHast(code, lang), marked),
  })
}

/** How a highlighter mode makes its output (the language is loaded, or plain `text`). */
interface HighlightModes {
  toHast(code: string, lang: string): Root
  toHtml(code: string, lang: string, marked: LineMarks): string | undefined
}

/**
 * A highlighter that colours nothing, for compiles whose HTML nobody reads (`check-links` keeps
 * only links and headings): the same markup, one plain span per line, the same languages
 * accepted (so an unknown one is still reported), and no grammar ever loaded.
 */
export function createPlainHighlighter(): CodeHighlighter {
  const lines = (code: string) => splitLines(code).map(([content, offset]) => [{ content, offset }])
  return {
    languages: ACCEPTED_LANGUAGES,
    highlight: (code) => {
      const spans = lines(code).flatMap(([token], index) => [
        ...(index > 0 ? ['\n'] : []),
        h('span', { class: 'line' }, h('span', token?.content ?? '')),
      ])
      return h(null, h('pre', { class: 'shiki css-variables', tabindex: '0' }, h('code', spans)))
    },
    highlightHtml: (code, _lang, marked) => tokensToPreHtml(lines(code), marked),
    load: () => Promise.resolve(),
  }
}

function lazyHighlighter(
  shiki: HighlighterGeneric<BundledLanguage, BundledTheme>,
  modes: HighlightModes,
): CodeHighlighter {
  // What shiki has loaded, embedded grammars included (loading `html` brings `javascript`): a
  // grammar must never be loaded twice, as shiki then tokenizes with a broken grammar state.
  let loaded = new Set<string>(shiki.getLoadedLanguages())
  let queue: Promise<void> = Promise.resolve()
  return {
    languages: ACCEPTED_LANGUAGES,
    highlight(code, lang) {
      return modes.toHast(code, usable(lang))
    },
    highlightHtml(code, lang, marked) {
      return modes.toHtml(code, usable(lang), marked)
    },
    load(languages) {
      // Loads run one after the other, so two never load the same grammar at once.
      const run = queue.then(() => loadMissing(languages))
      queue = run.catch(() => undefined)
      return run
    },
  }

  /** The name to give shiki for `lang`; throws when its grammar is not loaded. */
  function usable(lang: string): string {
    if (PLAIN_LANGUAGES.has(lang)) return 'text'
    const id = LANGUAGE_IDS.get(lang)
    if (id === undefined) throw new Error(`Internal error: "${lang}" is not an accepted code language`)
    if (!loaded.has(id)) throw new MissingGrammarError(id)
    return lang
  }

  async function loadMissing(languages: Iterable<string>): Promise<void> {
    const ids = new Set<BundledLanguage>()
    for (const name of languages) {
      const id = LANGUAGE_IDS.get(name.toLowerCase())
      if (id !== undefined && !loaded.has(id)) ids.add(id)
    }
    if (ids.size === 0) return
    // One language at a time: one may bring another of the list as an embedded grammar.
    for (const id of ids) {
      if (!loaded.has(id)) await shiki.loadLanguage(id)
      loaded = new Set(shiki.getLoadedLanguages())
    }
  }
}

/** Throw the config error `createCodeHighlighter` gives for a theme shiki does not have. */
export function checkCodeThemes(themes: { light: string; dark: string }): void {
  for (const theme of [themes.light, themes.dark]) {
    if (theme !== CSS_VARIABLES_THEME && !Object.hasOwn(bundledThemes, theme)) throw unknownTheme(theme)
  }
}

function unknownTheme(theme: string): DocsgenError {
  const suggestion = closestMatch(theme, Object.keys(bundledThemes))
  return new DocsgenError(
    {
      severity: 'error',
      code: 'config/unknown-code-theme',
      message: `Code theme "${theme}" is not a shiki theme`,
      hint: suggestion
        ? `did you mean "${suggestion}"? (markdown.codeThemeLight / codeThemeDark in site.config.ts)`
        : 'set markdown.codeThemeLight / codeThemeDark to a shiki theme name such as "github-light"',
      file: 'site.config.ts',
    },
    { exitCode: 2 },
  )
}

/** Theme name that selects the one-pass mode: token colours come from the site theme's CSS. */
export const CSS_VARIABLES_THEME = 'css-variables'

const VARIABLE_PREFIX = '--sh-'
const cssVariablesTheme = createCssVariablesTheme({ name: CSS_VARIABLES_THEME, variablePrefix: VARIABLE_PREFIX })

/**
 * Tokens get a short class per token kind (`sh-keyword`, `sh-string`, ...) instead of inline colours,
 * and the theme's CSS gives each class a colour per colour mode. One tokenizer pass per block
 * (two themes cost two passes, about 3x the time) and much smaller HTML than per-token styles.
 */
const tokenClasses: ShikiTransformer = {
  name: 'docsgen:token-classes',
  pre(node) {
    delete node.properties.style
  },
  span(node) {
    const style = node.properties.style
    if (typeof style !== 'string') return
    delete node.properties.style
    const match = /var\(--sh-token-([a-z-]+)\)/.exec(style)
    if (match) node.properties.className = [`sh-${match[1]}`]
  },
}
