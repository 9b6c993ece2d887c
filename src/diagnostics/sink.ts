import type { Diagnostic, Severity } from '../model/diagnostic.js'

/**
 * Collects diagnostics from every stage; the CLI prints them once, sorted. The same problem
 * reported twice (a partial that several pages include is compiled with each) is kept once.
 */
export class DiagnosticSink {
  readonly #items: Diagnostic[] = []
  readonly #seen = new Set<string>()

  add(diagnostic: Diagnostic): void {
    const { severity, code, file, position, message } = diagnostic
    const key = `${severity}\0${code}\0${file ?? ''}\0${position?.line ?? ''}:${position?.column ?? ''}\0${message}`
    if (this.#seen.has(key)) return
    this.#seen.add(key)
    this.#items.push(diagnostic)
  }

  addAll(diagnostics: Iterable<Diagnostic>): void {
    for (const d of diagnostics) this.add(d)
  }

  /** All diagnostics sorted by file, line, column, then code, so output is stable. */
  list(): Diagnostic[] {
    return sortDiagnostics(this.#items)
  }

  count(severity: Severity): number {
    return this.#items.filter((d) => d.severity === severity).length
  }

  hasErrors(): boolean {
    return this.#items.some((d) => d.severity === 'error')
  }
}

/** Sort diagnostics by file, line, column, code and message. */
export function sortDiagnostics(items: readonly Diagnostic[]): Diagnostic[] {
  return [...items].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.position?.line ?? 0) - (b.position?.line ?? 0) ||
      (a.position?.column ?? 0) - (b.position?.column ?? 0) ||
      a.code.localeCompare(b.code) ||
      a.message.localeCompare(b.message),
  )
}
