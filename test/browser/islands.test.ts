import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CODE_BLOCK } from '../../src/model/markup.js'
import { setupBrowserSite } from './support/browser-site.js'
import { codeBlock, liveBlock, liveOutput } from './support/components.js'
import { openPage } from './support/page.js'
import { BROWSER_FIXTURE } from './support/site.js'

// Issue 4: code blocks, live code (a React island), the lazy-loading and crash states every
// island shares, and the search modal shell.
const { context, url } = setupBrowserSite(BROWSER_FIXTURE, { context: { viewport: { width: 1280, height: 800 } } })

/** The live code part's chunk; tests replace or block it to see how the runtime copes. */
const LIVE_PART = /\/assets\/chunks\/live-code\.[0-9a-f]{8}\.js$/
const live = (page: Page) => liveBlock(page)
const copyDemo = (page: Page) => codeBlock(page, 'copy-demo.js')

describe('code blocks', () => {
  it('the copy button copies the code and says so', async () => {
    await context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const { page, errors } = await openPage(context(), url('/guide/code'))
    const button = copyDemo(page).getByRole('button', { name: 'Copy code' })
    await button.click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const answer = 42\nconsole.log(answer)')
    const copied = copyDemo(page).getByRole('button', { name: 'Copied' })
    await copied.waitFor()
    // It says "Copied" in place of "Copy" (not both) ...
    expect(await copied.innerText()).toBe('Copied')
    // ... for two seconds, then it is the copy button again.
    await copyDemo(page).getByRole('button', { name: 'Copy code' }).waitFor({ timeout: 4000 })
    expect(await copyDemo(page).getByRole('button', { name: 'Copy code' }).innerText()).toBe('Copy')
    expect(errors).toEqual([])
  })

  it('copies without the Clipboard API too', async () => {
    await context().addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => undefined })
    })
    const { page } = await openPage(context(), url('/guide/code'))
    await page.evaluate(() => {
      const copied: string[] = []
      Object.assign(window, { copied })
      document.addEventListener('copy', () => copied.push(String(document.getSelection())))
    })
    await copyDemo(page).getByRole('button', { name: 'Copy code' }).click()
    await copyDemo(page).getByRole('button', { name: 'Copied' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
      'const answer = 42\nconsole.log(answer)',
    ])
  })
  it('mark the lines asked for and number the lines with showLineNumbers, numbers left out of a copy', async () => {
    await context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const { page } = await openPage(context(), url('/guide/code'))
    const block = codeBlock(page, 'numbered.js')
    const lines = block.locator(`.${CODE_BLOCK.line}`)
    const background = (n: number) => lines.nth(n).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await background(1)).not.toBe(await background(0))
    expect(await background(0)).toBe(await background(2))
    const number = (n: number) => lines.nth(n).evaluate((el) => getComputedStyle(el, '::before').content)
    expect([await number(0), await number(1), await number(2)]).toEqual([
      'counter(line)',
      'counter(line)',
      'counter(line)',
    ])
    expect(
      await codeBlock(page, 'copy-demo.js')
        .locator(`.${CODE_BLOCK.line}`)
        .first()
        .evaluate((el) => getComputedStyle(el, '::before').content),
    ).toBe('none')
    await block.getByRole('button', { name: 'Copy code' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'const first = 1\nconst marked = 2\nconst third = 3',
    )
  })
})

describe('live code', () => {
  it('becomes editable, renders its result below as you type, and shows errors instead of the result', async () => {
    const { page, errors } = await openPage(context(), url('/guide/code'))
    const editor = live(page).getByRole('textbox', { name: 'Live code editor' })
    const result = liveOutput(live(page))
    await editor.waitFor()
    expect(await live(page).locator('pre').isVisible()).toBe(false)
    expect(await result.getByRole('button').textContent()).toBe('Clicked 0 times')
    expect(await live(page).locator(`.${CODE_BLOCK.liveResultTitle}`).textContent()).toBe('Result')
    await result.getByRole('button').click()
    expect(await result.getByRole('button').textContent()).toBe('Clicked 1 times')

    // Typing re-renders the result.
    await editor.fill('<p className="hello">Hello, {"reader".toUpperCase()}!</p>')
    await result.locator('p.hello').waitFor()
    expect(await result.textContent()).toBe('Hello, READER!')

    // A syntax error, then an error thrown while rendering: each shows instead of the result.
    await editor.fill('<p>unclosed')
    const error = result.getByRole('alert')
    await error.waitFor()
    expect(await error.textContent()).toMatch(/Unexpected|Unterminated|Expected/i)
    expect(await result.locator('p').count()).toBe(0)
    await editor.fill('function Broken() {\n  throw new Error("Render failed on purpose")\n}')
    await expect.poll(() => error.textContent()).toBe('Render failed on purpose')
    // Statements that call render() work too.
    await editor.fill('const name = "statements"\nrender(<strong>{name}</strong>)')
    await result.locator('strong').waitFor()
    expect(await result.textContent()).toBe('statements')
    expect(errors.filter((text) => !text.includes('Render failed on purpose'))).toEqual([])
  })

  it('copies the edited code', async () => {
    await context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const { page } = await openPage(context(), url('/guide/code'))
    const editor = live(page).getByRole('textbox', { name: 'Live code editor' })
    await editor.fill('<em>edited</em>')
    await live(page).getByRole('button', { name: 'Copy code' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<em>edited</em>')
  })
})

describe('lazily loaded parts', () => {
  it('go from loading to loaded', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await context().route(LIVE_PART, async (route) => {
      await held
      await route.continue()
    })
    const { page } = await openPage(context(), url('/guide/code'))
    const loading = live(page).getByRole('status')
    await loading.waitFor()
    expect(await loading.textContent()).toBe('Loading…')
    release()
    await live(page).getByRole('textbox', { name: 'Live code editor' }).waitFor()
    expect(await live(page).getByRole('status').count()).toBe(0)
  })

  it('show the error text and a Retry button that loads them again', async () => {
    await context().route(LIVE_PART, (route) => route.abort())
    const { page } = await openPage(context(), url('/guide/code'))
    const failed = live(page).getByRole('alert')
    await failed.waitFor()
    expect(await failed.getAttribute('data-state')).toBe('error')
    expect(await failed.textContent()).toContain('Failed to fetch dynamically imported module')
    // The static code stays readable meanwhile.
    expect(await live(page).locator('pre').isVisible()).toBe(true)
    await context().unroute(LIVE_PART)
    await failed.getByRole('button', { name: 'Retry' }).click()
    await live(page).getByRole('textbox', { name: 'Live code editor' }).waitFor()
    expect(await live(page).getByRole('alert').count()).toBe(0)
  })

  it('the React runtime failing to load shows the same error text and Retry', async () => {
    const runtime = /\/assets\/chunks\/runtime\.[0-9a-f]{8}\.js$/
    await context().route(runtime, (route) => route.abort())
    const { page } = await openPage(context(), url('/guide/code'))
    const failed = live(page).getByRole('alert')
    await failed.waitFor()
    expect(await failed.textContent()).toContain('Failed to fetch dynamically imported module')
    await context().unroute(runtime)
    await failed.getByRole('button', { name: 'Retry' }).click()
    await live(page).getByRole('textbox', { name: 'Live code editor' }).waitFor()
  })

  it('without a default export raise an error, shown with Retry', async () => {
    await context().route(LIVE_PART, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export const LiveCode = () => null' }),
    )
    const { page } = await openPage(context(), url('/guide/code'))
    const failed = live(page).getByRole('alert')
    await failed.waitFor()
    expect(await failed.textContent()).toBe('The lazily loaded part "live-code" has no default export.Retry')
    expect(await failed.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true)
  })
})

describe('a React part that throws', () => {
  it('shows "This page crashed.", the error message and "Try again", which renders it again', async () => {
    // A part that throws until the test lets it render.
    await context().route(LIVE_PART, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default function Part() {
          if (!window.partFixed) throw new Error('The part broke')
          return 'The part rendered'
        }`,
      }),
    )
    const { page } = await openPage(context(), url('/guide/code'))
    const crash = live(page).getByRole('alert')
    await crash.waitFor()
    expect(await crash.locator('p').allTextContents()).toEqual(['This page crashed.', 'The part broke'])
    await page.evaluate(() => Object.assign(window, { partFixed: true }))
    await crash.getByRole('button', { name: 'Try again' }).click()
    await live(page).getByText('The part rendered').waitFor()
    expect(await live(page).getByRole('alert').count()).toBe(0)
  })
})

describe('search modal', () => {
  const modal = (page: Page) => page.locator('dialog[data-search-modal]')
  const isOpen = (page: Page) => modal(page).evaluate((el) => (el as HTMLDialogElement).open)

  it('opens with Ctrl+K, Cmd+K or /, focused on its search field, and closes with Escape', async () => {
    const { page } = await openPage(context(), url('/guide/intro'))
    for (const keys of ['Control+k', 'Meta+k', '/']) {
      expect(await isOpen(page)).toBe(false)
      await page.keyboard.press(keys)
      expect(await isOpen(page), keys).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
      await page.keyboard.press('Escape')
      expect(await isOpen(page), `${keys} then Escape`).toBe(false)
    }
  })

  it('does not open on / while the reader types in a field', async () => {
    const { page } = await openPage(context(), url('/search'))
    const field = page.locator('main').getByRole('searchbox')
    await field.click()
    await page.keyboard.type('a/b')
    expect(await isOpen(page)).toBe(false)
    expect(await field.inputValue()).toBe('a/b')
    // Ctrl+K works from a field.
    await page.keyboard.press('Control+k')
    expect(await isOpen(page)).toBe(true)
  })

  it('passes axe with the live code block running and the dialog open', async () => {
    const { page } = await openPage(context(), url('/guide/code'))
    await live(page).getByRole('textbox', { name: 'Live code editor' }).waitFor()
    await page.keyboard.press('Control+k')
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })

  it('opens from the navbar box with what the reader types there, and Enter shows every result', async () => {
    const { page } = await openPage(context(), url('/guide/intro'))
    await page.locator('.navbar').getByRole('searchbox', { name: 'Search' }).click()
    expect(await isOpen(page)).toBe(true)
    await page.keyboard.type('tabs')
    await modal(page).getByRole('option').first().waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL(url('/search?q=tabs'))
  })
})
