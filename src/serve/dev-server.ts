import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import path from 'node:path'
import { compilerOptionsOf, defaultWorkerCount, openCompileCache, warmUpCompiler } from '../compile/index.js'
import { cacheDirOf, loadConfig, selectLocale } from '../config/index.js'
import { toPosix } from '../files/index.js'
import { GraphMemo } from '../graph/index.js'
import { FinalBodyMemo, LinkCheckMemo } from '../links/index.js'
import { createConsoleLogger } from '../logger/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { runPipeline } from '../pipeline.js'
import { RenderMemo } from '../render/index.js'
import { reuseForDevServer } from '../reuse/index.js'
import { ScanMemo } from '../scan/index.js'
import { termsInMemory } from '../search/index.js'
import { MemoryWriter, type SiteFile } from '../write/index.js'
import { diagnosticsOf, toOverlay } from './build-errors.js'
import { devRequestHandler, type Served } from './dev-requests.js'
import type { DevServer, DevServerOptions } from './dev-server-types.js'
import { EventHub } from './events.js'
import { createHostGuard } from './host-check.js'
import { closeServer, listen, serverUrl } from './listen.js'
import { diffOutputs, type OutputDiff } from './output-diff.js'
import { classifyPath, SiteWatcher, watchedPaths, watchTargetsOf } from './watch.js'

export type { DevBuildEvent, DevServer, DevServerOptions } from './dev-server-types.js'

/** Quiet time after a build before the dev server writes its cache to disk. */
const CACHE_PERSIST_DELAY_MS = 5000

/**
 * `docsgen serve`: build the site into memory (each page rendered when first asked for), serve it
 * with production's URL rules (`devRequestHandler`), watch the sources, rebuild what changed with
 * one long-lived compile cache, and tell open pages over Server-Sent Events which of them changed.
 * A failed build keeps the last good one served and shows its diagnostics on open pages.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const host = options.host ?? '127.0.0.1'
  const rootDir = path.resolve(options.rootDir)
  // Without a logger, debug lines go nowhere (a memory logger would keep every line of every rebuild).
  const logger = options.logger ?? createConsoleLogger({ quiet: true })
  const boot = randomBytes(6).toString('hex')
  const hub = new EventHub()

  const phase = (name: string, since: number): void =>
    logger.debug('serve', `${name} ${(performance.now() - since).toFixed(1)} ms`)
  let since = performance.now()
  // One locale at a time, as Docusaurus's dev server (`--locale`): the default one unless asked.
  const load = async () =>
    selectLocale(
      await loadConfig({ rootDir, configFile: options.configFile, cache: options.cache !== 'memory' }),
      options.locale,
    )
  let config = await load()
  phase('config', since)
  since = performance.now()
  // Bodies stay in the cache's file until a page needs one: loading all of them took 1.7-2.7 s of
  // the start at 10,000 pages, for pages rendered only when asked for.
  let cache = await openCompileCache(config, { memory: options.cache === 'memory', bodies: 'file' })
  // No cache at all: the first build leaves code plain, the next one (started once serving) highlights.
  const highlightLater = (options.highlightLater ?? true) && options.cache !== 'memory' && cache.size === 0
  let highlight = !highlightLater
  phase(`cache (${cache.status})`, since)
  let served: Served | undefined
  let failure: Diagnostic[] | undefined
  let revision = 0
  /** Revision at which each page (by key) last changed; `*`: every page, `css`: the stylesheets. */
  const changedAt = new Map<string, number>()
  let watcher: SiteWatcher | undefined
  /** The last config change did not load: try again on every build until it does. */
  let configBroken = false
  /** Bundled client, theme CSS and theme module; the theme's until a theme file or the config changes. */
  const themeMemo = new Map<string, Promise<unknown>>()
  /** Rendered pages, reused while their props do not change, and final bodies, made again only when their inputs change. */
  const renderMemo = new RenderMemo()
  const finalBodies = new FinalBodyMemo()
  const linkChecks = new LinkCheckMemo()
  /** The sources of the last build, listed again only when a change may have added or removed one. */
  const scanned = new ScanMemo()
  /** The graph of the last build, its nodes updated when an edit changed only what a page's own node shows. */
  const graph = new GraphMemo()
  /** The search index of the last build, made again only when a page's text, title or place changes. */
  const searchIndex: { key?: string; files?: SiteFile[] } = {}
  /** Every page's search terms as that index was made: a changed index reads only the changed pages' bodies. */
  const searchTerms = termsInMemory()
  const llmsFiles: { key?: string; files?: SiteFile[] } = {}
  /** The output of the last good build (file sizes are kept from it). */
  let lastWriter: MemoryWriter | undefined
  /** The sources of the first build's pages (content-relative). */
  let firstSources: string[] = []

  const build = async (changes: readonly string[]): Promise<void> => {
    const started = performance.now()
    const cpu = process.cpuUsage()
    const targets = watchTargetsOf(config, options.themeDir(config), options.configFile)
    const kinds = new Set(changes.map((file) => classifyPath(targets, file)))
    let configReloaded = false
    let diagnostics: Diagnostic[] = []
    let diff: OutputDiff | undefined
    let ok = false
    try {
      if (kinds.has('theme') || kinds.has('config')) {
        // docsgen's client script does not depend on the site: keep it for the session.
        for (const key of themeMemo.keys()) if (key !== 'client') themeMemo.delete(key)
      }
      if (kinds.has('config') || configBroken) {
        configBroken = true
        const next = await load()
        configBroken = false
        if (JSON.stringify(compilerOptionsOf(next)) !== JSON.stringify(compilerOptionsOf(config))) {
          cache = await openCompileCache(next, { memory: options.cache === 'memory', bodies: 'file' })
        }
        config = next
        configReloaded = true
        watcher?.update(watchTargetsOf(config, options.themeDir(config), options.configFile))
      }
      // A page that includes a changed snippet is compiled again: the compile stage compares the
      // snippets' texts with those the page was compiled from (see `freshHit` there).
      const writer = new MemoryWriter({ previous: lastWriter })
      const result = await runPipeline(config, {
        mode: 'build',
        logger,
        writer,
        themeDir: options.themeDir(config),
        buildDate: options.buildDate,
        reuse: reuseForDevServer({
          // An empty batch (the first build, the one after the watcher's scan, the highlighting
          // one) may follow changes no one reported, and a new config may read other files:
          // then every source is looked at.
          changes: changes.length > 0 && !configReloaded ? new Set(changes) : undefined,
          scanned,
          compiled: cache,
          firstBuild: served === undefined,
          bundleDir: options.cache === 'memory' ? undefined : cacheDirOf(config),
          bundles: themeMemo,
          graph,
          finalBodies,
          linkChecks,
          pages: renderMemo,
          searchIndex,
          searchTerms,
          llmsFiles,
        }),
        speed: { workers: defaultWorkerCount(), highlight },
      })
      diagnostics = result.diagnostics
      if (result.ok && result.written) {
        // First: it renders the changed pages that were open, and a theme failing on one fails the build.
        diff = diffOutputs(served?.writer.files ?? new Map(), writer.files)
        ok = true
        // Clear the overlays first, then tell the pages what changed.
        if (failure) hub.broadcast({ type: 'ok', revision })
        failure = undefined
        lastWriter = writer
        if (served === undefined) firstSources = [...result.pages.values()].map((page) => page.source)
        publish(writer, diff, served === undefined)
      }
    } catch (error) {
      diagnostics = diagnosticsOf(error)
    }
    if (!ok) {
      failure = diagnostics.filter((d) => d.severity === 'error')
      if (failure.length === 0) failure = diagnostics
      hub.broadcast({ type: 'error', revision, diagnostics: failure.map(toOverlay) })
    }
    const used = process.cpuUsage(cpu)
    logger.debug('serve', `build cpu ${((used.user + used.system) / 1000).toFixed(1)} ms`)
    if (ok) schedulePersist()
    options.onBuild?.({
      ok,
      revision,
      ms: performance.now() - started,
      changes: changes.map((file) => toPosix(path.relative(rootDir, file))),
      diagnostics,
      ...(diff ? { diff } : {}),
      configReloaded,
    })
  }

  /** Write the cache to disk once no build has run for a while (and on close). */
  let persistTimer: NodeJS.Timeout | undefined
  const persistCache = () => cache.save().catch(() => undefined)
  const schedulePersist = (): void => {
    clearTimeout(persistTimer)
    persistTimer = setTimeout(() => {
      if (!running) void persistCache()
      else schedulePersist()
    }, CACHE_PERSIST_DELAY_MS)
    persistTimer.unref()
  }

  /** Serve a new build and tell open pages what changed. */
  const publish = (writer: MemoryWriter, diff: OutputDiff, first: boolean): void => {
    if (diff.files.length === 0 && !first) {
      // Nothing rendered changed; pages not rendered yet, and files made when asked for, may have.
      if (served) served = { writer, revision: served.revision }
      return
    }
    revision++
    const reloadAll = first || diff.assets.length > 0
    if (reloadAll) changedAt.set('*', revision)
    for (const page of diff.pages) changedAt.set(page, revision)
    const cssOnly = !reloadAll && diff.css.length > 0
    if (cssOnly) changedAt.set('css', revision)
    served = { writer, revision }
    if (diff.css.length > 0 && !reloadAll) {
      const base = config.baseUrl
      hub.broadcast({
        type: 'css',
        revision,
        changes: diff.css.map(({ from, to }) => ({
          from: base + from,
          to: from === to ? `${base}${to}?v=${revision}` : base + to,
        })),
      })
    }
    if (reloadAll || diff.pages.length > 0) {
      hub.broadcast({ type: 'reload', revision, paths: reloadAll ? '*' : diff.pages })
    }
  }

  // Builds run one at a time; changes that arrive meanwhile are merged into one more build.
  let queue: Set<string> | undefined
  let running: Promise<void> | undefined
  const schedule = (paths: readonly string[]): Promise<void> => {
    queue ??= new Set()
    for (const p of paths) queue.add(p)
    running ??= (async () => {
      try {
        while (queue) {
          const batch = [...queue]
          queue = undefined
          await build(batch)
        }
      } finally {
        running = undefined
      }
    })()
    return running
  }

  // The first build happens before listening, so the first request gets a page.
  since = performance.now()
  await schedule([])
  phase('first build', since)
  highlight = true

  let port = options.port ?? 3000
  const guard = createHostGuard(host, () => port)
  const handle = devRequestHandler({
    state: () => ({ served, failure, revision, changedAt, baseUrl: config.baseUrl }),
    guard,
    hub,
    boot,
  })
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      logger.debug('serve', `request failed: ${error instanceof Error ? error.stack : String(error)}`)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end()
    })
  })

  /** The watcher's first scan of the site, then one more build (see below). */
  let watching: Promise<void> = Promise.resolve()
  if (options.watch ?? true) {
    watcher = new SiteWatcher(
      watchTargetsOf(config, options.themeDir(config), options.configFile),
      (paths) => void schedule(paths),
      { debounceMs: options.debounceMs ?? 10 },
    )
    // The server answers while the watcher scans the site (1.6 s of a 3.5 s start at 10,000
    // pages). A file saved during the scan may escape the watcher: one more build once it is ready
    // finds it by its stamp, as every build does, and is otherwise quick (nothing is rendered).
    const scanning = performance.now()
    watching = watcher.ready.then(() => {
      phase('watcher', scanning)
      return schedule([])
    })
  }

  try {
    port = await listen(server, host, options.port ?? 3000)
  } catch (error) {
    await watcher?.close()
    hub.close()
    throw error
  }
  // With every page from the cache or highlighted on other threads, this thread's compiler is
  // cold: warm it now on some of the site's pages, not on the first edit.
  const warmUp = () => warmUpCompiler(config, firstSources).catch(() => {})
  if (highlightLater) {
    // The same pages again, highlighted; open pages swap them in place.
    logger.debug('serve', 'highlighting the code blocks of the first build')
    void schedule([]).then(warmUp)
  } else void warmUp()

  return {
    url: serverUrl(host, port, config.baseUrl),
    port,
    host,
    server,
    get revision() {
      return revision
    },
    get watching() {
      return watchedPaths(watchTargetsOf(config, options.themeDir(config), options.configFile))
    },
    idle: async () => {
      await watching
      while (running) await running
    },
    rebuild: (paths = []) => schedule(paths),
    close: async () => {
      await watcher?.close()
      while (running) await running.catch(() => {})
      clearTimeout(persistTimer)
      await persistCache()
      hub.close()
      await closeServer(server)
    },
  }
}
