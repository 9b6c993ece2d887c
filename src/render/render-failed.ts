import { DocsgenError } from '../diagnostics/index.js'
import type { RouteNode } from '../model/index.js'
import type { Theme } from './types.js'

/** The error of a page the theme could not render. */
export function renderFailed(node: RouteNode, theme: Theme, error: unknown): DocsgenError {
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
