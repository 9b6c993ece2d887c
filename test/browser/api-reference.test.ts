import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { API_REFERENCE } from '../../src/model/api-reference.js'
import { TABS } from '../../src/model/markup.js'
import { setupBrowserSite } from './support/browser-site.js'
import { visiblePanels } from './support/components.js'
import { openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'

// Issue 21: the API reference at /openapi/ of the real site (openapi/rest-api.yaml), as a reader uses it.
const { browser, context, url } = setupBrowserSite(REPO_ROOT, { context: { viewport: { width: 1280, height: 800 } } })
const API = '/openapi/'

const active = (page: Page) => page.locator(`nav.api-sidebar .${API_REFERENCE.navActive}`)
const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox()
  if (!found) throw new Error(`${selector} is not shown`)
  return found
}

describe('the API reference page', () => {
  it('has three panes: the 300 px navigation, the operations, their samples beside them; #4945FF in effect', async () => {
    const { page, errors } = await openPage(context(), url(API))
    const nav = await box(page, '.api-layout > .api-sidebar')
    expect(nav.width).toBe(300)
    const doc = await box(page, '#put-posts-id .api-operation-doc')
    const samples = await box(page, '#put-posts-id .api-operation-samples')
    expect(doc.x).toBeGreaterThanOrEqual(nav.x + nav.width)
    expect(samples.x).toBeGreaterThan(doc.x + doc.width)
    expect(Math.abs(samples.y - doc.y)).toBeLessThan(40)
    // The primary colour of the reference: its links and the selected sample tab.
    const link = page.locator('.api-intro a[href="/dev-docs/api/rest"]')
    expect(await link.evaluate((a) => getComputedStyle(a).color)).toBe('rgb(73, 69, 255)')
    // The navigation stays in view while the page scrolls.
    await page.locator('#get-comments').scrollIntoViewIfNeeded()
    expect((await box(page, '.api-layout > .api-sidebar')).y).toBeLessThan(100)
    expect(errors).toEqual([])
  })

  it('renders descriptions as Markdown: admonitions, links, emphasis, inline code', async () => {
    const { page } = await openPage(context(), url(API))
    const intro = page.locator('.api-intro')
    expect(await intro.locator('.admonition-note').count()).toBe(1)
    expect(await intro.getByRole('link', { name: 'REST API guide' }).getAttribute('href')).toBe('/dev-docs/api/rest')
    expect(await intro.locator('strong', { hasText: 'Servers' }).count()).toBe(1)
    expect(await page.locator('#patch-posts-id .api-description em').textContent()).toBe('absent')
    expect(await page.locator('.api-intro').textContent()).not.toContain('`')
  })

  it('marks the operation being read in the navigation and puts it in the URL without a history entry', async () => {
    const { page } = await openPage(context(), url(API))
    const length = await page.evaluate(() => history.length)
    await page.evaluate(() => document.getElementById('delete-posts-id')?.scrollIntoView())
    await expect.poll(() => active(page).getAttribute('href')).toBe('#delete-posts-id')
    expect(await active(page).getAttribute('aria-current')).toBe('location')
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#delete-posts-id')
    await page.evaluate(() => document.getElementById('get-comments')?.scrollIntoView())
    await expect.poll(() => active(page).getAttribute('href')).toBe('#get-comments')
    expect(await page.evaluate(() => history.length)).toBe(length)
  })

  it('opens a deep link at its operation with the navigation in sync', async () => {
    const { page } = await openPage(context(), url(`${API}#patch-posts-id`))
    const heading = await box(page, '#patch-posts-id h3')
    expect(heading.y).toBeGreaterThan(0)
    expect(heading.y).toBeLessThan(200)
    await expect.poll(() => active(page).getAttribute('href')).toBe('#patch-posts-id')
  })

  it('server variables change the base URL and every sample, and the choice is remembered', async () => {
    const { page, errors } = await openPage(context(), url(API))
    const base = page.locator('.api-base-url')
    expect(await base.textContent()).toBe('http://localhost:1337/api')
    const curl = page.locator('#put-posts-id .tabs-panel[data-value="curl"] pre')
    expect(await curl.textContent()).toContain("curl -X PUT 'http://localhost:1337/api/posts/1'")
    await page.selectOption('select[data-api-variable="environment"]', 'api.staging')
    await page.selectOption('select[data-api-variable="protocol"]', 'https')
    expect(await base.textContent()).toBe('https://localhost:1337/api.staging')
    expect(await curl.textContent()).toContain("curl -X PUT 'https://localhost:1337/api.staging/posts/1'")
    const fetchSample = page.locator('#get-comments .tabs-panel[data-value="js"] pre')
    expect(await fetchSample.textContent()).toContain('fetch("https://localhost:1337/api.staging/comments')
    await page.reload()
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-client-ready'))
    expect(await page.locator('.api-base-url').textContent()).toBe('https://localhost:1337/api.staging')
    expect(await page.locator('select[data-api-variable="environment"]').inputValue()).toBe('api.staging')
    await page.evaluate(() => localStorage.clear())
    expect(errors).toEqual([])
  })

  it('switches sample languages with the site tab component, in every operation at once', async () => {
    const { page } = await openPage(context(), url(API))
    const sets = page.locator(`#put-posts-id .api-samples [${TABS.attr.set}]`)
    expect(await visiblePanels(sets.first())).toEqual(['curl'])
    await sets.first().getByRole('tab', { name: 'JavaScript' }).click()
    expect(await visiblePanels(sets.first())).toEqual(['JavaScript'])
    const other = page.locator(`#delete-posts-id .api-samples [${TABS.attr.set}]`).first()
    expect(await visiblePanels(other)).toEqual(['JavaScript'])
    // Response samples: one tab per status code.
    const responses = page.locator(`#put-posts-id .api-samples [${TABS.attr.set}]`).nth(1)
    expect(await responses.getByRole('tab').allTextContents()).toEqual(['200', '400', '404'])
    await responses.getByRole('tab', { name: '404' }).click()
    expect(await visiblePanels(responses)).toEqual(['404'])
    await page.evaluate(() => localStorage.clear())
  })

  it('folds nested schema levels and responses, and a circular reference links to its schema', async () => {
    const { page } = await openPage(context(), url(API))
    const response = page.locator('#get-posts-id details.api-response').first()
    expect(await response.getAttribute('open')).not.toBeNull()
    // The 404 answer (the Error schema): folded until opened.
    const error = page.locator('#get-posts-id details.api-response').nth(1)
    const message = error.locator('.api-property-name', { hasText: 'message' }).first()
    expect(await message.isVisible()).toBe(false)
    await error.locator('summary').first().click()
    expect(await message.isVisible()).toBe(true)
    // Its nested object `details` is folded too, and opens and closes.
    const nested = error.locator('details.api-schema-details', { hasText: 'details' }).first()
    const field = nested.locator('.api-property-name', { hasText: 'field' })
    expect(await field.isVisible()).toBe(false)
    await nested.locator('summary').click()
    expect(await field.isVisible()).toBe(true)
    await nested.locator('summary').click()
    expect(await field.isVisible()).toBe(false)
    // `cause` is an Error inside Error: a link to the schema instead of an endless tree.
    const circular = page.locator('#schema-error .api-circular a')
    expect(await circular.getAttribute('href')).toBe('#schema-error')
  })

  it('on a phone, stacks the panes and folds the navigation behind "Contents"', async () => {
    const phone = await browser().newContext({ viewport: { width: 390, height: 844 } })
    const { page } = await openPage(phone, url(API))
    const toggle = page.getByRole('button', { name: 'Contents' })
    const nav = page.locator('nav.api-sidebar')
    expect(await nav.isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await nav.isVisible()).toBe(true)
    await nav.getByRole('link', { name: /List comments/ }).click()
    expect(await nav.isVisible()).toBe(false)
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#get-comments')
    const doc = await box(page, '#get-comments .api-operation-doc')
    const samples = await box(page, '#get-comments .api-operation-samples')
    expect(samples.y).toBeGreaterThan(doc.y + doc.height - 1)
    // Far down the page, "Contents" is still in view, and its menu opens in view under it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight * 0.7))
    // The navbar hides on that scroll down, a frame later, and the sticky button moves up with it:
    // measured (and clicked) before that, the click would land where the button no longer is.
    await expect.poll(() => page.locator('.navbar[data-navbar-hidden]').count()).toBe(1)
    const button = await box(page, '.api-nav-toggle')
    expect(button.y).toBeGreaterThanOrEqual(0)
    expect(button.y + button.height).toBeLessThan(844)
    await toggle.click()
    const menu = await box(page, 'nav.api-sidebar')
    expect(menu.y).toBeGreaterThan(button.y)
    expect(menu.y + menu.height).toBeLessThanOrEqual(844)
    // Escape with the focus on the button closes it; so does a click beside it.
    await toggle.focus()
    await page.keyboard.press('Escape')
    expect(await nav.isVisible()).toBe(false)
    // A click on the page beside it (on no link), or the focus leaving it, closes it too.
    await toggle.click()
    await page.evaluate(() =>
      document.querySelector('.api-content p')?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    )
    expect(await nav.isVisible()).toBe(false)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    await nav.getByRole('link').last().focus()
    await page.keyboard.press('Tab')
    expect(await nav.isVisible()).toBe(false)
    // A jump to a heading or an operation keeps it clear of the navbar (shown after a jump up)
    // and of the button stuck below it: the room the page leaves above a target is enough.
    const room = await page.evaluate(() => {
      const px = (value: string) => Number.parseFloat(value)
      return {
        padding: px(getComputedStyle(document.documentElement).scrollPaddingTop),
        margin: px(getComputedStyle(document.querySelector('.api-operation') as Element).scrollMarginTop),
        // The navbar, the button's 0.5rem gap below it, the button.
        needed:
          (document.querySelector('.navbar') as HTMLElement).offsetHeight +
          8 +
          (document.querySelector('.api-nav-toggle') as HTMLElement).offsetHeight,
      }
    })
    expect(room.padding).toBeGreaterThanOrEqual(room.needed)
    expect(room.margin).toBeGreaterThanOrEqual(room.needed)
    await phone.close()
  })

  it('reads without JavaScript: every operation, schema and sample, the navigation open', async () => {
    const noScript = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await noScript.newPage()
    await page.goto(url(API))
    expect(await page.locator('nav.api-sidebar').isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Contents' }).isVisible()).toBe(false)
    expect(await page.locator('.api-server-picker').isVisible()).toBe(false)
    expect(await page.locator('.api-try-open').first().isVisible()).toBe(false)
    expect(await page.locator('.api-base-url').textContent()).toBe('http://localhost:1337/api')
    expect(await page.locator('section.api-operation').count()).toBe(5)
    await noScript.close()
  })
})
