import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveBuildDate, themeDirOf } from '../../src/cli/context.js'
import { type DevServer, startDevServer } from '../../src/serve/index.js'
import { setupBrowser } from './support/browser-site.js'
import { clientReady, markWindow, openPage } from './support/page.js'
import { BROWSER_FIXTURE } from './support/site.js'

// Issue 5, "Open pages reload themselves when their output changed ... keep their scroll
// position": `docsgen serve` on a copy of the browser fixture, with pages open in Chromium.

const WAIT = { timeout: 20_000 }
const { context } = setupBrowser({ context: { viewport: { width: 1280, height: 800 } } })
let server: DevServer
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docsgen-live-'))
  await cp(BROWSER_FIXTURE, dir, { recursive: true })
  server = await startDevServer({
    rootDir: dir,
    port: 0,
    themeDir: themeDirOf,
    buildDate: await resolveBuildDate(dir, { SOURCE_DATE_EPOCH: '1767225600' }),
    cache: 'memory',
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const url = (pathname: string) => new URL(pathname, server.url).href

/** Append a paragraph to a page's Markdown; resolves to a function that restores the file. */
async function appendTo(source: string, text: string): Promise<() => Promise<void>> {
  const file = path.join(dir, 'content', source)
  const original = await readFile(file, 'utf8')
  await writeFile(file, `${original}\n\n${text}\n`)
  return () => writeFile(file, original)
}

const hasText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('main')?.textContent?.includes(t) === true, text, WAIT)

describe('live reload in the browser', () => {
  it('shows an edit of the open page in place: no reload, scroll position and behaviour kept', async () => {
    const { page, errors } = await openPage(context(), url('/guide/long'))
    await page.evaluate(() => window.scrollTo(0, 900))
    await page.waitForFunction(() => Math.round(window.scrollY) === 900)
    const sameWindow = await markWindow(page)
    const restore = await appendTo('guide/long.md', 'Edited while open: paragraph one.')
    try {
      await hasText(page, 'Edited while open: paragraph one.')
      expect(await sameWindow()).toBe(true)
      expect(Math.round(await page.evaluate(() => window.scrollY))).toBe(900)
      // The page behaviours were wired again on the new content: the TOC still follows the reader.
      const current = () => page.locator('.toc-aside a[aria-current="location"]').allTextContents()
      await page.evaluate(() => document.getElementById('section-five')?.scrollIntoView({ behavior: 'instant' }))
      await expect.poll(current).toEqual(['Section five'])
      expect(errors).toEqual([])
    } finally {
      await restore()
      await page.waitForFunction(() => !document.body.textContent?.includes('paragraph one'), undefined, WAIT)
    }
  })

  it('follows client-side navigation: an edit of the page navigated to shows, one of the page left does not reload', async () => {
    const { page, errors } = await openPage(context(), url('/guide/intro'))
    const sameWindow = await markWindow(page)
    await page.locator('main').getByRole('link', { name: 'long page', exact: true }).click()
    await page.waitForURL(url('/guide/long'))
    await clientReady(page)
    const restoreLong = await appendTo('guide/long.md', 'Edited after navigating: paragraph two.')
    try {
      await hasText(page, 'Edited after navigating: paragraph two.')
      expect(await sameWindow()).toBe(true)
    } finally {
      await restoreLong()
      await page.waitForFunction(() => !document.body.textContent?.includes('paragraph two'), undefined, WAIT)
    }
    // The page the reader left changes: nothing happens here, and going back shows it fresh,
    // not the copy the client fetched before.
    const events = await page.evaluate(() => {
      const seen: string[] = []
      document.addEventListener('docsgen:pages-changed', (event) => {
        seen.push(JSON.stringify((event as CustomEvent).detail))
      })
      Object.assign(window, { docsgenTestEvents: seen })
      return seen.length
    })
    expect(events).toBe(0)
    const restoreIntro = await appendTo('guide/intro.md', 'Edited while away: paragraph three.')
    try {
      await page.waitForFunction(
        () => ((window as unknown as { docsgenTestEvents: string[] }).docsgenTestEvents ?? []).length > 0,
        undefined,
        WAIT,
      )
      const detail = JSON.parse(
        await page.evaluate(() => (window as unknown as { docsgenTestEvents: string[] }).docsgenTestEvents[0] ?? ''),
      ) as { current: boolean; pathnames: string[] }
      expect(detail).toEqual({ current: false, pathnames: ['/guide/intro'] })
      expect(await page.locator('main h1').first().textContent()).toBe('Long page')
      await page.goBack()
      await page.waitForURL(url('/guide/intro'))
      await hasText(page, 'Edited while away: paragraph three.')
      expect(await sameWindow()).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await restoreIntro()
    }
  })
})
