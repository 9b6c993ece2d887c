import type { PageProps } from '../../theme/types.js'
import type { RouteNode, RoutePath } from '../model/index.js'
import { renderWithScriptHashes } from './csp.js'
import { contextKeyOf, hashOf, inputsKey, outputPageKey, propsKey, withoutBody } from './page-keys.js'
import { createPageProps, createPropsContext, type PropsContext } from './props.js'
import { renderFailed } from './render-failed.js'
import type { DeferredPage, RenderedPage, RenderInput, Theme } from './types.js'

/** The pages of the previous output that can be kept (`docsgen build` with a cache). */
export interface PreviousOutput {
  /** The page at `path` if the previous output has it, made from `key`, and intact. */
  find(path: RoutePath, key: string): { scriptHashes: readonly string[] } | undefined
  /** Whether the previous output has an intact page at `path` at all (whatever it was made from). */
  has(path: RoutePath): boolean
}

interface MemoEntry {
  key: string
  html: string
  scriptHashes: readonly string[]
}

/**
 * Pages rendered by earlier runs, keyed by a hash of their props, for a long-lived caller (the
 * dev server): a theme renders a page from its props alone, so a page whose props are unchanged
 * (same body, title, sidebar, neighbours, assets, config) is not rendered again. An edit to one
 * page re-renders that page, plus its neighbours and every page when a sidebar label changes.
 */
export class RenderMemo {
  #theme: unknown
  /** Counts theme modules: part of every page's key, since the props do not name the theme. */
  #generation = 0
  readonly #pages = new Map<RoutePath, MemoEntry>()
  /** Pages rendered by any run, whatever theme rendered them (they may be open somewhere). */
  readonly #shown = new Set<RoutePath>()
  /** How many pages of the last run were rendered, and how many came from the memo, as they were asked for. */
  stats = { rendered: 0, reused: 0 }

  /** The memo for `theme`: cleared when the theme module is not the one it was filled with. */
  use(theme: unknown): { pages: Map<RoutePath, MemoEntry>; generation: number } {
    if (this.#theme !== theme) {
      this.#pages.clear()
      this.#theme = theme
      this.#generation++
    }
    this.stats = { rendered: 0, reused: 0 }
    return { pages: this.#pages, generation: this.#generation }
  }

  /** Record that the page at `path` was rendered. */
  shown(path: RoutePath): void {
    this.#shown.add(path)
  }

  /** Whether the page at `path` was ever rendered (see `DeferredPage.rendered`). */
  wasShown(path: RoutePath): boolean {
    return this.#shown.has(path)
  }

  /** Forget the routes that no longer exist. */
  keepOnly(routes: readonly RouteNode[]): void {
    if (this.#pages.size <= routes.length && this.#shown.size <= routes.length) return
    const live = new Set(routes.map((node) => node.path))
    for (const path of this.#pages.keys()) if (!live.has(path)) this.#pages.delete(path)
    for (const path of this.#shown) if (!live.has(path)) this.#shown.delete(path)
  }
}

/**
 * How a run reuses pages rendered before it, chosen once for the run: not at all, the pages of
 * the previous output folder (a build with a cache), or, for the dev server, every page rendered
 * only when it is asked for, from a memo of the pages rendered before (see `DeferredPage`).
 */
export type RenderReuse =
  | { kind: 'none' }
  | { kind: 'previous-output'; output: PreviousOutput }
  | { kind: 'on-demand'; memo: RenderMemo }

/** A route, done (kept or unchanged) or to be rendered from its props and then finished. */
export type RouteStep =
  | { page: RenderedPage }
  | {
      job: { node: RouteNode; props: PageProps }
      finish: (html: string, scriptHashes: readonly string[]) => RenderedPage
    }

/** Plans each route under one reuse strategy; `done` once every route was planned. */
export interface RoutePlanner {
  plan(node: RouteNode): RouteStep
  done(routes: readonly RouteNode[]): void
}

/** The planner of a reuse strategy. */
export function plannerFor(reuse: RenderReuse, input: RenderInput, theme: Theme): RoutePlanner {
  const ctx: PlanContext = { props: createPropsContext(input), input }
  if (reuse.kind === 'previous-output') return againstOutput(ctx, reuse.output)
  if (reuse.kind === 'on-demand') return onDemand(ctx, reuse.memo, theme)
  return fresh(ctx)
}

interface PlanContext {
  props: PropsContext
  input: RenderInput
}

const pageOf = (node: RouteNode, html: string, scriptHashes: readonly string[]): RenderedPage => ({
  path: node.path,
  outFile: node.outFile,
  html,
  scriptHashes,
})

/** No reuse: every page is rendered from its props. */
function fresh(ctx: PlanContext): RoutePlanner {
  return {
    plan(node) {
      const props = createPageProps(ctx.props, node)
      return { job: { node, props }, finish: (html, scriptHashes) => pageOf(node, html, scriptHashes) }
    },
    done() {},
  }
}

/**
 * A build with a cache: a page of the previous output made from the same key (what its props are
 * made from, and the body's version, or else its hash) is that page: it is kept, not rendered.
 * What the props are made from is the page's node and the build's context for most kinds (see
 * `inputsKey`), so an unchanged page is kept without making its props; the others' props are
 * made and hashed.
 */
function againstOutput(ctx: PlanContext, output: PreviousOutput): RoutePlanner {
  const { input } = ctx
  let contextKey: string | undefined
  return {
    plan(node) {
      const version = input.bodies.version?.(node.path)
      let body = version === undefined ? (input.bodies.get(node.path) ?? '') : undefined
      // A version names what the final body is made from (its links' targets among them: a
      // few hundred bytes); its hash keeps the output manifest small (13 MB at 10,000 pages
      // without it, read and written by every warm build).
      const bodyKey = version === undefined ? hashOf(body ?? '') : `v:${hashOf(version)}`
      contextKey ??= contextKeyOf(ctx.props)
      const fromInputs = inputsKey(contextKey, node)
      let props: PageProps
      let key: string
      if (output.has(node.path)) {
        key = outputPageKey(fromInputs ?? propsKey(withoutBody(createPageProps(ctx.props, node, ''))), bodyKey)
        const kept = output.find(node.path, key)
        if (kept) return { page: { ...pageOf(node, '', kept.scriptHashes), key, kept: true } }
        body ??= input.bodies.get(node.path) ?? ''
        props = createPageProps(ctx.props, node, body)
      } else {
        // Nothing to keep (a first build): the props are made once, with the body.
        body ??= input.bodies.get(node.path) ?? ''
        props = createPageProps(ctx.props, node, body)
        key = outputPageKey(fromInputs ?? propsKey(withoutBody(props)), bodyKey)
      }
      return { job: { node, props }, finish: (html, scriptHashes) => ({ ...pageOf(node, html, scriptHashes), key }) }
    },
    done() {},
  }
}

/**
 * A page's key for the memo. With a body version, the props are hashed without the body (the
 * bulk of them), which then needs making only when the page is rendered.
 */
function memoKey(ctx: PlanContext, node: RouteNode): string {
  const version = ctx.input.bodies.version?.(node.path)
  if (version === undefined) return propsKey(createPageProps(ctx.props, node))
  return outputPageKey(propsKey(createPageProps(ctx.props, node, '')), version)
}

/**
 * The dev server: no page is rendered by the run. Each is a `DeferredPage` of this run's props,
 * rendered when it is first asked for, or taken from the memo when a page of the same key was
 * rendered before. Planning 10,000 pages makes no props and no keys at all.
 */
function onDemand(ctx: PlanContext, memo: RenderMemo, theme: Theme): RoutePlanner {
  const { pages: previous, generation } = memo.use(theme)
  return {
    plan(node) {
      let key: string | undefined
      let html: string | undefined
      const deferred: DeferredPage = {
        key: () => {
          key ??= `${generation}:${memoKey(ctx, node)}`
          return key
        },
        html: () => {
          if (html !== undefined) return html
          const known = previous.get(node.path)
          if (known?.key === deferred.key()) {
            memo.stats.reused++
            html = known.html
            return html
          }
          let done: { html: string; scriptHashes: readonly string[] }
          try {
            done = renderWithScriptHashes(theme.renderPage, createPageProps(ctx.props, node))
          } catch (error) {
            throw renderFailed(node, theme, error)
          }
          memo.stats.rendered++
          memo.shown(node.path)
          previous.set(node.path, { key: deferred.key(), html: done.html, scriptHashes: done.scriptHashes })
          html = done.html
          return html
        },
        get rendered() {
          return html !== undefined || memo.wasShown(node.path)
        },
      }
      return { page: { ...pageOf(node, '', []), deferred } }
    },
    done: (routes) => memo.keepOnly(routes),
  }
}
