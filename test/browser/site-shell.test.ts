import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSites } from './support/browser-site.js'
import { liveBlock } from './support/components.js'
import { clientReady, markWindow, openPage } from './support/page.js'
import { BROWSER_FIXTURE, REPO_ROOT } from './support/site.js'

// Issue 4: the page without JavaScript, the wrong-base-URL banner, the system colour scheme, and
// the real Strapi site (its particle easter egg and navigation).
const BASE_FIXTURE = path.join(REPO_ROOT, 'test/fixtures/sites/browser-base')
const { browser, server, url } = setupBrowserSites({
  fixture: BROWSER_FIXTURE,
  // The same build, served under the base URL it was built for (/docs/) and at the root.
  rightBase: { dir: BASE_FIXTURE, baseUrl: '/docs/' },
  wrongBase: BASE_FIXTURE,
  strapi: REPO_ROOT,
})

const hasClient = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-client-ready'))

describe('without JavaScript', () => {
  it('every page reads and navigates by normal links', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(url('fixture', '/guide/intro'))
    expect(await page.locator('main h1').textContent()).toBe('Guide intro')
    expect(await page.locator('main').getByText('The first page of the guide.').isVisible()).toBe(true)
    // Controls that need the script are not offered.
    expect(await page.getByRole('button', { name: 'Switch between dark and light mode' }).isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Collapse sidebar' }).isVisible()).toBe(false)
    await page.locator('.sidebar').getByRole('link', { name: 'Tabs' }).click()
    await page.waitForURL(url('fixture', '/guide/tabs'))
    expect(await page.locator('main h1').textContent()).toBe('Tabs')
    await page.locator('.sidebar').getByRole('link', { name: 'Code' }).click()
    await page.waitForURL(url('fixture', '/guide/code'))
    expect(await liveBlock(page).locator('pre').isVisible()).toBe(true)
    await page.locator('.navbar').getByRole('link', { name: 'Reference' }).click()
    await page.waitForURL(url('fixture', '/reference/intro'))
    expect(await page.locator('main h1').textContent()).toBe('Reference intro')

    // Narrow screens: the sidebar is listed after the page, the menu opens with CSS alone.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.locator('.sidebar').getByRole('link', { name: 'API' }).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Toggle navigation bar' }).focus()
    expect(await page.locator('#navbar-menu').getByRole('link', { name: 'Guide', exact: true }).isVisible()).toBe(true)
    await context.close()
  })
})

describe('wrong base URL', () => {
  it('shows a banner suggesting the right base URL, without the main script', async () => {
    const context = await browser().newContext()
    for (const [route, suggested] of [
      ['/guide', '/'],
      ['/', '/'],
    ]) {
      const { page } = await openPage(context, `${server('wrongBase').origin}${route}`, { ready: false })
      const banner = page.getByRole('alert')
      await banner.waitFor()
      expect(await banner.locator('strong').textContent()).toBe('This site did not load properly.')
      expect(await banner.textContent()).toContain(`built for the base URL /docs/ but is served from ${suggested}`)
      expect(await banner.textContent()).toContain(`We suggest trying baseUrl: '${suggested}'`)
      expect(await hasClient(page)).toBe(false)
    }
    await context.close()
  })

  it('shows no banner under the right base URL', async () => {
    const context = await browser().newContext()
    const { page } = await openPage(context, url('rightBase', '/docs/guide'))
    expect(await page.locator('#docsgen-base-url-banner').count()).toBe(0)
    expect(await page.locator('main h1').textContent()).toBe('Guide')
    await context.close()
  })
})

describe('colour mode and the system preference', () => {
  it('follows the system scheme when the site says so, until the reader chooses', async () => {
    const context = await browser().newContext({ colorScheme: 'dark' })
    const { page } = await openPage(context, url('rightBase', '/docs/guide'))
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme)
    expect(await theme()).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(theme).toBe('light')
    await page.getByRole('button', { name: 'Switch between dark and light mode' }).click()
    expect(await theme()).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await theme()).toBe('dark')
    await context.close()
  })

  it('stays light by default on a site that does not follow it', async () => {
    const context = await browser().newContext({ colorScheme: 'dark' })
    const { page } = await openPage(context, url('fixture', '/guide/intro'))
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await context.close()
  })
})

describe('the Strapi site', () => {
  it('ships one deferred module entry and loads the particle script asynchronously', async () => {
    const context = await browser().newContext()
    const requested: string[] = []
    context.on('request', (request) => requested.push(new URL(request.url()).pathname))
    const { page, errors } = await openPage(context, url('strapi', '/'))
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')]
        .map((s) => ({
          src: new URL((s as HTMLScriptElement).src).pathname,
          type: s.getAttribute('type'),
          async: (s as HTMLScriptElement).async,
        }))
        .sort((a, b) => (a.src < b.src ? -1 : 1)),
    )
    expect(scripts).toEqual([
      { src: expect.stringMatching(/^\/assets\/main\.[0-9a-f]{8}\.js$/), type: 'module', async: false },
      { src: '/js/particles.js', type: null, async: true },
    ])
    expect(requested).toContain('/js/particles.js')
    // Pages without islands never download React.
    expect(requested.filter((p) => p.startsWith('/assets/chunks/'))).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('starts the particle easter egg with the Konami code; Escape ends it', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } })
    const { page, errors } = await openPage(context, url('strapi', '/'))
    await page.waitForFunction(() => [...document.scripts].some((s) => s.src.endsWith('/js/particles.js')))
    await page.waitForLoadState('load')
    for (const key of [
      'ArrowUp',
      'ArrowUp',
      'ArrowDown',
      'ArrowDown',
      'ArrowLeft',
      'ArrowRight',
      'ArrowLeft',
      'ArrowRight',
      'b',
      'a',
    ]) {
      await page.keyboard.press(key)
    }
    const egg = page.locator('canvas#particle-easter-egg')
    await egg.waitFor()
    expect(await egg.getAttribute('aria-label')).toContain('Press Escape to close')
    await page.waitForTimeout(300)
    await page.keyboard.press('Escape')
    await egg.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('navigates between its areas in place, with the navbar and sidebar following', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } })
    const { page, errors } = await openPage(context, url('strapi', '/'))
    const sameWindow = await markWindow(page)
    await page.locator('.navbar').getByRole('link', { name: 'User Guide' }).click()
    await page.waitForURL(url('strapi', '/user-docs/intro'))
    await clientReady(page)
    expect(await page.locator('.navbar-link-active').textContent()).toBe('User Guide')
    expect(await page.locator('.sidebar [aria-current="page"]').textContent()).toBe('Welcome!')
    await page.locator('.navbar').getByRole('link', { name: 'Developer Docs' }).click()
    await page.waitForURL(url('strapi', '/'))
    expect(await page.locator('.navbar-link-active').textContent()).toBe('Developer Docs')
    expect(await sameWindow()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
