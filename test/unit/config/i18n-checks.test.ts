import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../src/config/index.js'
import { DocsgenErrors } from '../../../src/diagnostics/index.js'

function messagesOf(i18n: unknown): string[] {
  try {
    resolveConfig({ i18n }, { rootDir: '/site', configFile: 'site.config.ts' })
  } catch (error) {
    if (error instanceof DocsgenErrors) {
      expect(error.exitCode).toBe(2)
      return error.diagnostics.map((d) => d.message)
    }
    throw error
  }
  return []
}

// Each locale is built into a folder of its own, and the default one at the root: a default locale
// that is not a locale, or two locales of one code or one folder, would build one over the other.
describe('i18n checks', () => {
  it('rejects a default locale that is not one of the locales', () => {
    expect(messagesOf({ defaultLocale: 'fr' })).toEqual([
      'site.config.ts: i18n.defaultLocale: "fr" is not one of the locales (en)',
    ])
  })

  it('rejects a locale listed twice, and two locales of one path', () => {
    const en = { code: 'en', label: 'English' }
    expect(messagesOf({ locales: [en, { code: 'fr', label: 'F' }, { code: 'fr', label: 'F2' }] })).toEqual([
      'site.config.ts: i18n.locales[2].code: "fr" is listed twice',
    ])
    expect(
      messagesOf({ locales: [en, { code: 'fr', label: 'F' }, { code: 'fr-CA', label: 'FC', path: 'fr' }] }),
    ).toEqual(['site.config.ts: i18n.locales[2].path: "fr" is also the path of locale "fr"'])
  })

  it('accepts locales of their own codes and paths', () => {
    const locales = [
      { code: 'en', label: 'English' },
      { code: 'fr', label: 'Français' },
      { code: 'pt-BR', label: 'Português', path: 'br' },
    ]
    expect(messagesOf({ defaultLocale: 'en', locales })).toEqual([])
  })
})
