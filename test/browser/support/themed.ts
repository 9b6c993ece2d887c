import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from 'playwright-core'

/** The colour modes a page is checked in. */
export const COLOR_MODES = ['light', 'dark'] as const

/** The widths a page is checked at: a laptop and a phone. */
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const

/** A context in colour `mode` (the reader's stored choice and the system's) at `viewport`. */
export async function themedContext(
  browser: Browser,
  mode: (typeof COLOR_MODES)[number],
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, colorScheme: mode })
  await context.addInitScript(`try { localStorage.setItem('docsgen.theme', '${mode}') } catch {}`)
  return context
}

/** axe's WCAG 2.1 A and AA violations on the page (inside `include` when given), as `id: help`. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  const result = await (include ? builder.include(include) : builder)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze()
  return result.violations.map((v) => `${v.id}: ${v.help}`)
}
