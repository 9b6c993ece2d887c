import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { REPO_ROOT } from './support/site.js'

// Issue 7: the site works under the strict policy the build writes to build/_headers.
const site = setupBrowserSite(REPO_ROOT)
let policy: string

beforeAll(async () => {
  const headers = await readFile(path.join(site.outDir(), '_headers'), 'utf8')
  policy = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? ''
})

describe('Content-Security-Policy', () => {
  it('allows scripts by hash only, never unsafe-inline', () => {
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('loads the key pages with zero violations and the scripts running', async () => {
    const context = await site.browser().newContext()
    await context.route('**/*', async (route) => {
      // A prefetch may still be in flight when the context closes: that request just ends.
      try {
        const response = await route.fetch()
        const headers = { ...response.headers(), 'content-security-policy': policy }
        await route.fulfill({ response, headers })
      } catch (error) {
        if (!/disposed|closed/i.test(String(error))) throw error
      }
    })
    await context.addInitScript(`
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
    `)
    const page = await context.newPage()
    const violations: string[] = []
    for (const url of [
      '/',
      '/dev-docs/configurations/database',
      '/user-docs/intro',
      '/openapi/',
      '/search?q=api',
      '/missing',
    ]) {
      await page.goto(site.url(url))
      await page.waitForLoadState('load')
      const found = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
      violations.push(...found.map((v) => `${url}: ${v}`))
      // The inline colour-mode script ran (it sets data-js) under the policy.
      expect(await page.getAttribute('html', 'data-js'), url).not.toBeNull()
    }
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await context.close()
    expect(violations).toEqual([])
  }, 120_000)
})
