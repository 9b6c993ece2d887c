import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { liveBlock } from './support/components.js'
import { clientReady, markWindow, openPage } from './support/page.js'
import { BROWSER_FIXTURE } from './support/site.js'

// Issue 4, "Navigation": client-side navigation of the built fixture site, in Chromium.
const { context, url } = setupBrowserSite(BROWSER_FIXTURE, { context: { viewport: { width: 1280, height: 800 } } })

/** Turn off prefetching of visible links (the client skips it without IntersectionObserver). */
const withoutVisiblePrefetch = () =>
  context().addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver')
  })
const h1 = (page: Page) => page.locator('main h1').first().textContent()

/** Page fetches (client navigation and prefetch) of `path`, recorded from now on. */
function pageFetches(page: Page, path: string): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && new URL(request.url()).pathname === path) seen.push(request)
  })
  return seen
}

describe('internal links', () => {
  it('navigate without a full reload: content, title, sidebar and navbar states all change', async () => {
    const { page, errors } = await openPage(context(), url('/guide/intro'))
    const sameWindow = await markWindow(page)
    await page.locator('main').getByRole('link', { name: 'long page', exact: true }).click()
    await page.waitForURL(url('/guide/long'))
    expect(await h1(page)).toBe('Long page')
    expect(await page.title()).toBe('Long page | Browser Fixture')
    expect(await page.locator('.sidebar .sidebar-menu a[aria-current="page"]').textContent()).toBe('Long page')
    expect(await page.locator('.sidebar .sidebar-menu a[href="/guide/intro"]').getAttribute('aria-current')).toBeNull()
    expect(await sameWindow()).toBe(true)

    // Another area: the navbar's active item and the sidebar change with it.
    await page.locator('.navbar').getByRole('link', { name: 'Reference' }).click()
    await page.waitForURL(url('/reference/intro'))
    expect(await page.locator('.navbar-link-active').textContent()).toBe('Reference')
    expect(await page.locator('.navbar a[aria-current="true"]', { hasText: 'Guide' }).count()).toBe(0)
    expect(await page.locator('.sidebar .sidebar-menu a').allTextContents()).toEqual([
      'Reference intro',
      'API',
      'Recipes',
      'Pagination recipe',
      'Sorting recipe',
    ])
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      'https://browser.example/reference/intro',
    )
    expect(await sameWindow()).toBe(true)
    expect(errors).toEqual([])
  })

  it('open normally with Ctrl, Cmd, Shift or Alt, on middle-click, with target, for downloads, files and other sites', async () => {
    const { page } = await openPage(context(), url('/'))
    // Record whether the client took each click, then stop the browser's own action (new tab, download).
    await page.evaluate(() => {
      const seen: string[] = []
      Object.assign(window, { seen })
      for (const type of ['click', 'auxclick']) {
        window.addEventListener(type, (event) => {
          seen.push(`${type}:${event.defaultPrevented ? 'client' : 'browser'}`)
          event.preventDefault()
        })
      }
    })
    const taken = async (selector: string, options: Parameters<Page['click']>[1] = {}) => {
      await page.evaluate(() => (window as unknown as { seen: string[] }).seen.splice(0))
      await page.click(selector, options)
      return page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    }
    const guide = 'main a[href="/guide/intro"]'
    for (const modifier of ['Control', 'Meta', 'Shift', 'Alt'] as const) {
      expect(await taken(guide, { modifiers: [modifier] }), modifier).toEqual(['click:browser'])
    }
    expect(await taken(guide, { button: 'middle' })).toEqual(['auxclick:browser'])
    expect(await taken('#link-blank')).toEqual(['click:browser'])
    expect(await taken('#link-download')).toEqual(['click:browser'])
    expect(await taken('#link-file')).toEqual(['click:browser'])
    expect(await taken('#link-external')).toEqual(['click:browser'])
    expect(page.url()).toBe(url('/'))
    // The same link without a modifier is the client's.
    expect(await taken(guide)).toEqual(['click:client'])
    await page.waitForURL(url('/guide/intro'))
  })

  it('Ctrl+click really opens a new tab and leaves the page where it is', async () => {
    const { page } = await openPage(context(), url('/'))
    const [opened] = await Promise.all([
      context().waitForEvent('page'),
      page.click('main a[href="/guide/intro"]', { modifiers: ['Control'] }),
    ])
    await opened.waitForLoadState()
    expect(opened.url()).toBe(url('/guide/intro'))
    expect(page.url()).toBe(url('/'))
  })

  it('back and forward swap the pages again and restore the scroll position', async () => {
    const { page } = await openPage(context(), url('/guide/intro'))
    const sameWindow = await markWindow(page)
    await page.locator('main').getByRole('link', { name: 'long page', exact: true }).click()
    await page.waitForURL(url('/guide/long'))
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
    await page.waitForTimeout(300) // the scroll position is saved after 150 ms of quiet
    await page.locator('.sidebar .sidebar-menu').getByRole('link', { name: 'Far page' }).click()
    await page.waitForURL(url('/guide/far'))
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await page.waitForURL(url('/guide/long'))
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Long page')
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - 1500)).toBeLessThan(5)
    await page.goBack()
    await page.waitForURL(url('/guide/intro'))
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Guide intro')
    await page.goForward()
    await page.waitForURL(url('/guide/long'))
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Long page')
    expect(await sameWindow()).toBe(true)
  })
})

describe('clean paths', () => {
  it('normalise /index.html, /index and .html in the address bar without reloading', async () => {
    const page = await context().newPage()
    // The preview server redirects these itself; serve the page as-is to see the client at work.
    await page.route(/\/guide\/(intro\/index\.html|long\.html|far\/index)$/, async (route) => {
      const clean = route
        .request()
        .url()
        .replace(/\/index\.html$|\/index$|\.html$/, '')
      await route.fulfill({ response: await route.fetch({ url: clean }) })
    })
    for (const [path, clean] of [
      ['/guide/intro/index.html', '/guide/intro'],
      ['/guide/long.html', '/guide/long'],
      ['/guide/far/index', '/guide/far'],
    ]) {
      await page.goto(url(`${path}?q=1#top`))
      await clientReady(page)
      expect(page.url()).toBe(url(`${clean}?q=1#top`))
    }
    // Replaced, not pushed: going back leaves the three pages, never an unnormalised address.
    await page.goBack()
    expect(page.url()).toBe(url('/guide/long?q=1#top'))
  })

  it('normalise links before loading them', async () => {
    const { page } = await openPage(context(), url('/'))
    const sameWindow = await markWindow(page)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.click('#link-index-html')
    await page.waitForURL(url('/guide/intro'))
    await page.goBack()
    await page.waitForURL(url('/'))
    await page.click('#link-dot-html')
    await page.waitForURL(url('/guide/long'))
    expect(await h1(page)).toBe('Long page')
    expect(requested.filter((path) => path.endsWith('.html'))).toEqual([])
    expect(await sameWindow()).toBe(true)
  })
})

describe('prefetching', () => {
  it('fetches a page when the pointer rests on its link', async () => {
    await withoutVisiblePrefetch()
    const { page } = await openPage(context(), url('/'))
    const fetches = pageFetches(page, '/reference/intro')
    await page.hover('main a[href="/reference/intro"]')
    await expect.poll(() => fetches.length).toBe(1)
    // The navigation then uses the prefetched page: no second request.
    await page.click('main a[href="/reference/intro"]')
    await page.waitForURL(url('/reference/intro'))
    expect(fetches.length).toBe(1)
  })

  it('fetches a page when its link scrolls into view, not before', async () => {
    const { page } = await openPage(context(), url('/guide/long'))
    const fetches = pageFetches(page, '/bottom')
    await page.waitForTimeout(600)
    expect(fetches.length).toBe(0)
    await page.locator('#far-link').scrollIntoViewIfNeeded()
    await expect.poll(() => fetches.length).toBe(1)
  })

  for (const [name, connection] of [
    ['on 2g', { effectiveType: '2g', saveData: false }],
    ['with save-data', { effectiveType: '4g', saveData: true }],
  ] as const) {
    it(`does not prefetch ${name}, and links still work`, async () => {
      await context().addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value })
      }, connection)
      const { page } = await openPage(context(), url('/guide/long'))
      const hovered = pageFetches(page, '/reference/intro')
      const visible = pageFetches(page, '/bottom')
      await page.locator('.navbar').getByRole('link', { name: 'Reference' }).hover()
      await page.locator('#far-link').scrollIntoViewIfNeeded()
      await page.waitForTimeout(600)
      expect(hovered.length + visible.length).toBe(0)
      await page.click('#far-link')
      await page.waitForURL(url('/bottom'))
      expect(visible.length).toBe(1)
    })
  }
})

describe('after navigation', () => {
  it('scrolls to the anchor when there is one, else to the top, and focuses the main content', async () => {
    const { page } = await openPage(context(), url('/'))
    await page.locator('main').getByRole('link', { name: 'Long page, section nine' }).click()
    await page.waitForURL(url('/guide/long#section-nine'))
    const top = await page.evaluate(() => document.getElementById('section-nine')?.getBoundingClientRect().top ?? -1)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(150)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')

    await page.locator('.sidebar .sidebar-menu').getByRole('link', { name: 'Far page' }).click()
    await page.waitForURL(url('/guide/far'))
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    expect(await page.locator('#docsgen-route-announcer').textContent()).toBe('Far page | Browser Fixture')
  })
})

describe('progress bar', () => {
  /** Record every state of the bar, with the time since the click on `selector`. */
  async function recordProgress(page: Page) {
    await page.evaluate(() => {
      const frames: { at: number; value: number }[] = []
      let clickedAt = 0
      document.addEventListener('click', () => {
        clickedAt = performance.now()
      })
      const record = () => {
        const bar = document.getElementById('docsgen-progress')
        const value = Number(bar?.getAttribute('aria-valuenow'))
        if (bar && frames.at(-1)?.value !== value) frames.push({ at: performance.now() - clickedAt, value })
      }
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true })
      Object.assign(window, { progressFrames: frames })
    })
    return () =>
      page.evaluate(() => (window as unknown as { progressFrames: { at: number; value: number }[] }).progressFrames)
  }

  it('appears after 200 ms on a slow navigation, starts at 0.08 and trickles every 800 ms', async () => {
    await withoutVisiblePrefetch()
    const { page } = await openPage(context(), url('/guide/intro'))
    await page.route(url('/guide/far'), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2600))
      await route.continue()
    })
    const frames = await recordProgress(page)
    await page.locator('.sidebar .sidebar-menu').getByRole('link', { name: 'Far page' }).click()
    await page.waitForURL(url('/guide/far'), { timeout: 10_000 })
    const seen = await frames()
    expect(seen[0]?.value).toBe(8)
    expect(seen[0]?.at).toBeGreaterThanOrEqual(195)
    expect(seen[0]?.at).toBeLessThan(1000)
    // Trickle: 0.08 -> 0.18 -> 0.28 at 800 ms intervals, then 1 when the page is there.
    expect(seen.slice(1, 3).map((frame) => frame.value)).toEqual([18, 28])
    expect((seen[1]?.at ?? 0) - (seen[0]?.at ?? 0)).toBeGreaterThan(700)
    expect(seen.at(-1)?.value).toBe(100)
    expect(await page.locator('.spinner, [class*="spinner"]').count()).toBe(0)
    await page.waitForSelector('#docsgen-progress', { state: 'detached' })
  })

  it('never appears on a navigation faster than 200 ms', async () => {
    await withoutVisiblePrefetch()
    const { page } = await openPage(context(), url('/guide/intro'))
    const fetches = pageFetches(page, '/guide/far')
    const link = page.locator('.sidebar .sidebar-menu').getByRole('link', { name: 'Far page' })
    await link.hover()
    await expect.poll(() => fetches.length).toBe(1)
    await fetches[0]?.response()
    const frames = await recordProgress(page)
    await link.click()
    await page.waitForURL(url('/guide/far'))
    await page.waitForTimeout(400)
    expect(await frames()).toEqual([])
  })
})

describe('failures', () => {
  it('a page that cannot be loaded is loaded by the browser instead', async () => {
    for (const fail of ['abort', 'status 500'] as const) {
      const page = await context().newPage()
      await page.route(url('/guide/far'), (route) => {
        if (route.request().resourceType() !== 'fetch') return route.continue()
        return fail === 'abort' ? route.abort() : route.fulfill({ status: 500, body: 'Server error' })
      })
      await page.goto(url('/guide/intro'))
      await clientReady(page)
      const sameWindow = await markWindow(page)
      await page.locator('.sidebar .sidebar-menu').getByRole('link', { name: 'Far page' }).click()
      await page.waitForURL(url('/guide/far'))
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Far page')
      expect(await sameWindow(), fail).toBe(false)
      await page.close()
    }
  })

  it('a route whose parts fail to preload logs a warning and reloads the window; Retry then loads them', async () => {
    const blocked = /\/assets\/chunks\/live-code\.[0-9a-f]{8}\.js$/
    await context().route(blocked, (route) => route.abort())
    const { page, warnings } = await openPage(context(), url('/guide/intro'))
    const reloaded = page.waitForEvent('load')
    await page.locator('.sidebar .sidebar-menu').getByRole('link', { name: 'Code' }).click()
    await reloaded
    expect(page.url()).toBe(url('/guide/code'))
    expect(warnings.some((text) => text.includes('could not preload /guide/code'))).toBe(true)

    // After the reload the part still fails: its error and Retry show where the live block is.
    const failed = liveBlock(page).getByRole('alert')
    await failed.waitFor()
    expect(await failed.textContent()).toContain('Failed to fetch dynamically imported module')
    await context().unroute(blocked)
    await failed.getByRole('button', { name: 'Retry' }).click()
    await liveBlock(page).locator('textarea').waitFor()
    expect(await liveBlock(page).getByRole('alert').count()).toBe(0)
  })
})
