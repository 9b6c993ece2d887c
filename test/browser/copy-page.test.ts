import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { BROWSER_FIXTURE } from './support/site.js'

// Issue 27: "Copy page" beside the edit link copies the page's Markdown (built by the pipeline
// from content/guide/tabs.md), under the strict CSP the build writes to _headers; without
// JavaScript it is a link that opens that Markdown.
const site = setupBrowserSite(BROWSER_FIXTURE)
const PAGE = '/guide/tabs'
let policy: string

beforeAll(async () => {
  const headers = await readFile(path.join(site.outDir(), '_headers'), 'utf8')
  policy = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? ''
  expect(policy).toContain("connect-src 'self'")
})

/** A context whose every response carries the site's CSP, recording violations. */
async function strictContext(options: Parameters<ReturnType<typeof site.browser>['newContext']>[0]) {
  const context = await site.browser().newContext(options)
  await context.route('**/*', async (route) => {
    try {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } })
    } catch (error) {
      if (!/disposed|closed/i.test(String(error))) throw error
    }
  })
  await context.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
  `)
  return context
}

async function closeContext(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.close()
}

describe('Copy page', () => {
  it('copies the Markdown the alternate link names, and says so', async () => {
    const context = await strictContext({ permissions: ['clipboard-read', 'clipboard-write'] })
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
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
    expect(violations).toEqual([])
    await closeContext(context)
  }, 60_000)

  it('without JavaScript, reads "View as Markdown" and opens the Markdown', async () => {
    const context = await strictContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(site.url(PAGE))
    const control = page.locator('.doc-footer a[data-copy-page]')
    expect((await control.innerText()).trim()).toBe('View as Markdown')
    const [response] = await Promise.all([page.waitForEvent('response'), control.click()])
    expect(new URL(page.url()).pathname).toBe('/guide/tabs.md')
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/)
    expect(await page.locator('body').innerText()).toContain('# Tabs')
    await closeContext(context)
  }, 60_000)
})
