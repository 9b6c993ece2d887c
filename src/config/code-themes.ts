import type { CodeThemes } from '../model/code-themes.js'
import type { ResolvedConfig } from './schema.js'

/**
 * What the highlighter of a site's pages needs of its config (`CodeThemes` of the transform
 * stage): Shiki's themes, or with `markdown.prism` the languages Prism highlights.
 */
export function codeThemesOf(markdown: ResolvedConfig['markdown']): CodeThemes {
  const themes = { light: markdown.codeThemeLight, dark: markdown.codeThemeDark }
  return markdown.prism ? { ...themes, prism: markdown.prism.languages } : themes
}
