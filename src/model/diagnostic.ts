/** How bad a problem is. `error` fails the build; `warning` is printed and the build goes on. */
export type Severity = 'error' | 'warning' | 'info'

/** A 1-based line and column in a source file, as editors show them. */
export interface Position {
  line: number
  column: number
}

/** One problem found in the user's input, with where it is and how to fix it. */
export interface Diagnostic {
  severity: Severity
  /** Stable, namespaced code such as `links/missing-target` or `config/invalid`. */
  code: string
  message: string
  hint?: string
  /** Path relative to the site root (`content/a.md`, `site.config.ts`). */
  file?: string
  position?: Position
}
