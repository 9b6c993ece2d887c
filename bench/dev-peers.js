// Dev servers measured alike for every tool, through a real browser: Docusaurus's `start`,
// VitePress's `dev` and Astro Starlight's `dev` on the corpus folders of bench/peers/*.js, and
// (called from dev.js) `docsgen serve`. Chromium (/usr/bin/chromium, driven by playwright-core)
// opens the typical page; a paragraph with a unique marker is appended to the page's Markdown and
// the time from the write until the marker is in the page's DOM is the edit's latency.
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/helpers/chromium-flags.js'
import { median } from './measure.js'

let browserPromise
/** One Chromium for the whole bench, launched on first use. */
export function browser() {
  browserPromise ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  return browserPromise
}
export async function closeBrowser() {
  if (!browserPromise) return
  const b = await browserPromise.catch(() => undefined)
  browserPromise = undefined
  await b?.close().catch(() => {})
}

/** A TCP port free right now on 127.0.0.1 (for servers that cannot pick one themselves). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/** Start a server in its own process group; `output()` is the tail of its stdout and stderr. */
export function startServer({ cmd, args, cwd, env }) {
  const child = spawn(cmd, args, {
    cwd,
    env: Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let out = ''
  for (const s of [child.stdout, child.stderr]) {
    s.on('data', (c) => {
      out = (out + c).slice(-20_000)
    })
  }
  return {
    child,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = exitOf(child, 5000)
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {}
      if (!(await exited)) {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {}
      }
    },
  }
}

/** Resolves to true when `child` has exited (or had), false after `ms` (the timer is cleared). */
export function exitOf(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

function status(url, timeoutMs) {
  return new Promise((resolve) => {
    // Accept as a browser sends it: history-API fallbacks (webpack-dev-server) answer only HTML requests.
    const req = http.get(url, { timeout: timeoutMs, headers: { accept: 'text/html,*/*;q=0.8' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(undefined))
  })
}

/**
 * Poll `url` (one request at a time, every 100 ms) until it answers 200; resolves to the time
 * (performance.now()) of that answer. Fails when the server exits or `timeoutMs` passes.
 */
export async function waitFor200(url, server, timeoutMs) {
  const deadline = performance.now() + timeoutMs
  let last
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`exited (${server.child.exitCode}): ${server.output().trim().split('\n').slice(-3).join(' ')}`)
    last = await status(url, Math.max(1000, deadline - performance.now()))
    if (last === 200) return performance.now()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last ?? 'no answer'})`)
}

/**
 * A text that shows only once the page's content is rendered: the first plain `##` heading of its
 * Markdown (the title is also in sidebars, which dev servers of client-rendered sites show first).
 */
export function contentText(markdown) {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '')
  return /^##\s+([A-Za-z0-9][A-Za-z0-9 ,.'()-]{3,})\s*$/m.exec(body)?.[1].trim()
}

const hasText = (text) => document.body?.textContent.includes(text) && Date.now()

/**
 * A new browser context and tab, made before the server starts so that "shown" times only the
 * page. `open(url, text, ms)` loads `url` and waits until `text` is in the page; it resolves to
 * Date.now() in the browser at that moment (any frame's time: polled at every animation frame).
 */
export async function newView() {
  const context = await (await browser()).newContext()
  const page = await context.newPage()
  return {
    page,
    async open(url, text, timeoutMs) {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs })
      const found = text
        ? await page.waitForFunction(hasText, text, { polling: 'raf', timeout: timeoutMs })
        : await page.waitForFunction(() => document.readyState === 'complete' && Date.now(), undefined, {
            timeout: timeoutMs,
          })
      return found.jsonValue()
    },
    close: () => context.close().catch(() => {}),
  }
}

/**
 * In the open `page`, append a paragraph with a unique marker to `editFile` `edits` times (each
 * edit replaces the previous one) and time each from the write until the marker is in the page's
 * DOM (polled at every animation frame, so across reloads too), with a pause of `settleMs` after
 * each. The file is restored afterwards and the restore awaited (not timed). Resolves to the
 * latencies in ms.
 */
export async function measureEditsInBrowser({ page, editFile, edits, log, what, timeoutMs = 60_000, settleMs = 300 }) {
  const original = readFileSync(editFile, 'utf8')
  const editMs = []
  let marker
  // Let the page finish loading and connect its live-reload or HMR channel (not measured).
  await page.waitForLoadState('load', { timeout: timeoutMs }).catch(() => {})
  await new Promise((resolve) => setTimeout(resolve, 1000))
  try {
    for (let i = 1; i <= edits; i++) {
      marker = `Bench edit ${i} ${Date.now().toString(36)}`
      const waiting = page.waitForFunction(hasText, marker, { polling: 'raf', timeout: timeoutMs })
      const t0 = Date.now()
      writeFileSync(editFile, `${original}\n\n${marker}.\n`)
      const seenAt = await (await waiting).jsonValue()
      editMs.push(seenAt - t0)
      log(`${what}: browser edit ${i}/${edits}: visible after ${seenAt - t0} ms`)
      // Let the server finish whatever follows the update before the next edit (not measured).
      await new Promise((resolve) => setTimeout(resolve, settleMs))
    }
  } finally {
    if (readFileSync(editFile, 'utf8') !== original) {
      writeFileSync(editFile, original)
      if (marker) {
        await page
          .waitForFunction((m) => document.body && !document.body.textContent.includes(m), marker, {
            polling: 'raf',
            timeout: 30_000,
          })
          .catch(() => {})
      }
    }
  }
  return editMs
}

/**
 * A peer's dev server on its corpus site: `peer.devCommand(site, port)` started on a free port;
 * "ready" is the time until the typical page answers 200, "shown" until Chromium (opening it
 * right then) shows its content, then `edits` browser edits of the page's Markdown. Resolves to
 * { readyMs, shownMs, editMs[], editVisibleMedianMs, cachesAtStart } or throws.
 */
export async function measurePeerDevServer({ peer, site, corpus, edits, env, log, timeoutMs = 10 * 60_000 }) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const editFile = peer.contentFile(site, corpus)
  const text = contentText(readFileSync(editFile, 'utf8'))
  const cachesAtStart = peer.devCaches ? peer.devCaches(site) : []
  const view = await newView() // the browser and its tab are ready before anything is timed
  const startedAt = Date.now()
  const started = performance.now()
  const server = startServer({ ...peer.devCommand(site, port), env })
  try {
    const readyAt = await waitFor200(url + corpus.typicalRoute, server, timeoutMs)
    const result = { readyMs: readyAt - started, cachesAtStart, editMs: [] }
    result.shownMs = (await view.open(url + corpus.typicalRoute, text, Math.min(timeoutMs, 5 * 60_000))) - startedAt
    log(`${peer.name} dev server: ready ${Math.round(result.readyMs)} ms, page shown ${result.shownMs} ms`)
    if (edits > 0) {
      result.editMs = await measureEditsInBrowser({
        page: view.page,
        editFile,
        edits,
        log,
        what: `${peer.name} dev server`,
      })
    }
    result.editVisibleMedianMs = median(result.editMs)
    return result
  } catch (e) {
    throw new Error(`${e.message}${server.output() ? ` ⏎ server output: ${tail(server.output())}` : ''}`)
  } finally {
    await view.close()
    await server.stop()
  }
}

const tail = (s) => s.trim().split('\n').slice(-4).join(' ⏎ ').slice(0, 600)
