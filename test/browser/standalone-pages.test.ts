import path from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'
import { problemsForEveryReader } from './support/themed.js'

// Issue 25: the standalone pages of a Docusaurus site (src/pages/), as the pipeline builds them from
// test/fixtures/sites/docusaurus-pages: the React landing page (`/`, with a <main> of its own) and a
// Markdown page (`/markdown-page`, with its table of contents).
const { browser, context, url } = setupBrowserSite(path.join(REPO_ROOT, 'test/fixtures/sites/docusaurus-pages'), {
  context: { viewport: { width: 1280, height: 800 } },
})

describe('the React landing page', () => {
  it('shows the page’s own content inside the site’s navbar and footer, and its links lead on', async () => {
    const { page, errors } = await openPage(context(), url('/'))
    expect(await page.title()).toBe('Welcome to Pages fixture | Pages fixture')
    expect(await page.locator('h1.hero__title').textContent()).toBe('Pages fixture')
    expect(await page.locator('main h2').allTextContents()).toEqual(['Fast to build', 'Easy to read'])
    expect(await page.locator('main').count()).toBe(1)
    expect(await page.locator('.sidebar').count()).toBe(0)
    await page.getByRole('link', { name: 'Start reading' }).click()
    await page.waitForURL(url('/docs/intro'))
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Introduction')
    expect(errors).toEqual([])
  })

  it('is reached by the skip link, and reads without JavaScript', async () => {
    const { page } = await openPage(context(), url('/'))
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    const noScript = await browser().newContext({ javaScriptEnabled: false })
    const plain = await noScript.newPage()
    await plain.goto(url('/'))
    expect(await plain.getByText('Plain HTML that works without JavaScript.').isVisible()).toBe(true)
    await noScript.close()
  })
})

describe('a Markdown page of src/pages/', () => {
  it('has no sidebar, and its table of contents leads to its sections', async () => {
    const { page, errors } = await openPage(context(), url('/markdown-page'))
    expect(await page.locator('main h1').textContent()).toBe('Markdown page')
    expect(await page.locator('.sidebar').count()).toBe(0)
    await page.locator('.toc-aside').getByRole('link', { name: 'Second part' }).click()
    await page.waitForURL(url('/markdown-page#second-part'))
    const top = await page.locator('#second-part').evaluate((el) => el.getBoundingClientRect().top)
    expect(top >= 0 && top < 800).toBe(true)
    expect(errors).toEqual([])
  })
})

describe('standalone pages for every reader', () => {
  it('fit a phone and pass axe in light and dark mode at 1280 and 390 px', async () => {
    // Best practice beyond WCAG: one banner (the navbar), content inside landmarks.
    const landmarks = async (page: Page) =>
      (
        await new AxeBuilder({ page })
          .withRules(['landmark-no-duplicate-banner', 'landmark-one-main', 'region'])
          .analyze()
      ).violations.map((v) => `${v.id}: ${v.help}`)
    const found = await problemsForEveryReader(browser(), (themed, route) => openPage(themed, url(route)), {
      routes: ['/', '/markdown-page'],
      check: landmarks,
    })
    expect(found).toEqual([])
  }, 90_000)
})

describe('tabs of a Docusaurus 3 page, nested and indented as MDX 3 allows', () => {
  it('switch at each level, with the string expression shown as text', async () => {
    const { page, errors } = await openPage(context(), url('/docs/install'))
    const outer = page.locator('[data-tabs]').first()
    expect(await outer.locator('> [role=tablist] [role=tab]').allTextContents()).toEqual(['Windows', 'Linux'])
    expect(await page.getByText('Run ./node.').isVisible()).toBe(true)
    await outer.locator('> [role=tablist]').getByRole('tab', { name: 'Windows' }).click()
    const mainnet = page.getByText('Run node.exe --fee=<ADDRESS> on mainnet.')
    expect(await mainnet.isVisible()).toBe(true)
    await page.getByRole('tab', { name: 'Testnet' }).click()
    expect(await page.getByText('Run node.exe --testnet.').isVisible()).toBe(true)
    expect(await mainnet.isVisible()).toBe(false)
    expect(await page.locator('pre').count()).toBe(0)
    expect(errors).toEqual([])
  })
})
