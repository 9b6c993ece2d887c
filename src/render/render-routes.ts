import type { PageProps } from '../../theme/types.js'
import type { RouteNode } from '../model/index.js'
import { renderWithScriptHashes } from './csp.js'
import { renderFailed } from './render-failed.js'
import { plannerFor, type RenderMemo, type RenderReuse } from './render-reuse.js'
import type { RenderedPage, RenderInput, Theme } from './types.js'

/**
 * Renders pages: the HTML of `props` and its inline scripts' hashes. With `file`, a renderer on
 * other threads writes the HTML to that file instead of returning it (`html` is empty, `bytes`
 * its size), so it never comes back to the calling thread.
 */
export interface PageRenderer {
  render(props: PageProps, file?: string): Promise<RenderDone>
}

export interface RenderDone {
  html: string
  scriptHashes: readonly string[]
  bytes?: number | undefined
}

/** Renders on this thread, with the theme module loaded here. */
export class ThisThreadRenderer implements PageRenderer {
  constructor(private readonly theme: Theme) {}

  render(props: PageProps): Promise<RenderDone> {
    try {
      return Promise.resolve(renderWithScriptHashes(this.theme.renderPage, props))
    } catch (error) {
      return Promise.reject(error)
    }
  }
}

/** How `renderPages` renders. */
export interface RenderPagesOptions {
  theme: Theme
  /** Pages rendered before that this run may reuse (one strategy per run). */
  reuse: RenderReuse
  /** Where React runs: worker threads, or this thread when undefined. */
  renderer?: PageRenderer | undefined
  /**
   * A writer's `reserve`: with it, a renderer on other threads writes each page to the file it
   * names, and the page comes back `written`, without its HTML.
   */
  reserve?: ((outFile: string) => { file: string; wrote(bytes: number): void }) | undefined
}

/** Pages rendered at once: enough to keep worker threads busy. */
const RENDER_WINDOW = 32

const byPath = (a: RouteNode, b: RouteNode) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)

/**
 * Render every route of the graph to a full HTML document, in path order, a few pages at a time
 * so a caller can write each page and let it go (a 10000-page site never holds all its HTML at
 * once). Pages the reuse strategy finds unchanged come back without rendering.
 */
export async function* renderPages(input: RenderInput, options: RenderPagesOptions): AsyncGenerator<RenderedPage> {
  const { theme, reserve } = options
  const renderer = options.renderer ?? new ThisThreadRenderer(theme)
  const planner = plannerFor(options.reuse, input, theme)
  type Settled = { page: RenderedPage } | { error: unknown }
  const window: Promise<Settled>[] = []
  const next = async (): Promise<RenderedPage> => {
    const settled = await (window.shift() as Promise<Settled>)
    if ('error' in settled) throw settled.error
    return settled.page
  }
  const nodes = [...input.graph.routes.values()].sort(byPath)
  for (const node of nodes) {
    const step = planner.plan(node)
    if ('page' in step) window.push(Promise.resolve({ page: step.page }))
    else {
      const { job, finish } = step
      const target = options.renderer ? reserve?.(job.node.outFile) : undefined
      // Settled, never rejected: a failure waits its turn in the window (no unhandled rejection).
      window.push(
        renderer.render(job.props, target?.file).then(
          (done) => {
            const page = finish(done.html, done.scriptHashes)
            if (target === undefined || done.bytes === undefined) return { page }
            target.wrote(done.bytes)
            return { page: { ...page, written: true as const } }
          },
          (error: unknown) => ({ error: renderFailed(job.node, theme, error) }),
        ),
      )
    }
    if (window.length >= RENDER_WINDOW) yield await next()
  }
  planner.done(nodes)
  while (window.length > 0) yield await next()
}

/**
 * The dev server's pages: every route of the graph, in path order, as a page whose HTML is a
 * `DeferredPage` (rendered when first asked for, or taken from `memo`). Nothing is rendered and
 * nothing awaited per page: 10,000 routes are planned in a few milliseconds.
 */
export function deferredPages(input: RenderInput, options: { theme: Theme; memo: RenderMemo }): RenderedPage[] {
  const planner = plannerFor({ kind: 'on-demand', memo: options.memo }, input, options.theme)
  const nodes = [...input.graph.routes.values()].sort(byPath)
  const pages = nodes.map((node) => {
    const step = planner.plan(node)
    if (!('page' in step)) throw new Error(`Internal error: ${node.path} was planned to render now, not on demand`)
    return step.page
  })
  planner.done(nodes)
  return pages
}
