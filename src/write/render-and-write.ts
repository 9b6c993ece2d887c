import type { ResolvedConfig } from '../config/index.js'
import type { LinkedPages } from '../links/index.js'
import type { Logger } from '../logger/index.js'
import type { RouteGraph, RoutePath } from '../model/index.js'
import {
  type AssetsInWork,
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
import { previousOutput, saveOutputManifest, writePages, writeSiteFiles } from './write-pages.js'
import type { WriteResult, Writer } from './writer.js'

/** How rendered pages of earlier runs are reused (`Reuse.pages`). */
export type PageReuseSetting =
  | { kind: 'none' }
  | { kind: 'previous-output'; manifest: string }
  | { kind: 'memo'; memo: RenderMemo }

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
    assets: { css: [assets.css.fileName], js: [assets.entry.fileName] },
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
      input.pages.kind === 'memo'
        ? { kind: 'memo', memo: input.pages.memo }
        : output
          ? { kind: 'previous-output', output: output.previous }
          : { kind: 'none' }
    const written = await step('render', async () => {
      // The dev server's memo renders on this thread (its pages are few and mostly reused).
      const renderer = reuse.kind === 'memo' ? undefined : workerRenderer(input, theme)
      try {
        const pages = renderPages(renderInput, { theme, reuse, renderer, reserve: writer.reserve?.bind(writer) })
        return await writePages({ pages, writer, output })
      } finally {
        if (renderer?.started) logger.debug('render', 'pages rendered on worker threads too')
        await renderer?.close()
        if (output) logger.debug('render', `${output.kept()} pages kept from the previous output`)
      }
    })
    if (reuse.kind === 'memo') {
      const { rendered, reused } = reuse.memo.stats
      logger.debug('render', `${rendered} rendered, ${reused} unchanged`)
    }
    const result = await step('write', () =>
      writeSiteFiles({
        writer,
        config,
        graph,
        assets: [assets.css, ...assets.js].map((file) => ({ fileName: file.fileName, contents: file.contents })),
        scriptHashes: written.scriptHashes,
      }),
    )
    if (output) await saveOutputManifest({ writer, output, rendered: written.rendered })
    return result
  } catch (error) {
    await writer.abort()
    throw error
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
