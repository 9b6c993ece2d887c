import { describe, expect, it } from 'vitest'
import { VERSIONED_DOCUSAURUS_2_SITE } from '../helpers/versioned-site.js'
import { setupBrowserSite } from './support/browser-site.js'
import { markWindow, openPage } from './support/page.js'
import { searchHrefs, searchModal, writeSiteFiles } from './support/search.js'

// Issue 25, docs versions as a reader meets them: the banner and its link, the version menu
// leading to the same doc in another version, and search keeping the version being read, also
// after client-side navigation into another version.

const { context, url } = setupBrowserSite(writeSiteFiles(VERSIONED_DOCUSAURUS_2_SITE, 'docsgen-versions-'), {
  context: { viewport: { width: 1280, height: 800 } },
})

describe('docs versions in the browser', () => {
  it("shows an old version's banner, whose link leads to the latest version's doc without a reload", async () => {
    const { page, errors } = await openPage(context(), url('/docs/1.0/intro'))
    const banner = page.getByRole('note').filter({ hasText: 'a version no longer maintained' })
    await expect(banner.isVisible()).resolves.toBe(true)
    const same = await markWindow(page)
    await banner.getByRole('link', { name: 'the latest version (2.0)' }).click()
    await page.waitForURL(url('/docs/intro'))
    expect(await same()).toBe(true)
    expect(await page.locator('.version-badge').textContent()).toBe('Version: 2.0')
    expect(await page.locator('.version-banner').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('leads from the version menu to the same doc in another version', async () => {
    const { page, errors } = await openPage(context(), url('/docs/next/guides/install'))
    const menu = page.locator('details.navbar-dropdown', { hasText: 'Docs version' })
    await menu.locator('summary').click()
    await menu.getByRole('link', { name: '2.0' }).click()
    await page.waitForURL(url('/docs/guides/install'))
    expect(await page.locator('h1').first().textContent()).toBe('Install')
    expect(await page.locator('.version-badge').textContent()).toBe('Version: 2.0')
    expect(errors).toEqual([])
  })

  it('searches the version of the page being read, and follows the reader into another version', async () => {
    const { page, errors } = await openPage(context(), url('/docs/1.0/intro'))
    expect(await searchHrefs(page, 'quokka')).toEqual(['/docs/1.0/install'])
    // Into 2.0 by client-side navigation: the head's version goes with the page.
    await page.getByRole('note').getByRole('link', { name: 'the latest version (2.0)' }).click()
    await page.waitForURL(url('/docs/intro'))
    expect(await searchHrefs(page, 'quokka')).toEqual(['/docs/guides/install#flags'])
    expect(errors).toEqual([])
  })

  it("keeps the version being read on the search page (the modal's Enter: every result)", async () => {
    const { page, errors } = await openPage(context(), url('/docs/1.0/intro'))
    await page.keyboard.press('Control+k')
    await searchModal(page).getByRole('combobox').fill('quokka')
    await page.waitForFunction(() => document.querySelector('dialog[data-search-modal] .search-see-all') !== null)
    expect(await searchModal(page).locator('.search-see-all').getAttribute('href')).toBe('/search?q=quokka&version=1.0')
    await page.keyboard.press('Enter')
    await page.waitForURL(url('/search?q=quokka&version=1.0'))
    const results = page.locator('main a.search-result')
    await results.first().waitFor()
    expect(await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/docs/1.0/install',
    ])
    expect(errors).toEqual([])
  })
})
