// Dev server figures: `docsgen serve` ready time and edit-to-reload latency, through the
// server's own live-reload stream (Server-Sent Events at /__docsgen/events), and the same
// browser figures as the peers' dev servers (dev-peers.js): page shown, edit visible in the DOM.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { CORPORA_DIR, REPO_DIR } from './corpus.js'
import { contentText, exitOf, measureEditsInBrowser, newView } from './dev-peers.js'
import { median } from './measure.js'

const BIN = path.join(REPO_DIR, 'bin', 'docsgen.js')

/** What makes this repository's site (without theme/: the copy uses docsgen's own, the same folder). */
const SELF_PARTS = ['content', 'openapi', 'static', 'site.config.ts']

/**
 * A copy of this repository's site in bench/.corpora/self/ (git-ignored), refreshed on every call,
 * for the dev-server edits: bench never edits the repository's own content/. Its
 * `.docsgen-cache/` is kept between runs (entries are keyed by content).
 */
export function prepareSelfCopy() {
  const dir = path.join(CORPORA_DIR, 'self')
  mkdirSync(dir, { recursive: true })
  for (const part of SELF_PARTS) {
    rmSync(path.join(dir, part), { recursive: true, force: true })
    if (existsSync(path.join(REPO_DIR, part)))
      cpSync(path.join(REPO_DIR, part), path.join(dir, part), { recursive: true })
  }
  return { dir }
}

function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }))
      })
      .on('error', reject)
  })
}

/** Open the live-reload stream; `next(pred, ms)` resolves with the first message matching `pred`. */
function openEvents(url) {
  const waiters = []
  const seen = []
  let buffer = ''
  const req = http.get(url, (res) => {
    res.setEncoding('utf8')
    res.on('data', (chunk) => {
      buffer += chunk
      let end = buffer.indexOf('\n\n')
      while (end !== -1) {
        const frame = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = frame
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trim())
          .join('\n')
        if (data) {
          const message = { ...JSON.parse(data), at: performance.now() }
          const i = waiters.findIndex((w) => w.pred(message))
          if (i === -1) seen.push(message)
          else waiters.splice(i, 1)[0].resolve(message)
        }
        end = buffer.indexOf('\n\n')
      }
    })
  })
  req.on('error', () => {})
  return {
    next(pred, ms) {
      const i = seen.findIndex(pred)
      if (i !== -1) return Promise.resolve(seen.splice(i, 1)[0])
      return new Promise((resolve, reject) => {
        // The timer is cleared on success: a pending one would keep the bench alive after its end.
        const timer = setTimeout(() => {
          const j = waiters.indexOf(w)
          if (j !== -1) {
            waiters.splice(j, 1)
            reject(new Error(`no matching live-reload message within ${ms / 1000} s`))
          }
        }, ms)
        const w = {
          pred,
          resolve: (message) => {
            clearTimeout(timer)
            resolve(message)
          },
        }
        waiters.push(w)
      })
    },
    clear() {
      seen.length = 0
    },
    close() {
      req.destroy()
    },
  }
}

function vmHWM(pid) {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}

/**
 * Start `docsgen serve <site> --port 0` (build cache present), time until it prints its URL and
 * serves `route`; with `browser`, open `route` in Chromium and time until its content (from
 * `contentFile`, the page's Markdown) shows. Then, if `editFile` is given, append a paragraph to
 * it `edits` times and time each edit until the server announces a reload of that page (and
 * serves the new text); then, with `browser`, `browserEdits` more edits timed until the marker is
 * in the open page's DOM. The file is restored afterwards. Resolves to { readyMs, firstPageMs,
 * shownMs, editMs[], editMedianMs, fetchMedianMs, editVisibleMs[], editVisibleMedianMs, rssKB }
 * or throws.
 */
export async function measureDevServer({
  siteArg,
  route,
  editFile,
  contentFile = editFile,
  edits = 3,
  browser = false,
  browserEdits = 20,
  env,
  log,
  timeoutMs = 10 * 60_000,
}) {
  // The browser and its tab are ready before anything is timed.
  const view = browser ? await newView() : undefined
  const startedAt = Date.now()
  const started = performance.now()
  const child = spawn(process.execPath, [BIN, 'serve', siteArg, '--port', '0'], {
    cwd: REPO_DIR,
    env: Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let out = ''
  let err = ''
  child.stderr.on('data', (c) => {
    err = (err + c).slice(-20_000)
  })
  const original = editFile ? readFileSync(editFile, 'utf8') : undefined
  let events
  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('dev server not ready in time')), timeoutMs)
      child.stdout.on('data', (c) => {
        out += c
        const m = /Ready in [^:]*:\s*(http:\/\/\S+)/.exec(out)
        if (m) {
          clearTimeout(timer)
          resolve(m[1].replace(/\/$/, ''))
        }
      })
      child.on('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`dev server exited (${code}): ${err.trim().split('\n').slice(-3).join(' ')}`))
      })
    })
    const readyMs = performance.now() - started
    const page = await get(url + route)
    const firstPageMs = performance.now() - started
    if (page.status !== 200) throw new Error(`GET ${route} answered ${page.status}`)
    const result = { readyMs, firstPageMs, editMs: [], fetchMs: [], editVisibleMs: [] }
    if (view) {
      const text = contentFile ? contentText(readFileSync(contentFile, 'utf8')) : undefined
      result.shownMs = (await view.open(url + route, text, Math.min(timeoutMs, 5 * 60_000))) - startedAt
    }
    if (editFile) {
      const attr = (name) => new RegExp(`${name}="([^"]*)"`).exec(page.body)?.[1]
      const rev = attr('data-docsgen-rev')
      const key = attr('data-docsgen-page')
      const boot = attr('data-docsgen-boot')
      if (rev === undefined || key === undefined) throw new Error('the page carries no live-reload client tag')
      const decodeEntities = (s) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
      events = openEvents(
        `${url}/__docsgen/events?rev=${rev}&page=${encodeURIComponent(decodeEntities(key))}&boot=${encodeURIComponent(decodeEntities(boot ?? ''))}`,
      )
      await events.next((m) => m.type === 'hello', 30_000)
      const concerns = (m) => m.type === 'reload' && (m.paths === '*' || m.paths.includes(decodeEntities(key)))
      for (let i = 1; i <= edits; i++) {
        const marker = `Bench edit ${i} ${Date.now()}`
        events.clear()
        const t0 = performance.now()
        writeFileSync(editFile, `${original}\n\n${marker}.\n`)
        // A watcher may see the write in two steps (truncate, then data): wait for the reload
        // whose page shows the edit.
        for (let attempt = 1; ; attempt++) {
          const message = await events.next(concerns, 60_000)
          const updated = await get(url + route)
          if (updated.body.includes(marker)) {
            result.editMs.push(message.at - t0)
            result.fetchMs.push(performance.now() - t0)
            log(`dev server edit ${i}/${edits}: reload after ${Math.round(message.at - t0)} ms`)
            break
          }
          if (attempt === 3) throw new Error('the reloaded page does not show the edit')
        }
      }
      if (view && browserEdits > 0) {
        events.close()
        events = undefined
        result.editVisibleMs = await measureEditsInBrowser({
          page: view.page,
          editFile,
          edits: browserEdits,
          log,
          what: 'docsgen dev server',
        })
      }
    }
    result.rssKB = vmHWM(child.pid)
    result.editMedianMs = median(result.editMs)
    result.fetchMedianMs = median(result.fetchMs)
    result.editVisibleMedianMs = median(result.editVisibleMs)
    return result
  } finally {
    await view?.close()
    if (editFile && readFileSync(editFile, 'utf8') !== original) {
      events?.clear()
      writeFileSync(editFile, original)
      // Let the server pick the restore up before it is stopped (not measured).
      await events?.next((m) => m.type === 'reload', 30_000).catch(() => {})
    }
    events?.close()
    const exited = exitOf(child, 5000)
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
    if (!(await exited)) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {}
    }
  }
}
