import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { API_CALL, COLUMNS, DOC_CARD } from '../../src/model/markup.js'
import { setupBrowserSite } from './support/browser-site.js'
import { codeBlock, tabSet, visiblePanels } from './support/components.js'
import { openPage } from './support/page.js'
import { BROWSER_FIXTURE } from './support/site.js'

// Issue 16: the Markdown components other than tabs and code (islands.test.ts, tabs.test.ts), as
// the pipeline builds them from guide/extra/components.md: admonitions, <details>, ApiCall,
// Columns, badges, snippet includes and DocCardList.
const { browser, context, url } = setupBrowserSite(BROWSER_FIXTURE, {
  context: { viewport: { width: 1280, height: 800 } },
})
const PAGE = '/guide/extra/components'

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not rendered')
  return found
}

/** Whether the two parts of a two-part component sit side by side (else stacked). */
async function sideBySide(page: Page, first: string, second: string): Promise<boolean> {
  const [a, b] = [await box(page.locator(`.${first}`).first()), await box(page.locator(`.${second}`).first())]
  return Math.abs(a.y - b.y) < 2 && b.x > a.x + a.width - 1
}

describe('admonitions', () => {
  it('are notes with their title, each type in its own colour', async () => {
    const { page } = await openPage(context(), url(PAGE))
    const notes = page.getByRole('note')
    expect(await notes.count()).toBe(3)
    const tip = notes.filter({ hasText: 'A tip with its own title.' })
    expect(await tip.getByText('Keep it short').isVisible()).toBe(true)
    const caution = notes.filter({ hasText: 'A caution with the default title.' })
    expect(await caution.getByText('Caution', { exact: true }).isVisible()).toBe(true)
    const border = (note: Locator) => note.evaluate((el) => getComputedStyle(el).borderLeftColor)
    expect(await border(tip)).not.toBe(await border(caution))
    expect(await notes.filter({ hasText: 'Node.js 18' }).getByText('Prerequisites').isVisible()).toBe(true)
  })
})

describe('<details>', () => {
  it('opens and closes from its summary, by mouse and keyboard, and what it holds works', async () => {
    await context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const { page } = await openPage(context(), url(PAGE))
    const summary = page.getByText('Show the full configuration')
    const hidden = page.getByText('The hidden part of the page.')
    expect(await hidden.isVisible()).toBe(false)
    await summary.click()
    expect(await hidden.isVisible()).toBe(true)
    await codeBlock(page, './config/full.js').getByRole('button', { name: 'Copy code' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('module.exports = { full: true }')
    await summary.focus()
    await page.keyboard.press('Enter')
    expect(await hidden.isVisible()).toBe(false)
    await page.keyboard.press('Space')
    expect(await hidden.isVisible()).toBe(true)
  })
})

describe('ApiCall and Columns', () => {
  it('sit side by side on wide screens and stack on narrow ones', async () => {
    const { page } = await openPage(context(), url(PAGE))
    expect(await sideBySide(page, API_CALL.request, API_CALL.response)).toBe(true)
    expect(await sideBySide(page, COLUMNS.left, COLUMNS.right)).toBe(true)
    expect(await page.locator(`.${API_CALL.request}`).getByText('Find every article').isVisible()).toBe(true)
    expect(await page.locator(`.${API_CALL.response}`).getByText('Example response').isVisible()).toBe(true)
    expect(await page.getByText('Before', { exact: true }).isVisible()).toBe(true)
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await sideBySide(page, API_CALL.request, API_CALL.response)).toBe(false)
    expect(await sideBySide(page, COLUMNS.left, COLUMNS.right)).toBe(false)
    const [request, response] = [
      await box(page.locator(`.${API_CALL.request}`)),
      await box(page.locator(`.${API_CALL.response}`)),
    ]
    expect(response.y).toBeGreaterThanOrEqual(request.y + request.height)
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

describe('badges, snippets and doc cards', () => {
  it('show a badge in a heading, each copy of a snippet, and cards that lead to the category pages', async () => {
    const { page } = await openPage(context(), url(PAGE))
    const heading = page.getByRole('heading', { name: /Columns/ })
    expect(await heading.getByText('Gold', { exact: true }).isVisible()).toBe(true)
    // The table of contents has the heading without the badge.
    expect(await page.locator('.toc').getByRole('link', { name: 'Columns', exact: true }).count()).toBeGreaterThan(0)

    expect(await page.getByText('Install the package with your package manager:').count()).toBe(2)
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['Yarn'])
    expect(await visiblePanels(tabSet(page, 1))).toEqual(['Yarn'])

    const card = page.locator(`.${DOC_CARD.card}`).filter({ hasText: 'Other extra page' })
    expect(await card.textContent()).toContain('A page inside the Extra category.')
    await card.click()
    await page.waitForURL(url('/guide/extra/other'))
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Other extra page')
  })

  it('read without JavaScript: details open natively, cards are links, both snippet copies show both tabs', async () => {
    const noScript = await browser().newContext({ javaScriptEnabled: false })
    const page = await noScript.newPage()
    await page.goto(url(PAGE))
    await page.getByText('Show the full configuration').click()
    expect(await page.getByText('The hidden part of the page.').isVisible()).toBe(true)
    expect(await visiblePanels(tabSet(page, 1))).toEqual(['Yarn', 'npm'])
    const card = page.locator(`.${DOC_CARD.card}`).filter({ hasText: 'Other extra page' })
    expect(await card.getAttribute('href')).toBe('/guide/extra/other')
    await noScript.close()
  })
})
