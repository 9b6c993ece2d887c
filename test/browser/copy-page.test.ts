import { beforeAll, describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { builtPolicy, closeStrictContext, cspViolations, strictContext } from './support/csp.js'
import { BROWSER_FIXTURE } from './support/site.js'

// Issue 27: "Copy page" beside the edit link copies the page's Markdown (built by the pipeline
// from content/guide/tabs.md), under the strict CSP the build writes to _headers; without
// JavaScript it is a link that opens that Markdown.
const site = setupBrowserSite(BROWSER_FIXTURE)
const PAGE = '/guide/tabs'
let policy: string

beforeAll(async () => {
  policy = await builtPolicy(site.outDir())
  expect(policy).toContain("connect-src 'self'")
})

describe('Copy page', () => {
  it('copies the Markdown the alternate link names, and says so', async () => {
    const context = await strictContext(site.browser(), policy, {
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    })
    const page = await context.newPage()
    await page.goto(site.url(PAGE))
    await page.waitForSelector('html[data-client-ready]')
    const alternate = await page.getAttribute('link[rel="alternate"][type="text/markdown"]', 'href')
    expect(alternate).toBe('/guide/tabs.md')
    const control = page.locator('.doc-footer a[data-copy-page]')
    expect(await control.getAttribute('href')).toBe(alternate)
    expect((await control.innerText()).trim()).toBe('Copy page')
    await control.click()
    await page.waitForSelector('a[data-copy-page][data-copied="Copied"]')
    expect((await control.innerText()).trim()).toBe('Copied')
    // Still on the page: the click copied, it did not navigate.
    expect(new URL(page.url()).pathname).toBe(PAGE)
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const served = await (await page.request.get(site.url('/guide/tabs.md'))).text()
    expect(copied).toBe(served)
    expect(copied).toMatch(/^---\ntitle: Tabs\n/)
    expect(copied).toContain('**JavaScript**\n\nFirst example in JavaScript.')
    expect(copied).toContain('**TypeScript**\n\nFirst example in TypeScript.')
    expect(copied).not.toContain('<Tabs')
    const violations = await cspViolations(page)
    expect(violations).toEqual([])
    await closeStrictContext(context)
  }, 60_000)

  it('without JavaScript, reads "View as Markdown" and opens the Markdown', async () => {
    const context = await strictContext(site.browser(), policy, { context: { javaScriptEnabled: false } })
    const page = await context.newPage()
    await page.goto(site.url(PAGE))
    const control = page.locator('.doc-footer a[data-copy-page]')
    expect((await control.innerText()).trim()).toBe('View as Markdown')
    const [response] = await Promise.all([page.waitForEvent('response'), control.click()])
    expect(new URL(page.url()).pathname).toBe('/guide/tabs.md')
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/)
    expect(await page.locator('body').innerText()).toContain('# Tabs')
    await closeStrictContext(context)
  }, 60_000)
})
