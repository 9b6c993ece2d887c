import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CODE_BLOCK, TABS } from '../../src/model/markup.js'
import { setupBrowserSite } from './support/browser-site.js'
import { tabSet, visiblePanels } from './support/components.js'
import { clientReady, markWindow, openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'

// Issue 16: the key behaviours on the real Strapi site's pages, not only on fixtures. The pages
// used here are the site's own (content/); a test names what it relies on in them.
const { browser, context, url } = setupBrowserSite(REPO_ROOT, { context: { viewport: { width: 1280, height: 800 } } })
const DATABASE = '/dev-docs/configurations/database'
const h1 = (page: Page) => page.locator('main h1').textContent()

/** Tab sets of the page in the `js-ts` group. */
async function jsTsSets(page: Page) {
  const sets = page.locator(`[${TABS.attr.set}][${TABS.attr.groupId}="js-ts"]`)
  return { sets, count: await sets.count() }
}

describe('tabs on the real site', () => {
  it('show the chosen language in every js-ts set of the database page, and on the next page after navigation', async () => {
    const { page, errors } = await openPage(context(), url(DATABASE))
    const { sets, count } = await jsTsSets(page)
    expect(count).toBeGreaterThan(1)
    for (let n = 0; n < count; n++) expect(await visiblePanels(sets.nth(n)), `set ${n}`).toEqual(['JavaScript'])
    await sets.first().getByRole('tab', { name: 'TypeScript' }).click()
    for (let n = 0; n < count; n++) expect(await visiblePanels(sets.nth(n)), `set ${n}`).toEqual(['TypeScript'])
    // The TypeScript panel's code is what shows, and it can be copied.
    const code = sets.first().locator(`.${TABS.panel}:not(.${TABS.inactive}) .${CODE_BLOCK.block}`).first()
    expect(await code.isVisible()).toBe(true)

    const sameWindow = await markWindow(page)
    await page.locator('.sidebar').getByRole('link', { name: 'Server', exact: true }).click()
    await page.waitForURL(url('/dev-docs/configurations/server'))
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.includes('Server'))
    const next = await jsTsSets(page)
    expect(next.count).toBeGreaterThan(0)
    for (let n = 0; n < next.count; n++) expect(await visiblePanels(next.sets.nth(n))).toEqual(['TypeScript'])
    expect(await sameWindow()).toBe(true)
    expect(errors).toEqual([])
  })

  it('without JavaScript show every panel, each under its label', async () => {
    const noScript = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await noScript.newPage()
    await page.goto(url(DATABASE))
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['JavaScript', 'TypeScript'])
    await noScript.close()
  })
})

describe('reading a real page', () => {
  it('copies code, opens details, links headings, follows the table of contents and the pager', async () => {
    await context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const { page, errors } = await openPage(context(), url(DATABASE))
    const block = page.locator(`.markdown > .${CODE_BLOCK.block}`).first()
    await block.getByRole('button', { name: 'Copy code' }).click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(((await block.locator('pre').textContent()) ?? '').replace(/\n$/, ''))

    const details = page.locator('.markdown details').first()
    expect(await details.locator('table').isVisible()).toBe(false)
    await details.locator('summary').click()
    expect(await details.locator('table').isVisible()).toBe(true)

    // A heading's # link, then the table of contents marking the section in view.
    const heading = page.locator('.markdown h2').nth(1)
    const id = await heading.getAttribute('id')
    await heading.hover()
    await heading.locator('a.hash-link').click()
    await page.waitForURL(url(`${DATABASE}#${id}`))
    await expect.poll(() => page.locator('.toc a[aria-current="location"]:visible').getAttribute('href')).toBe(`#${id}`)

    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(await breadcrumbs.getByRole('link', { name: 'Configuration' }).getAttribute('href')).toBe(
      '/dev-docs/configurations',
    )
    const nextLink = page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="next"]')
    const nextTitle = (await nextLink.locator('.pager-label').textContent()) ?? ''
    await nextLink.click()
    await page.waitForFunction((title) => document.querySelector('main h1') !== null && title !== '', nextTitle)
    await expect.poll(() => page.locator('.sidebar [aria-current="page"]').textContent()).toBe(nextTitle)
    expect(errors).toEqual([])
  })

  it('hides and shows the sidebar, collapses and opens categories, switches colour mode', async () => {
    const { page } = await openPage(context(), url(DATABASE))
    const sidebar = page.locator('.sidebar')
    const category = sidebar.locator('details').filter({ hasText: 'Quick Start Guide' }).first()
    expect(await sidebar.getByRole('link', { name: 'Quick Start Guide' }).isVisible()).toBe(true)
    await category.locator(':scope > summary').click()
    expect(await sidebar.getByRole('link', { name: 'Quick Start Guide' }).isVisible()).toBe(false)
    await category.locator(':scope > summary').click()
    expect(await sidebar.getByRole('link', { name: 'Quick Start Guide' }).isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    expect(await sidebar.getByRole('link', { name: 'Quick Start Guide' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    expect(await sidebar.getByRole('link', { name: 'Quick Start Guide' }).isVisible()).toBe(true)

    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    const light = await background()
    await page.getByRole('button', { name: 'Switch between dark and light mode' }).click()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await background()).not.toBe(light)
  })

  it('on a phone, opens the menu on the docs sidebar, goes back to the main menu, and navigates', async () => {
    const phone = await browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
    const { page, errors } = await openPage(phone, url(DATABASE))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
    const drawer = page.locator('#navbar-menu')
    expect(await drawer.getByRole('link', { name: 'Database', exact: true }).getAttribute('aria-current')).toBe('page')
    await drawer.getByRole('button', { name: '← Back to main menu' }).click()
    expect(await drawer.getByRole('link', { name: 'User Guide' }).isVisible()).toBe(true)
    await drawer.getByRole('link', { name: 'User Guide' }).click()
    await page.waitForURL(url('/user-docs/intro'))
    await clientReady(page)
    expect(await h1(page)).toBeTruthy()
    expect(await drawer.isVisible()).toBe(false)
    expect(errors).toEqual([])
    await phone.close()
  })
})

describe('the search dialog on the real site', () => {
  const modal = (page: Page) => page.locator('dialog[data-search-modal]')
  const isOpen = (page: Page) => modal(page).evaluate((el) => (el as HTMLDialogElement).open)

  it('closes with one Escape even with a query typed, and on a click outside it; focus goes back', async () => {
    const { page, errors } = await openPage(context(), url(DATABASE))
    const navbarField = page.locator('.navbar-search input[name="q"]')
    await navbarField.click()
    expect(await isOpen(page)).toBe(true)
    await page.keyboard.type('populate')
    await modal(page).locator('[role="option"]').first().waitFor()
    await page.keyboard.press('Escape')
    expect(await isOpen(page)).toBe(false)
    expect(await navbarField.evaluate((el) => el === document.activeElement)).toBe(true)

    // Opened from the keyboard with nothing focused, closed by a click on the backdrop.
    await page.locator('main h1').click()
    await page.keyboard.press('Control+k')
    expect(await isOpen(page)).toBe(true)
    await page.mouse.click(5, 790)
    expect(await isOpen(page)).toBe(false)
    // A click inside the dialog keeps it open, and so does a drag that starts inside and ends outside.
    await page.keyboard.press('Control+k')
    const field = modal(page).locator('input[name="q"]')
    await field.click()
    expect(await isOpen(page)).toBe(true)
    await field.fill('populate')
    const box = await field.boundingBox()
    if (!box) throw new Error('the search field has no box')
    await page.mouse.move(box.x + 10, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(5, 790, { steps: 4 })
    await page.mouse.up()
    expect(await isOpen(page)).toBe(true)
    // Its Close button puts focus back too.
    await page.keyboard.press('Escape')
    await navbarField.click()
    await modal(page).getByRole('button', { name: 'Close' }).click()
    expect(await isOpen(page)).toBe(false)
    expect(await navbarField.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
  })

  it('names the category of each result, so pages of one title are told apart', async () => {
    const { page, errors } = await openPage(context(), url(DATABASE))
    await page.keyboard.press('Control+k')
    await page.keyboard.type('populating')
    const titles = modal(page).locator('[role="option"] .search-result-title')
    await titles.first().waitFor()
    const shown = await titles.allTextContents()
    expect(shown.some((title) => title.startsWith('Entity Service API › Populating'))).toBe(true)
    expect(shown.some((title) => title.startsWith('Query Engine API › Populating'))).toBe(true)
    expect(errors).toEqual([])
  })
})

describe('pages that do not move while they load', () => {
  it('the API reference on a phone and the search page with results keep their layout (CLS under 0.1)', async () => {
    for (const [path, width] of [
      ['/openapi/', 390],
      ['/search?q=webhook', 390],
      ['/search?q=webhook', 1280],
    ] as const) {
      const phone = await browser().newContext({ viewport: { width, height: 844 } })
      const page = await phone.newPage()
      await page.addInitScript(() => {
        const w = window as unknown as { shift: number }
        w.shift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) w.shift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(url(path))
      await clientReady(page)
      if (path.startsWith('/search')) await page.locator('[data-search-page-results] a').first().waitFor()
      await page.waitForTimeout(300)
      expect(
        await page.evaluate(() => (window as unknown as { shift: number }).shift),
        `${path} at ${width}`,
      ).toBeLessThan(0.1)
      await phone.close()
    }
  })
})

describe('back to top', () => {
  it('shows while the reader scrolls up a long page, and takes them to its top; none without JavaScript', async () => {
    const { page, errors } = await openPage(context(), url(DATABASE))
    const button = page.getByRole('button', { name: 'Scroll back to top' })
    await page.mouse.move(640, 500)
    await page.mouse.wheel(0, 3000)
    await page.waitForTimeout(400)
    expect(await button.isVisible()).toBe(false)
    await page.mouse.wheel(0, -400)
    await expect.poll(() => button.isVisible()).toBe(true)
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    await expect.poll(() => button.isVisible()).toBe(false)
    // Still there after client-side navigation.
    await page.locator('.sidebar').getByRole('link', { name: 'Server', exact: true }).click()
    await page.waitForURL(url('/dev-docs/configurations/server'))
    expect(await page.locator('.back-to-top').count()).toBe(1)
    expect(errors).toEqual([])

    const noScript = await browser().newContext({ javaScriptEnabled: false })
    const plain = await noScript.newPage()
    await plain.goto(url(DATABASE))
    expect(await plain.locator('.back-to-top').count()).toBe(0)
    await noScript.close()
  })
})
