import path from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { MERMAID } from '../../src/model/markup.js'
import { setupBrowserSite } from './support/browser-site.js'
import { builtPolicy, closeStrictContext, cspViolations, strictContext } from './support/csp.js'
import { clientReady, openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'

// Issue 25: math and Mermaid diagrams in a Docusaurus site built in place
// (test/fixtures/sites/docusaurus-science): `/orbits` has inline and display formulas, one wider
// than a phone; `/diagrams` has two diagrams and one mermaid cannot read.
const site = setupBrowserSite(path.join(REPO_ROOT, 'test/fixtures/sites/docusaurus-science'), {
  context: { viewport: { width: 1280, height: 800 } },
})
const { context, url } = site

const wrappers = (page: Page) => page.locator(`.${MERMAID.wrapper}`)
const drawn = (page: Page) => page.locator(`.${MERMAID.wrapper}[${MERMAID.attr.drawn}] .${MERMAID.diagram} svg`)
/** The fill of the first node of the first drawn diagram (it differs between colour modes). */
const firstFill = (page: Page) =>
  drawn(page)
    .first()
    .locator('.node rect')
    .first()
    .evaluate((el) => getComputedStyle(el).fill)

describe('math', () => {
  it('is typeset with KaTeX’s fonts, and read out from its MathML', async () => {
    const { page, errors } = await openPage(context(), url('/orbits'))
    const inline = page.locator('p .katex').first()
    expect(await inline.locator('.katex-html').isVisible()).toBe(true)
    expect(await inline.locator('annotation').textContent()).toBe('T^2 \\propto a^3')
    expect(await page.getByText('and a ticket costs $5.').isVisible()).toBe(true)
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true)
    expect(
      await inline
        .locator('.mord')
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toMatch(/KaTeX/)
    expect(await page.getByRole('math').count()).toBe(3)
    expect(errors).toEqual([])
  })

  it('scrolls a formula wider than a phone inside its box, by keyboard too, and not the page', async () => {
    const page = await context().newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url('/orbits'))
    await clientReady(page)
    const wide = page.locator('.math-display').nth(1)
    const sizes = await wide.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(sizes.scroll).toBeGreaterThan(sizes.client)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    await wide.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => wide.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  })
})

describe('Mermaid diagrams', () => {
  it('are drawn in place of their code; one mermaid cannot read keeps its code and says why', async () => {
    const { page, errors } = await openPage(context(), url('/diagrams'))
    await expect.poll(() => drawn(page).count()).toBe(2)
    expect(await drawn(page).first().isVisible()).toBe(true)
    expect(await wrappers(page).first().locator('pre').isVisible()).toBe(false)
    expect(await drawn(page).first().textContent()).toContain('Controller')
    const broken = wrappers(page).nth(2)
    await expect.poll(() => broken.locator(`.${MERMAID.error}`).count()).toBe(1)
    expect(await broken.locator(`.${MERMAID.error}`).textContent()).toMatch(
      /could not be drawn:.*Parse error on line \d+/s,
    )
    expect(await broken.locator('pre').first().isVisible()).toBe(true)
    // Nothing mermaid made while it tried is left in the page.
    expect(await page.locator('body > div[id^="ddocsgen-mermaid"]').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('are drawn again in the other colour mode', async () => {
    const { page } = await openPage(context(), url('/diagrams'))
    await expect.poll(() => drawn(page).count()).toBe(2)
    const light = await firstFill(page)
    await page.locator('[data-theme-toggle]').first().click()
    await expect.poll(() => firstFill(page)).not.toBe(light)
  })

  it('are not drawn again for a print, which switches a dark page to light and back', async () => {
    const { page } = await openPage(context(), url('/diagrams'))
    await expect.poll(() => drawn(page).count()).toBe(2)
    const light = await firstFill(page)
    await page.locator('[data-theme-toggle]').first().click()
    // Drawn again in dark (a new drawing), then marked to tell whether it is replaced.
    await expect.poll(() => firstFill(page), { timeout: 15_000 }).not.toBe(light)
    await expect.poll(() => drawn(page).count()).toBe(2)
    await drawn(page)
      .first()
      .evaluate((svg) => svg.setAttribute('data-test-mark', ''))
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.waitForTimeout(500)
    expect(await page.locator('svg[data-test-mark]').count()).toBe(1)
  })

  it('are drawn on a page reached by client-side navigation', async () => {
    const { page, errors } = await openPage(context(), url('/orbits'))
    await page.getByRole('link', { name: 'diagrams', exact: true }).click()
    await page.waitForURL(/\/diagrams$/)
    await expect.poll(() => drawn(page).count()).toBe(2)
    expect(errors).toEqual([])
  })

  it('show their code without JavaScript', async () => {
    const noScript = await site.browser().newContext({ javaScriptEnabled: false })
    const page = await noScript.newPage()
    await page.goto(url('/diagrams'))
    expect(await wrappers(page).first().locator('pre').isVisible()).toBe(true)
    expect(await wrappers(page).first().locator('pre').textContent()).toContain('Client --> Router')
    await noScript.close()
  })
})

describe.each(['light', 'dark'] as const)('axe, %s mode', (mode) => {
  it.each([1280, 390])('reports no violations on both pages at %ipx, diagrams drawn', async (width) => {
    const themed = await site.browser().newContext({ viewport: { width, height: 844 }, colorScheme: mode })
    const page = await themed.newPage()
    await page.addInitScript(`try { localStorage.setItem('docsgen.theme', '${mode}') } catch {}`)
    const found: string[] = []
    for (const path of ['/orbits', '/diagrams']) {
      await page.goto(url(path))
      await clientReady(page)
      if (path === '/diagrams') await expect.poll(() => drawn(page).count()).toBe(2)
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
      for (const v of result.violations)
        found.push(`${path}: ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    }
    await themed.close()
    expect(found).toEqual([])
  })
})

describe('under the policy the build writes', () => {
  let policy: string
  beforeAll(async () => {
    policy = await builtPolicy(site.outDir())
  })

  it('formulas and diagrams load with no violation', async () => {
    const strict = await strictContext(site.browser(), policy)
    const page = await strict.newPage()
    for (const path of ['/orbits', '/diagrams']) {
      await page.goto(url(path))
      await clientReady(page)
    }
    await expect.poll(() => drawn(page).count()).toBe(2)
    expect(await cspViolations(page)).toEqual([])
    await closeStrictContext(strict)
  })
})
