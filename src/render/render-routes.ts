import { DocsgenError } from '../diagnostics/error.js'
import type { RouteNode } from '../model/index.js'
import { createPageProps, createPropsContext } from './props.js'
import type { RenderedPage, RenderInput, Theme } from './types.js'

const byPath = (a: RouteNode, b: RouteNode) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)

/** Render every route of the graph to a full HTML document, in path order. */
export function renderRoutes(input: RenderInput, theme: Theme): RenderedPage[] {
  const ctx = createPropsContext(input)
  const nodes = [...input.graph.routes.values()].sort(byPath)
  return nodes.map((node) => {
    let html: string
    try {
      html = theme.renderPage(createPageProps(ctx, node))
    } catch (error) {
      const where = node.source ?? node.path
      const reason = error instanceof Error ? error.message : String(error)
      throw new DocsgenError(
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
    return { path: node.path, outFile: node.outFile, html }
  })
}
