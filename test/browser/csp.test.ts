import { beforeAll, describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { builtPolicy, closeStrictContext, cspViolations, strictContext } from './support/csp.js'
import { REPO_ROOT } from './support/site.js'

// Issue 7: the site works under the strict policy the build writes to build/_headers.
const site = setupBrowserSite(REPO_ROOT)
let policy: string

beforeAll(async () => {
  policy = await builtPolicy(site.outDir())
})

describe('Content-Security-Policy', () => {
  it('allows scripts by hash only, never unsafe-inline', () => {
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('loads the key pages with zero violations and the scripts running', async () => {
    const context = await strictContext(site.browser(), policy)
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
      const found = await cspViolations(page)
      violations.push(...found.map((v) => `${url}: ${v}`))
      // The inline colour-mode script ran (it sets data-js) under the policy.
      expect(await page.getAttribute('html', 'data-js'), url).not.toBeNull()
    }
    await closeStrictContext(context)
    expect(violations).toEqual([])
  }, 120_000)
})
