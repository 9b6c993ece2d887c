import { describe, expect, it } from 'vitest'
import { I18N_DOCUSAURUS_2_SITE } from '../helpers/i18n-site.js'
import { setupBrowserSite } from './support/browser-site.js'
import { openPage } from './support/page.js'
import { searchHrefs, writeSiteFiles } from './support/search.js'

// Issue 25, locales as a reader meets them: the language menu leading to the same page in another
// locale (its language and direction with it), and search answering from the locale being read.

const { context, url } = setupBrowserSite(writeSiteFiles(I18N_DOCUSAURUS_2_SITE, 'docsgen-i18n-'), {
  context: { viewport: { width: 1280, height: 800 } },
})

describe('locales in the browser', () => {
  it('leads from the language menu to the same page in another locale, with its lang and dir', async () => {
    const { page, errors } = await openPage(context(), url('/fr/docs/guides/install'))
    expect(await page.locator('h1').first().textContent()).toBe('Installer')
    const menu = page.locator('details.navbar-dropdown', { hasText: 'Language' })
    await menu.locator('summary').click()
    await menu.getByRole('link', { name: 'العربية' }).click()
    await page.waitForURL(url('/ar/docs/guides/install'))
    // Not translated into Arabic: the English doc, in an Arabic, right-to-left page.
    expect(await page.locator('h1').first().textContent()).toBe('Install')
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ])
    expect(errors).toEqual([])
  })

  it('loads the other locale from the default one (its own script and index), not swapped into the page', async () => {
    const { page, errors } = await openPage(context(), url('/docs/intro'))
    const menu = page.locator('details.navbar-dropdown', { hasText: 'Language' })
    await menu.locator('summary').click()
    await menu.getByRole('link', { name: 'Français' }).click()
    await page.waitForURL(url('/fr/docs/intro'))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr')
    expect(await searchHrefs(page, 'quokka')).toEqual(['/fr/docs/intro#premiers-pas'])
    expect(errors).toEqual([])
  })

  it('searches the index of the locale being read', async () => {
    const { page, errors } = await openPage(context(), url('/fr/docs/intro'))
    expect(await searchHrefs(page, 'quokka')).toEqual(['/fr/docs/intro#premiers-pas'])
    const english = await openPage(context(), url('/docs/intro'))
    expect(await searchHrefs(english.page, 'quokka')).toEqual(['/docs/intro#first-steps'])
    expect([...errors, ...english.errors]).toEqual([])
  })
})
