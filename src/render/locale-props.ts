import type { DocWording, NavbarDropdownProps, NotFoundWording, SearchWording } from '../../theme/types.js'
import { currentLocaleOf, type ResolvedConfig, siteLocalesOf } from '../config/index.js'
import {
  DOC_WORD_KEYS,
  NOT_FOUND_WORD_KEYS,
  type RouteNode,
  SEARCH_BOX_WORD_KEYS,
  SEARCH_WORD_KEYS,
} from '../model/index.js'
import { absoluteUrl, withBase } from './urls.js'

// A page's locale in its props: `<html lang dir>`, the language menu and `hreflang` links to the
// same page in each locale (the page's path under the other locale's base URL, as Docusaurus
// links them: every locale builds the same pages, a doc without a translation from the default
// locale's file), and the theme's words a translated locale gives (`translations.theme`).

/** `<html lang dir>` of the locale a config builds. */
export function localeChrome(config: ResolvedConfig): { lang: string; dir: 'ltr' | 'rtl' } {
  const locale = currentLocaleOf(config) ?? config.i18n.locales[0]
  return { lang: locale?.htmlLang ?? locale?.code ?? 'en', dir: locale?.direction ?? 'ltr' }
}

/** The page in every locale, for `<link rel="alternate" hreflang>` (none on a site of one locale). */
export function localeAlternates(config: ResolvedConfig, node: RouteNode): { hreflang: string; href: string }[] {
  const locales = siteLocalesOf(config)
  if (locales.length === 0 || node.kind === 'not-found') return []
  const alternates = locales.map((locale) => ({
    hreflang: locale.htmlLang,
    href: absoluteUrl(config.url, locale.baseUrl, node.path),
  }))
  const first = alternates[0]
  return first ? [...alternates, { hreflang: 'x-default', href: first.href }] : alternates
}

/** The language menu: each locale's label, linking to the same page in it. */
export function localeMenuProps(config: ResolvedConfig, node: RouteNode): NavbarDropdownProps {
  const locales = siteLocalesOf(config)
  const current = currentLocaleOf(config)?.code ?? config.i18n.defaultLocale
  if (locales.length === 0) {
    const label = config.i18n.locales.find((l) => l.code === current)?.label ?? current
    const only = { label, href: withBase(config.baseUrl, node.path), active: true, lang: current }
    return { name: 'Language', label, items: [only] }
  }
  const items = locales.map((locale) => ({
    label: locale.label,
    href: withBase(locale.baseUrl, node.path),
    active: locale.code === current,
    lang: locale.htmlLang,
    ...(locale.code === current ? {} : { hreflang: locale.htmlLang }),
  }))
  return { name: 'Language', label: locales.find((l) => l.code === current)?.label ?? current, items }
}

/** The words around a doc's body in a translated locale; undefined when it translates none. */
export function docWording(config: ResolvedConfig): DocWording | undefined {
  return wordsOf(config, DOC_WORD_KEYS)
}

/** The words of the 404 page in a translated locale; undefined when it translates none. */
export function notFoundWording(config: ResolvedConfig): NotFoundWording | undefined {
  return wordsOf(config, NOT_FOUND_WORD_KEYS)
}

/** The words of search in a translated locale (the client script's as `words`); undefined when it translates none. */
export function searchWordingOf(config: ResolvedConfig): SearchWording | undefined {
  const boxes = wordsOf(config, SEARCH_BOX_WORD_KEYS)
  const words = wordsOf(config, SEARCH_WORD_KEYS)
  if (!boxes && !words) return undefined
  return { ...boxes, ...(words ? { words } : {}) }
}

/** The search box's placeholder in a translated locale. */
export function searchLabelOf(config: ResolvedConfig): string | undefined {
  return currentLocaleOf(config)?.translations.theme[SEARCH_BOX_WORD_KEYS.search]
}

/** The fields of `keys` (field -> key of code.json) the locale translates, or undefined when none. */
function wordsOf<K extends string>(
  config: ResolvedConfig,
  keys: Readonly<Record<K, string>>,
): Partial<Record<K, string>> | undefined {
  const theme = currentLocaleOf(config)?.translations.theme ?? {}
  const words: Partial<Record<K, string>> = {}
  for (const [field, key] of Object.entries(keys) as [K, string][]) {
    const text = theme[key]
    if (text !== undefined) words[field] = text
  }
  return Object.keys(words).length > 0 ? words : undefined
}
