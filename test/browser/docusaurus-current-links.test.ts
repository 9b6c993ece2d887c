import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { clientReady, openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'

// Issue 25: a Docusaurus site's CSS styles the sidebar's current page by Infima's
// `menu__link--active` and the TOC's section being read by `table-of-contents__link--active`.
// The client script keeps the sidebar from page to page and moves the TOC's highlight as the
// reader scrolls: the classes must move with `aria-current` (test/fixtures/sites/docusaurus-current).
const { context, url } = setupBrowserSite(path.join(REPO_ROOT, 'test/fixtures/sites/docusaurus-current'), {
  context: { viewport: { width: 1280, height: 800 } },
})

/** The links of the docs sidebar that carry `className`, by their text. */
const sidebarLinksWith = (page: Page, className: string) =>
  page.getByRole('navigation', { name: 'Docs sidebar' }).locator(`a.${className}`).allTextContents()

/** The links of the aside's table of contents that carry `className`, by their text. */
const tocLinksWith = (page: Page, className: string) =>
  page.locator('.toc-aside').locator(`a.${className}`).allTextContents()

describe("Infima's current-link classes on a Docusaurus site", () => {
  it('mark the sidebar link of the page, and move with it when the reader goes to another page', async () => {
    const { page, errors } = await openPage(context(), url('/guide/first'))
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' })
    expect(await sidebarLinksWith(page, 'menu__link--active')).toEqual(['First steps'])
    await page.evaluate(() => {
      ;(window as unknown as { stayed: boolean }).stayed = true
    })
    await sidebar.getByRole('link', { name: 'Second steps' }).click()
    await page.waitForURL(url('/guide/second'))
    await expect.poll(() => sidebarLinksWith(page, 'menu__link--active')).toEqual(['Second steps'])
    // The sidebar was kept (a client-side navigation), and aria-current moved with the class.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(await sidebar.locator('a[aria-current="page"]').allTextContents()).toEqual(['Second steps'])
    // A category's own page: its label link is the current one.
    await sidebar.getByRole('link', { name: 'Guide', exact: true }).click()
    await page.waitForURL(url('/guide/overview'))
    await expect.poll(() => sidebarLinksWith(page, 'menu__link--active')).toEqual(['Guide'])
    expect(errors).toEqual([])
  })

  it('mark the table of contents link of the section being read, one at a time', async () => {
    const { page, errors } = await openPage(context(), url('/guide/first'))
    await clientReady(page)
    await page.evaluate(() => document.getElementById('part-three')?.scrollIntoView({ block: 'start' }))
    await expect.poll(() => tocLinksWith(page, 'table-of-contents__link--active')).toEqual(['Part three'])
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => tocLinksWith(page, 'table-of-contents__link--active')).toEqual(['Part one'])
    expect(errors).toEqual([])
  })
})
