import type { BrowserContext, Page } from 'playwright-core'

/** A page with the errors it threw collected, so a test can assert there were none. */
export interface OpenedPage {
  page: Page
  /** Uncaught exceptions and `console.error` messages, in order. */
  errors: string[]
  /** `console.warn` messages, in order. */
  warnings: string[]
}

/** Open `url` in a new page of `context` and wait until the client script has started. */
export async function openPage(context: BrowserContext, url: string, options: { ready?: boolean } = {}) {
  const page = await context.newPage()
  const opened: OpenedPage = { page, errors: [], warnings: [] }
  page.on('pageerror', (error) => opened.errors.push(error.message))
  page.on('console', (message) => {
    // Chromium asks every site for /favicon.ico; the fixture has none.
    if (message.location().url.endsWith('/favicon.ico')) return
    if (message.type() === 'error') opened.errors.push(message.text())
    if (message.type() === 'warning') opened.warnings.push(message.text())
  })
  await page.goto(url)
  if (options.ready !== false) await clientReady(page)
  return opened
}

/** Wait until the client entry has run (it marks `<html data-client-ready>`). */
export async function clientReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-client-ready'))
}

/** Mark the window; `isSameWindow` then tells whether the page was never reloaded since. */
export async function markWindow(page: Page): Promise<() => Promise<boolean>> {
  const mark = Math.random().toString(36).slice(2)
  await page.evaluate((value) => {
    ;(window as unknown as { docsgenTestMark: string }).docsgenTestMark = value
  }, mark)
  return async () =>
    (await page.evaluate(() => (window as unknown as { docsgenTestMark?: string }).docsgenTestMark)) === mark
}
