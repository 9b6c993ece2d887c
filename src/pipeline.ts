import path from 'node:path'
import { bundleClient, cachedBundle } from './bundle/index.js'
import { type CompileCache, compileSources, defaultWorkerCount } from './compile/index.js'
import { contentFilePath } from './config/content-path.js'
import type { ResolvedConfig } from './config/schema.js'
import { DiagnosticSink } from './diagnostics/sink.js'
import { buildRouteGraph } from './graph/index.js'
import { checkLinks, type LinkReport, markdownLinkDiagnostics } from './links/index.js'
import type { Logger } from './logger/index.js'
import type { Diagnostic, Severity } from './model/diagnostic.js'
import type { CompiledPage } from './model/page.js'
import type { RouteGraph, RoutePath } from './model/route-graph.js'
import { packageRoot } from './package-root.js'
import { finalBodies } from './pipeline-bodies.js'
import { keepPage, previousOutput, WRITE_CONCURRENCY, WriteQueue } from './pipeline-output.js'
import {
  bundleThemeCss,
  contentSecurityPolicy,
  eachRenderedRoute,
  eachRenderedRouteWith,
  loadTheme,
  RENDER_FIRST_HERE,
  RENDER_WORKER_THRESHOLD,
  type RenderMemo,
  renderHeadersFile,
  renderRobots,
  renderSitemap,
  renderWorkerScript,
  type Theme,
  themeFileOf,
  WhenBusyRenderer,
} from './render/index.js'
import { scanSources } from './scan/index.js'
import { listStaticFiles } from './static-files.js'
import { type ManifestPage, type WriteResult, type Writer, writeOutputManifest } from './write/index.js'

/** What a run is for: a full build, or only the checks (`check-links`). */
export type PipelineMode = 'build' | 'check'

/** Everything a run needs besides the config. */
export interface BuildContext {
  mode: PipelineMode
  logger: Logger
  /** Where `build` writes; not used by `check`. */
  writer?: Writer
  /** Theme folder (the site's `theme/`, or docsgen's). */
  themeDir: string
  /** Date shown on /status (ISO `YYYY-MM-DD`), fixed by the caller so builds are reproducible. */
  buildDate: string
  /** Compiled pages of earlier builds; saved again after a successful run. */
  cache?: CompileCache | undefined
  /**
   * Bundles kept between runs by a long-lived caller (the dev server): `client` (docsgen's client
   * script), and `css:<themeDir>` and `theme:<themeDir>` (the theme's CSS and module), which the
   * caller deletes when a theme file changes.
   */
  themeMemo?: Map<string, Promise<unknown>> | undefined
  /** Pages rendered by earlier runs, reused when their props are unchanged (the dev server). */
  renderMemo?: RenderMemo | undefined
  /** Where the client and theme bundles are kept between runs (`.docsgen-cache/`); undefined: bundled each run. */
  bundleCacheDir?: string | undefined
  /**
   * Where the pages of the last output are recorded (`.docsgen-cache/output.json`): with a writer
   * that keeps the previous output, a page made from the same props and body is kept, not rendered.
   */
  outputManifest?: string | undefined
  /** Write the cache to disk after compiling. @default true (the dev server writes it when idle) */
  persistCache?: boolean | undefined
  /** `false`: code blocks without highlighting, pages not cached (see `CompileOptions`). @default true */
  highlight?: boolean | undefined
  /** Worker threads for compiling Markdown and rendering pages (0 or 1: on this thread). */
  workers?: number | undefined
  /**
   * When pages render on worker threads too: sites of at least `minPages` pages, once `firstHere`
   * pages were rendered on this thread. @default RENDER_WORKER_THRESHOLD and RENDER_FIRST_HERE
   */
  renderWorkers?: { minPages: number; firstHere: number } | undefined
  /**
   * Where compiled pages keep their HTML until they are rendered: `memory` (the default), or
   * `file`, a temporary file each body is read back from when used (`docsgen build`: a large
   * site's HTML is never all in memory).
   */
  bodies?: 'memory' | 'file' | undefined
  /** Called after each stage with its time, for the CLI's progress lines. */
  onStep?: (name: string, ms: number) => void
  /** Called during long stages with how far they are, for a progress bar on a terminal. */
  onProgress?: (name: string, done: number, total: number) => void
}

/** The outcome of a run. */
export interface BuildResult {
  ok: boolean
  graph?: RouteGraph
  /** Compiled pages by route. */
  pages: ReadonlyMap<string, CompiledPage>
  diagnostics: Diagnostic[]
  linkReport?: LinkReport
  written?: WriteResult
}

/** Run the stages in order: scan, compile, graph, links, then (for `build`) bundle, render and write. */
export async function runPipeline(config: ResolvedConfig, ctx: BuildContext): Promise<BuildResult> {
  const saving: { cache?: Promise<void> | undefined } = {}
  try {
    return await runStages(config, ctx, saving)
  } finally {
    // The cache is written while the later stages run; a run ends when it is on disk (and fails
    // if it could not be written, as before).
    await saving.cache
  }
}

async function runStages(
  config: ResolvedConfig,
  ctx: BuildContext,
  saving: { cache?: Promise<void> | undefined },
): Promise<BuildResult> {
  const sink = new DiagnosticSink()
  const step = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
    const start = performance.now()
    const value = await run()
    const ms = performance.now() - start
    ctx.logger.debug('pipeline', `${name} ${ms.toFixed(1)} ms`)
    ctx.onStep?.(name, ms)
    return value
  }

  // The client bundle, theme CSS and theme module do not depend on the content: start them now so
  // esbuild works while the pages compile (they are awaited, and their errors reported, below).
  const early = ctx.mode === 'build' ? startThemeWork(ctx) : undefined
  const files = await step('scan', () => scanSources(config))
  const sources = await step('compile', () =>
    compileSources(files, config, {
      cache: ctx.cache,
      workers: ctx.workers,
      // `check` reads links and anchors only: no page keeps its HTML (nor, from the cache, headings).
      bodies: ctx.mode === 'check' ? 'none' : ctx.bodies,
      highlight: ctx.highlight,
      onProgress: (done, total) => ctx.onProgress?.('compile', done, total),
    }),
  )
  sink.addAll(sources.diagnostics)
  ctx.logger.debug(
    'compile',
    `${sources.stats.cached} from cache, ${sources.stats.compiled} compiled, ${sources.stats.workers} workers`,
  )
  // Saved while the graph, links and render stages run: at 10000 pages that is ~600 MB of bodies
  // copied and hashed, which held the next stages up for 2-3 s. The stages only read the pages
  // (and the files their bodies are in), and the save keeps its own list of entries.
  saving.cache = ctx.cache?.save({ persist: ctx.persistCache ?? true })
  // Rejections are awaited (and thrown) by runPipeline; until then they are not unhandled.
  saving.cache?.catch(() => undefined)
  // `check` renders nothing: its graph has no breadcrumbs or previous/next links.
  const graph = await step('graph', () => buildRouteGraph({ ...sources, config, navigation: ctx.mode !== 'check' }))
  sink.addAll(graph.diagnostics)

  const linkSeverity = ctx.mode === 'check' ? 'error' : severityOf(config.onBrokenLinks)
  const mdSeverity = ctx.mode === 'check' ? undefined : severityOf(config.onBrokenMarkdownLinks)
  const { linkOptions, finalBody, renderBodies } = finalBodies({
    graph,
    config,
    mdSeverity,
    renderMemo: ctx.renderMemo,
  })
  const { pages, linkReport } = await step('links', async () => {
    const pagesByRoute = new Map<string, CompiledPage>()
    for (const page of sources.pages) {
      const route = graph.sourceToRoute.get(page.source)
      if (!route || graph.routes.get(route)?.source !== contentFilePath(config.docs.contentDir, page.source)) continue
      pagesByRoute.set(route, page)
      // `check` reads links from each page's metadata (its cache holds no HTML) and writes nothing.
      // `build` reports the final bodies' problems here: `.md` links from the page's links alone
      // (its body is read once, when it renders), slots from the final body (made again when the
      // page renders, so the bodies of the whole site are never held twice at once).
      if (ctx.mode === 'build') {
        sink.addAll(page.slots ? finalBody(page, route).diagnostics : markdownLinkDiagnostics(page, graph, linkOptions))
      }
    }
    for (const api of sources.apiPages) {
      const route = graph.sourceToRoute.get(api.page.source)
      if (route) pagesByRoute.set(route, api.page)
    }
    let report: LinkReport | undefined
    if (linkSeverity) {
      const staticFiles = await listStaticFiles(path.join(config.rootDir, 'static'))
      const configLinks = [
        ...config.navbar.items.flatMap((item, i) => (item.to ? [{ to: item.to, where: `navbar.items[${i}]` }] : [])),
        ...config.footer.links.flatMap((group, g) =>
          group.items.flatMap((item, i) => (item.to ? [{ to: item.to, where: `footer.links[${g}].items[${i}]` }] : [])),
        ),
      ]
      report = checkLinks({
        graph,
        pages: pagesByRoute,
        staticFiles,
        baseUrl: config.baseUrl,
        severity: linkSeverity,
        configLinks,
        configFile: config.configFile ?? 'site.config.ts',
      })
      // In `build`, `.md` links were already reported by resolveMarkdownLinks with their own setting.
      sink.addAll(
        ctx.mode === 'check'
          ? report.diagnostics
          : report.diagnostics.filter((d) => d.code !== 'links/broken-markdown-link'),
      )
    }
    return { pages: pagesByRoute, linkReport: report }
  })

  if (ctx.mode === 'check' || sink.hasErrors()) {
    return { ok: !sink.hasErrors(), graph, pages, diagnostics: sink.list(), ...(linkReport ? { linkReport } : {}) }
  }

  const work = early ?? startThemeWork(ctx)
  const assets = await step('bundle', async () => {
    const [css, client] = await Promise.all([work.css, work.client])
    return { css, js: client.js, entry: client.entry }
  })
  const theme = await step('theme', () => work.theme)
  const writer = ctx.writer
  if (!writer) return { ok: true, graph, pages, diagnostics: sink.list(), ...(linkReport ? { linkReport } : {}) }
  const apiRoutes = new Set(sources.apiPages.map((api) => graph.sourceToRoute.get(api.page.source)))
  const bodies = renderBodies(pages, apiRoutes)
  const asides = new Map<RoutePath, string>()
  for (const [route, page] of pages) if (page.aside !== undefined) asides.set(route as RoutePath, page.aside)
  const renderInput = {
    graph,
    bodies,
    asides,
    config,
    assets: { css: [assets.css.fileName], js: [assets.entry.fileName] },
    status: {
      buildDate: ctx.buildDate,
      pagesPerArea: pagesPerArea(graph),
      linkCheck: { checkedLinks: linkReport?.checkedLinks ?? 0, brokenLinks: linkReport?.brokenLinks ?? 0 },
    },
  }
  try {
    await writer.begin()
    // Each page is written as soon as it is rendered (a few writes in flight), so the HTML of the
    // whole site is never in memory at once.
    const output = await previousOutput(ctx, writer, theme)
    const rendered = new Map<string, ManifestPage>()
    const scriptHashes = await step('render', async () => {
      const hashes = new Set<string>()
      const writes = new WriteQueue(WRITE_CONCURRENCY)
      const renderer = ctx.renderMemo ? undefined : workerRenderer(ctx, theme, graph.routes.size)
      try {
        const pages = renderer
          ? eachRenderedRouteWith(renderer, renderInput, theme, output?.previous, writer.reserve?.bind(writer))
          : eachRenderedRoute(renderInput, theme, ctx.renderMemo, output?.previous)
        for await (const page of pages) {
          for (const hash of page.scriptHashes) hashes.add(hash)
          if (page.key !== undefined) {
            rendered.set(page.path, {
              key: page.key,
              outFile: page.outFile,
              stamp: '',
              scriptHashes: page.scriptHashes,
            })
          }
          if (page.written) continue
          const kept = page.kept ? output?.pages.get(page.path) : undefined
          await writes.push(kept ? keepPage(writer, kept) : writer.add({ path: page.outFile, contents: page.html }))
        }
      } finally {
        if (renderer?.started) ctx.logger.debug('render', 'pages rendered on worker threads too')
        await renderer?.close()
      }
      await writes.drain()
      if (output) ctx.logger.debug('render', `${output.kept()} pages kept from the previous output`)
      return hashes
    })
    if (ctx.renderMemo) {
      const { rendered: fresh, reused } = ctx.renderMemo.stats
      ctx.logger.debug('render', `${fresh} rendered, ${reused} unchanged`)
    }
    const written = await step('write', async () => {
      await writer.copyDir(path.join(config.rootDir, 'static'))
      await writer.add({ path: assets.css.fileName, contents: assets.css.contents })
      for (const js of assets.js) await writer.add({ path: js.fileName, contents: js.contents })
      await writer.add({ path: 'sitemap.xml', contents: renderSitemap(graph, config) })
      await writer.add({ path: 'robots.txt', contents: renderRobots(config) })
      // Hosts that read `_headers` (Netlify, Cloudflare Pages) get a strict CSP with hashed inline scripts.
      await writer.add({ path: '_headers', contents: renderHeadersFile(contentSecurityPolicy(scriptHashes)) })
      return writer.commit()
    })
    if (output && writer.stamps) {
      const stamps = await writer.stamps([...rendered.values()].map((page) => page.outFile))
      for (const [route, page] of rendered) {
        const stamp = stamps.get(page.outFile)
        if (stamp === undefined) rendered.delete(route)
        else page.stamp = stamp
      }
      await writeOutputManifest(output.file, output.made, rendered)
    }
    return { ok: true, graph, pages, diagnostics: sink.list(), written, ...(linkReport ? { linkReport } : {}) }
  } catch (error) {
    await writer.abort()
    throw error
  }
}

/**
 * Render workers for a large build (see `renderWorkers`), started once a few pages actually
 * needed rendering (a warm build keeps most pages). Undefined: render on this thread.
 */
function workerRenderer(ctx: BuildContext, theme: Theme, routes: number): WhenBusyRenderer | undefined {
  const workers = ctx.workers ?? defaultWorkerCount()
  const script = renderWorkerScript()
  const themeFile = themeFileOf(theme)
  const { minPages, firstHere } = ctx.renderWorkers ?? {
    minPages: RENDER_WORKER_THRESHOLD,
    firstHere: RENDER_FIRST_HERE,
  }
  if (workers < 2 || routes < minPages || !script || !themeFile) return undefined
  return new WhenBusyRenderer(theme, { script, themeFile, workers, after: firstHere })
}

/** Start bundling the theme CSS, the client script and the theme module (errors stay with the promises). */
function startThemeWork(ctx: BuildContext) {
  const work = {
    css: remember(ctx.themeMemo, `css:${ctx.themeDir}`, () =>
      bundleThemeCss(ctx.themeDir, { minify: true, cacheDir: ctx.bundleCacheDir }),
    ),
    client: remember(ctx.themeMemo, 'client', () =>
      cachedBundle({ dir: ctx.bundleCacheDir, name: 'client-bundle.json', root: packageRoot(), key: '' }, async () => {
        const bundle = await bundleClient()
        return { value: bundle, metafile: bundle.metafile }
      }),
    ),
    theme: remember(ctx.themeMemo, `theme:${ctx.themeDir}`, () =>
      loadTheme(ctx.themeDir, { cacheDir: ctx.bundleCacheDir }),
    ),
  }
  // Awaited later, or never when the content fails: do not let an early failure go unhandled.
  for (const promise of Object.values(work)) promise.catch(() => undefined)
  return work
}

/** `run()` once per key while `memo` keeps it (a failed run is forgotten); without a memo, every time. */
function remember<T>(memo: Map<string, Promise<unknown>> | undefined, key: string, run: () => Promise<T>): Promise<T> {
  if (!memo) return run()
  let result = memo.get(key) as Promise<T> | undefined
  if (!result) {
    result = run()
    memo.set(key, result)
    result.catch(() => memo.delete(key))
  }
  return result
}

function severityOf(setting: 'ignore' | 'warn' | 'throw'): Severity | undefined {
  return setting === 'ignore' ? undefined : setting === 'warn' ? 'warning' : 'error'
}

/** Pages per top-level area (`dev-docs`, `user-docs`, ...), for the status page. */
function pagesPerArea(graph: RouteGraph): { area: string; pages: number }[] {
  const counts = new Map<string, number>()
  for (const node of graph.routes.values()) {
    if (node.kind === 'search' || node.kind === 'not-found') continue
    const first = node.path.split('/')[1] || '(root)'
    const area = node.kind === 'home' || node.kind === 'status' || node.kind === 'openapi' ? node.path : first
    counts.set(area, (counts.get(area) ?? 0) + 1)
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([area, pages]) => ({ area, pages }))
}
