import { DocsgenError, DocsgenErrors } from '../diagnostics/index.js'
import { escapeHtml } from '../html/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { OverlayDiagnostic } from './events.js'

/** The diagnostics of a thrown error: docsgen's own, or an internal error. */
export function diagnosticsOf(error: unknown): Diagnostic[] {
  if (error instanceof DocsgenErrors) return error.diagnostics
  if (error instanceof DocsgenError) return [error.diagnostic]
  const reason = error instanceof Error ? error.message : String(error)
  return [
    {
      severity: 'error',
      code: 'internal/serve',
      message: `Internal error while rebuilding: ${reason}`,
      hint: 'This is a docsgen bug; please report it. Run with --debug for the stack.',
    },
  ]
}

/** A diagnostic as the overlay on open pages shows it. */
export function toOverlay(d: Diagnostic): OverlayDiagnostic {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    ...(d.hint ? { hint: d.hint } : {}),
    ...(d.file ? { file: d.file } : {}),
    ...(d.position ? { line: d.position.line, column: d.position.column } : {}),
  }
}

/**
 * The page served while no build has succeeded yet: every diagnostic as escaped text with
 * file:line:col and hint. The live-reload client swaps it for the site once a build works.
 */
export function renderBuildErrorPage(failure: readonly Diagnostic[]): string {
  const items = failure
    .map((d) => {
      const o = toOverlay(d)
      const where = o.file ? `${o.file}${o.line ? `:${o.line}${o.column ? `:${o.column}` : ''}` : ''}  ` : ''
      const hint = o.hint ? `<div class="hint">hint: ${escapeHtml(o.hint)}</div>` : ''
      return `<li><div>${escapeHtml(`${where}${o.severity}  ${o.message}  ${o.code}`)}</div>${hint}</li>`
    })
    .join('')
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title>` +
    `<style>body{font:14px/1.5 ui-monospace,monospace;margin:2rem;background:#18181b;color:#f4f4f5}` +
    `h1{color:#fca5a5;font-size:18px}li{margin-bottom:1rem;white-space:pre-wrap}.hint{color:#a1a1aa}</style>` +
    `</head><body><h1>Build failed: fix the errors below and the page reloads</h1><ol>${items}</ol></body></html>`
  )
}
