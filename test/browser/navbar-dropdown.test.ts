import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { openPage } from './support/page.js'
import { BROWSER_FIXTURE } from './support/site.js'
import { axeViolations, COLOR_MODES, themedContext } from './support/themed.js'

// A dropdown of links in the navbar (the fixture's `navbar.items` "More", as a Docusaurus
// `type: 'dropdown'` item maps to): a <details> menu, usable without JavaScript; the client
// script closes it on Escape, on a click elsewhere and when another menu opens.
const { browser, context, url } = setupBrowserSite(BROWSER_FIXTURE, {
  context: { viewport: { width: 1280, height: 800 } },
})
const menu = (page: Page) => page.locator('.navbar details.navbar-dropdown', { hasText: 'More' })
const button = (page: Page) => menu(page).locator('summary')
const isOpen = (page: Page) => menu(page).evaluate((el) => (el as HTMLDetailsElement).open)

describe('a navbar dropdown', () => {
  it('opens on click, lists its links, closes on a click elsewhere, and leads to a page (marked active there)', async () => {
    const { page, errors } = await openPage(context(), url('/guide/intro'))
    expect(await menu(page).getByRole('link', { name: 'Tabs' }).isVisible()).toBe(false)
    await button(page).click()
    expect(await menu(page).getByRole('link').allTextContents()).toEqual(['Code blocks', 'Tabs', 'Example site'])
    // An item of raw HTML from the config: a separator between the site's pages and the other site.
    expect(await menu(page).locator('li.dropdown-html > hr').isVisible()).toBe(true)
    const external = menu(page).getByRole('link', { name: 'Example site' })
    expect(await external.getAttribute('target')).toBe('_blank')
    await page.locator('main h1').click()
    expect(await isOpen(page)).toBe(false)

    await button(page).click()
    await menu(page).getByRole('link', { name: 'Tabs' }).click()
    await page.waitForURL(url('/guide/tabs'))
    expect(await isOpen(page)).toBe(false)
    expect(await button(page).getAttribute('class')).toContain('navbar-link-active')
    // A closed menu's links are out of the accessibility tree: found by their text.
    expect(await menu(page).locator('a', { hasText: 'Tabs' }).getAttribute('aria-current')).toBe('true')
    // Another page of the same docs area is not the current one.
    expect(await menu(page).locator('a', { hasText: 'Code blocks' }).getAttribute('aria-current')).toBeNull()
    expect(errors).toEqual([])
  })

  it('is operated by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async () => {
    const { page } = await openPage(context(), url('/guide/intro'))
    await button(page).focus()
    await page.keyboard.press('Enter')
    expect(await isOpen(page)).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Code blocks')
    await page.keyboard.press('Escape')
    expect(await isOpen(page)).toBe(false)
    expect(await button(page).evaluate((el) => el === document.activeElement)).toBe(true)
    // One menu at a time: opening the version menu closes this one.
    await button(page).click()
    await page.locator('.navbar-dropdown[data-docs-area] summary').click()
    expect(await isOpen(page)).toBe(false)
  })

  it('moves through its items with the arrow keys, Home and End, and closes when Tab leaves it', async () => {
    const { page, errors } = await openPage(context(), url('/guide/intro'))
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    await button(page).focus()
    // ArrowDown on the closed button opens the menu on its first item, and does not scroll.
    await page.keyboard.press('ArrowDown')
    expect(await isOpen(page)).toBe(true)
    expect(await focused()).toBe('Code blocks')
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('Tabs')
    await page.keyboard.press('End')
    expect(await focused()).toBe('Example site')
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('Code blocks')
    await page.keyboard.press('ArrowUp')
    expect(await focused()).toBe('Example site')
    await page.keyboard.press('Home')
    expect(await focused()).toBe('Code blocks')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // Tab from the last item leaves the menu, which closes.
    await page.keyboard.press('End')
    await page.keyboard.press('Tab')
    expect(await isOpen(page)).toBe(false)
    expect(errors).toEqual([])
  })

  it('opens without JavaScript, and in the mobile menu, where Escape closes only the dropdown', async () => {
    const noScript = await browser().newContext({ javaScriptEnabled: false })
    const plain = await noScript.newPage()
    await plain.goto(url('/guide/intro'))
    await button(plain).click()
    expect(await menu(plain).getByRole('link', { name: 'Code blocks' }).isVisible()).toBe(true)
    await noScript.close()

    const phone = await browser().newContext({ viewport: { width: 390, height: 844 } })
    const { page } = await openPage(phone, url('/'))
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
    await button(page).click()
    expect(await menu(page).getByRole('link', { name: 'Tabs' }).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await menu(page).getByRole('link', { name: 'Tabs' }).focus()
    await page.keyboard.press('Escape')
    expect(await isOpen(page)).toBe(false)
    expect(await page.locator('#navbar-menu').isVisible()).toBe(true)
    await phone.close()
  })

  it('has no axe violations while open, in light and dark mode', async () => {
    const found: string[] = []
    for (const mode of COLOR_MODES) {
      const themed = await themedContext(browser(), mode, { width: 1280, height: 800 })
      const { page } = await openPage(themed, url('/guide/tabs'))
      await button(page).click()
      for (const violation of await axeViolations(page, '.navbar')) found.push(`${mode}: ${violation}`)
      await themed.close()
    }
    expect(found).toEqual([])
  }, 60_000)
})

describe('items of raw HTML from the config', () => {
  it('show in the navbar as written, in the mobile menu too', async () => {
    const { page, errors } = await openPage(context(), url('/guide/intro'))
    const beta = page.locator('.navbar-items-right .navbar-html > span.navbar-beta')
    expect(await beta.textContent()).toBe('Beta')
    expect(await beta.isVisible()).toBe(true)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
    // On a docs page the menu opens on the page's sidebar; the navbar's items are one step back.
    await page.getByRole('button', { name: '← Back to main menu' }).click()
    await expect.poll(() => beta.isVisible()).toBe(true)
    expect(errors).toEqual([])
  })

  it('show in the footer as written, beside its links', async () => {
    const { page, errors } = await openPage(context(), url('/guide/intro'))
    const column = page.locator('footer .footer-group', { hasText: 'Docs' })
    expect(await column.locator('li').count()).toBe(2)
    const badge = column.locator('li.footer-html > a.footer-badge')
    expect(await badge.textContent()).toBe('Example badge')
    expect(await badge.getAttribute('href')).toBe('https://example.com/badge')
    expect(errors).toEqual([])
  })
})
