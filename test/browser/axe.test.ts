import { AxeBuilder } from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../helpers/chromium.js'
import { buildSite, REPO_ROOT, serveSite } from './support/site.js'

// Issue 3: zero axe violations on the key layouts, in light and dark mode, wide and narrow.
const PAGES = {
  home: '/',
  'long docs page': '/dev-docs/configurations/database',
  'user guide page': '/user-docs/content-manager/writing-content',
  'not found': '/no-such-page',
  'api reference': '/openapi/',
} as const
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const

let browser: Browser
let site: Awaited<ReturnType<typeof serveSite>>
let base: string

beforeAll(async () => {
  const out = await buildSite(REPO_ROOT)
  site = await serveSite(out)
  base = site.origin
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.close()
})

describe.each(['light', 'dark'] as const)('axe, %s mode', (mode) => {
  for (const viewport of VIEWPORTS) {
    it(`reports no violations at ${viewport.width}px`, async () => {
      const context = await browser.newContext({ viewport, colorScheme: mode })
      // The colour-mode script reads the stored choice before first paint.
      await context.addInitScript(`try { localStorage.setItem('docsgen.theme', '${mode}') } catch {}`)
      const page = await context.newPage()
      const found: string[] = []
      for (const [name, url] of Object.entries(PAGES)) {
        await page.goto(base + url)
        expect(await page.getAttribute('html', 'data-theme')).toBe(mode)
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
        for (const v of result.violations) {
          found.push(`${name} (${url}): ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        }
      }
      await context.close()
      expect(found).toEqual([])
    }, 120_000)
  }
})
