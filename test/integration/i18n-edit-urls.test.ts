import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/build-fixture.js'
import { I18N_DOCUSAURUS_2_SITE, I18N_DOCUSAURUS_3_SITE } from '../helpers/i18n-site.js'
import { VERSIONED_DOCUSAURUS_2_SITE } from '../helpers/versioned-site.js'

// Issue 25, locales: "Edit this page" of a translated doc with the docs plugin's
// `editLocalizedFiles`, as Docusaurus's getDocEditUrl makes it: the translation's file under
// i18n/<locale>/docusaurus-plugin-content-docs/<version folder>/, for a doc the locale translates.

const editLink = (html: string) => /<a class="edit-link[^"]*" href="([^"]+)"/.exec(html)?.[1]
const EDIT = 'https://github.com/acme/docs/edit/main'

/** `site` with `options` added to its docs plugin's options. */
function withDocsOptions(site: Record<string, string>, options: string): Record<string, string> {
  const config = site['docusaurus.config.js'] ?? ''
  const patched = config.replace("sidebarPath: require.resolve('./sidebars.js'),", (found) => `${found} ${options}`)
  expect(patched).not.toBe(config)
  return { ...site, 'docusaurus.config.js': patched }
}

describe('edit links of a translated locale', () => {
  it('lead to the translation of a translated doc with editLocalizedFiles, else to the original', async () => {
    const fr = await buildFixture(withDocsOptions(I18N_DOCUSAURUS_2_SITE, 'editLocalizedFiles: true,'), {
      locale: 'fr',
    })
    expect(fr.diagnostics.map((d) => d.message).join('\n')).not.toContain('editLocalizedFiles')
    expect(editLink(fr.file('docs/intro/index.html'))).toBe(
      `${EDIT}/i18n/fr/docusaurus-plugin-content-docs/current/intro.md`,
    )
    expect(editLink(fr.file('docs/guides/install/index.html'))).toBe(
      `${EDIT}/i18n/fr/docusaurus-plugin-content-docs/current/guides/install.md`,
    )
    // Not translated: the default locale's file, as Docusaurus links it.
    expect(editLink(fr.file('docs/guides/deploy/index.html'))).toBe(`${EDIT}/docs/guides/deploy.md`)
    // The default locale's pass is unchanged.
    const en = await buildFixture(withDocsOptions(I18N_DOCUSAURUS_2_SITE, 'editLocalizedFiles: true,'))
    expect(editLink(en.file('docs/intro/index.html'))).toBe(`${EDIT}/docs/intro.md`)
  })

  it('lead to the original without it, as before', async () => {
    const fr = await buildFixture(I18N_DOCUSAURUS_2_SITE, { locale: 'fr' })
    expect(editLink(fr.file('docs/intro/index.html'))).toBe(`${EDIT}/docs/intro.md`)
  })

  describe('of a versioned doc', () => {
    const site = {
      ...VERSIONED_DOCUSAURUS_2_SITE,
      'docusaurus.config.js': (VERSIONED_DOCUSAURUS_2_SITE['docusaurus.config.js'] ?? '').replace(
        "  baseUrl: '/',",
        "  baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },",
      ),
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n\nLa prochaine version.\n',
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md': '# Introduction\n\nVersion un.\n',
    }

    it("lead to the translation in the version's folder", async () => {
      const fr = await buildFixture(withDocsOptions(site, 'editLocalizedFiles: true,'), { locale: 'fr' })
      expect(fr.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
      expect(editLink(fr.file('docs/1.0/intro/index.html'))).toBe(
        `${EDIT}/i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md`,
      )
      expect(editLink(fr.file('docs/next/intro/index.html'))).toBe(
        `${EDIT}/i18n/fr/docusaurus-plugin-content-docs/current/intro.md`,
      )
      expect(editLink(fr.file('docs/1.0/install/index.html'))).toBe(`${EDIT}/versioned_docs/version-1.0/install.md`)
    })

    it("lead to the current docs' translation with editCurrentVersion too", async () => {
      const fr = await buildFixture(withDocsOptions(site, 'editLocalizedFiles: true, editCurrentVersion: true,'), {
        locale: 'fr',
      })
      expect(editLink(fr.file('docs/1.0/intro/index.html'))).toBe(
        `${EDIT}/i18n/fr/docusaurus-plugin-content-docs/current/intro.md`,
      )
      expect(editLink(fr.file('docs/1.0/install/index.html'))).toBe(`${EDIT}/docs/install.md`)
    })
  })
})

describe('edit links of a translated blog post', () => {
  /** The Docusaurus 3 site (a translated post) with one more post, and `options` added to its blog plugin's. */
  const withBlogOptions = (options: string) => {
    const config = I18N_DOCUSAURUS_3_SITE['docusaurus.config.mjs'] ?? ''
    const patched = config.replace(
      'blog: { showReadingTime: false }',
      `blog: { showReadingTime: false, editUrl: '${EDIT}/website/', ${options} }`,
    )
    expect(patched).not.toBe(config)
    return {
      ...I18N_DOCUSAURUS_3_SITE,
      'docusaurus.config.mjs': patched,
      'blog/2024-06-01-update.md': '---\ntitle: Update\n---\n\nAn update.\n',
    }
  }
  const LAUNCH = 'blog/2024/05/01/launch/index.html'
  const UPDATE = 'blog/2024/06/01/update/index.html'

  it("lead to the translation of a translated post with the blog plugin's editLocalizedFiles, else to the original", async () => {
    const fr = await buildFixture(withBlogOptions('editLocalizedFiles: true'), { locale: 'fr' })
    expect(fr.diagnostics.map((d) => d.message).join('\n')).not.toContain('editLocalizedFiles')
    expect(editLink(fr.file(LAUNCH))).toBe(
      `${EDIT}/website/i18n/fr/docusaurus-plugin-content-blog/2024-05-01-launch.md`,
    )
    // Not translated: the default locale's file, as Docusaurus links it.
    expect(editLink(fr.file(UPDATE))).toBe(`${EDIT}/website/blog/2024-06-01-update.md`)
    // The default locale's pass is unchanged.
    const en = await buildFixture(withBlogOptions('editLocalizedFiles: true'))
    expect(editLink(en.file(LAUNCH))).toBe(`${EDIT}/website/blog/2024-05-01-launch.md`)
    // Without the option, the original, as before.
    const plain = await buildFixture(withBlogOptions(''), { locale: 'fr' })
    expect(editLink(plain.file(LAUNCH))).toBe(`${EDIT}/website/blog/2024-05-01-launch.md`)
  })
})
