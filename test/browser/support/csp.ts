import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, BrowserContext, BrowserContextOptions, Page, Route } from 'playwright-core'

// Pages served under the Content-Security-Policy the build writes to `_headers` (hosts such as
// Netlify send it; the test servers do not), with every violation recorded.

/** The policy in a built site's `_headers`. */
export async function builtPolicy(outDir: string): Promise<string> {
  const headers = await readFile(path.join(outDir, '_headers'), 'utf8')
  return /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? ''
}

/** What answers a request to another site (there is no network here); undefined: fetched as usual. */
export type OtherSites = (url: string) => Parameters<Route['fulfill']>[0] | undefined

/**
 * A context whose every response from the test server carries `policy`, its violations recorded
 * for `cspViolations`. Close it with `closeStrictContext` (a prefetch may still be in flight).
 */
export async function strictContext(
  browser: Browser,
  policy: string,
  options: { context?: BrowserContextOptions; otherSites?: OtherSites } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options.context)
  await context.route('**/*', async (route) => {
    const answer = options.otherSites?.(route.request().url())
    if (answer) return route.fulfill(answer)
    // A prefetch may still be in flight when the context closes: that request just ends.
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

/** The violations of the policy on the page so far: `directive blocked-URI`. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

export async function closeStrictContext(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.close()
}
