import type { Root } from 'hast'
import {
  type BundledLanguage,
  bundledThemes,
  createCssVariablesTheme,
  createHighlighter,
  type ShikiTransformer,
} from 'shiki'
import { DocsgenError } from '../diagnostics/error.js'
import { closestMatch } from '../diagnostics/suggest.js'

/** Languages loaded for every build (aliases such as `js`, `sh`, `yml`, `md` come with them). */
export const CODE_LANGUAGES: readonly BundledLanguage[] = [
  'javascript',
  'jsx',
  'typescript',
  'tsx',
  'shellscript',
  'json',
  'graphql',
  'php',
  'html',
  'dart',
  'go',
  'python',
  'ruby',
  'yaml',
  'sql',
  'dockerfile',
  'ini',
  'http',
  'css',
  'diff',
  'markdown',
]

/** Names that mean "no highlighting". */
const PLAIN_LANGUAGES = new Set(['text', 'plaintext', 'txt', 'plain'])

/** Highlights code with a light and a dark theme at once; created once per build. */
export interface CodeHighlighter {
  /** Every accepted language name and alias, lower-case. */
  readonly languages: ReadonlySet<string>
  /** `<pre class="shiki …"><code><span class="line">…` for `code`; `lang` must be in `languages`. */
  highlight(code: string, lang: string): Root
}

/**
 * Create the shiki highlighter with both themes and all `CODE_LANGUAGES` loaded (about half a
 * second, so once per build or worker). Output colours are CSS variables, not inline colours
 * (`defaultColor: false`): `<pre>` carries `--shiki-light`, `--shiki-dark`, `--shiki-light-bg`,
 * `--shiki-dark-bg`, and each token `<span>` carries `--shiki-light` and `--shiki-dark`. The theme
 * CSS picks one set, for example:
 *
 * ```css
 * .shiki, .shiki span { color: var(--shiki-light); background-color: var(--shiki-light-bg); }
 * [data-theme='dark'] .shiki, [data-theme='dark'] .shiki span {
 *   color: var(--shiki-dark); background-color: var(--shiki-dark-bg); }
 * ```
 */
export async function createCodeHighlighter(themes: { light: string; dark: string }): Promise<CodeHighlighter> {
  if (themes.light === CSS_VARIABLES_THEME || themes.dark === CSS_VARIABLES_THEME) return createClassHighlighter()
  for (const theme of [themes.light, themes.dark]) {
    if (!Object.hasOwn(bundledThemes, theme)) throw unknownTheme(theme)
  }
  const highlighter = await createHighlighter({ themes: [themes.light, themes.dark], langs: [...CODE_LANGUAGES] })
  const languages = new Set([...highlighter.getLoadedLanguages(), ...PLAIN_LANGUAGES].map((l) => l.toLowerCase()))
  const shikiThemes = { light: themes.light, dark: themes.dark }
  return {
    languages,
    highlight(code, lang) {
      const shikiLang = PLAIN_LANGUAGES.has(lang) ? 'text' : lang
      return highlighter.codeToHast(code, { lang: shikiLang, themes: shikiThemes, defaultColor: false })
    },
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

async function createClassHighlighter(): Promise<CodeHighlighter> {
  const highlighter = await createHighlighter({ themes: [cssVariablesTheme], langs: [...CODE_LANGUAGES] })
  const languages = new Set([...highlighter.getLoadedLanguages(), ...PLAIN_LANGUAGES].map((l) => l.toLowerCase()))
  return {
    languages,
    highlight(code, lang) {
      const shikiLang = PLAIN_LANGUAGES.has(lang) ? 'text' : lang
      return highlighter.codeToHast(code, { lang: shikiLang, theme: CSS_VARIABLES_THEME, transformers: [tokenClasses] })
    },
  }
}
