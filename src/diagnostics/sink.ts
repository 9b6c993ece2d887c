import type { Diagnostic, Severity } from '../model/diagnostic.js'

/** Collects diagnostics from every stage; the CLI prints them once, sorted. */
export class DiagnosticSink {
  readonly #items: Diagnostic[] = []

  add(diagnostic: Diagnostic): void {
    this.#items.push(diagnostic)
  }

  addAll(diagnostics: Iterable<Diagnostic>): void {
    for (const d of diagnostics) this.#items.push(d)
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
