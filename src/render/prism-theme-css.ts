import type { PrismStyle, PrismTheme } from '../model/prism.js'

/**
 * Docusaurus colours a code block inline, from the site's Prism themes (`style` on the block,
 * each line and each token): above any rule of the site's stylesheets but its `!important` ones.
 * These rules do the same from the stylesheet: each carries an id in its weight (`:not(#…)`, which
 * matches every element), so only a site rule with an id or `!important` goes over it, as over
 * Docusaurus's inline colours. Light mode is any page not marked dark.
 */
const OVER_SITE_RULES = ':not(#prism-theme)'

const MODES = [
  ['light', ":root:not([data-theme='dark'])"],
  ['dark', ":root[data-theme='dark']"],
] as const

/** The stylesheet of a site's Prism themes: the block's colours, its lines' and its tokens'. */
export function prismThemeCss(themes: { light: PrismTheme; dark: PrismTheme }): string {
  const rules: string[] = []
  for (const [mode, root] of MODES) {
    const theme = themes[mode]
    const { backgroundColor, ...plain } = theme.plain
    const variables: PrismStyle = {}
    if (plain.color !== undefined) variables['--prism-color'] = plain.color
    if (backgroundColor !== undefined) variables['--prism-background-color'] = backgroundColor
    rules.push(rule(`${root} .theme-code-block${OVER_SITE_RULES}`, variables))
    rules.push(rule(`${root} .prism-code${OVER_SITE_RULES}`, theme.plain))
    rules.push(rule(`${root} .prism-code .token-line${OVER_SITE_RULES}`, plain))
    for (const entry of theme.styles) {
      const block = entry.languages?.length
        ? `.prism-code:is(${entry.languages.map((lang) => `.language-${cssIdent(lang)}`).join(', ')})`
        : '.prism-code'
      const selectors = entry.types.map((type) => `${root} ${block} .token.${cssIdent(type)}${OVER_SITE_RULES}`)
      rules.push(rule(selectors.join(',\n'), entry.style))
      // prism-react-renderer merges a token's types in order, the last one's style over the
      // others' (`token tag punctuation` is punctuation-coloured): the type a token's classes
      // end with weighs one attribute more.
      const last = entry.types.map(
        (type) => `${root} ${block} .token.${cssIdent(type)}[class$=${cssString(` ${type}`)}]${OVER_SITE_RULES}`,
      )
      rules.push(rule(last.join(',\n'), entry.style))
    }
  }
  return `/* The site's Prism themes (themeConfig.prism), as Docusaurus applies them. */\n${rules.filter(Boolean).join('\n')}\n`
}

function rule(selector: string, style: PrismStyle): string {
  const declarations = Object.entries(style)
    .filter(([key, value]) => value !== '' && SAFE_KEY.test(key) && SAFE_VALUE.test(String(value)))
    .map(([key, value]) => `  ${cssProperty(key)}: ${value};`)
  return declarations.length === 0 ? '' : `${selector} {\n${declarations.join('\n')}\n}`
}

/**
 * A property name, and a value that cannot end its declaration or rule or open a comment (a
 * theme is the site's code, but a typo must not break the sheet).
 */
const SAFE_KEY = /^(?:--)?[A-Za-z][\w-]*$/
const SAFE_VALUE = /^(?:(?!\/\*)[^;{}<>\\])*$/

/** `fontStyle` -> `font-style`; a custom property as it is. */
function cssProperty(key: string): string {
  return key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** A token type or language as a class name in a selector (`attr-value`; `c++` as `c\2b \2b `; a leading digit escaped). */
function cssIdent(name: string): string {
  const leadingDigit = /^-?\d/.exec(name)?.[0].length ?? 0
  return [...name].map((char, i) => (/[\w-]/.test(char) && i !== leadingDigit - 1 ? char : hexEscape(char))).join('')
}

/** `\<hex> `: a character as CSS escapes any. */
function hexEscape(char: string): string {
  return `\\${(char.codePointAt(0) ?? 0).toString(16)} `
}

/** A string in a selector (`[class$=" tag"]`). */
function cssString(text: string): string {
  return `"${text.replace(/["\\\n]/g, hexEscape)}"`
}
