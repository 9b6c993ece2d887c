import type { PageProps, ThemeInfo } from '../../theme/types.js'
import type { ResolvedConfig } from '../config/index.js'
import type { RouteBodies, RouteGraph, RoutePath } from '../model/index.js'

/** Everything the render stage needs. */
export interface RenderInput {
  graph: RouteGraph
  /** Final body HTML per route (made by the links stage), with a version that changes with it. */
  bodies: RouteBodies
  /** Side-column HTML per route, for layouts that have one (the API reference's operations list). */
  asides?: Pick<ReadonlyMap<RoutePath, string>, 'get'>
  config: ResolvedConfig
  /** Hashed asset hrefs relative to the site root, without leading slash: `['assets/styles.3f2a1b.css']`. */
  assets: { css: readonly string[]; js: readonly string[] }
  /** Data for /status. */
  status: {
    /** ISO date of the build. */
    buildDate: string
    /** Made when the status page is rendered (the dev server may never render it). */
    pagesPerArea: () => readonly { area: string; pages: number }[]
    /** Undefined when the build did not check links (`onBrokenLinks: 'ignore'`). */
    linkCheck: { checkedLinks: number; brokenLinks: number } | undefined
  }
}

/** One rendered HTML document. */
export interface RenderedPage {
  path: RoutePath
  /** Output file relative to the output folder (`dev-docs/cli/index.html`). */
  outFile: string
  html: string
  /** CSP sources of its inline scripts (see `contentSecurityPolicy`). */
  scriptHashes: readonly string[]
  /** What the page was made from (reusing the previous output): the same key, the same page. */
  key?: string
  /** The previous output's file is kept (`html` is empty): the writer reuses it. */
  kept?: true
  /** The renderer wrote the page to the new output itself (`html` is empty). */
  written?: true
  /** Not rendered yet: rendered when it is asked for (`html` is empty; the dev server). */
  deferred?: DeferredPage
}

/**
 * A page rendered only when it is first asked for (the dev server's `on-demand` reuse): a site of
 * 10,000 pages is served without rendering them all, and an edit renders again only the pages
 * that were rendered before (see `diffOutputs`).
 */
export interface DeferredPage {
  /** A hash of everything the page is rendered from (made on first call). */
  key(): string
  /** Its HTML (rendered on first call, unless a page of the same key was rendered before). Throws a `DocsgenError` when the theme fails. */
  html(): string
  /** Whether the page at this path was rendered, by this run or an earlier one (it may be open somewhere). */
  readonly rendered: boolean
}

/** What a theme module exports (`theme/index.tsx`, bundled by `loadTheme`). */
export interface Theme {
  renderPage(props: PageProps): string
  themeInfo: ThemeInfo
}
