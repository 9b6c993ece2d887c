import type { ResolvedConfig } from '../config/index.js'
import type { Diagnostic, Severity } from '../model/diagnostic.js'
import { fromMarkdownCompiler, type PageBodies, type PageMeta } from '../model/page.js'
import type { RouteBodies, RouteGraph, RoutePath } from '../model/route-graph.js'
import { fillSlots } from './fill-slots.js'
import { markdownLinkTarget } from './markdown-target.js'
import { resolveMarkdownLinks } from './resolve-markdown-links.js'

/** A final body: the HTML and the diagnostics found making it, and a version that changes with the HTML. */
export interface FinalBody {
  html: string
  diagnostics: readonly Diagnostic[]
  version: string
}

/** A final body and what it was made from. */
interface MemoEntry extends FinalBody {
  /** The compiled HTML it was made from. */
  compiled: string
  /** Everything else it was made from (`finalBodyInputs`); undefined: made again every time. */
  inputs: string | undefined
}

/**
 * Final bodies made by earlier runs, for a long-lived caller (the dev server): a route's final
 * body is made again only when its compiled HTML or what else it is made from changed. Its
 * version changes only when the HTML does, so the render memo can key pages by it instead of
 * hashing bodies: an edit to one page costs that page, not a pass over every body of the site.
 */
export class FinalBodyMemo {
  #bodies = new Map<RoutePath, MemoEntry>()
  #versions = 0

  /** A route's final body, made by `make` unless it was made from the same compiled HTML and `inputs` last time. */
  get(entry: { route: RoutePath; compiled: string; inputs: string | undefined }, make: () => Made): FinalBody {
    const { route, compiled, inputs } = entry
    const known = this.#bodies.get(route)
    if (known && inputs !== undefined && known.inputs === inputs && known.compiled === compiled) return known
    const made = make()
    const version = known?.html === made.html ? known.version : String(++this.#versions)
    const fresh: MemoEntry = { compiled, inputs, html: made.html, diagnostics: made.diagnostics, version }
    this.#bodies.set(route, fresh)
    return fresh
  }

  /** Drop the final bodies of routes that are not in `live`. */
  forget(live: Pick<ReadonlySet<RoutePath>, 'has' | 'size'>): void {
    if (this.#bodies.size <= live.size) return
    for (const route of this.#bodies.keys()) if (!live.has(route)) this.#bodies.delete(route)
  }
}

type Made = { html: string; diagnostics: readonly Diagnostic[] }

/** What final bodies are made from. */
export interface FinalBodiesInput {
  graph: RouteGraph
  config: ResolvedConfig
  /** The compiled pages by route (Markdown and OpenAPI), and their bodies by source. */
  pages: ReadonlyMap<RoutePath, PageMeta>
  bodies: PageBodies
  /** Routes of OpenAPI pages: their body is final as compiled. */
  apiRoutes: ReadonlySet<RoutePath>
  /** Severity of a broken `.md` link (`onBrokenMarkdownLinks`); undefined ignores them. */
  mdSeverity: Severity | undefined
  /** The dev server's memo of final bodies, if any. */
  memo?: FinalBodyMemo | undefined
}

/** The final bodies of a run, and how they are made. */
export interface FinalBodies {
  /** A Markdown page's final body and the problems found making it. */
  make(page: PageMeta, route: RoutePath): Made
  /** The render stage's view: each route's final body, and a version that changes with it. */
  routes: RouteBodies
}

/**
 * A page's final body is its compiled HTML with `.md` links resolved to URLs and slots such as
 * `<DocCardList />` filled: both need the route graph, so they are made after it.
 */
export function finalBodies(input: FinalBodiesInput): FinalBodies {
  const { graph, config, pages, bodies, apiRoutes, mdSeverity, memo } = input
  const linkOptions = { baseUrl: config.baseUrl, contentDir: config.docs.contentDir, brokenSeverity: mdSeverity }
  const htmlOf = (page: PageMeta): string => bodies.html(page.source) ?? ''
  const make = (page: PageMeta, route: RoutePath, compiled = htmlOf(page)): Made => {
    const links = resolveMarkdownLinks({ page, readHtml: () => compiled, graph, ...linkOptions })
    if (fromMarkdownCompiler(page) && !page.slots) return links
    const slots = fillSlots({
      html: links.html,
      route,
      graph,
      baseUrl: config.baseUrl,
      infimaCards: config.flavour === 'docusaurus',
    })
    return { html: slots.html, diagnostics: [...links.diagnostics, ...slots.diagnostics] }
  }
  const inputsOf = new WeakMap<PageMeta, string | undefined>()
  const inputs = (page: PageMeta, compiled: () => string): string | undefined => {
    if (inputsOf.has(page)) return inputsOf.get(page)
    const made = finalBodyInputs({ page, compiled, graph, settings: linkOptions })
    inputsOf.set(page, made)
    return made
  }
  const memoised = (page: PageMeta, route: RoutePath, live: MemoisedFinalBody): FinalBody => {
    const compiled = htmlOf(page)
    return live.memo.get({ route, compiled, inputs: live.inputs(page, () => compiled) }, () =>
      make(page, route, compiled),
    )
  }
  const routes: RouteBodies = {
    get(route) {
      const page = pages.get(route)
      if (!page) return undefined
      if (apiRoutes.has(route)) return htmlOf(page)
      return memo ? memoised(page, route, { memo, inputs }).html : make(page, route).html
    },
    version(route) {
      const page = pages.get(route)
      if (!page) return undefined
      if (memo) {
        if (!apiRoutes.has(route)) return memoised(page, route, { memo, inputs }).version
        const compiled = htmlOf(page)
        return memo.get({ route, compiled, inputs: '' }, () => ({ html: compiled, diagnostics: [] })).version
      }
      // A build: the compiled body's hash and what the final body is made from besides it, so a
      // warm build keeps unchanged pages without reading their bodies.
      if (!page.bodyHash || page.slots || apiRoutes.has(route)) return undefined
      const made = inputs(page, () => htmlOf(page))
      return made === undefined ? undefined : builtBodyVersion(page.bodyHash, made)
    },
  }
  return { make: (page, route) => (memo ? memoised(page, route, { memo, inputs }) : make(page, route)), routes }
}

interface MemoisedFinalBody {
  memo: FinalBodyMemo
  inputs: (page: PageMeta, compiled: () => string) => string | undefined
}

/**
 * What a final body is made from besides the compiled HTML: the page's `.md` links and where their
 * targets went, and the settings. Undefined for a page with slots (they read the sidebars: made
 * every time). The one place this key is made.
 */
function finalBodyInputs(input: {
  page: PageMeta
  compiled: () => string
  graph: RouteGraph
  settings: { baseUrl: string; contentDir: string; brokenSeverity: Severity | undefined }
}): string | undefined {
  const { page, graph, settings } = input
  // A page from the Markdown compiler says whether it has slots; others are searched.
  if (page.slots || (!fromMarkdownCompiler(page) && input.compiled().includes('data-docsgen-slot='))) return undefined
  // resolveMarkdownLinks reads the `.md` links only: what they say, where they are, where their targets went.
  let links = ''
  for (const link of page.links) {
    if (link.kind !== 'markdown-file') continue
    const target = link.targetSource === undefined ? '' : (markdownLinkTarget(link, graph.sourceToRoute) ?? '\0')
    links += `${link.url}\u0001${link.targetSource ?? ''}\u0001${target}\u0001${link.position?.line}:${link.position?.column}\u0002`
  }
  return `${page.source}\u0001${settings.baseUrl}\u0001${settings.contentDir}\u0001${settings.brokenSeverity ?? ''}\u0002${links}`
}

/** A build's version of a final body: its compiled body's hash and what else it is made from. */
function builtBodyVersion(bodyHash: string, inputs: string): string {
  return `${bodyHash}\u0003${inputs}`
}
