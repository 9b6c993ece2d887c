import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { openPage } from './support/page.js'
import { BROWSER_FIXTURE } from './support/site.js'

// Issue 4, "Mobile sidebar (≤ 996 px)": the navbar becomes a drawer with the docs sidebar in it.
const { context, url } = setupBrowserSite(BROWSER_FIXTURE, {
  context: { viewport: { width: 390, height: 844 }, hasTouch: true },
})
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' })
const panel = (page: Page) => page.locator('#navbar-menu')
const focusedInPanel = (page: Page) =>
  page.evaluate(() => document.getElementById('navbar-menu')?.contains(document.activeElement) ?? false)

async function openDrawer(path: string) {
  const opened = await openPage(context(), url(path))
  await toggle(opened.page).click()
  await panel(opened.page).waitFor({ state: 'visible' })
  return opened
}

describe('mobile sidebar', () => {
  it('opens from the menu button on the docs sidebar, with "← Back to main menu" to the navbar links', async () => {
    const { page, errors } = await openPage(context(), url('/guide/intro'))
    expect(await panel(page).isVisible()).toBe(false)
    expect(await page.locator('.sidebar').isVisible()).toBe(false)
    await toggle(page).click()
    expect(await panel(page).isVisible()).toBe(true)
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true')
    const drawer = panel(page)
    expect(await drawer.getByRole('link', { name: 'Long page' }).isVisible()).toBe(true)
    expect(await drawer.getByRole('link', { name: 'Guide intro' }).getAttribute('aria-current')).toBe('page')
    expect(await drawer.getByRole('link', { name: 'Reference', exact: true }).isVisible()).toBe(false)

    await drawer.getByRole('button', { name: '← Back to main menu' }).click()
    expect(await drawer.getByRole('link', { name: 'Reference', exact: true }).isVisible()).toBe(true)
    expect(await drawer.getByRole('link', { name: 'Long page' }).isVisible()).toBe(false)
    expect(await focusedInPanel(page)).toBe(true)
    expect(errors).toEqual([])
  })

  it('opens on the main menu on pages without a docs sidebar', async () => {
    const { page } = await openDrawer('/')
    expect(await panel(page).getByRole('link', { name: 'Guide', exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: '← Back to main menu' }).isVisible()).toBe(false)
  })

  it('closes with its close button, Escape and a click on the backdrop, focus back on the menu button', async () => {
    const { page } = await openDrawer('/guide/intro')
    await page.getByRole('button', { name: 'Close navigation bar' }).click()
    expect(await panel(page).isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Toggle navigation bar')

    await toggle(page).click()
    await page.keyboard.press('Escape')
    expect(await panel(page).isVisible()).toBe(false)
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false')

    await toggle(page).click()
    await page.mouse.click(380, 600) // right of the drawer: the backdrop
    expect(await panel(page).isVisible()).toBe(false)
  })

  it('closes on navigation, which happens in place', async () => {
    const { page } = await openDrawer('/guide/intro')
    await panel(page).getByRole('link', { name: 'Long page' }).click()
    await page.waitForURL(url('/guide/long'))
    expect(await page.locator('main h1').textContent()).toBe('Long page')
    expect(await panel(page).isVisible()).toBe(false)
    // The drawer's copy of the sidebar follows the new page.
    await toggle(page).click()
    expect(await panel(page).getByRole('link', { name: 'Long page' }).getAttribute('aria-current')).toBe('page')
  })

  it('traps focus while open', async () => {
    const { page } = await openDrawer('/guide/intro')
    expect(await focusedInPanel(page)).toBe(true)
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await focusedInPanel(page), `after ${i + 1} Tab presses`).toBe(true)
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusedInPanel(page), `after ${i + 1} Shift+Tab presses`).toBe(true)
    }
  })

  it('passes axe while open, on both menus', async () => {
    const { page } = await openDrawer('/guide/intro')
    const scan = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      )
    expect(await scan()).toEqual([])
    await page.getByRole('button', { name: '← Back to main menu' }).click()
    expect(await scan()).toEqual([])
  })

  it('is not used on wide screens: the navbar links show inline', async () => {
    const { page } = await openPage(context(), url('/guide/intro'))
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await toggle(page).isVisible()).toBe(false)
    expect(await page.locator('.navbar').getByRole('link', { name: 'Reference', exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Close navigation bar' }).isVisible()).toBe(false)
  })
})
