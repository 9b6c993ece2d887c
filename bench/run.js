#!/usr/bin/env node
// `npm run bench`: docsgen's speed, memory and page weight on generated corpora and on this
// repository's own site, optionally side by side with Docusaurus 3, VitePress and Starlight.
// See bench/README.md for the options and what each column means.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BENCH_DIR, ensureCorpus, REPO_DIR } from './corpus.js'
import { measureDevServer, prepareSelfCopy } from './dev.js'
import { browser, closeBrowser, measurePeerDevServer } from './dev-peers.js'
import { docsgen } from './docsgen.js'
import {
  docusaurusSiteNotes,
  docusaurusSiteSection,
  docusaurusSiteTable,
  measureDocusaurusSite,
  writeSection,
} from './docusaurus-site.js'
import { measureLighthouse } from './lighthouse.js'
import { cpuTimes, folderSize, measure, median, rssMethod, stealShare } from './measure.js'
import { measureOpenApiLarge, openapiTable, openapiVerdicts } from './openapi.js'
import { QUIET_ENV } from './peers/common.js'
import { EXTRA_PEERS, PEERS } from './peers/index.js'
import {
  devMethod,
  evaluateTargets,
  fmt,
  lighthouseMethod,
  lighthouseTable,
  llmsTable,
  peerTable,
  runsTable,
  searchTable,
  speedTable,
  targetsTable,
  weightTable,
} from './report.js'
import { measureSearch } from './search.js'
import { discard, emptyTrash } from './trash.js'
import { clientJs, llmsFiles, pageWeight, routeToFile, searchIndex } from './weight.js'

const SELF_ROUTE = '/dev-docs/configurations/database'
const SELF_FILE = 'dev-docs/configurations/database.md' // its Markdown, edited in a copy of the site
const USAGE = `Usage: npm run bench -- [options]

  --sizes <list>     corpus sizes in pages (default: 300,1000; e.g. 300,1000,10000)
  --runs <n>         runs per measurement, median reported (default: 3 for docsgen below
                     10000 pages, 1 for 10000+ pages and for peers; an explicit --runs applies to all)
  --quick            sizes 300 only, 1 run
  --peers[=list]     also build each corpus with the peers (docusaurus,vitepress,starlight: the
                     newest releases, Starlight on Node 22; starlight-node20 on request);
                     installs them into bench/.peers/ the first time
  --peer-sizes <list> corpus sizes the peers build (default: every size below 10000; a peer
                     needs most of an hour for 10000 pages)
  --no-self          skip this repository's own site
  --no-dev           skip the dev server figures (ready time, edit-to-reload latency)
  --no-search        skip the search figures (first-query bytes, time to results, query latency)
  --dev-only         only the dev server figures (docsgen, and the peers with --peers); no builds
  --dev-edits <n>    edits timed in the browser per dev server (default: 20 for docsgen, 5 for peers)
  --no-lighthouse    skip the Lighthouse scores of this site
  --lighthouse-only  only the Lighthouse scores (each page once; --runs 3 for a median)
  --no-openapi       skip the large OpenAPI document (bench/openapi-large.js)
  --openapi-only     only the large OpenAPI document: cold builds of a site holding only it,
                     and the weight of its reference page (--runs, default 3)
  --docusaurus-site <dir>  only the Docusaurus site of issue 25 (the docusaurus/ folder of
                     github.com/strapi/documentation at tag v4.6.2): docsgen and Docusaurus (the
                     versions the site pins) each building a copy in place, cold and warm (--runs,
                     default 1); --results <file> puts its section into that file
                     --dev-only, --lighthouse-only, --openapi-only and --docusaurus-site print only, unless --results is given
  --stages           one extra cold docsgen build per corpus with --debug: per-stage timings
  --search-off       cold docsgen builds with search off (as many as the cold builds), for the extra
                     build time of the search index (issue 18)
  --llms             cold docsgen builds with llms switched (on for a corpus, off for this site; as many as the cold builds), for
                     the extra build time of the Markdown files (issue 27)
  --results <file>   where to write the report (default: bench/results.md); --no-write: nowhere
  --timeout <min>    limit per measured command (default: 30)
  --keep             keep docsgen's output folders and the Lighthouse reports (printed at the end)
  -h, --help`

function parseArgs(argv) {
  const o = {
    sizes: [300, 1000],
    runs: undefined,
    peers: [],
    peerSizes: undefined,
    self: true,
    stages: false,
    llms: false,
    searchOff: false,
    results: path.join(BENCH_DIR, 'results.md'),
    dev: true,
    search: true,
    devEdits: undefined,
    lighthouse: true,
    openapi: true,
    only: undefined,
    timeoutMin: 30,
    keep: false,
  }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s)
    const value = () => {
      if (inline !== undefined) return inline
      if (i + 1 >= argv.length) fail(`${flag} needs a value`)
      return argv[++i]
    }
    switch (flag) {
      case '--sizes':
        o.sizes = value()
          .split(',')
          .map((s) => {
            const n = Number(s.trim())
            if (!Number.isInteger(n) || n < 2) fail(`bad size "${s}"`)
            return n
          })
        break
      case '--runs':
        o.runs = Number(value())
        if (!Number.isInteger(o.runs) || o.runs < 1) fail('--runs must be a positive integer')
        break
      case '--quick':
        o.quick = true
        break
      case '--peers': {
        const names = inline === undefined ? PEERS.map((p) => p.name) : inline.split(',').map((s) => s.trim())
        const known = [...PEERS, ...EXTRA_PEERS]
        for (const n of names)
          if (!known.some((p) => p.name === n))
            fail(`unknown peer "${n}" (known: ${known.map((p) => p.name).join(', ')})`)
        o.peers = known.filter((p) => names.includes(p.name))
        break
      }
      case '--peer-sizes':
        o.peerSizes = value()
          .split(',')
          .map((v) => Number(v.trim()))
        break
      case '--no-self':
        o.self = false
        break
      case '--no-search':
        o.search = false
        break
      case '--no-dev':
        o.dev = false
        break
      case '--no-openapi':
        o.openapi = false
        break
      case '--dev-only':
      case '--lighthouse-only':
      case '--openapi-only': {
        const only = flag.slice(2, -'-only'.length)
        if (o.only && o.only !== only)
          fail('--dev-only, --lighthouse-only, --openapi-only and --docusaurus-site exclude each other')
        o.only = only
        break
      }
      case '--docusaurus-site':
        if (o.only && o.only !== 'docusaurus-site') fail('--docusaurus-site excludes the other --*-only modes')
        o.only = 'docusaurus-site'
        o.docusaurusSite = path.resolve(value())
        break
      case '--dev-edits':
        o.devEdits = Number(value())
        if (!Number.isInteger(o.devEdits) || o.devEdits < 0) fail('--dev-edits must be a whole number')
        break
      case '--no-lighthouse':
        o.lighthouse = false
        break
      case '--stages':
        o.stages = true
        break
      case '--llms':
        o.llms = true
        break
      case '--search-off':
        o.searchOff = true
        break
      case '--results':
        o.results = path.resolve(value())
        o.resultsGiven = true
        break
      case '--no-write':
        o.results = undefined
        o.resultsGiven = true
        break
      case '--timeout':
        o.timeoutMin = Number(value())
        break
      case '--keep':
        o.keep = true
        break
      case '-h':
      case '--help':
        process.stdout.write(`${USAGE}\n`)
        process.exit(0)
        break
      default:
        fail(`unknown option "${argv[i]}"`)
    }
  }
  if (o.quick) {
    o.sizes = [300]
    o.runs ??= 1
  }
  if (o.only === 'dev' && !o.dev) fail('--dev-only and --no-dev exclude each other')
  if (o.only === 'lighthouse' && !o.lighthouse) fail('--lighthouse-only and --no-lighthouse exclude each other')
  if (o.only === 'openapi' && !o.openapi) fail('--openapi-only and --no-openapi exclude each other')
  // A partial run must not replace the full report unless asked to.
  if (o.only && !o.resultsGiven) o.results = undefined
  return o
}

function fail(message) {
  process.stderr.write(`bench: ${message}\n\n${USAGE}\n`)
  process.exit(2)
}

const t0 = performance.now()
const log = (msg) => process.stderr.write(`[bench ${fmt.s(performance.now() - t0).padStart(8)}] ${msg}\n`)
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

const sh = (cmd, args, opts) => {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], ...opts }).trim()
  } catch {
    return undefined
  }
}

function machine() {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : ''
  const model = /^model name\s*:\s*(.*)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown'
  return {
    cores: os.availableParallelism?.() ?? os.cpus().length,
    ramGB: (os.totalmem() / 1024 ** 3).toFixed(1),
    cpu: model,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    npm: sh('npm', ['--version']),
    commit: sh('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_DIR }),
    dirty: Boolean(sh('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO_DIR })),
  }
}

/** Run one measured command, logging it; failures are returned, not thrown. */
async function timed(what, c, opts) {
  const load = loadavg()
  log(`${what} ...`)
  const cpu = cpuTimes()
  const r = await measure(c.cmd, c.args, { cwd: c.cwd, env: QUIET_ENV, timeoutMs: opts.timeoutMin * 60_000 })
  const steal = stealShare(cpu, cpuTimes())
  const status = r.timedOut ? ' TIMED OUT' : r.code ? ` exit ${r.code}` : ''
  log(`${what}: ${fmt.s(r.ms)}, peak RSS ${fmt.mb(r.rssKB)}${steal ? `, ${fmt.pct(steal)} stolen` : ''}${status}`)
  return { ...r, load, steal }
}

const MAX_RETRIES = 2

/** One run of a tool on a site: cold build, warm rebuild, and for docsgen check-links. */
/**
 * Write back what earlier builds left in the page cache before the next timed build: a cold
 * build of 10000 pages leaves over a gigabyte of dirty pages (output and cache), which the kernel
 * otherwise writes back during the next build, whichever tool it is, and bills to it.
 */
function settleDisk() {
  try {
    execFileSync('sync', { stdio: 'ignore' })
  } catch {
    // No sync(1): measured as before.
  }
}

async function runOnce(tool, site, row, corpus, what, opts, lastAttempt) {
  const run = {}
  const isDocsgen = tool === docsgen
  let fingerprint
  const before = () => {
    if (!isDocsgen) return true
    try {
      docsgen.ensureFresh()
    } catch (e) {
      // Typically src/ caught mid-edit by another engineer: retried by the caller.
      run.distChanged = true
      run.startError = e.message
      return false
    }
    fingerprint ??= docsgen.distFingerprint()
    if (docsgen.distFingerprint() !== fingerprint) run.distChanged = true
    // The last attempt goes on regardless; the run is then marked in "Every run".
    return !run.distChanged || lastAttempt
  }
  const after = () => {
    if (isDocsgen && docsgen.distFingerprint() !== fingerprint) run.distChanged = true
    return !run.distChanged || lastAttempt
  }
  if (!before()) return run
  tool.clean(site)
  settleDisk()
  const cold = await timed(`${what} · cold build`, tool.command(site), opts)
  run.load = cold.load
  run.cold = { ms: cold.ms, rssKB: cold.rssKB, code: cold.code, steal: cold.steal }
  if (!after()) return run
  if (cold.code !== 0) {
    row.error = `cold build failed: ${tail(cold)}`
    row.failed = true // no point in repeating it
    return run
  }
  if (isDocsgen) row.built = docsgen.parseBuilt(`${cold.stderr}\n${cold.stdout}`)
  if (!before()) return run
  settleDisk()
  const warm = await timed(`${what} · warm rebuild`, tool.command(site), opts)
  run.warm = { ms: warm.ms, rssKB: warm.rssKB, code: warm.code, steal: warm.steal }
  if (!after()) return run
  if (warm.code !== 0) row.error = `warm rebuild failed: ${tail(warm)}`
  if (!isDocsgen) return run
  if (!before()) return run
  const check = await timed(`${what} · check-links`, docsgen.checkLinksCommand(site), opts)
  run.check = { ms: check.ms, rssKB: check.rssKB, code: check.code, steal: check.steal }
  if (!after()) return run
  if (corpus?.typicalFile && before())
    Object.assign(run, await timedEdits({ site, file: corpus.typicalFile, what, opts }))
  if (!after()) return run
  const found = docsgen.parseCheckLinks(check.stdout)
  if (!found || (check.code !== 0 && check.code !== 1)) row.checkError = `check-links: ${tail(check)}`
  else {
    const expected = corpus ? corpus.brokenFiles : []
    const missing = expected.filter((f) => !found.files.includes(f))
    const extra = found.files.filter((f) => !expected.includes(f))
    row.broken = {
      count: found.count,
      files: found.files.length,
      expected: expected.length,
      missing,
      extra,
      match: missing.length === 0 && extra.length === 0 && check.code === (expected.length ? 1 : 0),
    }
  }
  return run
}

/**
 * Warm rebuilds after an edit of one page (issue 26): a paragraph appended to the typical page's
 * Markdown (`bodyEdit`: that page, its Markdown file and its search records change), then its
 * `sidebar_label` changed (`labelEdit`: the sidebar every page of the corpus shows changes, so
 * every page is written again). The page is restored afterwards and the site built again, untimed,
 * so what is measured next (output sizes) reads the output of the corpus as generated.
 */
async function timedEdits({ site, file, what, opts }) {
  const original = readFileSync(file, 'utf8')
  const measured = {}
  const build = async (name, text) => {
    writeFileSync(file, text)
    settleDisk()
    const r = await timed(`${what} · warm rebuild after ${name}`, docsgen.command(site), opts)
    return { ms: r.ms, rssKB: r.rssKB, code: r.code, steal: r.steal }
  }
  try {
    const body = `${original}\n\nA paragraph the bench added to this page.\n`
    measured.bodyEdit = await build('a body edit', body)
    const label = /^sidebar_label:\s*"?([^"\n]*)"?\s*$/m.exec(original)
    if (label)
      measured.labelEdit = await build(
        'a sidebar label change',
        body.replace(label[0], `sidebar_label: "${label[1]} (edited)"`),
      )
  } finally {
    writeFileSync(file, original)
    await timed(`${what} · build of the restored page (not measured)`, docsgen.command(site), opts)
  }
  return measured
}

const tail = (r) =>
  `${r.timedOut ? 'timed out; ' : `exit ${r.code ?? r.signal}; `}${(r.stderr || r.stdout).trim().split('\n').slice(-6).join('\n')}`

async function main() {
  const opts = parseArgs(process.argv.slice(2))
  const env = machine()
  const rssHow = await rssMethod()
  const loadStart = loadavg()
  const cpuStart = cpuTimes()
  log(
    `docsgen ${env.commit}${env.dirty ? ' (uncommitted changes)' : ''}, node ${env.node}, ${env.cores} cores; sizes ${opts.sizes.join(',')}${opts.peers.length ? `; peers ${opts.peers.map((p) => p.name).join(',')}` : ''}`,
  )
  docsgen.ensureFresh()
  if (opts.only === 'docusaurus-site') return docusaurusSiteMode(opts, env)
  const devServer = docsgen.devServerStatus()

  // Peers: install (once); a peer that cannot be installed is reported, not fatal.
  const peerStatus = []
  const peers = []
  for (const peer of opts.only === 'lighthouse' || opts.only === 'openapi' ? [] : opts.peers) {
    try {
      peer.install(log)
      peers.push(peer)
      peerStatus.push({ peer, ok: true, versions: peer.versions() })
    } catch (e) {
      log(`${peer.name}: ${e.message}`)
      peerStatus.push({ peer, ok: false, error: e.message })
    }
  }

  const tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-'))
  const targets = opts.sizes.map((n) => ({ size: n, label: `${n} pages` }))
  if (opts.self) targets.push({ size: 'self', label: 'Strapi site (this repo)' })

  const rows = []
  let lighthouse
  let openapi
  try {
    if (opts.only !== 'lighthouse' && opts.only !== 'openapi') {
      for (const target of targets) await runTarget(target, { opts, peers, rows, tmpRoot, devServer })
    }
    if (opts.openapi && (!opts.only || opts.only === 'openapi')) {
      openapi = await measureOpenApiLarge({
        runs: opts.runs ?? 3,
        outDir: path.join(tmpRoot, 'docsgen-openapi-large'),
        // As before every other timed build: the previous cold build's output and cache (~35 MB)
        // written back first, not during the next one.
        timed: (what, command) => {
          settleDisk()
          return timed(what, command, opts)
        },
      })
      if (openapi.error) log(`openapi-large: ${openapi.error}`)
    }
    if (opts.lighthouse && opts.only !== 'dev' && opts.only !== 'openapi') {
      try {
        lighthouse = await measureLighthouse({
          runs: opts.runs ?? 1,
          log,
          timeoutMs: opts.timeoutMin * 60_000,
          keep: opts.keep,
        })
      } catch (e) {
        lighthouse = { error: e.message }
        log(`lighthouse failed: ${e.message}`)
      }
    }
  } finally {
    await closeBrowser()
  }
  if (!opts.keep) rmSync(tmpRoot, { recursive: true, force: true })

  const loadEnd = loadavg()
  const stolen = stealShare(cpuStart, cpuTimes())
  const parts = {
    build: !opts.only,
    dev: opts.only !== 'lighthouse' && opts.only !== 'openapi' && opts.dev,
    lighthouse: opts.only !== 'dev' && opts.only !== 'openapi' && opts.lighthouse,
    openapi: (!opts.only || opts.only === 'openapi') && opts.openapi,
  }
  const verdicts = [
    ...evaluateTargets(rows, { selfRoute: SELF_ROUTE, lighthouse }),
    ...openapiVerdicts(openapi),
  ].filter((v) => parts[v.part])
  const md = renderResults({
    env,
    rssHow,
    loadStart,
    loadEnd,
    stolen,
    devServer,
    peerStatus,
    rows,
    verdicts,
    lighthouse,
    openapi,
    opts,
  })
  const out = []
  if (opts.only !== 'lighthouse' && opts.only !== 'openapi') {
    out.push(speedTable(rows, devServer, { devOnly: opts.only === 'dev' }))
  }
  if (!opts.only) out.push(weightTable(rows), searchTable(rows), peerTable(rows))
  if (openapi) out.push(openapiTable(openapi))
  if (lighthouse) out.push(lighthouseTable(lighthouse))
  out.push(targetsTable(verdicts))
  process.stdout.write(`\n${out.filter(Boolean).join('\n\n')}\n`)
  if (opts.results) {
    writeFileSync(opts.results, md)
    log(`wrote ${path.relative(process.cwd(), opts.results)}`)
  }
  if (opts.keep) {
    log(`output folders kept in ${tmpRoot}`)
    if (lighthouse?.reportsDir) log(`Lighthouse reports (JSON and HTML) kept in ${lighthouse.reportsDir}`)
  }
  log(`done in ${fmt.s(performance.now() - t0)}`)
}

/** One corpus (or this site): builds by every tool (unless --dev-only), then the dev servers. */
async function runTarget(target, { opts, peers: allPeers, rows, tmpRoot, devServer }) {
  const peerSize = opts.peerSizes ? opts.peerSizes.includes(target.size) : target.size < 10000
  const peers = typeof target.size === 'number' && peerSize ? allPeers : []
  let corpus
  if (target.size !== 'self') corpus = ensureCorpus(target.size, log)
  const outDir = path.join(tmpRoot, `docsgen-${target.size}`)
  const tools = [{ tool: docsgen, site: docsgen.prepare(corpus ? corpus.dir : REPO_DIR, outDir) }]
  if (corpus) {
    for (const peer of peers) {
      try {
        tools.push({ tool: peer, site: peer.prepare(corpus) })
      } catch (e) {
        rows.push({
          ...target,
          target: target.label,
          tool: peer.name,
          label: peer.label,
          pages: corpus.n,
          runs: [],
          error: `preparing the site failed: ${e.message}`,
        })
      }
    }
  }
  const rowOf = new Map()
  for (const { tool } of tools) {
    const row = {
      size: target.size,
      target: target.label,
      tool: tool.name,
      label: tool.label,
      pages: corpus?.n,
      runs: [],
    }
    rowOf.set(tool, row)
    rows.push(row)
  }
  if (opts.only !== 'dev') {
    const runsFor = (tool) =>
      opts.runs ?? (tool !== docsgen || (typeof target.size === 'number' && target.size >= 10000) ? 1 : 3)
    const maxRuns = Math.max(...tools.map(({ tool }) => runsFor(tool)))

    // Alternate tools within each run, so slow drift of the machine hits all of them alike.
    for (let i = 0; i < maxRuns; i++) {
      for (const { tool, site } of tools) {
        const row = rowOf.get(tool)
        if (i >= runsFor(tool) || row.failed) continue
        const what = `${target.label} · ${tool.name} · run ${i + 1}/${runsFor(tool)}`
        for (let attempt = 1; ; attempt++) {
          const run = await runOnce(tool, site, row, corpus, what, opts, attempt > MAX_RETRIES)
          if (!run.distChanged || attempt > MAX_RETRIES) {
            if (run.startError) {
              row.error = `docsgen did not start: ${run.startError.split('\n').slice(0, 3).join(' ')}`
              row.failed = true
            } else if (run.distChanged) run.note = 'docsgen was recompiled during this run (src/ changed)'
            row.runs.push(run)
            break
          }
          if (run.startError) {
            log(`${what}: docsgen did not start (src/ mid-edit?); retrying in 20 s`)
            await new Promise((resolve) => setTimeout(resolve, 20_000))
          } else log(`${what}: src/ changed and docsgen was recompiled during the run; repeating it`)
        }
      }
    }

    // Medians, then the output of the last successful build of each tool.
    for (const { tool, site } of tools) {
      const row = rowOf.get(tool)
      const succeeded = row.runs.filter((r) => r.cold?.code === 0)
      const clean = succeeded.filter((r) => !r.note)
      const ok = clean.length ? clean : succeeded
      if (ok.length) {
        const med = (k) => ({ ms: median(ok.map((r) => r[k]?.ms)), rssKB: median(ok.map((r) => r[k]?.rssKB)) })
        row.cold = med('cold')
        if (ok.some((r) => r.warm?.code === 0)) row.warm = med('warm')
        if (ok.some((r) => r.check)) row.check = med('check')
        if (ok.some((r) => r.bodyEdit?.code === 0)) row.bodyEdit = med('bodyEdit')
        if (ok.some((r) => r.labelEdit?.code === 0)) row.labelEdit = med('labelEdit')
        row.peakKB = Math.max(...ok.flatMap((r) => [r.cold?.rssKB, r.warm?.rssKB, r.check?.rssKB]).filter(Boolean))
      }
      if (target.size === 'self' && row.built) row.pages = row.built
      const out = tool.outDir(site)
      if (!ok.length || !existsSync(out)) continue
      row.output = folderSize(out)
      row.clientJs = await clientJs(out)
      row.search = await searchIndex(out)
      if (tool === docsgen) row.llms = await llmsFiles(out)
      const route = corpus ? corpus.typicalRoute : SELF_ROUTE
      if (tool === docsgen && opts.search) {
        row.searchPerf = await measureSearch({ outDir: out, route, self: !corpus, log }).catch((e) => {
          log(`${target.label} · search figures failed: ${e.message.split('\n')[0]}`)
          return undefined
        })
      }
      const file = routeToFile(out, route)
      if (file) row.weight = { route, ...pageWeight(out, file) }
      else log(`${target.label} · ${tool.name}: typical page ${route} not found in the output`)
      // The API reference (issue 21): what it loads before any interaction (Try it loads on a click).
      const api = tool === docsgen && !corpus ? routeToFile(out, '/openapi') : undefined
      if (api) row.apiWeight = { route: '/openapi/', ...pageWeight(out, api) }
    }
  }

  // Dev servers: once per site, after the builds (the build caches are present).
  if (opts.dev && devServer.live) await runDevServers({ target, corpus, tools, rowOf, opts, tmpRoot })

  if (opts.stages && opts.only !== 'dev') {
    const row = rowOf.get(docsgen)
    const site = tools[0].site
    docsgen.ensureFresh()
    docsgen.clean(site)
    const r = await timed(
      `${target.label} · docsgen · cold build --debug (stage timings)`,
      docsgen.command(site, ['--debug']),
      opts,
    )
    if (r.code === 0) row.stages = { ms: r.ms, ...docsgen.parseStages(r.stderr) }
  }
  if (opts.llms && opts.only !== 'dev')
    await runLlmsOff({ target, row: rowOf.get(docsgen), site: tools[0].site, opts, tmpRoot })
  if (opts.searchOff && opts.only !== 'dev')
    await runSearchOff({ target, row: rowOf.get(docsgen), site: tools[0].site, opts, tmpRoot })
  if (!opts.keep) discard(outDir)
}

/**
 * Cold builds of docsgen with the Markdown files in the other state (`llms` is off by default:
 * a corpus is built again with `llms: true`; this site, which turns them on, with `llms: false`),
 * each after a cold build as it is (see `coldBuildsWith`), as many pairs as the measured cold
 * builds: the medians' difference is the extra time of the Markdown files (each page's Markdown
 * form while compiling, and the llms stage). Recorded as `row.llmsOff` (the median without) and
 * `row.llmsOnMs` (with), and the files' sizes from the build that wrote them.
 */
async function runLlmsOff({ target, row, site, opts, tmpRoot }) {
  const measuredOn = (row.llms?.pages?.files ?? 0) > 0
  const { times, baseline } = await coldBuildsWith({
    target,
    row,
    site,
    opts,
    tmpRoot,
    name: 'llms',
    setting: `llms: ${!measuredOn}`,
  })
  if (!times.length || !baseline.length) return
  const [on, off] = measuredOn ? [baseline, times] : [times, baseline]
  row.llmsOff = { ms: median(off), runs: off.length }
  row.llmsOnMs = median(on)
  // The last build of a pair has the setting: on a corpus, the one with the files.
  if (!measuredOn) row.llms = await llmsFiles(docsgen.outDir(site))
}

/**
 * Cold builds of docsgen with `search: { enabled: false }`, as many as the measured cold builds
 * (which have the index: it is on by default): the medians' difference is the whole extra time of
 * search (each page's sections and terms while compiling, the fragments, shards and manifest).
 * Recorded as `row.searchOff` (the median without).
 */
async function runSearchOff({ target, row, site, opts, tmpRoot }) {
  const setting = 'search: { ...(site.search ?? {}), enabled: false }'
  const { times, baseline } = await coldBuildsWith({ target, row, site, opts, tmpRoot, name: 'search-off', setting })
  if (!times.length || !baseline.length) return
  row.searchOff = { ms: median(times), runs: times.length }
  row.searchOn = { ms: median(baseline), runs: baseline.length }
}

/**
 * Cold docsgen builds of `site` with one setting changed (`setting`, a property of the config
 * object, which can read the site's own config as `site`), each right after a cold build of the
 * site as it is: `times` and `baseline`, in ms. Paired so that the two sides see the same state of
 * the machine and its disk (the measured cold builds ran minutes earlier, and a cold build leaves
 * ~1 GB for the kernel to write back during whatever runs next): compared with those, the
 * extra time of search on 10,000 pages read 33% to 78% from bench run to bench run, against 11%
 * to 18% for builds alternated by hand.
 */
async function coldBuildsWith({ target, row, site, opts, tmpRoot, name, setting }) {
  const own = path.join(site.dir, 'site.config.ts')
  const config = path.join(tmpRoot, `${name}-${target.size}.config.mjs`)
  writeFileSync(
    config,
    existsSync(own)
      ? `import site from ${JSON.stringify(own)}\nexport default { ...site, ${setting} }\n`
      : `const site = {}\nexport default { ${setting} }\n`,
  )
  const times = []
  const baseline = []
  const cold = async (what, extra) => {
    docsgen.ensureFresh()
    docsgen.clean(site)
    settleDisk()
    const r = await timed(`${target.label} · docsgen · ${what}`, docsgen.command(site, extra), opts)
    return r.code === 0 ? r.ms : undefined
  }
  for (let i = 0; i < Math.max(1, row.runs.length); i++) {
    const as = await cold(`cold build as it is, paired (${i + 1})`, [])
    const with_ = await cold(`cold build with ${setting} (${i + 1})`, ['--config', config])
    // A pair counts whole or not at all.
    if (as === undefined || with_ === undefined) continue
    baseline.push(as)
    times.push(with_)
  }
  return { times, baseline }
}

/**
 * docsgen's dev server (on this site: on a copy of it in bench/.corpora/self/, so that its
 * content/ is never edited), then each peer's on the same corpus, each with the caches its builds
 * left (with --dev-only: those of earlier runs).
 */
async function runDevServers({ target, corpus, tools, rowOf, opts, tmpRoot }) {
  const timeoutMs = opts.timeoutMin * 60_000
  const editsOf = (tool) => opts.devEdits ?? (tool === docsgen ? 20 : 5)
  // Chromium is launched once, before anything is timed.
  const hasBrowser = await browser().then(
    () => true,
    (e) => {
      log(`Chromium does not start: ${e.message.split('\n')[0]}; no browser figures`)
      return false
    },
  )
  const row = rowOf.get(docsgen)
  let site = tools[0].site
  let editFile = corpus?.typicalFile
  if (!corpus) {
    const copy = prepareSelfCopy()
    site = docsgen.prepare(copy.dir, path.join(tmpRoot, 'docsgen-self-copy'))
    editFile = path.join(copy.dir, 'content', SELF_FILE)
  }
  try {
    docsgen.ensureFresh()
    // The server starts with a current build cache: on a corpus right after its builds, otherwise
    // (this site's copy, --dev-only) after one untimed build (a cache from an older docsgen or
    // theme would be recompiled on start).
    if (!corpus || opts.only === 'dev') {
      const r = await timed(`${target.label} · docsgen · untimed build for the cache`, docsgen.command(site), opts)
      discard(site.outDir)
      if (r.code !== 0) throw new Error(`the build before the dev server failed: ${tail(r)}`)
    }
    log(`${target.label} · docsgen · dev server ...`)
    row.dev = await measureDevServer({
      siteArg: docsgen.siteArg(site),
      route: corpus ? corpus.typicalRoute : SELF_ROUTE,
      editFile,
      browser: hasBrowser,
      browserEdits: editsOf(docsgen),
      env: QUIET_ENV,
      log,
      timeoutMs,
    })
    const d = row.dev
    log(
      `${target.label} · docsgen · dev server: ready ${fmt.s(d.firstPageMs)}, page shown ${fmt.s(d.shownMs)}${d.editMedianMs !== undefined ? `, edit → reload ${Math.round(d.editMedianMs)} ms` : ''}${d.editVisibleMedianMs !== undefined ? `, edit → visible ${Math.round(d.editVisibleMedianMs)} ms` : ''}`,
    )
  } catch (e) {
    row.devError = e.message
    log(`${target.label} · docsgen · dev server failed: ${e.message}`)
  }
  for (const { tool, site: peerSite } of tools.slice(1)) {
    const peerRow = rowOf.get(tool)
    if (!tool.devCommand || !hasBrowser) continue
    log(`${target.label} · ${tool.name} · dev server ...`)
    try {
      peerRow.dev = await measurePeerDevServer({
        peer: tool,
        site: peerSite,
        corpus,
        edits: editsOf(tool),
        env: QUIET_ENV,
        log,
        timeoutMs,
      })
      const d = peerRow.dev
      log(
        `${target.label} · ${tool.name} · dev server: ready ${fmt.s(d.readyMs)}, page shown ${fmt.s(d.shownMs)}${d.editVisibleMedianMs !== undefined ? `, edit → visible ${Math.round(d.editVisibleMedianMs)} ms` : ''}`,
      )
    } catch (e) {
      peerRow.devError = e.message
      log(`${target.label} · ${tool.name} · dev server failed: ${e.message.split('\n')[0]}`)
    }
  }
}

/** `--docusaurus-site <dir>`: the two tools on that site; its table printed, its section written. */
async function docusaurusSiteMode(opts, env) {
  const result = await measureDocusaurusSite({
    sourceDir: opts.docusaurusSite,
    runs: opts.runs ?? 1,
    timed: (what, command) => timed(what, command, opts),
    settle: settleDisk,
    log,
  })
  const notes = docusaurusSiteNotes(result)
  process.stdout.write(`\n${docusaurusSiteTable(result)}\n\n${notes.join('\n')}\n`)
  if (opts.results) {
    const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
    const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`
    writeSection(opts.results, docusaurusSiteSection(result, { env, command, date }))
    log(`wrote its section into ${path.relative(process.cwd(), opts.results)}`)
  }
  log(`done in ${fmt.s(performance.now() - t0)}`)
}

function renderResults({
  env,
  rssHow,
  loadStart,
  loadEnd,
  stolen,
  devServer,
  peerStatus,
  rows,
  verdicts,
  lighthouse,
  openapi,
  opts,
}) {
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
  const args = process.argv.slice(2).join(' ')
  const lines = [
    '# docsgen benchmark results',
    '',
    `Generated by \`npm run bench${args ? ` -- ${args}` : ''}\` (bench/run.js) on ${date}; total bench time ${fmt.s(performance.now() - t0)}.`,
    'Regenerate with the same command; bench/README.md explains every column.',
    '',
    '## Machine and versions',
    '',
    `- Machine: ${env.cores} cores, ${env.ramGB} GiB RAM, ${env.cpu}; ${env.os}`,
    `- Node ${env.node}, npm ${env.npm ?? '?'}`,
    `- docsgen commit \`${env.commit ?? '?'}\`${env.dirty ? ' with uncommitted changes in the working tree' : ''}`,
    `- Load average (1, 5, 15 min) at start: ${loadStart}; at end: ${loadEnd}. Other processes on this machine add noise when it exceeds the core count; the per-run table shows it before each cold build.`,
    `- CPU time stolen by the hypervisor over the whole bench: ${stolen === undefined ? 'unknown (no /proc/stat)' : fmt.pct(stolen)}. This machine is a virtual machine on a shared host: while another guest runs, its cores are taken away, and every figure of that moment is slower. "Every run" gives the share for each measurement.`,
    `- Peak RSS: ${rssHow}. Wall time: \`performance.now()\` around the child process.`,
    '- Corpora: `../shared/bench/gen-corpus.mjs N bench/.corpora/N/content` (deterministic; ~8.5 KB of Markdown per page, ~3% of pages with one deliberately broken link).',
  ]
  for (const s of peerStatus) {
    lines.push(
      s.ok
        ? `- Peer ${s.peer.label}: ${Object.entries(s.versions)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`
        : `- Peer ${s.peer.label}: **not measured**: ${s.error.split('\n').join(' ')}`,
    )
  }
  if (!peerStatus.length) lines.push('- Peers: not run (add `--peers`).')
  if (lighthouse?.version) {
    lines.push(
      `- Lighthouse ${lighthouse.version} (bench/.tools/lighthouse/), Chromium ${lighthouse.chromium ?? '?'} (\`/usr/bin/chromium\`); Lighthouse's CPU benchmark index here: ${lighthouse.benchmarkIndex ?? '?'}.`,
    )
  }
  if (opts.only !== 'lighthouse' && opts.only !== 'openapi') {
    lines.push('', opts.only === 'dev' ? '## Dev servers' : '## Build speed', '')
    lines.push(speedTable(rows, devServer, { devOnly: opts.only === 'dev' }), '')
    const notes = []
    for (const r of rows) {
      if (r.error) notes.push(`- ${r.target} · ${r.label}: ${r.error.split('\n').join(' ⏎ ')}`)
      if (r.devError) notes.push(`- ${r.target} · ${r.label}: dev server: ${r.devError.split('\n').join(' ⏎ ')}`)
      if (r.checkError) notes.push(`- ${r.target} · ${r.label}: ${r.checkError.split('\n').join(' ⏎ ')}`)
      if (r.broken && !r.match && (r.broken.missing.length || r.broken.extra.length)) {
        notes.push(
          `- ${r.target} · ${r.label}: check-links sanity check: ${r.broken.files} files with broken links vs ${r.broken.expected} in the manifest; missing ${r.broken.missing.slice(0, 5).join(', ') || 'none'}; unexpected ${r.broken.extra.slice(0, 5).join(', ') || 'none'}`,
        )
      }
    }
    if (notes.length) lines.push('Failures and mismatches:', '', ...notes, '')
    if (opts.dev) lines.push(devMethod(devServer, rows), '')
  }
  if (!opts.only) {
    lines.push(
      '## Output and page weight',
      '',
      'First load of the typical page: the HTML plus the stylesheets and scripts it loads (`<link rel=stylesheet|modulepreload|preload>`, `<script src>`, static imports of module scripts); gzip level 9. KB = 1000 bytes.',
      '',
      weightTable(rows),
      '',
    )
    const st = searchTable(rows)
    if (st)
      lines.push(
        '## Search (docsgen)',
        '',
        "Index: every file under `assets/search/`. First query: a fresh browser opens the typical page, presses Ctrl+K and types the query at once; the bytes are the search chunk and index parts transferred (gzip), the time runs from the shortcut to its results (the 80 ms typing pause included). Query latency: the page's own search engine, every prefix of every query from two characters, after its parts are loaded (three rounds). Index build: cold builds as they are against cold builds with search off (`--search-off`), in pairs one after the other: the index's whole cost, its sections and terms made while compiling and its fragments written while rendering included; without `--search-off`, only the `search` stage of the `--stages` cold build (a floor).",
        '',
        st,
        '',
      )
    const lt = llmsTable(rows)
    if (lt)
      lines.push(
        '## Markdown for machines (docsgen, issue 27)',
        '',
        "Every page's `.md`, `/llms.txt` and `/llms-full.txt` as written by the cold build. The llms stage: the `llms` stage of the `--stages` cold build (resolving links, writing the files). The extra time: cold builds as they are against cold builds with the files in the other state (`--llms`), in pairs one after the other; it includes the Markdown forms made while compiling.",
        '',
        lt,
        '',
      )
    const pt = peerTable(rows)
    if (pt) lines.push('## docsgen against the peers', '', pt, '')
  }
  if (lighthouse)
    lines.push('## Lighthouse (this site)', '', lighthouseTable(lighthouse), '', lighthouseMethod(lighthouse), '')
  if (openapi) lines.push('## Large OpenAPI document (issue 21)', '', openapiTable(openapi), '')
  lines.push('## Targets', '', targetsTable(verdicts), '')
  // The hand-written analysis of the unmet targets (kept next to this script, updated with it).
  const profile = path.join(BENCH_DIR, 'profile.md')
  if (!opts.only && existsSync(profile)) lines.push(readFileSync(profile, 'utf8').trim(), '')
  const staged = rows.filter((r) => r.stages)
  if (staged.length) {
    lines.push('## docsgen stage timings (one extra cold build with `--debug`)', '')
    const names = [...new Set(staged.flatMap((r) => Object.keys(r.stages.stages)))]
    lines.push(
      `| corpus | total | ${names.join(' | ')} | compile |`,
      `| --- | --- | ${names.map(() => '---').join(' | ')} | --- |`,
      ...staged.map(
        (r) =>
          `| ${r.target} | ${fmt.s(r.stages.ms)} | ${names.map((n) => fmt.s(r.stages.stages[n])).join(' | ')} | ${r.stages.compile ?? ''} |`,
      ),
      '',
    )
  }
  if (peerStatus.length) {
    lines.push('## How the peers were configured', '', `- docsgen: ${docsgen.config}`)
    for (const s of peerStatus) lines.push(`- ${s.peer.label}: ${s.peer.config}`)
    lines.push(
      '- All tools: the same corpus files, the same environment (`CI=1`, `NO_COLOR=1`, telemetry off, `NODE_ENV` unset), one process per build, run alternately (docsgen, then each peer) within each run.',
      '',
    )
  }
  if (!opts.only) lines.push('## Every run', '', runsTable(rows), '')
  return `${lines.join('\n')}\n`
}

main()
  .catch((e) => {
    process.stderr.write(`bench: ${e.stack ?? e}\n`)
    process.exitCode = 1
  })
  // Every mode, and a failed run too: what was moved aside is deleted once nothing is measured.
  .finally(emptyTrash)
