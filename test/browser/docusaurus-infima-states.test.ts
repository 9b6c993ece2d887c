import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { clientReady, openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'
import { problemsForEveryReader } from './support/themed.js'

// Issue 25: a Docusaurus site's CSS styles the states of the page's parts by Infima's classes: the
// sidebar's current page (`menu__link--active`) and the categories around it, folded categories,
// the TOC's section being read (`table-of-contents__link--active`), an open navbar dropdown. The
// client script changes those states (it keeps the sidebar from page to page, moves the TOC's
// highlight as the reader scrolls, folds categories): the classes must follow
// (test/fixtures/sites/docusaurus-current).
const { browser, context, url } = setupBrowserSite(path.join(REPO_ROOT, 'test/fixtures/sites/docusaurus-current'), {
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
    // As in Docusaurus, the label of the category around the page is active too.
    expect(await sidebarLinksWith(page, 'menu__link--active')).toEqual(['Guide', 'First steps'])
    await page.evaluate(() => {
      ;(window as unknown as { stayed: boolean }).stayed = true
    })
    await sidebar.getByRole('link', { name: 'Second steps' }).click()
    await page.waitForURL(url('/guide/second'))
    await expect.poll(() => sidebarLinksWith(page, 'menu__link--active')).toEqual(['Guide', 'Second steps'])
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

describe("a Docusaurus site's navbar dropdown", () => {
  it('is `dropdown--show` while open', async () => {
    const { page, errors } = await openPage(context(), url('/'))
    const menu = page.locator('.navbar .dropdown')
    const shown = async () => (await menu.getAttribute('class'))?.split(' ').includes('dropdown--show')
    expect(await shown()).toBe(false)
    await menu.getByText('More').click()
    await expect.poll(shown).toBe(true)
    expect(await menu.getByRole('link', { name: 'Example' }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(shown).toBe(false)
    expect(await menu.getByRole('link', { name: 'Example' }).isVisible()).toBe(false)
    expect(errors).toEqual([])
  })
})

/** A sidebar category's state, by its label: its item's classes, its toggles' `aria-expanded`, its list. */
const category = (page: Page, label: string, menu = '.sidebar > .sidebar-menu') =>
  page.locator(menu).evaluate((menu, label) => {
    const box = [...menu.querySelectorAll('.menu__list-item-collapsible')].find(
      (el) => el.firstElementChild?.textContent === label,
    )
    const item = box?.parentElement
    if (!box || !item) return undefined
    const list = item.querySelector(':scope > ul')
    return {
      collapsed: item.classList.contains('menu__list-item--collapsed'),
      expanded: [...box.querySelectorAll('[aria-expanded]')].map((el) => el.getAttribute('aria-expanded')),
      list: list ? (getComputedStyle(list).display === 'none' ? 'hidden' : 'shown') : 'none',
      labelActive: box.firstElementChild?.classList.contains('menu__link--active'),
      boxActive: box.classList.contains('menu__list-item-collapsible--active'),
    }
  }, label)

// Docusaurus's sidebar markup (`li > .menu__list-item-collapsible > label + .menu__caret`,
// `li > ul.menu__list`), which a Docusaurus site's CSS is written against, folded by the client
// script as Docusaurus's own does.
describe("a Docusaurus site's sidebar categories", () => {
  it('fold and open from the caret button, or the label of a category without a page', async () => {
    const { page, errors } = await openPage(context(), url('/'))
    const sidebar = page.locator('.sidebar > .sidebar-menu')
    const folded = { collapsed: true, list: 'hidden', labelActive: false, boxActive: false }
    expect(await category(page, 'Reference')).toEqual({ ...folded, expanded: ['false'] })
    // The caret button of a category with its own page; its label, a page link, is not a toggle.
    expect(await category(page, 'Deploy')).toEqual({ ...folded, expanded: ['false'] })
    // The label of a category without a page of its own is its toggle: no navigation.
    await sidebar.getByRole('link', { name: 'Reference', exact: true }).click()
    expect(await category(page, 'Reference')).toMatchObject({ collapsed: false, expanded: ['true'], list: 'shown' })
    expect(await sidebar.getByRole('link', { name: 'API', exact: true }).isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/')
    await sidebar.getByRole('link', { name: 'Reference', exact: true }).click()
    expect(await category(page, 'Reference')).toMatchObject({ collapsed: true, expanded: ['false'], list: 'hidden' })
    // One that leads to no page of the site (only links elsewhere): its label is a button.
    await sidebar.getByRole('button', { name: 'Elsewhere', exact: true }).click()
    expect(await category(page, 'Elsewhere')).toMatchObject({ collapsed: false, expanded: ['true'], list: 'shown' })
    expect(await sidebar.getByRole('link', { name: /Example site/ }).isVisible()).toBe(true)
    // One with its own page folds from its caret button (from the keyboard too).
    const caret = sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'Deploy'" })
    await caret.focus()
    await page.keyboard.press('Enter')
    expect(await category(page, 'Deploy')).toMatchObject({ collapsed: false, expanded: ['true'], list: 'shown' })
    await sidebar.getByRole('link', { name: 'Docker', exact: true }).click()
    await page.waitForURL(url('/deploy/docker'))
    // The page's category: its label active, open; the box marks only the category's own page.
    await expect.poll(() => category(page, 'Deploy')).toMatchObject({ labelActive: true, boxActive: false })
    await sidebar.getByRole('link', { name: 'Deploy', exact: true }).click()
    await page.waitForURL(url('/deploy'))
    await expect.poll(() => category(page, 'Deploy')).toMatchObject({ labelActive: true, boxActive: true })
    // Away from it, the marks go; the category stays open (nothing folds by itself).
    await sidebar.getByRole('link', { name: 'Introduction', exact: true }).click()
    await page.waitForURL(url('/'))
    await expect
      .poll(() => category(page, 'Deploy'))
      .toEqual({ collapsed: false, expanded: ['true'], list: 'shown', labelActive: false, boxActive: false })
    // A category that does not fold: no toggle, its pages always shown.
    expect(await category(page, 'Always')).toEqual({
      collapsed: false,
      expanded: [],
      list: 'shown',
      labelActive: false,
      boxActive: false,
    })
    expect(errors).toEqual([])
  })

  it('fold in the mobile menu without closing it', async () => {
    const phone = await browser().newContext({ viewport: { width: 390, height: 844 } })
    try {
      const { page, errors } = await openPage(phone, url('/'))
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
      const drawer = '[data-mobile-secondary-menu] .sidebar-menu'
      await page.locator(drawer).getByRole('link', { name: 'Reference', exact: true }).click()
      expect(await category(page, 'Reference', drawer)).toMatchObject({ collapsed: false, list: 'shown' })
      expect(await page.locator('.navbar').getAttribute('data-mobile-menu-open')).toBe('')
      expect(await page.locator(drawer).getByRole('link', { name: 'API', exact: true }).isVisible()).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await phone.close()
    }
  })

  it('are readable and operable for every reader (axe, both modes, 1280 and 390 px)', async () => {
    const open = (themed: Parameters<typeof openPage>[0], route: string) => openPage(themed, url(route))
    expect(await problemsForEveryReader(browser(), open, { routes: ['/guide/first', '/deploy'] })).toEqual([])
  }, 60_000)

  it('a page inside a folded category opens it, and its label is active', async () => {
    const { page, errors } = await openPage(context(), url('/reference/cli'))
    expect(await category(page, 'Reference')).toEqual({
      collapsed: false,
      expanded: ['true'],
      list: 'shown',
      labelActive: true,
      boxActive: false,
    })
    expect(errors).toEqual([])
  })

  it('without JavaScript, every category shows its pages and nothing offers to fold them', async () => {
    const noScript = await browser().newContext({ javaScriptEnabled: false })
    try {
      const page = await noScript.newPage()
      await page.goto(url('/'))
      const sidebar = page.locator('.sidebar > .sidebar-menu')
      for (const name of ['API', 'Docker', 'Example site'])
        expect(await sidebar.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true)
      expect(await sidebar.locator('.menu__caret').first().isVisible()).toBe(false)
      // The label of a category without a page of its own still leads to its first page.
      await sidebar.getByRole('link', { name: 'Reference', exact: true }).click()
      await page.waitForURL(url('/reference/api'))
      expect(await sidebar.getByRole('link', { name: 'API', exact: true }).getAttribute('aria-current')).toBe('page')
    } finally {
      await noScript.close()
    }
  })
})
