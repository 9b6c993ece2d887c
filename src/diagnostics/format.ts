import type { Diagnostic } from '../model/diagnostic.js'

const LABEL = { error: 'error', warning: 'warning', info: 'info' } as const

/** Where a diagnostic points, as `file:line:col` (or just the file). */
export function formatLocation(d: Diagnostic): string {
  if (!d.file) return ''
  if (!d.position) return d.file
  return `${d.file}:${d.position.line}:${d.position.column}`
}

/**
 * One diagnostic as terminal text:
 * `content/a.md:12:5  error  broken link "/x"  links/missing-target` and an indented hint line.
 */
export function formatDiagnostic(d: Diagnostic, options: { color?: boolean } = {}): string {
  const paint = options.color ? colorFor(d.severity) : (s: string) => s
  const where = formatLocation(d)
  const head = [where, paint(LABEL[d.severity]), d.message, dim(d.code, options.color)]
    .filter((part) => part !== '')
    .join('  ')
  return d.hint ? `${head}\n  hint: ${d.hint}` : head
}

/** Diagnostics as JSON for tools (`--format json`). */
export function diagnosticsToJson(items: readonly Diagnostic[]): string {
  return `${JSON.stringify(items, null, 2)}\n`
}

function colorFor(severity: Diagnostic['severity']): (s: string) => string {
  const code = severity === 'error' ? 31 : severity === 'warning' ? 33 : 36
  return (s) => `\u001b[${code}m${s}\u001b[39m`
}

function dim(s: string, color: boolean | undefined): string {
  return color ? `\u001b[2m${s}\u001b[22m` : s
}
