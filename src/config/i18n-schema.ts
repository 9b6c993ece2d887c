import * as z from 'zod'

/** Translated strings by key: `{ 'item.label.Docs': 'Documentation' }`. */
const stringsSchema = z.record(z.string(), z.string())

const localeSchema = z.strictObject({
  /** Language tag (`en`). */
  code: z.string().min(2),
  /** Name shown in the language switcher. */
  label: z.string(),
  /** Writing direction. @default 'ltr' */
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  /** `<html lang>` and `hreflang` of this locale's pages. @default code */
  htmlLang: z.string().min(2).optional(),
  /**
   * Path segment this locale is built and served under (`fr` -> `/fr/`); the default locale is
   * built at the site root whatever it says. @default code
   */
  path: z
    .string()
    .regex(/^[^/?#\s]+$/, 'must be one path segment (for example "fr")')
    .optional(),
  /**
   * Folders of translated files, by the folder they translate, relative to the site root
   * (`{ content: 'i18n/fr/content' }`): a file at the same path inside the translation folder
   * replaces the original in this locale; a file without one is built from the original. @default {}
   */
  overlays: z.record(z.string(), z.string().min(1)).default({}),
  /**
   * Translated labels, keyed as Docusaurus's translation files key them: `navbar` (`title`,
   * `logo.alt`, `item.label.<label>`), `footer` (`link.title.<title>`, `link.item.label.<label>`,
   * `copyright`, `logo.alt`), `docs` by version name (`version.label`,
   * `sidebar.<sidebar id>.category.<label>`, `sidebar.<sidebar id>.link.<label>`,
   * `sidebar.<sidebar id>.doc.<label>`), and `theme` (the theme's words, by the keys of Docusaurus's
   * `code.json`: `theme.TOCCollapsible.toggleButtonLabel`, `theme.docs.paginator.previous`/`next`,
   * `theme.common.editThisPage`, `theme.SearchBar.label`/`seeAll`, `theme.NotFound.title`/`p1`/`p2`,
   * `theme.SearchPage.*` and `theme.SearchModal.*` of the search page and dialog; see
   * `THEME_WORD_KEYS` in src/model/theme-words.ts). A label without a translation stays as it is. @default {}
   */
  translations: z
    .strictObject({
      navbar: stringsSchema.default({}),
      footer: stringsSchema.default({}),
      docs: z.record(z.string(), stringsSchema).default({}),
      theme: stringsSchema.default({}),
    })
    .prefault({}),
})

/**
 * Locales. The default one is built at the site root; each other one is built again under its
 * `path` (`/fr/`), from its translated files where it has them, with its labels, language and
 * direction, and its own search index, sitemap and llms files (`/fr/llms.txt`); the default
 * locale's sitemap also lists the other locales' pages.
 */
export const i18nSchema = z
  .strictObject({
    /** @default 'en' */
    defaultLocale: z.string().default('en'),
    /** @default [{ code: 'en', label: 'English', direction: 'ltr' }] */
    locales: z
      .array(localeSchema)
      .min(1)
      .prefault([{ code: 'en', label: 'English' }]),
  })
  .superRefine((i18n, ctx) => {
    const codes = i18n.locales.map((locale) => locale.code)
    if (!codes.includes(i18n.defaultLocale)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLocale'],
        message: `"${i18n.defaultLocale}" is not one of the locales (${codes.join(', ')})`,
      })
    }
    // Each locale is built into, and served from, a folder of its own.
    const seen = new Map<string, string>()
    i18n.locales.forEach((locale, i) => {
      if (codes.indexOf(locale.code) !== i) {
        ctx.addIssue({ code: 'custom', path: ['locales', i, 'code'], message: `"${locale.code}" is listed twice` })
        return
      }
      if (locale.code === i18n.defaultLocale) return
      const folder = locale.path ?? locale.code
      const other = seen.get(folder)
      if (other !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['locales', i, 'path'],
          message: `"${folder}" is also the path of locale "${other}"`,
        })
      }
      seen.set(folder, locale.code)
    })
  })
  .prefault({})
