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

/**
 * What a reader of each route finds wrong, in each colour mode at each width: the page wider than
 * the screen, axe's violations (and those of `check`, when given), errors in the console. Empty
 * when every route reads well everywhere.
 */
export async function problemsForEveryReader(
  browser: Browser,
  open: (context: BrowserContext, route: string) => Promise<{ page: Page; errors: readonly string[] }>,
  options: { routes: readonly string[]; check?: (page: Page) => Promise<string[]> },
): Promise<string[]> {
  const found: string[] = []
  for (const route of options.routes) {
    for (const mode of COLOR_MODES) {
      for (const viewport of VIEWPORTS) {
        const themed = await themedContext(browser, mode, viewport)
        const { page, errors } = await open(themed, route)
        const where = `${route} ${mode} ${viewport.width}px`
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        if (width > viewport.width) found.push(`${where}: ${width}px wide`)
        for (const violation of await axeViolations(page)) found.push(`${where}: ${violation}`)
        for (const problem of (await options.check?.(page)) ?? []) found.push(`${where}: ${problem}`)
        for (const error of errors) found.push(`${where}: ${error}`)
        await themed.close()
      }
    }
  }
  return found
}
