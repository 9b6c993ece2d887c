import path from 'node:path'
import { closestMatch, DocsgenError } from '../diagnostics/index.js'
import type { ResolvedConfig } from './schema.js'

// Locales as passes of the pipeline: the default locale is the config as read; each other locale
// is the same config at its path (`/fr/`), reading its translated files first (`overlays`, see
// the scan stage), with its labels translated. Docusaurus builds its locales the same way.

/** A locale of the site, as the stages read it. */
export interface SiteLocale {
  code: string
  label: string
  direction: 'ltr' | 'rtl'
  /** `<html lang>` and `hreflang`. */
  htmlLang: string
  /** Base URL of the locale's pages (`/` for the default locale, `/fr/`). */
  baseUrl: string
  /** Folder of the output it is written to, relative to the site's (`''` for the default locale, `fr`). */
  outDir: string
}

type Locale = ResolvedConfig['i18n']['locales'][number]

/** The locale a config builds: its `locale`, else the default one. */
export function currentLocaleOf(config: Pick<ResolvedConfig, 'i18n' | 'locale'>): Locale | undefined {
  const code = config.locale ?? config.i18n.defaultLocale
  return config.i18n.locales.find((l) => l.code === code)
}

/** Whether a config builds more than one locale (then each is a pass of the pipeline). */
export function hasLocales(config: Pick<ResolvedConfig, 'i18n'>): boolean {
  return config.i18n.locales.some((l) => l.code !== config.i18n.defaultLocale)
}

/**
 * Every locale the site builds, the default one first, with its base URL and output folder; from
 * the config of any locale's pass. Empty when the site has one locale.
 */
export function siteLocalesOf(config: Pick<ResolvedConfig, 'i18n' | 'locale' | 'baseUrl'>): SiteLocale[] {
  if (!hasLocales(config)) return []
  const { defaultLocale, locales } = config.i18n
  const current = config.locale === undefined ? undefined : currentLocaleOf(config)
  // A locale's pass has its path after the site's base URL: taken off to find the site's.
  const own = current ? `${localePath(current)}/` : ''
  const root = own && config.baseUrl.endsWith(own) ? config.baseUrl.slice(0, -own.length) : config.baseUrl
  const ordered = [...locales].sort((a, b) => Number(b.code === defaultLocale) - Number(a.code === defaultLocale))
  return ordered.map((locale) => {
    const outDir = locale.code === defaultLocale ? '' : localePath(locale)
    return {
      code: locale.code,
      label: locale.label,
      direction: locale.direction,
      htmlLang: locale.htmlLang ?? locale.code,
      baseUrl: outDir === '' ? root : `${root}${outDir}/`,
      outDir,
    }
  })
}

function localePath(locale: Locale): string {
  return locale.path ?? locale.code
}

/** The configs of the passes of the site's other locales, in the order the config lists them. */
export function localeConfigs(config: ResolvedConfig): ResolvedConfig[] {
  if (config.locale !== undefined) return []
  return siteLocalesOf(config).flatMap((site) => {
    const locale = config.i18n.locales.find((l) => l.code === site.code)
    if (!locale || site.outDir === '') return []
    return [deepFreeze(localeConfig(config, locale, site.baseUrl))]
  })
}

/**
 * The config of one locale's pass (`docsgen serve --locale fr`, as Docusaurus's dev server serves
 * one locale): the config itself for the default locale or none. Throws on a locale the site does not have.
 */
export function selectLocale(config: ResolvedConfig, code: string | undefined): ResolvedConfig {
  if (code === undefined || code === config.i18n.defaultLocale) return config
  const found = localeConfigs(config).find((pass) => pass.locale === code)
  if (found) return found
  const codes = config.i18n.locales.map((l) => l.code)
  const suggestion = closestMatch(code, codes)
  throw new DocsgenError(
    {
      severity: 'error',
      code: 'config/invalid',
      ...(config.configFile ? { file: config.configFile } : {}),
      message: `--locale: "${code}" is not a locale of this site (${codes.join(', ')})`,
      hint: suggestion ? `Did you mean "${suggestion}"?` : 'Add it to i18n.locales, or use one of those.',
    },
    { exitCode: 2 },
  )
}

function localeConfig(config: ResolvedConfig, locale: Locale, baseUrl: string): ResolvedConfig {
  const { navbar, footer, docs } = locale.translations
  const t = (table: Readonly<Record<string, string>>, key: string, text: string): string => table[key] ?? text
  return {
    ...config,
    locale: locale.code,
    baseUrl,
    // Reported by the default locale's pass.
    notes: [],
    navbar: {
      ...config.navbar,
      ...(config.navbar.title === undefined ? {} : { title: t(navbar, 'title', config.navbar.title) }),
      ...(config.navbar.logo
        ? { logo: { ...config.navbar.logo, alt: t(navbar, 'logo.alt', config.navbar.logo.alt) } }
        : {}),
      items: config.navbar.items.map((item) => {
        if ('html' in item) return item
        // A docs version link without a label of its own shows the version's (translated below).
        if ('docsVersion' in item)
          return item.label === undefined ? item : { ...item, label: t(navbar, `item.label.${item.label}`, item.label) }
        const items = item.items?.map((sub) =>
          'html' in sub || sub.label === undefined
            ? sub
            : { ...sub, label: t(navbar, `item.label.${sub.label}`, sub.label) },
        )
        return { ...item, label: t(navbar, `item.label.${item.label}`, item.label), ...(items ? { items } : {}) }
      }),
    },
    footer: {
      ...config.footer,
      ...(config.footer.copyright === undefined ? {} : { copyright: t(footer, 'copyright', config.footer.copyright) }),
      ...(config.footer.logo
        ? { logo: { ...config.footer.logo, alt: t(footer, 'logo.alt', config.footer.logo.alt) } }
        : {}),
      links: config.footer.links.map((group) => ({
        title: t(footer, `link.title.${group.title}`, group.title),
        items: group.items.map((item) =>
          'html' in item ? item : { ...item, label: t(footer, `link.item.label.${item.label}`, item.label) },
        ),
      })),
    },
    // Sidebar labels are translated by the graph stage, once routes are made (see `SidebarInput.labels`).
    docs: {
      ...config.docs,
      versions: config.docs.versions.map((version) => ({
        ...version,
        label: t(docs[version.name] ?? {}, 'version.label', version.label),
      })),
    },
  }
}

/** The folders a locale's pass reads translations from (see `withTranslations`), absolute. */
export function translationFolders(config: Pick<ResolvedConfig, 'i18n' | 'locale' | 'rootDir'>): string[] {
  if (config.locale === undefined) return []
  return Object.values(currentLocaleOf(config)?.overlays ?? {}).map((dir) => path.resolve(config.rootDir, dir))
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}
