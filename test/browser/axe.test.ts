import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { REPO_ROOT } from './support/site.js'

// Issue 3: zero axe violations on the key layouts, in light and dark mode, wide and narrow.
const PAGES = {
  home: '/',
  'long docs page': '/dev-docs/configurations/database',
  'user guide page': '/user-docs/content-manager/writing-content',
  'not found': '/no-such-page',
  'api reference': '/openapi/',
  'search page': '/search?q=webhook',
} as const
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const

const site = setupBrowserSite(REPO_ROOT)

describe.each(['light', 'dark'] as const)('axe, %s mode', (mode) => {
  for (const viewport of VIEWPORTS) {
    it(`reports no violations at ${viewport.width}px`, async () => {
      const context = await site.browser().newContext({ viewport, colorScheme: mode })
      // The colour-mode script reads the stored choice before first paint.
      await context.addInitScript(`try { localStorage.setItem('docsgen.theme', '${mode}') } catch {}`)
      const page = await context.newPage()
      const found: string[] = []
      for (const [name, url] of Object.entries(PAGES)) {
        await page.goto(site.url(url))
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
