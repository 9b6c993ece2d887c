import { createRequire } from 'node:module'
import {
  DOCUSAURUS_2_PRISM_LANGUAGES,
  DOCUSAURUS_3_PRISM_LANGUAGES,
  type PrismTheme,
  prismComponent,
} from '../../model/prism.js'
import { LANGUAGE_NAME, prismThemeSchema } from '../markdown-schema.js'
import { stubName } from './stub.js'

/** What `themeConfig.prism` says of highlighting, before the site's Docusaurus version is known. */
export interface PrismFound {
  theme?: PrismTheme
  darkTheme?: PrismTheme
  additionalLanguages: string[]
}

const require = createRequire(import.meta.url)

/** prism-react-renderer's themes, by name (docsgen's copy: the same themes as the one Docusaurus installs). */
function prismThemes(): Record<string, PrismTheme> {
  return (require('prism-react-renderer') as { themes: Record<string, PrismTheme> }).themes
}

/**
 * A theme of `themeConfig.prism`: a theme object (prism-react-renderer's, installed in the site,
 * or the site's own), or one of prism-react-renderer's themes by the module it was required from
 * when the site has none installed (`require('prism-react-renderer/themes/github')`,
 * `require('prism-react-renderer').themes.github`): docsgen's copy of prism-react-renderer has
 * the same themes. Anything else is noted and left to the default.
 */
export function prismThemeOf(
  value: unknown,
  at: { where: string; note: (key: string) => void },
): PrismTheme | undefined {
  const stub = stubName(value)
  if (stub !== undefined) {
    const name = /^prism-react-renderer(?:\/themes\/|\.themes\.)(\w+)/.exec(stub)?.[1]
    const theme = name === undefined ? undefined : prismThemes()[name]
    if (theme === undefined) at.note(`${at.where} (${stub})`)
    return theme
  }
  const parsed = prismThemeSchema.safeParse(value)
  if (parsed.success) return parsed.data
  at.note(at.where)
  return undefined
}

/** `themeConfig.prism.additionalLanguages`: the Prism languages a site adds to its Docusaurus's. */
export function additionalLanguagesOf(value: unknown, at: { where: string; note: (key: string) => void }): string[] {
  if (!Array.isArray(value)) {
    at.note(at.where)
    return []
  }
  return value.filter((name): name is string => {
    const known = typeof name === 'string' && LANGUAGE_NAME.test(name) && prismComponent(name) !== undefined
    if (!known) at.note(`${at.where} "${String(name)}" (no such Prism language)`)
    return known
  })
}

/**
 * `markdown.prism` of a Docusaurus site: the languages its Docusaurus highlights (by major
 * version) with the additional ones and all their aliases, as Docusaurus loads them from
 * `prismjs/components`; its themes, palenight by default as in Docusaurus, dark as light unless set.
 */
export function prismSettings(
  found: PrismFound | undefined,
  docusaurusMajor: number,
): { languages: string[]; theme: PrismTheme; darkTheme: PrismTheme } {
  const bundled = docusaurusMajor >= 3 ? DOCUSAURUS_3_PRISM_LANGUAGES : DOCUSAURUS_2_PRISM_LANGUAGES
  const added = (found?.additionalLanguages ?? []).flatMap((name) => {
    const component = prismComponent(name)
    return component ? [component.id, ...component.aliases] : []
  })
  const theme = found?.theme ?? (prismThemes().palenight as PrismTheme)
  return { languages: [...new Set([...bundled, ...added])], theme, darkTheme: found?.darkTheme ?? theme }
}
