import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { openPage } from './support/page.js'
import { BROWSER_FIXTURE } from './support/site.js'
import { axeViolations, COLOR_MODES, themedContext, VIEWPORTS } from './support/themed.js'

// A category's generated index page, as the pipeline builds it from the fixture's
// `reference/recipes/_category_.json` (`link: { type: 'generated-index' }`).
const { browser, context, url } = setupBrowserSite(BROWSER_FIXTURE, {
  context: { viewport: { width: 1280, height: 800 } },
})
const PAGE = '/category/recipes'

describe('a generated index page', () => {
  it('is reached from the sidebar and leads to each page of the category through its cards', async () => {
    const { page, errors } = await openPage(context(), url('/reference/intro'))
    await page.locator('.sidebar').getByRole('link', { name: 'Recipes', exact: true }).click()
    await page.waitForURL(url(PAGE))
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Recipes')
    expect(await page.locator('main').getByText('Short answers to common tasks.').isVisible()).toBe(true)
    const cards = page.locator('main a.doc-card')
    expect(await cards.allTextContents()).toEqual([
      'Pagination recipePage through long lists one screen at a time.',
      'Sorting recipeOrder the results by one or more fields.',
    ])
    expect(await page.locator('.sidebar [aria-current="page"]').textContent()).toBe('Recipes')
    await cards.nth(1).click()
    await page.waitForURL(url('/reference/recipes/sorting'))
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Sorting recipe')
    // The doc's breadcrumbs lead back to the category page.
    expect(await page.locator('.breadcrumbs').getByRole('link', { name: 'Recipes' }).getAttribute('href')).toBe(PAGE)
    expect(errors).toEqual([])
  })

  it('is operable by keyboard, with the focus visible, and stacks its cards on a phone', async () => {
    const phone = await browser().newContext({ viewport: { width: 390, height: 844 } })
    const { page } = await openPage(phone, url(PAGE))
    const first = page.locator('main a.doc-card').first()
    await first.focus()
    await page.keyboard.press('Tab')
    const focused = page.locator('main a.doc-card').nth(1)
    expect(await focused.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
    const [a, b] = [await first.boundingBox(), await focused.boundingBox()]
    expect(b && a && b.y > a.y + a.height - 1 && Math.abs(b.x - a.x) < 1).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.keyboard.press('Enter')
    await page.waitForURL(url('/reference/recipes/sorting'))
    await phone.close()
  })

  it('reads without JavaScript, and axe finds nothing in light or dark mode', async () => {
    const noScript = await browser().newContext({ javaScriptEnabled: false })
    const page = await noScript.newPage()
    await page.goto(url(PAGE))
    expect(await page.locator('main a.doc-card').first().getAttribute('href')).toBe('/reference/recipes/pagination')
    expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toBe('recipes, how-to')
    await noScript.close()
    const found: string[] = []
    for (const mode of COLOR_MODES) {
      for (const viewport of VIEWPORTS) {
        const themed = await themedContext(browser(), mode, viewport)
        const { page: shown } = await openPage(themed, url(PAGE))
        for (const violation of await axeViolations(shown)) found.push(`${mode} ${viewport.width}px: ${violation}`)
        await themed.close()
      }
    }
    expect(found).toEqual([])
  }, 60_000)
})
