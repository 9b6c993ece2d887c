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
    }
  }
  return `/* The site's Prism themes (themeConfig.prism), as Docusaurus applies them. */\n${rules.filter(Boolean).join('\n')}\n`
}

function rule(selector: string, style: PrismStyle): string {
  const declarations = Object.entries(style)
    .filter(([, value]) => value !== '' && SAFE_VALUE.test(String(value)))
    .map(([key, value]) => `  ${cssProperty(key)}: ${value};`)
  return declarations.length === 0 ? '' : `${selector} {\n${declarations.join('\n')}\n}`
}

/** A value that cannot end its declaration or rule (a theme is the site's code, but a typo must not break the sheet). */
const SAFE_VALUE = /^[^;{}<>\\]*$/

/** `fontStyle` -> `font-style`; a custom property as it is. */
function cssProperty(key: string): string {
  return key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** A token type or language as a class name in a selector (`attr-value`, `c++`). */
function cssIdent(name: string): string {
  return name.replace(/[^\w-]/g, (char) => `\\${char}`)
}
