import { diagnosticsToJson, formatDiagnostic, sortDiagnostics } from '../diagnostics/index.js'
import type { Diagnostic } from '../model/diagnostic.js'

/** Print diagnostics to stderr, sorted, with a blank line between them when they carry hints. */
export function printDiagnostics(diagnostics: readonly Diagnostic[], options: { color: boolean }): void {
  for (const d of sortDiagnostics(diagnostics)) process.stderr.write(`${formatDiagnostic(d, options)}\n`)
}

/** Print diagnostics as JSON on stdout (`--format json`). */
export function printDiagnosticsJson(diagnostics: readonly Diagnostic[]): void {
  process.stdout.write(diagnosticsToJson(sortDiagnostics(diagnostics)))
}

/** `1.2 MB`, `340 kB`, `12 B`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`
  if (bytes >= 1_000) return `${(bytes / 1_000).toFixed(0)} kB`
  return `${bytes} B`
}

/** `850 ms` or `1.24 s`. */
export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`
}

/** `3 warnings`, `1 error`. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
