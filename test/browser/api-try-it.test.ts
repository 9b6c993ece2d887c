import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API_REFERENCE } from '../../src/model/api-reference.js'
import { setupBrowserSite } from './support/browser-site.js'
import { openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'

// Issue 21: "Try it" on the real site's API reference (openapi/rest-api.yaml): loaded only when
// opened, checks what the reader typed before sending, sends straight to the server typed in (a
// local test server here) and shows its answer, or one sentence on why the browser got none.
const { browser, context, url, outDir } = setupBrowserSite(REPO_ROOT, {
  context: { viewport: { width: 1280, height: 900 } },
})
const API = '/openapi/'
const TRY_PART = /\/assets\/chunks\/try-it\.[0-9a-f]{8}\.js$/

/** A request the test server received. */
interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

/**
 * The API the form talks to: `/api/…` answers JSON and allows any origin (CORS, with a header
 * exposed); `/closed/…` answers the same without any CORS header, so the browser hides it.
 */
let api: Server
let apiOrigin = ''
let received: Received[] = []

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const cors = req.url?.startsWith('/api/')
        ? {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Methods': 'GET, PUT, PATCH, DELETE',
            'Access-Control-Allow-Headers': 'Content-Type, Authorization',
            'Access-Control-Expose-Headers': 'X-Request-Id',
          }
        : {}
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end()
        return
      }
      const answer = { id: 1, title: 'Six dishes for a spring menu', echo: body === '' ? null : JSON.parse(body) }
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json', 'X-Request-Id': 'req-42' })
      res.end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve))
})
beforeEach(() => {
  received = []
})

/** Requests other than CORS preflights. */
const sent = () => received.filter((request) => request.method !== 'OPTIONS')

/** Open "Try it" of an operation; resolves with its form, once shown. */
async function openTryIt(page: Page, operation: string): Promise<Locator> {
  const button = page.locator(`#${operation} .${API_REFERENCE.tryOpen}`)
  await button.click()
  const form = page.locator(`#${operation} form.api-try-form`)
  await form.waitFor()
  return form
}

async function setServer(form: Locator, server: string): Promise<void> {
  await form.getByLabel('Server URL').fill(server)
}

/** The live line of the answer: status and time, or why there is none. */
const statusOf = (operation: string, page: Page) => page.locator(`#${operation} .api-try-status`)

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('Try it on the API reference', () => {
  it('loads nothing until opened; then sends GET /posts/{id} to the server typed in and shows the answer', async () => {
    const { page, errors } = await openPage(context(), url(API))
    const chunks: string[] = []
    page.on('request', (request) => chunks.push(request.url()))
    await page.waitForLoadState('networkidle')
    expect(chunks.filter((chunk) => TRY_PART.test(chunk))).toEqual([])
    const all = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    expect(all.filter((name) => TRY_PART.test(name))).toEqual([])

    const button = page.locator(`#get-posts-id .${API_REFERENCE.tryOpen}`)
    expect(await button.isVisible()).toBe(true)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    const form = await openTryIt(page, 'get-posts-id')
    expect(chunks.filter((chunk) => TRY_PART.test(chunk))).toHaveLength(1)
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    // Focus moved into the form; the server field starts as the page's base URL.
    expect(await form.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    const base = await page.locator(`code.api-base-url[${API_REFERENCE.attr.base}]`).textContent()
    expect(await form.getByLabel('Server URL').inputValue()).toBe(base)
    expect(await form.getByLabel(/^id path/).inputValue()).toBe('1')

    await setServer(form, `${apiOrigin}/api/`)
    await form.getByLabel('Header 1 name').fill('Authorization')
    await form.getByLabel('Header 1 value').fill('Bearer reader-token')
    await form.getByRole('button', { name: 'Send request' }).click()
    const status = statusOf('get-posts-id', page)
    await expect.poll(() => status.textContent()).toMatch(/^200 OK in \d+ ms$/)
    expect(sent()).toHaveLength(1)
    expect(sent()[0]?.url).toBe('/api/posts/1')
    expect(sent()[0]?.headers.authorization).toBe('Bearer reader-token')
    expect(sent()[0]?.headers.cookie).toBeUndefined()
    const result = page.locator('#get-posts-id .api-try-result')
    expect(await result.locator('dt', { hasText: 'x-request-id' }).isVisible()).toBe(true)
    expect(await result.locator('dd', { hasText: 'req-42' }).isVisible()).toBe(true)
    expect(await result.locator('pre').textContent()).toBe(
      '{\n  "id": 1,\n  "title": "Six dishes for a spring menu",\n  "echo": null\n}',
    )
    // Nothing the reader typed is stored.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    )
    expect(stored).not.toContain('reader-token')

    // Close returns focus to the button; the button opens the form again as it was.
    await form.getByRole('button', { name: 'Close' }).click()
    expect(await form.isVisible()).toBe(false)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    await button.click()
    expect(await form.isVisible()).toBe(true)
    expect(await form.getByLabel('Server URL').inputValue()).toBe(`${apiOrigin}/api/`)
    expect(errors).toEqual([])
  })

  it('checks a PUT body against the schema and sends nothing until it is right', async () => {
    const { page, errors } = await openPage(context(), url(API))
    const form = await openTryIt(page, 'put-posts-id')
    await setServer(form, `${apiOrigin}/api`)
    const body = form.getByLabel(/^Body/)
    expect(JSON.parse(await body.inputValue())).toMatchObject({ id: 1, title: 'Six dishes for a spring menu' })
    await body.fill('{ "id": 1, "userId": 7, "title": 5 }')
    await form.getByLabel(/^id path/).fill('')
    await form.getByRole('button', { name: 'Send request' }).click()

    const bodyErrors = form.locator(`#${await body.getAttribute('aria-describedby')}`)
    await expect.poll(() => bodyErrors.textContent()).toContain('body.title: expected string, got number')
    expect(await bodyErrors.textContent()).toContain('body.body: required')
    expect(await body.getAttribute('aria-invalid')).toBe('true')
    const id = form.getByLabel(/^id path/)
    expect(await id.getAttribute('aria-invalid')).toBe('true')
    expect(await form.locator(`#${await id.getAttribute('aria-describedby')}`).textContent()).toContain('Required.')
    // The first field marked has the focus; the live line says why nothing was sent.
    expect(await id.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await statusOf('put-posts-id', page).textContent()).toBe('Not sent: fix the 3 problems marked above.')

    await id.fill('0')
    await body.fill('{ "id": 1, "userId": 7, "title": "Spring" ')
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect.poll(() => bodyErrors.textContent()).toContain('The body is not valid JSON')
    expect(await form.locator(`#${await id.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Must be at least 1.',
    )
    expect(received).toEqual([])

    await id.fill('3')
    await body.fill('{ "id": 3, "userId": 7, "title": "Spring", "body": "Text" }')
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect.poll(() => statusOf('put-posts-id', page).textContent()).toMatch(/^200 OK/)
    expect(await body.getAttribute('aria-invalid')).toBe('false')
    expect(sent().map((request) => [request.method, request.url, request.headers['content-type']])).toEqual([
      ['PUT', '/api/posts/3', 'application/json'],
    ])
    expect(JSON.parse(sent()[0]?.body ?? '')).toEqual({ id: 3, userId: 7, title: 'Spring', body: 'Text' })
    expect(errors).toEqual([])
  })

  it('brings the answer into view, in the page and in the samples column that scrolls on its own', async () => {
    const short = await browser().newContext({ viewport: { width: 1280, height: 560 } })
    const { page, errors } = await openPage(short, url(API))
    const form = await openTryIt(page, 'put-posts-id')
    await setServer(form, `${apiOrigin}/api`)
    // Sent with the page and the column scrolled back to their tops, so the answer comes out of view.
    await form.getByRole('button', { name: 'Send request' }).evaluate((button) => {
      for (let up = button.parentElement; up; up = up.parentElement) up.scrollTop = 0
      window.scrollTo(0, 0)
      ;(button as HTMLButtonElement).click()
    })
    const status = statusOf('put-posts-id', page)
    await expect.poll(() => status.textContent()).toMatch(/^200 OK/)
    const inView = () =>
      status.evaluate((line) => {
        const box = line.getBoundingClientRect()
        let shown = box.top >= 0 && box.bottom <= window.innerHeight
        for (let up = line.parentElement; up; up = up.parentElement) {
          if (!/(auto|scroll)/.test(getComputedStyle(up).overflowY) || up.scrollHeight <= up.clientHeight) continue
          const frame = up.getBoundingClientRect()
          shown &&= box.top >= frame.top && box.bottom <= frame.bottom
        }
        return shown
      })
    await expect.poll(inView).toBe(true)
    expect(errors).toEqual([])
    await short.close()
  })

  it('explains in one sentence when the browser gets no answer: no CORS headers, nothing listening', async () => {
    const { page } = await openPage(context(), url(API))
    const form = await openTryIt(page, 'get-posts-id')
    const status = statusOf('get-posts-id', page)
    const pageOrigin = new URL(url(API)).origin

    await setServer(form, `${apiOrigin}/closed`)
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect.poll(() => status.textContent()).toContain('CORS')
    const message = (await status.textContent()) ?? ''
    expect(message).toBe(
      `The request to ${apiOrigin} got no answer the browser could read: the server could not be reached, or it does not allow requests from this site (CORS), so check that it is running and that it allows the origin ${pageOrigin}.`,
    )
    expect(message.match(/[.!?](\s|$)/g)).toHaveLength(1)
    // The server did answer; the browser kept the answer from the page.
    expect(sent().map((request) => request.url)).toEqual(['/closed/posts/1'])

    const port = await closedPort()
    await setServer(form, `http://127.0.0.1:${port}`)
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect.poll(() => status.textContent()).toContain(`The request to http://127.0.0.1:${port} got no answer`)
    expect(await page.locator('#get-posts-id .api-try-result pre').count()).toBe(0)

    // A URL that is not one is a field error, not a request.
    await setServer(form, 'localhost:1337/api')
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect
      .poll(() => form.locator('.api-try-errors').first().textContent())
      .toContain('is not a full URL: start it with http:// or https://')
  })
})

describe('Try it under a Content-Security-Policy', () => {
  /** Open the reference with `policy` applied to every page, send GET /posts/{id} to the test server. */
  async function sendUnder(policy: string) {
    const strict = await browser().newContext({ viewport: { width: 1280, height: 900 } })
    await strict.route(`${url('/')}**`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } })
    })
    const { page } = await openPage(strict, url(API))
    const form = await openTryIt(page, 'get-posts-id')
    await setServer(form, `${apiOrigin}/api`)
    await form.getByRole('button', { name: 'Send request' }).click()
    const status = statusOf('get-posts-id', page)
    await expect.poll(() => status.textContent()).not.toBe('Sending…')
    const text = await status.textContent()
    await strict.unrouteAll({ behavior: 'ignoreErrors' })
    await strict.close()
    return text
  }

  it("lets requests reach any HTTPS server or one on the reader's machine under the policy the build writes", async () => {
    // Sending under it is not tested here: a page served through Playwright's route handler
    // counts as public, and Chromium keeps public pages from loopback servers (Local Network
    // Access) whatever the policy says. The blocked case below needs no network at all.
    const headers = await readFile(path.join(outDir(), '_headers'), 'utf8')
    const policy = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? ''
    expect(policy).toContain("connect-src 'self' https: http://localhost:* http://127.0.0.1:*")
  })

  it('says a policy blocked the request when connect-src does not allow the server', async () => {
    const before = received.length
    expect(await sendUnder("default-src 'self'; script-src 'self' 'unsafe-inline'; connect-src 'self'")).toBe(
      `The browser blocked the request because this site's Content-Security-Policy does not allow connections to ${apiOrigin}.`,
    )
    expect(received.length).toBe(before)
  })
})

describe.each(['light', 'dark'] as const)('Try it, %s mode', (mode) => {
  async function themed(width: number): Promise<BrowserContext> {
    const themedContext = await browser().newContext({ viewport: { width, height: 900 }, colorScheme: mode })
    await themedContext.addInitScript(`try { localStorage.setItem('docsgen.theme', '${mode}') } catch {}`)
    return themedContext
  }

  it('has no axe violations with the form open, its errors shown and an answer', async () => {
    for (const width of [1280, 390]) {
      const themedContext = await themed(width)
      const { page } = await openPage(themedContext, url(API))
      expect(await page.getAttribute('html', 'data-theme')).toBe(mode)
      const put = await openTryIt(page, 'put-posts-id')
      await put.getByLabel(/^Body/).fill('{ "title": 5 }')
      await put.getByRole('button', { name: 'Send request' }).click()
      await put.locator('.api-try-errors').first().waitFor()
      const get = await openTryIt(page, 'get-posts-id')
      await setServer(get, `${apiOrigin}/api`)
      await get.getByRole('button', { name: 'Send request' }).click()
      await expect.poll(() => statusOf('get-posts-id', page).textContent()).toMatch(/^200 OK/)
      const result = await new AxeBuilder({ page })
        .include('#put-posts-id .api-try')
        .include('#get-posts-id .api-try')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze()
      const found = result.violations.map(
        (v) => `${width}px: ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      )
      expect(found).toEqual([])
      await themedContext.close()
    }
  }, 120_000)
})
