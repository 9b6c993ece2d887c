import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { selectedTab, tabPanel, tabSet, visiblePanels } from './support/components.js'
import { clientReady, openPage } from './support/page.js'
import { BROWSER_FIXTURE } from './support/site.js'

// Issue 16: tabs as the pipeline builds them from `<Tabs>`/`<TabItem>` Markdown
// (fixture pages guide/tabs.md, guide/advanced/more-tabs.md, guide/extra/components.md).
const { browser, context, url } = setupBrowserSite(BROWSER_FIXTURE, {
  context: { viewport: { width: 1280, height: 800 } },
})
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

// On /guide/tabs: sets 0 and 2 share js-ts, set 1 is yarn-npm, set 3 has no group id (POST is its default).
const JS_TS = [0, 2]
const LABELS = { js: 'JavaScript', ts: 'TypeScript' } as const

describe('tabs built from Markdown', () => {
  it('show only the first panel, or the one marked default, before any choice', async () => {
    const { page, errors } = await openPage(context(), url('/guide/tabs'))
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['JavaScript'])
    expect(await visiblePanels(tabSet(page, 1))).toEqual(['Yarn'])
    expect(await visiblePanels(tabSet(page, 2))).toEqual(['JavaScript'])
    expect(await visiblePanels(tabSet(page, 3))).toEqual(['POST'])
    expect(errors).toEqual([])
  })

  it('show the chosen panel and only it, for every tab that is not the default', async () => {
    const { page, errors } = await openPage(context(), url('/guide/tabs'))
    const methods = tabSet(page, 3)
    for (const label of ['GET', 'PUT', 'POST']) {
      await methods.getByRole('tab', { name: label }).click()
      expect(await visiblePanels(methods), label).toEqual([label])
      expect(await tabPanel(methods, label).textContent()).toContain(`with ${label}`)
    }
    // A set without a group id changes alone and stores nothing.
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['JavaScript'])
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('docsgen.tab.')))).toEqual([])

    const install = tabSet(page, 1)
    await install.getByRole('tab', { name: 'npm' }).click()
    expect(await visiblePanels(install)).toEqual(['npm'])
    expect(await install.getByText('npm install docsgen').isVisible()).toBe(true)
    expect(errors).toEqual([])
  })

  it('switch every set with the same groupId together, and remember the choice', async () => {
    const { page } = await openPage(context(), url('/guide/tabs'))
    for (const value of ['ts', 'js', 'ts'] as const) {
      await tabSet(page, 0).getByRole('tab', { name: LABELS[value] }).click()
      for (const n of JS_TS) expect(await visiblePanels(tabSet(page, n)), `set ${n}`).toEqual([LABELS[value]])
      expect(await stored(page, 'docsgen.tab.js-ts')).toBe(value)
    }
    // Content inside a panel (code, an admonition) shows with it.
    const first = tabSet(page, 0)
    expect(await first.getByText('An admonition inside a tab.').isVisible()).toBe(true)
    expect(await first.getByText('./config/server.ts').isVisible()).toBe(true)
    expect(await first.getByText('./config/server.js').isVisible()).toBe(false)
    // Other groups are left alone.
    expect(await visiblePanels(tabSet(page, 1))).toEqual(['Yarn'])
  })

  it('apply a stored choice on load', async () => {
    await context().addInitScript(() => localStorage.setItem('docsgen.tab.js-ts', 'ts'))
    const { page } = await openPage(context(), url('/guide/tabs'))
    for (const n of JS_TS) {
      expect(await visiblePanels(tabSet(page, n))).toEqual(['TypeScript'])
      expect(await selectedTab(tabSet(page, n))).toBe('ts')
    }
    expect(await visiblePanels(tabSet(page, 1))).toEqual(['Yarn'])
  })

  it('ignore a stored value that no tab of the set has', async () => {
    await context().addInitScript(() => localStorage.setItem('docsgen.tab.js-ts', 'python'))
    const { page, errors } = await openPage(context(), url('/guide/tabs'))
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['JavaScript'])
    expect(errors).toEqual([])
  })

  it('keep the choice across a client-side navigation, there and back, and a reload', async () => {
    const { page } = await openPage(context(), url('/guide/tabs'))
    await tabSet(page, 2).getByRole('tab', { name: 'TypeScript' }).click()
    await page.getByRole('link', { name: 'more tabs' }).click()
    await page.waitForURL(url('/guide/advanced/more-tabs'))
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'More tabs')
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['TypeScript'])

    await tabSet(page, 0).getByRole('tab', { name: 'JavaScript' }).click()
    await page.getByRole('link', { name: 'the tabs page' }).click()
    await page.waitForURL(url('/guide/tabs'))
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Tabs')
    for (const n of JS_TS) expect(await visiblePanels(tabSet(page, n))).toEqual(['JavaScript'])

    await page.goBack()
    await page.waitForURL(url('/guide/advanced/more-tabs'))
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'More tabs')
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['JavaScript'])
    await page.reload()
    await clientReady(page)
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['JavaScript'])
  })

  it('switch together in every copy of an included snippet', async () => {
    const { page } = await openPage(context(), url('/guide/extra/components'))
    await tabSet(page, 1).getByRole('tab', { name: 'npm' }).click()
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['npm'])
    expect(await visiblePanels(tabSet(page, 1))).toEqual(['npm'])
    expect(await stored(page, 'docsgen.tab.yarn-npm')).toBe('npm')
  })

  it('move with the arrow keys, Home and End, focus following the selection', async () => {
    const { page } = await openPage(context(), url('/guide/tabs'))
    const methods = tabSet(page, 3)
    await methods.getByRole('tab', { name: 'POST' }).focus()
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    await page.keyboard.press('ArrowRight')
    expect([await focused(), await visiblePanels(methods)]).toEqual(['PUT', ['PUT']])
    await page.keyboard.press('ArrowRight')
    expect([await focused(), await visiblePanels(methods)]).toEqual(['GET', ['GET']])
    await page.keyboard.press('End')
    expect([await focused(), await visiblePanels(methods)]).toEqual(['PUT', ['PUT']])
    await page.keyboard.press('Home')
    expect([await focused(), await visiblePanels(methods)]).toEqual(['GET', ['GET']])
    await page.keyboard.press('ArrowLeft')
    expect([await focused(), await visiblePanels(methods)]).toEqual(['PUT', ['PUT']])
  })

  it('without JavaScript show every panel under its label, and no tab list', async () => {
    const noScript = await browser().newContext({ javaScriptEnabled: false })
    const page = await noScript.newPage()
    await page.goto(url('/guide/tabs'))
    expect(await visiblePanels(tabSet(page, 3))).toEqual(['GET', 'POST', 'PUT'])
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['JavaScript', 'TypeScript'])
    expect(await tabSet(page, 0).getByRole('tablist').isVisible()).toBe(false)
    const label = await tabPanel(tabSet(page, 0), 'TypeScript').evaluate(
      (el) => getComputedStyle(el, '::before').content,
    )
    expect(label).toBe('"TypeScript"')
    await noScript.close()
  })
})
