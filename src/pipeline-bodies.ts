import type { ResolvedConfig } from './config/schema.js'
import { fillSlots, resolveMarkdownLinks } from './links/index.js'
import type { Severity } from './model/diagnostic.js'
import type { CompiledPage } from './model/page.js'
import type { RouteGraph, RoutePath } from './model/route-graph.js'
import type { RenderInput, RenderMemo } from './render/index.js'

/** What `finalBodies` makes bodies from. */
export interface FinalBodiesInput {
  graph: RouteGraph
  config: ResolvedConfig
  /** Severity of a broken `.md` link (`onBrokenMarkdownLinks`); undefined ignores them. */
  mdSeverity: Severity | undefined
  /** The dev server's memo of final bodies, if any. */
  renderMemo?: RenderMemo | undefined
}

/**
 * How `runPipeline` makes pages' final bodies (compiled HTML with `.md` links resolved and slots
 * filled), and the render stage's view of them: each body, and a version that changes with it
 * (so a kept page need not be read to be recognised).
 */
export function finalBodies({ graph, config, mdSeverity, renderMemo }: FinalBodiesInput) {
  /** A page's final body: `.md` links resolved to URLs, slots such as `<DocCardList />` filled. */
  const linkOptions = { baseUrl: config.baseUrl, contentDir: config.docs.contentDir, brokenSeverity: mdSeverity }
  const makeFinalBody = (page: CompiledPage, route: RoutePath) => {
    const links = resolveMarkdownLinks(page, graph, linkOptions)
    // A page from this compiler (it has a body hash) says whether it has slots: no need to look.
    if (page.bodyHash !== undefined && !page.slots) return links
    const slots = fillSlots({ html: links.html, route, graph, baseUrl: config.baseUrl })
    return { html: slots.html, diagnostics: [...links.diagnostics, ...slots.diagnostics] }
  }
  /**
   * What a final body is made from besides the compiled HTML: the page's links and where their
   * targets went, and the settings. A page with slots reads the sidebars: made every time.
   */
  const inputsOf = new WeakMap<CompiledPage, string | undefined>()
  const bodyInputs = (page: CompiledPage): string | undefined => {
    if (inputsOf.has(page)) return inputsOf.get(page)
    const inputs = describeBodyInputs(page)
    inputsOf.set(page, inputs)
    return inputs
  }
  const describeBodyInputs = (page: CompiledPage): string | undefined => {
    // A page compiled with slots says so; the body is read only for pages made elsewhere.
    if (page.slots || (page.bodyHash === undefined && page.html.includes('data-docsgen-slot='))) return undefined
    // resolveMarkdownLinks reads the `.md` links only: what they say, where they are, where their targets went.
    let links = ''
    for (const link of page.links) {
      if (link.kind !== 'markdown-file') continue
      const target = link.targetSource === undefined ? '' : (graph.sourceToRoute.get(link.targetSource) ?? '\0')
      links += `${link.url}\u0001${link.targetSource ?? ''}\u0001${target}\u0001${link.position?.line}:${link.position?.column}\u0002`
    }
    return `${page.source}\u0001${config.baseUrl}\u0001${config.docs.contentDir}\u0001${mdSeverity ?? ''}\u0002${links}`
  }

  const finalBody = (page: CompiledPage, route: RoutePath) =>
    renderMemo
      ? renderMemo.finalBody(route, page.html, bodyInputs(page), () => makeFinalBody(page, route))
      : makeFinalBody(page, route)
  const renderBodies = (
    pages: ReadonlyMap<string, CompiledPage>,
    apiRoutes: ReadonlySet<RoutePath | undefined>,
  ): RenderInput['bodies'] => ({
    get(route: RoutePath): string | undefined {
      const page = pages.get(route)
      if (!page) return undefined
      return apiRoutes.has(route) ? page.html : finalBody(page, route).html
    },
    ...(renderMemo
      ? {
          version(route: RoutePath): string | undefined {
            const page = pages.get(route)
            if (!page) return undefined
            return apiRoutes.has(route)
              ? renderMemo.finalBody(route, page.html, '', () => ({ html: page.html, diagnostics: [] })).version
              : renderMemo.finalBody(route, page.html, bodyInputs(page), () => makeFinalBody(page, route)).version
          },
        }
      : {
          // Without a memo (a build): the compiled body's hash and what the final body is made from
          // besides it, so a warm build keeps unchanged pages without reading their bodies.
          version(route: RoutePath): string | undefined {
            const page = pages.get(route)
            if (!page?.bodyHash || page.slots || apiRoutes.has(route)) return undefined
            const inputs = bodyInputs(page)
            return inputs === undefined ? undefined : `${page.bodyHash}\u0003${inputs}`
          },
        }),
  })
  return { linkOptions, finalBody, renderBodies }
}
