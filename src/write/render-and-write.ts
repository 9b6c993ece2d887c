import type { ResolvedConfig } from '../config/index.js'
import type { LinkedPages } from '../links/index.js'
import type { Logger } from '../logger/index.js'
import type { RouteGraph, RoutePath } from '../model/index.js'
import {
  type AssetsInWork,
  deferredPages,
  type PageRenderer,
  RENDER_FIRST_HERE,
  RENDER_WORKER_THRESHOLD,
  type RenderInput,
  type RenderMemo,
  type RenderReuse,
  renderPages,
  renderWorkerScript,
  type Theme,
  themeFileOf,
  WhenBusyRenderer,
} from '../render/index.js'
import type { ManifestPage } from './output-manifest.js'
import {
  addDeferredPages,
  keepPage,
  type OutputReuse,
  previousOutput,
  saveOutputManifest,
  WRITE_CONCURRENCY,
  WriteQueue,
  writePages,
  writeSiteFiles,
} from './write-pages.js'
import type { DeferredFiles, WriteResult, Writer } from './writer.js'

/** How rendered pages of earlier runs are reused (`Reuse.pages`). */
export type PageReuseSetting =
  | { kind: 'none' }
  | { kind: 'previous-output'; manifest: string }
  | { kind: 'on-demand'; memo: RenderMemo }

/** A file of the site made by a stage before rendering. */
export interface SiteFile {
  fileName: string
  contents: string | Uint8Array
}

/** Hands one file of a set to the writer (written at once, then let go). */
export type EmitSiteFile = (file: SiteFile) => Promise<void>

/**
 * Where a maker's files go: `emit` writes one; `keep` keeps the file of that name the set had
 * last time (the previous output's, or the dev server's memo), if it is there as it was written:
 * for files whose names say what they hold (content hashes), so that a maker whose key changed
 * writes again only the files that changed.
 */
export interface SiteFilesOut {
  emit: EmitSiteFile
  keep(fileName: string): Promise<boolean>
}

/**
 * Makes a set of lazy files: each page's own files as the render stage reaches the page (this
 * thread is mostly idle then, waiting on the render workers), the files made from every page once
 * the last was rendered.
 */
export interface SiteFilesMaker {
  /** Called once per route, in path order, kept pages too. */
  page(route: RoutePath, out: SiteFilesOut): Promise<void>
  finish(out: SiteFilesOut): Promise<void>
}

/**
 * Files made from the compiled pages (the search index, the Markdown files), with a key of
 * everything they are made from: when the key is the one of the files in the previous output (or
 * in `memo`, the dev server's), they are kept and `start` is never called.
 */
export interface LazySiteFiles {
  /** Names the set in the output manifest (`search`, `llms`). */
  name: string
  key: string
  start(): SiteFilesMaker
  /** The files made last time, kept by a long-lived caller (the dev server). */
  memo: { key?: string; files?: SiteFile[] } | undefined
  /** Whether a path of the output is one of these files. */
  covers(path: string): boolean
}

/** Routes of the output manifest under which a set of lazy files is recorded (`\0search:`). */
const lazyEntry = (name: string): string => `\u0000${name}:`

/** What `renderAndWrite` needs. */
export interface RenderAndWriteInput {
  /** Times a stage (the pipeline's `Run.step`). */
  step: <T>(name: string, work: () => Promise<T> | T) => Promise<T>
  logger: Logger
  config: ResolvedConfig
  graph: RouteGraph
  linked: LinkedPages
  writer: Writer
  assets: AssetsInWork
  /** A stylesheet of the site's own (a Docusaurus site's components' CSS), linked after the theme's. */
  siteCss?: { fileName: string; contents: string } | undefined
  /** Files kept beside pages, to publish: output path -> absolute source path. */
  localFiles?: ReadonlyMap<string, string> | undefined
  /**
   * Files made from the pages, each set only when its inputs changed since it was last written:
   * the search index, the Markdown files.
   */
  siteFiles: readonly LazySiteFiles[]
  pages: PageReuseSetting
  /** Worker threads, and when rendering moves to them (see `Speed`). */
  workers: number
  renderWorkers: { minPages: number; firstHere: number } | undefined
  status: { buildDate: string; pagesPerArea: RenderInput['status']['pagesPerArea'] }
}

/**
 * The bundle, theme, render and write stages of a build: the assets are awaited, every page is
 * rendered and written as it comes (kept from the previous output when unchanged), then the
 * site's other files, and the new output is made visible at once. A failure leaves the previous
 * output as it was.
 */
export async function renderAndWrite(input: RenderAndWriteInput): Promise<WriteResult> {
  const { step, logger, config, graph, linked, writer } = input
  const assets = await step('bundle', async () => {
    const [css, client] = await Promise.all([input.assets.css, input.assets.client])
    return { css, js: client.js, entry: client.entry }
  })
  const theme = await step('theme', () => input.assets.theme)
  const asides = new Map<RoutePath, string>()
  for (const [route, page] of linked.pages) if (page.aside !== undefined) asides.set(route, page.aside)
  const renderInput: RenderInput = {
    graph,
    bodies: linked.bodies.routes,
    asides,
    config,
    assets: {
      css: [assets.css.fileName, ...(input.siteCss ? [input.siteCss.fileName] : [])],
      js: [assets.entry.fileName],
    },
    status: {
      ...input.status,
      linkCheck: linked.linkReport && {
        checkedLinks: linked.linkReport.checkedLinks,
        brokenLinks: linked.linkReport.brokenLinks,
      },
    },
  }
  try {
    await writer.begin()
    const output =
      input.pages.kind === 'previous-output'
        ? await previousOutput({ manifest: input.pages.manifest, writer, theme })
        : undefined
    const reuse: RenderReuse =
      input.pages.kind === 'on-demand'
        ? { kind: 'on-demand', memo: input.pages.memo }
        : output
          ? { kind: 'previous-output', output: output.previous }
          : { kind: 'none' }
    // Made alongside the pages: each page's own files while its body is at hand. Pages rendered
    // when asked for (the dev server): these files too, when one of them is.
    const onDemand = input.pages.kind === 'on-demand' && writer.defer !== undefined
    if (onDemand) for (const files of input.siteFiles) writer.defer?.(deferredFiles(files, graph))
    const lazy = onDemand
      ? []
      : await Promise.all(input.siteFiles.map((files) => LazyFilesRun.start(files, output, writer)))
    const alongside = async (route: RoutePath) => {
      for (const run of lazy) await run.page(route)
    }
    const written = await step('render', async () => {
      // Pages rendered when asked for render on this thread, then.
      if (reuse.kind === 'on-demand')
        return addDeferredPages(deferredPages(renderInput, { theme, memo: reuse.memo }), writer)
      const renderer = workerRenderer(input, theme)
      try {
        const pages = renderPages(renderInput, { theme, reuse, renderer, reserve: writer.reserve?.bind(writer) })
        return await writePages({ pages, writer, output, alongside })
      } finally {
        if (renderer?.started) logger.debug('render', 'pages rendered on worker threads too')
        await renderer?.close()
        if (output) logger.debug('render', `${output.kept()} pages kept from the previous output`)
      }
    })
    if (reuse.kind === 'on-demand') logger.debug('render', `${graph.routes.size} pages to render when asked for`)
    for (const run of lazy) await run.finish(written.rendered, output)
    const site = await step('write', () =>
      writeSiteFiles({
        writer,
        config,
        graph,
        assets: [
          ...[assets.css, ...assets.css.files, ...assets.js].map((file) => ({
            fileName: file.fileName,
            contents: file.contents,
          })),
          ...(input.siteCss ? [input.siteCss] : []),
        ],
        scriptHashes: written.scriptHashes,
        cssExternal: assets.css.external,
        localFiles: input.localFiles,
        onDemand,
        output,
      }),
    )
    if (output) await saveOutputManifest({ writer, output, rendered: written.rendered, staticSources: site.statics })
    return site.result
  } catch (error) {
    await writer.abort()
    throw error
  }
}

/**
 * A set of lazy files made only when one of them is asked for: from the memo when it holds them
 * for the same key, else made from every page in path order (and kept in the memo).
 */
function deferredFiles(files: LazySiteFiles, graph: RouteGraph): DeferredFiles {
  return {
    covers: (path) => files.covers(path),
    make: async () => {
      const { memo, key } = files
      if (memo?.key === key && memo.files) return memo.files
      const made: SiteFile[] = []
      const previous = new Map((memo?.files ?? []).map((file) => [file.fileName, file]))
      const out: SiteFilesOut = {
        emit: async (file) => {
          made.push(file)
        },
        keep: async (fileName) => {
          const file = previous.get(fileName)
          if (file) made.push(file)
          return file !== undefined
        },
      }
      const maker = files.start()
      for (const route of [...graph.routes.keys()].sort()) await maker.page(route, out)
      await maker.finish(out)
      if (memo) Object.assign(memo, { key, files: made })
      return made
    },
  }
}

/**
 * Render workers for a large build (see `Speed.renderWorkers`), started once a few pages actually
 * needed rendering (a warm build keeps most pages). Undefined: render on this thread.
 */
function workerRenderer(
  input: Pick<RenderAndWriteInput, 'workers' | 'renderWorkers' | 'graph'>,
  theme: Theme,
): (PageRenderer & { started: boolean; close(): Promise<void> }) | undefined {
  const script = renderWorkerScript()
  const themeFile = themeFileOf(theme)
  const { minPages, firstHere } = input.renderWorkers ?? {
    minPages: RENDER_WORKER_THRESHOLD,
    firstHere: RENDER_FIRST_HERE,
  }
  if (input.workers < 2 || input.graph.routes.size < minPages || !script || !themeFile) return undefined
  return new WhenBusyRenderer(theme, { script, themeFile, workers: input.workers, after: firstHere })
}

/**
 * One set of lazy files (the search index, the Markdown files) in one build: kept from the
 * previous output (same key, every file still as written), from the dev server's memo when it made
 * them for the same key, else made alongside the pages, each file written as it comes (and
 * recorded with its key in the output manifest, for the next build).
 */
class LazyFilesRun {
  readonly #files: LazySiteFiles
  readonly #maker: SiteFilesMaker | undefined
  readonly #writer: Writer
  readonly #queue = new WriteQueue(WRITE_CONCURRENCY)
  /** Manifest records of files kept from the previous output. */
  readonly #kept: [string, ManifestPage][]
  readonly #made: SiteFile[] = []
  readonly #names: string[] = []

  private constructor(files: LazySiteFiles, writer: Writer, kept: [string, ManifestPage][] | undefined) {
    this.#files = files
    this.#writer = writer
    this.#kept = kept ?? []
    this.#maker = kept ? undefined : files.start()
  }

  static async start(files: LazySiteFiles, output: OutputReuse | undefined, writer: Writer): Promise<LazyFilesRun> {
    const { memo } = files
    if (memo?.key === files.key && memo.files) {
      for (const file of memo.files) await writer.add({ path: file.fileName, contents: file.contents })
      return new LazyFilesRun(files, writer, [])
    }
    const entry = lazyEntry(files.name)
    const previous = output ? [...output.pages].filter(([route]) => route.startsWith(entry)) : []
    const complete = previous.length > 0 && previous.every(([, page]) => page.key === `${files.key}:${previous.length}`)
    if (!complete) {
      const run = new LazyFilesRun(files, writer, undefined)
      for (const [route, page] of previous) run.#previous.set(route.slice(entry.length), page)
      return run
    }
    for (const [, page] of previous) await keepPage(writer, page)
    return new LazyFilesRun(files, writer, previous)
  }

  /** Files of the set in the previous output, by name, that the maker may keep (`SiteFilesOut.keep`). */
  readonly #previous = new Map<string, ManifestPage>()

  readonly #out: SiteFilesOut = {
    emit: async (file) => {
      if (this.#files.memo) this.#made.push(file)
      // Made again the same as the previous output's file of that name: kept, not written.
      const previous = this.#files.memo ? undefined : this.#previous.get(file.fileName)
      if (previous && (await this.#writer.reuseIfSame?.(previous.outFile, previous.stamp, file.contents))) {
        this.#names.push(file.fileName)
        return
      }
      this.#names.push(file.fileName)
      await this.#queue.push(this.#writer.add({ path: file.fileName, contents: file.contents }))
    },
    keep: async (fileName) => {
      const page = this.#previous.get(fileName)
      // A memo holds its files' contents: a kept file has none at hand.
      if (!page || this.#files.memo || !(await this.#writer.reuse?.(page.outFile, page.stamp))) return false
      this.#names.push(fileName)
      return true
    },
  }

  page(route: RoutePath): Promise<void> | undefined {
    return this.#maker?.page(route, this.#out)
  }

  /** The files made from every page; then what was kept or written is recorded in `rendered`. */
  async finish(rendered: Map<string, ManifestPage>, output: OutputReuse | undefined): Promise<void> {
    for (const [route, page] of this.#kept) rendered.set(route, page)
    if (!this.#maker) return
    await this.#maker.finish(this.#out)
    await this.#queue.drain()
    const { memo, key, name } = this.#files
    if (memo) Object.assign(memo, { key, files: this.#made })
    if (output) {
      const recorded = `${key}:${this.#names.length}`
      for (const file of this.#names) {
        rendered.set(`${lazyEntry(name)}${file}`, { key: recorded, outFile: file, stamp: '', scriptHashes: [] })
      }
    }
  }
}
