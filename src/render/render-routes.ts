import { createHash } from 'node:crypto'
import type { PageProps } from '../../theme/types.js'
import { DocsgenError } from '../diagnostics/error.js'
import type { Diagnostic, RouteNode, RoutePath } from '../model/index.js'
import { renderWithScriptHashes } from './csp.js'
import { createPageProps, createPropsContext } from './props.js'
import type { RenderedPage, RenderInput, Theme } from './types.js'

interface MemoEntry {
  key: string
  html: string
  scriptHashes: readonly string[]
}

/** A page's final body and what it was made from. */
interface BodyEntry {
  /** The compiled HTML it was made from. */
  compiled: string
  /** Everything else it was made from; undefined: made again every time. */
  inputs: string | undefined
  html: string
  diagnostics: readonly Diagnostic[]
  version: string
}

/** A final body: HTML and the diagnostics found making it, and a version that changes with the HTML. */
export interface FinalBody {
  html: string
  diagnostics: readonly Diagnostic[]
  version: string
}

/** The pages of the previous output that can be kept (`docsgen build` with a cache). */
export interface PreviousOutput {
  /** The page at `path` if the previous output has it, made from `key`, and intact. */
  find(path: RoutePath, key: string): { scriptHashes: readonly string[] } | undefined
  /** Whether the previous output has an intact page at `path` at all (whatever it was made from). */
  has(path: RoutePath): boolean
}

const byPath = (a: RouteNode, b: RouteNode) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)

/**
 * Pages rendered by an earlier run, keyed by a hash of their props, for a long-lived caller (the
 * dev server): a theme renders a page from its props alone, so a page whose props are unchanged
 * (same body, title, sidebar, neighbours, assets, config) is not rendered again. An edit to one
 * page re-renders that page, plus its neighbours and every page when a sidebar label changes.
 */
export class RenderMemo {
  #theme: Theme | undefined
  #pages = new Map<RoutePath, MemoEntry>()
  #bodies = new Map<RoutePath, BodyEntry>()
  #versions = 0
  /** How many pages the last run rendered, and how many it reused. */
  stats = { rendered: 0, reused: 0 }

  /**
   * A route's final body (compiled HTML with links resolved and slots filled), made by `make`
   * unless it was made from the same compiled HTML and `inputs` last time. `inputs` must name
   * everything else `make` reads (link targets, settings); undefined makes it every time. Its
   * version changes only when the HTML does, so the render memo can key pages by it instead of
   * hashing bodies: an edit to one page costs that page, not a pass over every body of the site.
   */
  finalBody(
    route: RoutePath,
    compiled: string,
    inputs: string | undefined,
    make: () => { html: string; diagnostics: readonly Diagnostic[] },
  ): FinalBody {
    const known = this.#bodies.get(route)
    if (known && inputs !== undefined && known.inputs === inputs && known.compiled === compiled) return known
    const made = make()
    const version = known?.html === made.html ? known.version : String(++this.#versions)
    const entry: BodyEntry = { compiled, inputs, html: made.html, diagnostics: made.diagnostics, version }
    this.#bodies.set(route, entry)
    return entry
  }

  /** Drop the final bodies of routes that are not in `live`. */
  forgetBodies(live: ReadonlySet<RoutePath>): void {
    if (this.#bodies.size <= live.size) return
    for (const route of this.#bodies.keys()) if (!live.has(route)) this.#bodies.delete(route)
  }

  /** The memo for `theme`: cleared when the theme module is not the one it was filled with. */
  use(theme: Theme): Map<RoutePath, MemoEntry> {
    if (this.#theme !== theme) {
      this.#pages.clear()
      this.#theme = theme
    }
    this.stats = { rendered: 0, reused: 0 }
    return this.#pages
  }
}

/** Render every route of the graph to a full HTML document, in path order. */
export function renderRoutes(input: RenderInput, theme: Theme, memo?: RenderMemo): RenderedPage[] {
  return [...eachRenderedRoute(input, theme, memo)]
}

/**
 * Render the routes one at a time, in path order, so a caller can write each page and let it go
 * (a 10000-page site never holds all its HTML at once).
 */
export function* eachRenderedRoute(
  input: RenderInput,
  theme: Theme,
  memo?: RenderMemo,
  output?: PreviousOutput,
): Generator<RenderedPage> {
  for (const step of planRoutes(input, theme, memo, output)) {
    if ('page' in step) yield step.page
    else {
      let done: { html: string; scriptHashes: string[] }
      try {
        done = renderWithScriptHashes(theme.renderPage, step.job.props)
      } catch (error) {
        throw renderFailed(step.job.node, theme, error)
      }
      yield step.finish(done.html, done.scriptHashes)
    }
  }
}

/**
 * Renders pages elsewhere (worker threads): the HTML of `props` and its inline scripts' hashes.
 * With `file`, the HTML is written to that file instead of returned (`html` is empty, `bytes`
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

/** Pages rendered at once with a `PageRenderer`: enough to keep its threads busy. */
const RENDER_WINDOW = 32

/**
 * `eachRenderedRoute` with the React rendering done by `renderer` (worker threads), a few pages
 * at a time, yielded in path order. Props, final bodies and keys are made on this thread. With
 * `reserve` (a writer's), the renderer writes each page to the file it names and the page comes
 * with `written`, its size, and no HTML.
 */
export async function* eachRenderedRouteWith(
  renderer: PageRenderer,
  input: RenderInput,
  theme: Theme,
  output?: PreviousOutput,
  reserve?: (outFile: string) => { file: string; wrote(bytes: number): void },
): AsyncGenerator<RenderedPage> {
  type Settled = { page: RenderedPage } | { error: unknown }
  const window: Promise<Settled>[] = []
  const next = async (): Promise<RenderedPage> => {
    const settled = await (window.shift() as Promise<Settled>)
    if ('error' in settled) throw settled.error
    return settled.page
  }
  for (const step of planRoutes(input, theme, undefined, output)) {
    if ('page' in step) window.push(Promise.resolve({ page: step.page }))
    else {
      const { job, finish } = step
      const target = reserve?.(job.node.outFile)
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
  while (window.length > 0) yield await next()
}

/** A page to render: its props, and how to finish it with the HTML. */
type RouteStep =
  | { page: RenderedPage }
  | {
      job: { node: RouteNode; props: PageProps }
      finish: (html: string, scriptHashes: readonly string[]) => RenderedPage
    }

/**
 * The routes in path order, each either done (kept from the previous output, or unchanged in the
 * memo) or to be rendered from its props.
 */
function* planRoutes(
  input: RenderInput,
  theme: Theme,
  memo: RenderMemo | undefined,
  output: PreviousOutput | undefined,
): Generator<RouteStep> {
  const ctx = createPropsContext(input)
  const nodes = [...input.graph.routes.values()].sort(byPath)
  const previous = memo?.use(theme)
  const sidebarKeys = new WeakMap<object, string>()
  for (const node of nodes) yield planOne(node)
  // Forget routes that no longer exist.
  if (previous && previous.size > nodes.length) {
    const live = new Set(nodes.map((node) => node.path))
    for (const path of previous.keys()) if (!live.has(path)) previous.delete(path)
  }
  memo?.forgetBodies(new Set(nodes.map((node) => node.path)))

  function planOne(node: RouteNode): RouteStep {
    let props: PageProps | undefined
    let key: string | undefined
    if (output && !memo) {
      // The page's key: its props without the body, and the body's version (what it is made
      // from, so the body is not read to tell) or else its hash. A page of the previous output
      // made from the same key is that page: it is kept, not rendered (a warm build).
      const version = input.bodies.version?.(node.path)
      let body = version === undefined ? (input.bodies.get(node.path) ?? '') : undefined
      const bodyHash =
        version === undefined
          ? createHash('sha1')
              .update(body ?? '')
              .digest('base64')
          : `v:${version}`
      if (output.has(node.path)) {
        key = `${propsKey(withoutBody(createPageProps(ctx, node, '')), sidebarKeys)}:${bodyHash}`
        const kept = output.find(node.path, key)
        if (kept)
          return {
            page: {
              path: node.path,
              outFile: node.outFile,
              html: '',
              scriptHashes: kept.scriptHashes,
              key,
              kept: true,
            },
          }
        body ??= input.bodies.get(node.path) ?? ''
        props = createPageProps(ctx, node, body)
      } else {
        // Nothing to keep (a first build): the props are made once, with the body.
        body ??= input.bodies.get(node.path) ?? ''
        props = createPageProps(ctx, node, body)
        key = `${propsKey(withoutBody(props), sidebarKeys)}:${bodyHash}`
      }
    }
    if (previous && memo) {
      // With a body version, the props are hashed without the body (the bulk of them), which
      // then needs making only when the page is rendered.
      const version = input.bodies.version?.(node.path)
      if (version === undefined) {
        props = createPageProps(ctx, node)
        key = propsKey(props, sidebarKeys)
      } else key = `${propsKey(createPageProps(ctx, node, ''), sidebarKeys)}:${version}`
      const known = previous.get(node.path)
      if (known?.key === key) {
        memo.stats.reused++
        return { page: { path: node.path, outFile: node.outFile, html: known.html, scriptHashes: known.scriptHashes } }
      }
      memo.stats.rendered++
    }
    props ??= createPageProps(ctx, node)
    const finish = (html: string, scriptHashes: readonly string[]): RenderedPage => {
      if (previous && key !== undefined) previous.set(node.path, { key, html, scriptHashes })
      return { path: node.path, outFile: node.outFile, html, scriptHashes, ...(output && key ? { key } : {}) }
    }
    return { job: { node, props }, finish }
  }
}

function renderFailed(node: RouteNode, theme: Theme, error: unknown): DocsgenError {
  const where = node.source ?? node.path
  const reason = error instanceof Error ? error.message : String(error)
  return new DocsgenError(
    {
      severity: 'error',
      code: 'render/failed',
      message: `Could not render ${where}: ${reason}`,
      hint: `The theme (${theme.themeInfo.name}) threw while rendering this page; run with --debug to see the stack.`,
      ...(node.source ? { file: node.source } : {}),
    },
    { cause: error },
  )
}

/**
 * The props without the page body: `html` is the only prop made from the body (see
 * `createPageProps`), so props made with and without the body key alike.
 */
function withoutBody(props: PageProps): PageProps {
  return 'html' in props ? { ...props, html: '' } : props
}

/**
 * A hash of everything a page is rendered from. The sidebar (the largest part, shared by every
 * page of a sidebar) is hashed once per build and stands in for itself by its hash.
 */
function propsKey(props: PageProps, sidebarKeys: WeakMap<object, string>): string {
  const hash = createHash('sha1')
  if ('sidebar' in props && props.sidebar) {
    const { items, ...rest } = props.sidebar
    let itemsKey = sidebarKeys.get(items)
    if (itemsKey === undefined) {
      itemsKey = createHash('sha1').update(JSON.stringify(items)).digest('base64')
      sidebarKeys.set(items, itemsKey)
    }
    hash.update(JSON.stringify({ ...props, sidebar: { ...rest, items: itemsKey } }))
  } else hash.update(JSON.stringify(props))
  return hash.digest('base64')
}
