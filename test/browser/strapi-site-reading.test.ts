import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'

// A reader's second review of the real site (tables, code copy, the navbar search box from the
// keyboard, printing): each finding, on the site's own pages.
const { browser, context, url } = setupBrowserSite(REPO_ROOT, { context: { viewport: { width: 1280, height: 800 } } })
const DATABASE = '/dev-docs/configurations/database'
/** A page of prose tables (its first: three columns of sentences). */
const FIELDS = '/user-docs/content-type-builder/configuring-fields-content-type'

/** Each table's scroll box: how much wider its table is than the box. */
const tableOverflow = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.markdown .table-scroll')].map((box) => box.scrollWidth - box.clientWidth),
  )

describe('tables on the real site', () => {
  it('wrap their cells within the column instead of running off its edge', async () => {
    const { page, errors } = await openPage(context(), url(FIELDS))
    const overflow = await tableOverflow(page)
    expect(overflow.length).toBeGreaterThan(3)
    expect(overflow.filter((px) => px > 1)).toEqual([])
    // A cell of several words takes several lines.
    const cell = page.locator('.markdown table').first().locator('tbody td').first()
    const { height, lineHeight } = await cell.evaluate((td) => ({
      height: td.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(td).lineHeight),
    }))
    expect(height).toBeGreaterThan(2 * lineHeight)
    expect(errors).toEqual([])
  })
})

describe('the copy button of a code block', () => {
  it('says "Copied" in place of "Copy", then "Copy" again', async () => {
    await context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const { page } = await openPage(context(), url(DATABASE))
    const button = page.locator('.code-copy').first()
    await button.click()
    await page.locator('.code-copy[data-copied]').first().waitFor()
    expect(await button.innerText()).toBe('Copied')
    await page.waitForFunction(() => !document.querySelector('.code-copy[data-copied]'), undefined, { timeout: 4000 })
    expect(await button.innerText()).toBe('Copy')
  })
})

describe('the navbar search box from the keyboard', () => {
  it('on a phone, widens over the navbar without moving the page; its hidden submit button is no tab stop', async () => {
    const phone = await browser().newContext({ viewport: { width: 390, height: 844 } })
    const { page } = await openPage(phone, url('/user-docs/intro'))
    const input = page.locator('.navbar-search .search-input')
    await input.focus()
    await page.waitForTimeout(100)
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.scrollX])).toEqual([390, 0])
    const box = await input.boundingBox()
    expect(box?.width).toBeGreaterThan(300)
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true)
    // Tab goes from the box to what follows it, not to the 1 px submit button.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('.navbar-search') === null)).toBe(true)
    await phone.close()
  })
})

describe('printing a page', () => {
  it('prints all of its content in light colours, without the page controls', async () => {
    const { page } = await openPage(context(), url(DATABASE))
    await page.locator('[data-theme-toggle]').first().click()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('.code-copy:visible, .copy-page:visible').count()).toBe(0)
    expect((await tableOverflow(page)).filter((px) => px > 1)).toEqual([])
    const codeOverflow = await page.evaluate(
      () =>
        [...document.querySelectorAll('.markdown pre')].filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length,
    )
    expect(codeOverflow).toBe(0)
    // A closed details block prints open; every tab's panel prints, under its label, no tab list.
    const closed = page.locator('.markdown details:not([open])').first()
    expect(await closed.locator(':scope > p').first().isVisible()).toBe(true)
    const set = page.locator('.markdown .tabs').first()
    expect(await set.locator('.tabs-list').isVisible()).toBe(false)
    const panels = set.locator(':scope > .tabs-panel')
    expect(await panels.count()).toBeGreaterThan(1)
    for (let n = 0; n < (await panels.count()); n++) {
      const panel = panels.nth(n)
      expect(await panel.isVisible(), `panel ${n}`).toBe(true)
      expect(await panel.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(
        JSON.stringify(await panel.getAttribute('data-label')),
      )
    }
    await page.emulateMedia({ media: 'screen' })
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
  })

  it('prints the API reference without its navigation, server picker and Try it buttons', async () => {
    const { page } = await openPage(context(), url('/openapi/'))
    await page.emulateMedia({ media: 'print' })
    for (const selector of ['.api-sidebar', '.api-nav-toggle', '.api-try-open', '.api-server-picker select']) {
      expect(await page.locator(`${selector}:visible`).count(), selector).toBe(0)
    }
    expect(await page.locator('.api-operation').first().isVisible()).toBe(true)
  })
})
