import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { markWindow, openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'

// Issue 18: search on the real Strapi site, as a reader uses it: the modal (shortcuts, results as
// you type, keyboard, opening a result at its anchor, recent searches, failures, no results) and
// the /search page (direct load, query changes, area filter, reload), with hostile queries.
const { browser, context, url } = setupBrowserSite(REPO_ROOT, { context: { viewport: { width: 1280, height: 800 } } })

const INDEX = /\/assets\/search\//
const CHUNK = /\/assets\/chunks\/search\.[0-9a-f]{8}\.js$/
const modal = (page: Page) => page.locator('dialog[data-search-modal]')
const field = (page: Page) => modal(page).getByRole('combobox')
const options = (page: Page) => modal(page).getByRole('option')
const isOpen = (page: Page) => modal(page).evaluate((el) => (el as HTMLDialogElement).open)

/** Open the modal with Ctrl+K, type `query` and wait for its results (or its message), not an earlier query's. */
async function search(page: Page, query: string): Promise<void> {
  if (!(await isOpen(page))) await page.keyboard.press('Control+k')
  await field(page).fill(query)
  await page.waitForFunction((q) => {
    const results = document.querySelector('dialog[data-search-modal] [data-search-results]')
    const list = results?.querySelector('[role="listbox"]')
    if (list) return list.getAttribute('aria-label') === `Results for ${q}`
    return (
      results?.querySelector('.search-error') !== null ||
      results?.querySelector('.search-empty')?.textContent?.includes(q)
    )
  }, query)
}

describe('the search modal', () => {
  it('opens with Ctrl+K, Cmd+K and /, and Escape closes it and gives focus back', async () => {
    const { page, errors } = await openPage(context(), url('/dev-docs/cli'))
    const link = page.locator('.navbar').getByRole('link', { name: 'User Guide' })
    for (const keys of ['Control+k', 'Meta+k', '/']) {
      await link.focus()
      await page.keyboard.press(keys)
      expect(await isOpen(page), keys).toBe(true)
      expect(await field(page).evaluate((el) => el === document.activeElement), keys).toBe(true)
      await page.keyboard.press('Escape')
      expect(await isOpen(page), `${keys} then Escape`).toBe(false)
      expect(await link.evaluate((el) => el === document.activeElement), `focus back after ${keys}`).toBe(true)
    }
    expect(errors).toEqual([])
  })

  it('stays closed when Escape comes before its code has loaded', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // Held from the start: a first intent during the page's load (the pointer over the search box)
    // may ask for the code before the shortcut does.
    await context().route(CHUNK, async (route) => {
      await held
      await route.continue()
    })
    const { page } = await openPage(context(), url('/dev-docs/cli'))
    const loaded = page.waitForResponse(CHUNK)
    await page.keyboard.press('Control+k')
    expect(await isOpen(page)).toBe(true)
    await page.keyboard.press('Escape')
    release()
    await loaded
    await page.waitForTimeout(200)
    expect(await isOpen(page)).toBe(false)
    // The next shortcut opens it, ready.
    await page.keyboard.press('Control+k')
    await field(page).fill('webhook')
    await options(page).first().waitFor()
  })

  it('loads its code and the index on first intent, never with the page', async () => {
    const { page } = await openPage(context(), url('/dev-docs/cli'))
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.waitForTimeout(300)
    expect(requested.filter((u) => INDEX.test(u) || CHUNK.test(u))).toEqual([])
    const chunk = page.waitForRequest(CHUNK)
    const manifest = page.waitForRequest(/\/assets\/search\/manifest\.json$/)
    await page.locator('.navbar').getByRole('searchbox', { name: 'Search' }).hover()
    await Promise.all([chunk, manifest])
  })

  it('shows results as the reader types, grouped by page, with the heading trail and marked words', async () => {
    const { page, errors } = await openPage(context(), url('/'))
    await search(page, 'webhook')
    const first = options(page).first()
    expect(await first.locator('.search-result-title').textContent()).toContain('Webhooks')
    expect(await modal(page).locator('[role="group"]').count()).toBeGreaterThan(1)
    expect((await modal(page).locator('mark').first().textContent())?.toLowerCase()).toContain('webhook')
    // A section result names its page, then its heading.
    expect(await modal(page).locator('.search-result-section .search-result-page').count()).toBeGreaterThan(0)
    await search(page, 'strapi develop')
    expect(await first.locator('.search-result-title').textContent()).toContain('Command Line Interface')
    expect(errors).toEqual([])
  })

  it('moves through the results with the arrow keys and opens one at its anchor, in place', async () => {
    const { page, errors } = await openPage(context(), url('/'))
    const sameWindow = await markWindow(page)
    await search(page, 'strapi develop')
    await page.keyboard.press('ArrowDown')
    const active = await field(page).getAttribute('aria-activedescendant')
    expect(active).toBe(await options(page).first().getAttribute('id'))
    expect(await options(page).first().getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowDown')
    expect(await field(page).getAttribute('aria-activedescendant')).not.toBe(active)
    await page.keyboard.press('ArrowUp')
    expect(await field(page).getAttribute('aria-activedescendant')).toBe(active)
    const href = (await options(page).first().getAttribute('href')) ?? ''
    expect(href).toBe('/dev-docs/cli#strapi-develop')
    await page.keyboard.press('Enter')
    await page.waitForURL(url(href))
    expect(await isOpen(page)).toBe(false)
    await page.waitForFunction(() => {
      const target = document.getElementById('strapi-develop')?.getBoundingClientRect()
      return target !== undefined && target.top >= 0 && target.top < window.innerHeight / 2
    })
    expect(await sameWindow()).toBe(true)
    expect(errors).toEqual([])
  })

  it('opens a result in a new tab with Ctrl+Enter', async () => {
    const { page } = await openPage(context(), url('/'))
    await search(page, 'webhook')
    await page.keyboard.press('ArrowDown')
    const [tab] = await Promise.all([context().waitForEvent('page'), page.keyboard.press('Control+Enter')])
    await tab.waitForURL(/\/dev-docs\/backend-customization\/webhooks/)
    expect(page.url()).toBe(url('/'))
  })

  it('keeps recent searches and shows them when the field is empty', async () => {
    const { page } = await openPage(context(), url('/'))
    await search(page, 'populate')
    await options(page).first().click()
    await page.waitForURL(/populate/)
    await page.keyboard.press('Control+k')
    await field(page).fill('')
    await modal(page).getByText('Recent searches').waitFor()
    expect(await options(page).first().textContent()).toBe('populate')
    const stored = await page.evaluate(() => localStorage.getItem('docsgen.search.recent'))
    expect(JSON.parse(stored ?? '[]')).toEqual(['populate'])
  })

  it('links "See all N results" to the search page', async () => {
    const { page } = await openPage(context(), url('/'))
    await search(page, 'database')
    const all = modal(page).getByRole('link', { name: /^See all \d+ results$/ })
    expect(await all.getAttribute('href')).toBe('/search?q=database')
    await all.click()
    await page.waitForURL(url('/search?q=database'))
    await page.locator('.search-count').waitFor()
    expect(await page.locator('.search-count').textContent()).toMatch(/^\d+ results for “database”$/)
  })

  it('says what a query that finds nothing can do instead', async () => {
    const { page } = await openPage(context(), url('/'))
    await search(page, 'qwxzvbnm')
    const empty = modal(page).locator('.search-empty')
    expect(await empty.textContent()).toContain('No results for “qwxzvbnm”')
    expect(await empty.textContent()).toContain('Try searching for')
    expect(await empty.textContent()).toContain('Believe this query should return results?')
    const report = empty.getByRole('link', { name: 'Let us know.' })
    expect(await report.getAttribute('href')).toMatch(
      /^https:\/\/github\.com\/strapi\/documentation\/issues\/new\?title=/,
    )
    // A suggestion runs its query.
    const suggestion = empty.getByRole('button').first()
    const label = (await suggestion.textContent()) ?? ''
    await suggestion.click()
    await options(page).first().waitFor()
    expect(await field(page).inputValue()).toBe(label)
  })

  it('says when the index cannot be fetched, and Retry tries again', async () => {
    // Refused from the start, as the code is in the next test: a pointer over the search box
    // during the page's load may ask for the index before a route set on the opened page applies.
    await context().route(INDEX, (route) => route.abort())
    const { page } = await openPage(context(), url('/'))
    await search(page, 'webhook')
    const error = modal(page).locator('.search-error')
    expect(await error.textContent()).toContain('Unable to fetch results')
    expect(await error.textContent()).toContain('You might want to check your network connection.')
    await context().unroute(INDEX)
    await error.getByRole('button', { name: 'Retry' }).click()
    await options(page).first().waitFor()
    expect(await modal(page).locator('.search-error').count()).toBe(0)
  })

  it('says so too when its own code cannot be loaded', async () => {
    // Refused from the start: a first intent during the page's load (the pointer over the search
    // box) may load the code before a route set on the opened page would apply.
    await context().route(CHUNK, (route) => route.abort())
    const { page } = await openPage(context(), url('/'))
    await page.keyboard.press('Control+k')
    const error = modal(page).locator('.search-error')
    await error.waitFor()
    expect(await error.textContent()).toContain('Unable to fetch results')
    await context().unroute(CHUNK)
    await error.getByRole('button', { name: 'Retry' }).click()
    await field(page).fill('webhook')
    await options(page).first().waitFor()
  })

  it('passes axe with results shown, in light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await context().newPage()
      // The reader's choice, as the colour switch stores it (this site does not follow the system's).
      await page.addInitScript((mode) => localStorage.setItem('docsgen.theme', mode), scheme)
      await page.goto(url('/'))
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-client-ready'))
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme)
      await search(page, 'webhook')
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
      expect(
        result.violations.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([])
      await page.close()
    }
  })
})

describe('the search page', () => {
  it('shows the results of ?q= when opened directly, and keeps them on a reload', async () => {
    const { page, errors } = await openPage(context(), url('/search?q=webhook'))
    const results = page.locator('[data-search-page-results]')
    await results.locator('.search-page-result').first().waitFor()
    expect(await page.locator('.search-count').textContent()).toMatch(/^\d+ results for “webhook”$/)
    const first = await results.locator('.search-result-title').first().textContent()
    await page.reload()
    await results.locator('.search-page-result').first().waitFor()
    expect(await results.locator('.search-result-title').first().textContent()).toBe(first)
    expect(errors).toEqual([])
  })

  it('follows the query as it changes, in the URL without new history entries', async () => {
    const { page } = await openPage(context(), url('/search?q=webhook'))
    await page.locator('.search-page-result').first().waitFor()
    const length = await page.evaluate(() => history.length)
    await page.locator('main').getByRole('searchbox').fill('populate')
    await page.waitForURL(url('/search?q=populate'))
    await page.waitForFunction(() => document.querySelector('.search-count')?.textContent?.includes('populate'))
    expect(await page.evaluate(() => history.length)).toBe(length)
  })

  it('filters by area', async () => {
    const { page } = await openPage(context(), url('/search?q=publish'))
    await page.locator('.search-page-result').first().waitFor()
    const all = Number((await page.locator('.search-count').textContent())?.split(' ')[0])
    await page.getByRole('combobox', { name: 'Area' }).selectOption({ label: 'User Guide' })
    // Named in the URL as readers would write it, not by the index's key.
    await page.waitForURL(/area=user-guide(&|$)/)
    await page.waitForFunction(
      (before) => Number(document.querySelector('.search-count')?.textContent?.split(' ')[0]) < before,
      all,
    )
    const areas = await page.locator('.search-result-area').allTextContents()
    expect(areas.length).toBeGreaterThan(0)
    expect(new Set(areas)).toEqual(new Set(['User Guide']))
    await page.reload()
    await page.locator('.search-page-result').first().waitFor()
    expect(
      await page
        .getByRole('combobox', { name: 'Area' })
        .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text),
    ).toBe('User Guide')
  })

  it('works after client-side navigation to it', async () => {
    const { page } = await openPage(context(), url('/'))
    const sameWindow = await markWindow(page)
    await search(page, 'cron')
    await modal(page)
      .getByRole('link', { name: /^See all/ })
      .click()
    await page.waitForURL(url('/search?q=cron'))
    await page.locator('.search-page-result').first().waitFor()
    expect(await sameWindow()).toBe(true)
  })

  it('treats a hostile query as text', async () => {
    const { page, errors } = await openPage(
      context(),
      url(`/search?q=${encodeURIComponent('<img src=x onerror="window.__pwned=1">')}`),
    )
    await page.locator('[data-search-page-results] > *').first().waitFor()
    expect(await page.locator('main img[src="x"]').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await page.locator('main').getByRole('searchbox').inputValue()).toBe(
      '<img src=x onerror="window.__pwned=1">',
    )
    await page.keyboard.press('Control+k')
    await field(page).fill('<script>window.__pwned=2</script>')
    await modal(page).locator('[role="option"], .search-empty').first().waitFor()
    expect(await modal(page).locator('script').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(errors).toEqual([])
  })

  it('without JavaScript shows the form and says that results need it', async () => {
    const noScript = await browser().newContext({ javaScriptEnabled: false })
    const page = await noScript.newPage()
    await page.goto(url('/search?q=webhook'))
    const form = page.locator('main form[role="search"]')
    expect(await form.getAttribute('action')).toBe('/search')
    // GET is a form's default method.
    expect(['get', null]).toContain(await form.getAttribute('method'))
    expect(await page.locator('main').textContent()).toContain('Search results need JavaScript.')
    await noScript.close()
  })
})
