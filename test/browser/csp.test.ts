import { execFile } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPreviewServer } from '../../src/serve/index.js'
import { launchChromium } from '../helpers/chromium.js'

// Issue 7: the site works under the strict policy the build writes to build/_headers.
let browser: Browser
let server: Server
let base: string
let policy: string

beforeAll(async () => {
  const out = await mkdtemp(path.join(tmpdir(), 'docsgen-csp-'))
  await promisify(execFile)(process.execPath, ['bin/docsgen.js', 'build', '.', '--out-dir', out], {
    env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600' },
  })
  const headers = await readFile(path.join(out, '_headers'), 'utf8')
  policy = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? ''
  const started = await startPreviewServer({ dir: out, host: '127.0.0.1', port: 0 })
  server = started.server
  base = started.url.replace(/\/$/, '')
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
})

describe('Content-Security-Policy', () => {
  it('allows scripts by hash only, never unsafe-inline', () => {
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('loads the key pages with zero violations and the scripts running', async () => {
    const context = await browser.newContext()
    await context.route('**/*', async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers(), 'content-security-policy': policy }
      await route.fulfill({ response, headers })
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
      await page.goto(base + url)
      await page.waitForLoadState('load')
      const found = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
      violations.push(...found.map((v) => `${url}: ${v}`))
      // The inline colour-mode script ran (it sets data-js) under the policy.
      expect(await page.getAttribute('html', 'data-js'), url).not.toBeNull()
    }
    await context.close()
    expect(violations).toEqual([])
  }, 120_000)
})
