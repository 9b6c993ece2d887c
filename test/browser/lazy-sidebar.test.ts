import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'

// Very large sidebars (docs.lazySidebarAbove) leave out the items of collapsed categories that
// have their own page; the fixture sets the limit to 0 so its small sidebar is rendered that way.
const { browser, url } = setupBrowserSite(`${REPO_ROOT}test/fixtures/sites/lazy-sidebar`)

describe('lazy sidebar categories', () => {
  it('loads the items of a collapsed category in place, open, with focus on its toggle', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const { page, errors } = await openPage(context, url('/guide/setup/install'))
      // The page's sidebar (the mobile menu holds a copy of it).
      const sidebar = page.locator('.sidebar > .sidebar-menu')
      expect(await sidebar.getByRole('link', { name: 'Docker' }).count()).toBe(0)
      await sidebar.getByRole('link', { name: 'Deploy: show its pages' }).click()
      await sidebar.getByRole('link', { name: 'Docker' }).waitFor({ state: 'visible' })
      expect(await sidebar.getByRole('link', { name: 'Cloud' }).isVisible()).toBe(true)
      expect(new URL(page.url()).pathname).toBe('/guide/setup/install')
      expect(await sidebar.getByRole('link', { name: 'Install' }).getAttribute('aria-current')).toBe('page')
      expect(await sidebar.locator('[aria-current="page"]').count()).toBe(1)
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
      expect(focused).toBe('Deploy: show or hide its pages')
      // The loaded category folds like any other.
      await page.keyboard.press('Enter')
      expect(await sidebar.getByRole('link', { name: 'Docker' }).isVisible()).toBe(false)
      // Its links navigate as usual.
      await page.keyboard.press('Enter')
      await sidebar.getByRole('link', { name: 'Docker' }).click()
      await page.waitForURL(url('/guide/deploy/docker'))
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Docker')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)

  it('without JavaScript, the toggle opens the category page, where the category is open', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(url('/guide/setup/install'))
      await page.locator('.sidebar-menu').getByRole('link', { name: 'Deploy: show its pages' }).click()
      await page.waitForURL(url('/guide/deploy'))
      const sidebar = page.locator('.sidebar-menu')
      expect(await sidebar.getByRole('link', { name: 'Docker' }).isVisible()).toBe(true)
      // Setup, now away from the current page, is the one left out.
      expect(await sidebar.getByRole('link', { name: 'Install' }).count()).toBe(0)
      expect(await sidebar.getByRole('link', { name: 'Setup: show its pages' }).getAttribute('href')).toBe(
        '/guide/setup',
      )
    } finally {
      await context.close()
    }
  }, 60_000)
})
