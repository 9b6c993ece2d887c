import path from 'node:path'
import { type CompiledSources, compileSources, defaultWorkerCount, preloadCompilers } from './compile/index.js'
import type { ResolvedConfig } from './config/index.js'
import { DiagnosticSink } from './diagnostics/index.js'
import { katexStylesheet } from './files/index.js'
import { buildRouteGraph } from './graph/index.js'
import { type LinkedPages, linkPages } from './links/index.js'
import { LlmsBuilder, type LlmsInput, type LlmsStats, llmsFilesKey } from './llms/index.js'
import { type Diagnostic, LLMS_FILES, type RouteGraph, SEARCH_INDEX_DIR } from './model/index.js'
import { packageRoot } from './package-root.js'
import type { BuildContext, BuildResult } from './pipeline-types.js'
import { type AssetReuse, pagesPerAreaWhenAsked, prismThemeCss, startAssets } from './render/index.js'
import { noReuse, type Reuse, recordBuild, type SiteKey, siteKeyOf } from './reuse/index.js'
import { listSitePages, type SourceFile, scanSources, translatedSources } from './scan/index.js'
import { planSearchIndex, SearchIndexBuilder, type SearchIndexInput, type SearchPlan } from './search/index.js'
import { type BundledSiteComponents, INFIMA_CSS, prepareSiteComponents } from './site-components/index.js'
import { blogFeedSiteFiles, type LazySiteFiles, localFilesOf, renderAndWrite, type WriteResult } from './write/index.js'

export type { BuildContext, BuildResult, PipelineMode, Progress, Speed } from './pipeline-types.js'

// The only file that knows the order of the stages. Each stage is one call in `runPipeline`;
// how a stage is sped up (caches, memos, reuse of earlier output: `ctx.reuse`; threads and
// memory: `ctx.speed`) is decided inside the stage, not here.

/**
 * Run the stages in order: scan, compile, graph, links, then (for `build`) bundle, theme, render,
 * search (unless the previous index is kept) and write.
 */
export async function runPipeline(config: ResolvedConfig, ctx: BuildContext): Promise<BuildResult> {
  const run = new Run(ctx, quietByDefault(config, ctx.verbose ?? false))
  run.report(config.notes)
  // The client script, theme CSS and theme module do not depend on the content: bundled while the pages compile.
  const assets = ctx.mode === 'build' ? startAssets(run.assetReuse(config)) : undefined
  // The site's own React components (a Docusaurus site's, its React pages with them): bundled
  // while the sources are scanned. The pages folder is listed once for both.
  const sitePages = run.inBackground(listSitePages(config))
  const components = run.inBackground(prepareSiteComponents(config, { cacheDir: run.reuse.bundleDir, sitePages }))
  const { scanned: memo, changes: changed } = run.reuse
  const files = await run.step('scan', () => scanSources(config, { sitePages, memo, changed }))
  preloadCompilers(files, run.reuse.compiled)
  const siteComponents = await run.step('components', () => components)
  // The key of what the output is made from, read before the pages are (see `UpToDate`).
  const { buildDate, verbose = false } = ctx
  const siteKey =
    run.reuse.upToDate && assets && siteKeyOf({ config, files, assets, siteComponents, buildDate, verbose })
  const kept = await run.keptBuild(siteKey)
  if (kept) return kept
  const sources = await run.step('compile', () => compile({ files, config, run, siteComponents }))
  // The compile cache is written while the later stages run (at 10000 pages, ~600 MB of bodies),
  // as a large OpenAPI document's page is (`sources.storing`).
  const saving = run.inBackground(run.reuse.compiled?.save({ persist: run.reuse.persistCompiled }))
  try {
    const graph = await run.step('graph', () => buildGraph({ sources, files, config, run }))
    const linked = await run.step('links', () => link({ graph, sources, config, run }))
    if (ctx.mode === 'check' || run.failed() || !ctx.writer) return run.result({ graph, linked, sources })
    const indexInput = { graph, pages: linked.pages, bodies: sources.bodies, config }
    // Made after the pages, and only when the pages they are made from changed (see their keys).
    const siteFiles: LazySiteFiles[] = []
    if (config.search.enabled) siteFiles.push(searchFiles(indexInput, run))
    if (config.llms) siteFiles.push(llmsFiles(indexInput, run))
    if ((graph.blogPosts?.length ?? 0) > 0)
      siteFiles.push(blogFeedSiteFiles({ graph, bodies: linked.bodies.routes, config }))
    const written = await renderAndWrite({
      ...run.renderSettings,
      config,
      graph,
      linked,
      writer: ctx.writer,
      assets: assets ?? startAssets(run.assetReuse(config)),
      siteCss: siteComponents?.css,
      localFiles: localFilesOf(linked.pages.values(), config),
      siteFiles,
      status: { buildDate: ctx.buildDate, pagesPerArea: pagesPerAreaWhenAsked(graph) },
    })
    return await run.recorded(siteKey, { result: run.result({ graph, linked, sources, written }), sources })
  } finally {
    await saving
    await sources.storing
  }
}

/** The search stage: the index's files, made when the plan's key changed (see `SearchIndexBuilder`). */
function searchFiles(input: SearchIndexInput, run: Run): LazySiteFiles {
  // Made when first read: the dev server reads it only when the index is asked for.
  let plan: SearchPlan | undefined
  const planOf = (): SearchPlan => {
    plan ??= planSearchIndex(input)
    return plan
  }
  return {
    name: 'search',
    get key() {
      return planOf().key
    },
    start: () => {
      const memo = run.reuse.searchTerms
      const builder = new SearchIndexBuilder({ ...input, plan: planOf(), previous: memo?.load() })
      return {
        // Each page's fragment as the render stage reaches it (timed with the render).
        page: (route, out) => builder.page(route, out),
        finish: async (out) => {
          const { stats, memo: made } = await run.step('search', () => builder.finish(out))
          memo?.save(made)
          const { pages, sections, shards, bytes, kept } = stats
          run.ctx.logger.debug(
            'search',
            `${pages} pages, ${sections} sections, ${stats.terms} terms in ${shards} shards, ${bytes} bytes written, ${kept} files kept`,
          )
        },
      }
    },
    memo: run.reuse.searchIndex,
    covers: (path) => path.startsWith(`${SEARCH_INDEX_DIR}/`),
  }
}

/** The llms stage: every page's `.md`, `/llms.txt` and `/llms-full.txt`, made when `llmsFilesKey` changed. */
function llmsFiles(input: LlmsInput, run: Run): LazySiteFiles {
  let key: string | undefined
  return {
    name: 'llms',
    // Made when first read, as the search index's.
    get key() {
      key ??= llmsFilesKey(input)
      return key
    },
    start: () => {
      const builder = new LlmsBuilder(input)
      return {
        // Each page's `.md` as the render stage reaches it (timed with the render).
        page: (route, out) => builder.page(route, out.emit),
        finish: async (out) => {
          const stats = await run.step('llms', () => builder.finish(out.emit))
          run.llms = stats
          const { pages, sections, llmsTxtBytes, fullBytes, pageBytes } = stats
          run.ctx.logger.debug(
            'llms',
            `${pages} pages in ${sections} sections: llms.txt ${llmsTxtBytes} bytes, llms-full.txt ${fullBytes}, .md pages ${pageBytes}`,
          )
        },
      }
    },
    memo: run.reuse.llmsFiles,
    // Each page's `<route>.md`, /llms.txt and /llms-full.txt.
    covers: (path) => path.endsWith('.md') || path === LLMS_FILES.index || path === LLMS_FILES.full,
  }
}

/** The compile stage: every source read, and compiled unless the cache has it. */
async function compile(input: {
  files: readonly SourceFile[]
  config: ResolvedConfig
  run: Run
  siteComponents: BundledSiteComponents | undefined
}): Promise<CompiledSources> {
  const { files, config, run, siteComponents } = input
  const { ctx } = run
  const { changes } = run.reuse
  if (siteComponents) run.report(siteComponents.diagnostics)
  const sources = await compileSources(files, config, {
    siteComponents: siteComponents?.module,
    cache: run.reuse.compiled,
    workers: ctx.speed?.workers ?? defaultWorkerCount(),
    // `check` reads links and anchors only: no page keeps its HTML (nor, from the cache, headings).
    bodies: ctx.mode === 'check' ? 'none' : ctx.speed?.bodies,
    highlight: ctx.speed?.highlight,
    // Told what changed (the dev server), a source not among the changes is not stat'ed.
    unchanged: changes && ((file) => !changes.has(file)),
    onProgress: (done, total) => ctx.progress?.onProgress?.('compile', done, total),
  })
  run.report(sources.diagnostics)
  const { cached, compiled, workers, highlightWorker } = sources.stats
  const here = highlightWorker?.blocksHere ? ` (${highlightWorker.blocksHere} blocks here, after it failed)` : ''
  const code = highlightWorker ? `, code highlighted on a worker thread${here}` : ''
  ctx.logger.debug('compile', `${cached} from cache, ${compiled} compiled, ${workers} workers${code}`)
  return sources
}

/**
 * The graph stage: routes, sidebars and navigation (`check` renders nothing: no breadcrumbs or
 * previous/next), and which docs a locale translates (their edit links with `editLocalizedFiles`).
 */
function buildGraph(input: {
  sources: CompiledSources
  files: readonly SourceFile[]
  config: ResolvedConfig
  run: Run
}) {
  const { sources, config, run } = input
  const translations = translatedSources(input.files)
  const graphInput = {
    ...sources,
    config,
    navigation: run.ctx.mode !== 'check',
    ...(translations.size > 0 ? { translations } : {}),
  }
  const graph = run.reuse.graph?.graphOf(graphInput) ?? buildRouteGraph(graphInput)
  run.report(graph.diagnostics)
  return graph
}

/** The links stage: pages matched to routes, `.md` links and slots reported, every link and anchor checked. */
async function link(input: {
  graph: RouteGraph
  sources: CompiledSources
  config: ResolvedConfig
  run: Run
}): Promise<LinkedPages> {
  const { graph, sources, config, run } = input
  const { finalBodies, linkChecks } = run.reuse
  const linked = await linkPages({
    graph,
    config,
    ...sources,
    mode: run.ctx.mode,
    memo: finalBodies,
    checks: linkChecks,
  })
  run.report(linked.diagnostics)
  return linked
}

/**
 * Diagnostics left out unless `--verbose`: in a Docusaurus site, front matter keys docsgen does not
 * know (Docusaurus accepts any key, and sites carry keys of other tools: `sidebarDepth`,
 * `canonicalUrl`). Keys docsgen knows but whose value is wrong are still reported.
 */
function quietByDefault(config: ResolvedConfig, verbose: boolean): (diagnostic: Diagnostic) => boolean {
  if (verbose || config.flavour !== 'docusaurus') return () => false
  return (d) => d.code === 'frontmatter/unknown-key'
}

/** One run: its stages' timings and diagnostics, and what it hands the stages besides their input. */
class Run {
  readonly #sink = new DiagnosticSink()
  readonly #quiet: (diagnostic: Diagnostic) => boolean
  readonly reuse: Reuse
  /** Set by the llms stage when it made its files. */
  llms: LlmsStats | undefined
  /** When the run started (`Date.now()`): what changed since is not recorded as built (see `recordBuild`). */
  readonly started = Date.now()

  constructor(
    readonly ctx: BuildContext,
    quiet: (diagnostic: Diagnostic) => boolean,
  ) {
    this.reuse = ctx.reuse ?? noReuse()
    this.#quiet = quiet
  }

  /** Run one stage, timed (`--debug`, and the CLI's progress lines). */
  async step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
    const start = performance.now()
    const value = await work()
    const ms = performance.now() - start
    this.ctx.logger.debug('pipeline', `${name} ${ms.toFixed(1)} ms`)
    this.ctx.progress?.onStep?.(name, ms)
    return value
  }

  report(diagnostics: readonly Diagnostic[]): void {
    this.#sink.addAll(diagnostics.filter((d) => !this.#quiet(d)))
  }

  failed(): boolean {
    return this.#sink.hasErrors()
  }

  /** Work going on while later stages run: awaited before the run ends, its rejection not unhandled meanwhile. */
  inBackground<T>(work: Promise<T>): Promise<T>
  inBackground(work: Promise<void> | undefined): Promise<void> | undefined
  inBackground<T>(work: Promise<T> | undefined): Promise<T> | undefined {
    work?.catch(() => undefined)
    return work
  }

  /** What the bundles are made of besides the theme (the site's stylesheets), and where they are kept between runs. */
  assetReuse({ customCss, baseUrl, flavour, markdown }: ResolvedConfig): AssetReuse {
    const framework = [
      ...(flavour === 'docusaurus' ? [path.join(packageRoot(), INFIMA_CSS)] : []),
      ...(markdown.math ? [katexStylesheet()] : []),
    ]
    const css = markdown.prism && prismThemeCss({ light: markdown.prism.theme, dark: markdown.prism.darkTheme })
    const site = { customCss, framework, baseUrl, css }
    return { themeDir: this.ctx.themeDir, site, dir: this.reuse.bundleDir, memo: this.reuse.bundles }
  }

  /** What the render and write stages take from the run: timing, logging, reuse of pages, threads. */
  get renderSettings() {
    return {
      step: <T>(name: string, work: () => Promise<T> | T) => this.step(name, work),
      logger: this.ctx.logger,
      pages: this.reuse.pages,
      workers: this.ctx.speed?.workers ?? defaultWorkerCount(),
      renderWorkers: this.ctx.speed?.renderWorkers,
    }
  }

  /** The last build's result, when its record says the output of these inputs is there as it made it. */
  async keptBuild(key: SiteKey | undefined): Promise<BuildResult | undefined> {
    const kept = await this.reuse.upToDate?.find(key)
    if (kept) this.ctx.logger.debug('pipeline', `output of the same inputs kept (${kept.written.files} files)`)
    return kept ? { ok: true, pages: new Map(), diagnostics: kept.diagnostics, written: kept.written, kept } : undefined
  }

  /** Record a successful build for the next one (see `UpToDate`). */
  async recorded(
    key: SiteKey | undefined,
    built: { result: BuildResult; sources: CompiledSources },
  ): Promise<BuildResult> {
    const outputs = this.ctx.writer?.committedStamps?.()
    await recordBuild(this.reuse.upToDate, { key, ...built, since: this.started, outputs })
    return built.result
  }

  result(parts: {
    graph: RouteGraph
    linked: LinkedPages
    sources: CompiledSources
    written?: WriteResult
  }): BuildResult {
    const { graph, linked, sources, written } = parts
    return {
      ok: !this.failed(),
      graph,
      pages: linked.pages,
      bodies: sources.bodies,
      diagnostics: this.#sink.list(),
      ...(linked.linkReport ? { linkReport: linked.linkReport } : {}),
      ...(written ? { written } : {}),
      ...(this.llms ? { llms: this.llms } : {}),
    }
  }
}
