import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { tabSet, visiblePanels } from './support/components.js'
import { clientReady, openPage } from './support/page.js'
import { BROWSER_FIXTURE } from './support/site.js'

// Issue 4, "States": what the reader changes on a page, and what the browser remembers of it.
const { context, url } = setupBrowserSite(BROWSER_FIXTURE, { context: { viewport: { width: 1280, height: 800 } } })
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)

describe('colour mode', () => {
  it('is light by default; the switch toggles light and dark and stores the choice', async () => {
    const { page, errors } = await openPage(context(), url('/guide/intro'))
    const toggle = page.getByRole('button', { name: 'Switch between dark and light mode' })
    expect(await theme(page)).toBe('light')
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    await toggle.click()
    expect(await theme(page)).toBe('dark')
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    expect(await stored(page, 'docsgen.theme')).toBe('dark')
    await toggle.click()
    expect(await theme(page)).toBe('light')
    expect(await stored(page, 'docsgen.theme')).toBe('light')
    expect(errors).toEqual([])
  })

  it('is applied before first paint by the inline script, even when the main script never loads', async () => {
    await context().addInitScript(() => localStorage.setItem('docsgen.theme', 'dark'))
    await context().route(/\/assets\/main\.[0-9a-f]{8}\.js$/, (route) => route.abort())
    const page = await context().newPage()
    const painted: string[] = []
    // The colour the document has when the body is first parsed: what the first paint shows.
    await page.exposeFunction('reportPaint', (value: string) => painted.push(value))
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const report = (window as unknown as { reportPaint: (v: string) => void }).reportPaint
        report(`${document.documentElement.dataset.theme} ${getComputedStyle(document.body).backgroundColor}`)
      })
    })
    await page.goto(url('/guide/intro'))
    await expect.poll(() => painted).toEqual(['dark rgb(24, 24, 38)'])
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-client-ready'))).toBe(false)
  })

  it('follows a change made in another tab', async () => {
    const first = await openPage(context(), url('/guide/intro'))
    const second = await openPage(context(), url('/reference/intro'))
    await first.page.getByRole('button', { name: 'Switch between dark and light mode' }).click()
    await expect.poll(() => theme(second.page)).toBe('dark')
    await first.page.getByRole('button', { name: 'Switch between dark and light mode' }).click()
    await expect.poll(() => theme(second.page)).toBe('light')
  })
})

describe('announcement bar', () => {
  it('closes with its button and stays dismissed, applied before first paint', async () => {
    const { page } = await openPage(context(), url('/guide/intro'))
    const bar = page.locator('.announcement-bar')
    expect(await bar.isVisible()).toBe(true)
    expect(await stored(page, 'docsgen.announcement.id')).toBe('fixture-bar-1')
    await page.getByRole('button', { name: 'Close announcement' }).click()
    expect(await bar.isVisible()).toBe(false)
    expect(await stored(page, 'docsgen.announcement.dismiss')).toBe('true')

    await context().route(/\/assets\/main\.[0-9a-f]{8}\.js$/, (route) => route.abort())
    await page.reload()
    expect(await bar.isVisible()).toBe(false)
  })

  it('shows again when the bar has another id', async () => {
    await context().addInitScript(() => {
      if (localStorage.getItem('docsgen.announcement.id') !== null) return
      localStorage.setItem('docsgen.announcement.id', 'an-older-bar')
      localStorage.setItem('docsgen.announcement.dismiss', 'true')
    })
    const { page } = await openPage(context(), url('/guide/intro'))
    expect(await page.locator('.announcement-bar').isVisible()).toBe(true)
    expect(await stored(page, 'docsgen.announcement.id')).toBe('fixture-bar-1')
    expect(await stored(page, 'docsgen.announcement.dismiss')).toBe('false')
  })
})

describe('docs version', () => {
  it('remembers the chosen version per docs area', async () => {
    const { page } = await openPage(context(), url('/guide/intro'))
    await page.locator('.navbar-dropdown[data-docs-area]').locator('summary').click()
    await page.locator('[data-version="current"]').click()
    await page.waitForURL(url('/guide/intro'))
    expect(await stored(page, 'docsgen.preferred-version.guide')).toBe('current')
    expect(await stored(page, 'docsgen.preferred-version.reference')).toBeNull()
    await expect.poll(() => page.locator('[data-version="current"]').getAttribute('data-preferred')).toBe('')
    await page.locator('.navbar').getByRole('link', { name: 'Reference' }).click()
    await page.waitForURL(url('/reference/intro'))
    expect(await page.locator('[data-version][data-preferred]').count()).toBe(0)
  })

  it('drops a stored version that no longer exists', async () => {
    await context().addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('docsgen.preferred-version.guide', '3.x')
      localStorage.setItem('docsgen.preferred-version.reference', '4.5')
    })
    const { page } = await openPage(context(), url('/guide/intro'))
    expect(await stored(page, 'docsgen.preferred-version.guide')).toBeNull()
    await page.goto(url('/reference/intro'))
    await clientReady(page)
    expect(await stored(page, 'docsgen.preferred-version.reference')).toBe('4.5')
  })
})

describe('navbar', () => {
  it('hides on scroll down and reappears on scroll up', async () => {
    const { page } = await openPage(context(), url('/guide/long'))
    const navbar = page.locator('.navbar')
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 800)
    await expect.poll(() => navbar.getAttribute('data-navbar-hidden')).toBe('')
    await expect.poll(() => navbar.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0)
    await page.mouse.wheel(0, -200)
    await expect.poll(() => navbar.getAttribute('data-navbar-hidden')).toBeNull()
    await expect.poll(() => navbar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0)
  })
})

describe('sidebar', () => {
  it('can be hidden and shown again, remembered across pages before first paint', async () => {
    const { page } = await openPage(context(), url('/guide/intro'))
    const sidebar = page.locator('.sidebar')
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    expect(await sidebar.isVisible()).toBe(false)
    expect(await stored(page, 'docsgen.sidebar.hidden')).toBe('true')
    const show = page.getByRole('button', { name: 'Expand sidebar' })
    expect(await show.isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-sidebar-show'))).not.toBeNull()

    await page.goto(url('/guide/long'))
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-sidebar-hidden'))).toBe(true)
    await clientReady(page)
    expect(await sidebar.isVisible()).toBe(false)
    await show.click()
    expect(await sidebar.isVisible()).toBe(true)
    expect(await stored(page, 'docsgen.sidebar.hidden')).toBe('false')
  })

  it('categories expand and collapse, and are never collapsed by navigation', async () => {
    const { page } = await openPage(context(), url('/guide/intro'))
    const category = (label: string) => page.locator('.sidebar summary', { hasText: label }).locator('xpath=..')
    const isOpen = (label: string) => category(label).evaluate((el) => (el as HTMLDetailsElement).open)
    expect(await isOpen('advanced')).toBe(false)
    await category('advanced').locator('summary').click()
    await category('extra').locator('summary').click()
    expect([await isOpen('advanced'), await isOpen('extra')]).toEqual([true, true])
    await category('extra').locator('summary').click()
    expect(await isOpen('extra')).toBe(false)
    await category('extra').locator('summary').click()

    await page.locator('.sidebar').getByRole('link', { name: 'Deep page' }).click()
    await page.waitForURL(url('/guide/advanced/deep'))
    expect([await isOpen('advanced'), await isOpen('extra')]).toEqual([true, true])
    await page.locator('.sidebar').getByRole('link', { name: 'Far page' }).click()
    await page.waitForURL(url('/guide/far'))
    expect([await isOpen('advanced'), await isOpen('extra')]).toEqual([true, true])
  })

  it('opens the category of the page reached by a client-side navigation and marks its link', async () => {
    const { page } = await openPage(context(), url('/guide/code'))
    await page
      .locator('.pager')
      .getByRole('link', { name: /More tabs/ })
      .click()
    await page.waitForURL(url('/guide/advanced/more-tabs'))
    const link = page.locator('.sidebar').getByRole('link', { name: 'More tabs' })
    expect(await link.getAttribute('aria-current')).toBe('page')
    expect(await link.isVisible()).toBe(true)
    expect(await page.locator('.sidebar [aria-current="page"]').count()).toBe(1)
  })
})

describe('table of contents', () => {
  it('highlights the section being read', async () => {
    const { page } = await openPage(context(), url('/guide/long'))
    const current = () => page.locator('.toc-aside a[aria-current="location"]').allTextContents()
    await expect.poll(current).toEqual(['Section one'])
    await page.evaluate(() => document.getElementById('section-five')?.scrollIntoView({ behavior: 'instant' }))
    await expect.poll(current).toEqual(['Section five'])
    await page.evaluate(() => document.getElementById('detail-of-seven')?.scrollIntoView({ behavior: 'instant' }))
    await expect.poll(current).toEqual(['Detail of seven'])
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await expect.poll(current).toEqual(['The end'])
  })
})

describe('storage that throws', () => {
  const failures = {
    'blocked storage (private mode)': () => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    },
    'a full quota': () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    },
  }
  for (const [name, breakStorage] of Object.entries(failures)) {
    it(`never breaks the page: ${name}`, async () => {
      await context().addInitScript(breakStorage)
      const { page, errors } = await openPage(context(), url('/guide/tabs'))
      await page.getByRole('button', { name: 'Switch between dark and light mode' }).click()
      expect(await theme(page)).toBe('dark')
      await tabSet(page, 0).getByRole('tab', { name: 'TypeScript' }).click()
      expect(await visiblePanels(tabSet(page, 2))).toEqual(['TypeScript'])
      await page.getByRole('button', { name: 'Close announcement' }).click()
      expect(await page.locator('.announcement-bar').isVisible()).toBe(false)
      await page.getByRole('button', { name: 'Collapse sidebar' }).click()
      expect(await page.locator('.sidebar').isVisible()).toBe(false)
      await page.getByRole('button', { name: 'Expand sidebar' }).click()
      await page.locator('.sidebar').getByRole('link', { name: 'Far page' }).click()
      await page.waitForURL(url('/guide/far'))
      expect(await page.locator('main h1').textContent()).toBe('Far page')
      expect(errors).toEqual([])
    })
  }
})
