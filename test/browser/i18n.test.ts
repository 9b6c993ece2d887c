import { describe, expect, it } from 'vitest'
import { I18N_DOCUSAURUS_2_SITE } from '../helpers/i18n-site.js'
import { setupBrowserSite } from './support/browser-site.js'
import { openPage } from './support/page.js'
import { searchHrefs, searchModal, writeSiteFiles } from './support/search.js'

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

  it("shows search's results, counts and empty answers in the locale's words, by its plural rules", async () => {
    const { page, errors } = await openPage(context(), url('/fr/docs/intro'))
    const modal = searchModal(page)
    await page.keyboard.press('Control+k')
    await modal.getByRole('combobox').fill('qwxzvbnm')
    await expect.poll(() => modal.locator('.search-empty-title').textContent()).toBe('Aucun résultat pour “qwxzvbnm”')
    await modal.getByRole('combobox').fill('quokka')
    await expect.poll(() => modal.locator('.search-see-all').textContent()).toBe('Voir les 1 résultats')
    const search = await openPage(context(), url('/fr/search?q=quokka'))
    await expect.poll(() => search.page.locator('.search-count').textContent()).toBe('Un document trouvé')
    // The page's box, by its translated accessible name; French's "other" form for two.
    const box = search.page.getByRole('searchbox', { name: 'Recherche', exact: true })
    await box.fill('texte')
    await expect.poll(() => search.page.locator('.search-count').textContent()).toBe('2 documents trouvés')
    await box.fill('qwxzvbnm')
    await expect.poll(() => search.page.locator('.search-empty-title').textContent()).toBe('Aucun document trouvé')
    // In English, docsgen's own words.
    const english = await openPage(context(), url('/search?q=quokka'))
    await expect.poll(() => english.page.locator('.search-count').textContent()).toBe('1 result for “quokka”')
    expect([...errors, ...search.errors, ...english.errors]).toEqual([])
  })
})
