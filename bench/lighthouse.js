// Lighthouse 12 scores of this repository's site (mobile defaults, Debian's Chromium): the site is
// built into a temporary folder, served by `docsgen preview` on a free port, and each page is
// audited by the Lighthouse CLI, installed into bench/.tools/lighthouse/ the first time (nothing
// is added to the repository's package.json).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/helpers/chromium-flags.js'
import { REPO_DIR } from './corpus.js'
import { startServer } from './dev-peers.js'
import { docsgen } from './docsgen.js'
import { cpuTimes, listFiles, measure, median, stealShare } from './measure.js'
import { installInto, QUIET_ENV, TOOLS_DIR } from './peers/common.js'
import { routeToFile } from './weight.js'

const BIN = path.join(REPO_DIR, 'bin', 'docsgen.js')
const LH_DIR = path.join(TOOLS_DIR, 'lighthouse')
// Lighthouse 13 needs Node >= 22.19; 12.x is the last line for Node 20.
const SPECS = ['lighthouse@^12']
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * Audits a page answering 404 fails by design: its status (`http-status-code`), the `noindex`
 * docsgen puts on it (`is-crawlable`) and the console's "Failed to load resource: 404" for the
 * document itself (`errors-in-console`). The 404 page's target is judged without them.
 */
export const EXPECTED_ON_404 = ['http-status-code', 'is-crawlable', 'errors-in-console']

/** Install Lighthouse into bench/.tools/lighthouse/ unless it is there; returns its version. */
export function ensureLighthouse(log) {
  installInto(LH_DIR, 'lighthouse', SPECS, 'lighthouse', log)
  return lighthouseVersion()
}

export function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(path.join(LH_DIR, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version
  } catch {
    return undefined
  }
}

/** The largest page (HTML bytes) under a folder of the output: "a long page" of that section. */
function largestPage(outDir, dir) {
  let best
  for (const f of listFiles(path.join(outDir, dir))) {
    if (!f.endsWith('/index.html')) continue
    const size = statSync(path.join(outDir, dir, f)).size
    if (!best || size > best.size) best = { size, route: `/${dir}/${f.slice(0, -'/index.html'.length)}` }
  }
  return best?.route
}

/**
 * The audited pages, those of the issue that exist in the built site: `/`, the longest developer
 * docs page, the longest user-guide page, an unknown URL (the 404 page, status 404), the API
 * reference and the search page with a query.
 */
export function lighthousePages(outDir) {
  const pages = [{ name: 'home', route: '/' }]
  const long = largestPage(outDir, 'dev-docs')
  if (long) pages.push({ name: 'long docs page', route: long })
  const guide = largestPage(outDir, 'user-docs')
  if (guide) pages.push({ name: 'user guide page', route: guide })
  if (existsSync(path.join(outDir, '404.html')))
    pages.push({ name: '404 page', route: '/this-page-does-not-exist', status: 404 })
  if (routeToFile(outDir, '/openapi')) pages.push({ name: 'API reference', route: '/openapi' })
  if (routeToFile(outDir, '/search')) pages.push({ name: 'search', route: '/search?q=api' })
  return pages
}

/** Start `docsgen preview` on a free port; resolves to { url, stop() }. */
export async function startPreview(outDir, env) {
  const server = startServer({
    cmd: process.execPath,
    args: [BIN, 'preview', '.', '--out-dir', outDir, '--port', '0'],
    cwd: REPO_DIR,
    env,
  })
  try {
    const url = await new Promise((resolve, reject) => {
      const poll = setInterval(() => {
        const m = /(http:\/\/[^\s/]+)\//.exec(server.output())
        if (m) done(() => resolve(m[1]))
        else if (server.child.exitCode !== null || server.child.signalCode !== null)
          done(() =>
            reject(new Error(`docsgen preview exited: ${server.output().trim().split('\n').slice(-3).join(' ')}`)),
          )
      }, 50)
      const timer = setTimeout(
        () => done(() => reject(new Error('docsgen preview printed no URL within 60 s'))),
        60_000,
      )
      const done = (settle) => {
        clearInterval(poll)
        clearTimeout(timer)
        settle()
      }
    })
    return { url, stop: server.stop }
  } catch (e) {
    await server.stop()
    throw e
  }
}

/** Failing weighted audits of a category, `id (display value)`, and the category score without `skip`. */
function categoryOf(report, id, skip = []) {
  const cat = report.categories[id]
  if (!cat) return undefined
  const failing = []
  let sum = 0
  let weights = 0
  for (const ref of cat.auditRefs) {
    const audit = report.audits[ref.id]
    if (!ref.weight || !audit) continue
    if (audit.score !== null && audit.score < 1) {
      failing.push({ id: ref.id, score: audit.score, value: audit.displayValue, expected: skip.includes(ref.id) })
    }
    if (!skip.includes(ref.id) && audit.score !== null) {
      sum += ref.weight * audit.score
      weights += ref.weight
    }
  }
  return { score: cat.score, scoreWithoutExpected: weights ? sum / weights : cat.score, failing }
}

/** One Lighthouse run of `url`; resolves to the parsed result or throws. */
async function runLighthouse(url, { expectStatus, reportBase, env, timeoutMs }) {
  const cli = path.join(LH_DIR, 'node_modules', 'lighthouse', 'cli', 'index.js')
  const args = [
    cli,
    url,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    '--output=json',
    '--output=html',
    `--output-path=${reportBase}`,
    // A 404 page answers 404: Lighthouse stops at error statuses unless told otherwise.
    ...(expectStatus >= 400 ? ['--ignore-status-code'] : []),
  ]
  const cpu = cpuTimes()
  const r = await measure(process.execPath, args, {
    cwd: REPO_DIR,
    env: { ...env, CHROME_PATH: CHROMIUM_PATH },
    timeoutMs,
  })
  // Lighthouse times the CPU work here and multiplies it: what the host steals shows in the score.
  const steal = stealShare(cpu, cpuTimes())
  const jsonFile = `${reportBase}.report.json`
  if (!existsSync(jsonFile)) {
    const tail = (r.stderr || r.stdout).trim().split('\n').slice(-4).join(' ')
    throw new Error(`lighthouse ${r.timedOut ? 'timed out' : `exit ${r.code}`}: ${tail}`)
  }
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'))
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`)
  const skip = expectStatus === 404 ? EXPECTED_ON_404 : []
  const categories = {}
  for (const id of CATEGORIES) categories[id] = categoryOf(report, id, skip)
  const metric = (id) => report.audits[id]?.numericValue
  return {
    ms: r.ms,
    steal,
    categories,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    benchmarkIndex: report.environment?.benchmarkIndex,
    userAgent: report.environment?.hostUserAgent,
    warnings: (report.runWarnings ?? []).map(String),
    report: `${reportBase}.report.html`,
  }
}

/**
 * Build this site, serve it with `docsgen preview` and audit each page `runs` times. Resolves to
 * { version, chromium, pages: [{ name, route, status, runs: [...], scores, failing, error }],
 * reportsDir, buildMs } (scores are medians, 0-100; `failing` lists the weighted audits below 1 in
 * any run, per category) or throws when the site cannot be built or served.
 */
export async function measureLighthouse({ runs = 1, log, timeoutMs = 10 * 60_000, keep = false }) {
  const version = ensureLighthouse(log)
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} not found (apt-get install -y chromium)`)
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-lighthouse-'))
  const outDir = path.join(tmp, 'site')
  const reportsDir = path.join(tmp, 'reports')
  mkdirSync(reportsDir)
  let preview
  try {
    docsgen.ensureFresh()
    log('lighthouse · building this site ...')
    const build = await measure(process.execPath, [BIN, 'build', '.', '--out-dir', outDir], {
      cwd: REPO_DIR,
      env: QUIET_ENV,
      timeoutMs,
    })
    if (build.code !== 0) {
      throw new Error(
        `docsgen build failed (exit ${build.code}): ${build.stderr.trim().split('\n').slice(-4).join(' ')}`,
      )
    }
    preview = await startPreview(outDir, QUIET_ENV)
    log(`lighthouse ${version} · serving the build at ${preview.url}`)
    const pages = lighthousePages(outDir).map((p) => ({ ...p, runs: [] }))
    // Alternate pages within each run, as the builds alternate tools.
    for (let i = 0; i < runs; i++) {
      for (const [n, page] of pages.entries()) {
        const what = `lighthouse · ${page.route} · run ${i + 1}/${runs}`
        log(`${what} ...`)
        try {
          const run = await runLighthouse(preview.url + page.route, {
            expectStatus: page.status,
            reportBase: path.join(reportsDir, `${n}-${page.name.replace(/\W+/g, '-')}-${i + 1}`),
            env: QUIET_ENV,
            timeoutMs: Math.min(timeoutMs, 5 * 60_000),
          })
          page.runs.push(run)
          const stolen = run.steal === undefined ? '' : `; ${(run.steal * 100).toFixed(1)}% of CPU time stolen`
          log(`${what}: ${CATEGORIES.map((c) => `${c} ${pct(run.categories[c]?.score)}`).join(', ')}${stolen}`)
        } catch (e) {
          page.error = e.message
          log(`${what}: ${e.message}`)
        }
      }
    }
    for (const page of pages) {
      if (!page.runs.length) continue
      page.scores = {}
      page.scoresWithoutExpected = {}
      page.failing = {}
      for (const c of CATEGORIES) {
        page.scores[c] = median(page.runs.map((r) => r.categories[c]?.score))
        page.scoresWithoutExpected[c] = median(page.runs.map((r) => r.categories[c]?.scoreWithoutExpected))
        const failing = new Map()
        for (const r of page.runs)
          for (const a of r.categories[c]?.failing ?? []) if (!failing.has(a.id)) failing.set(a.id, a)
        page.failing[c] = [...failing.values()]
      }
      page.metrics = Object.fromEntries(
        Object.keys(page.runs[0].metrics).map((k) => [k, median(page.runs.map((r) => r.metrics[k]))]),
      )
      page.warnings = [...new Set(page.runs.flatMap((r) => r.warnings))]
      page.steal = median(page.runs.map((r) => r.steal).filter((x) => x !== undefined))
    }
    const first = pages.find((p) => p.runs.length)?.runs[0]
    return {
      version,
      chromium: /Chrome\/([\d.]+)/.exec(first?.userAgent ?? '')?.[1],
      benchmarkIndex: median(pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex))),
      runs,
      pages,
      reportsDir: keep ? reportsDir : undefined,
    }
  } finally {
    await preview?.stop()
    if (keep) rmSync(outDir, { recursive: true, force: true })
    else rmSync(tmp, { recursive: true, force: true })
  }
}

/** A Lighthouse score (0-1) as Lighthouse shows it (0-100). */
export function pct(score) {
  return score === undefined || score === null ? '—' : String(Math.round(score * 100))
}
