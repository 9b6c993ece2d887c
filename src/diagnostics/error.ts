import type { Diagnostic } from '../model/diagnostic.js'

/** A problem that stops the command. Carries one diagnostic for the user and, optionally, the cause. */
export class DocsgenError extends Error {
  readonly diagnostic: Diagnostic
  /** Exit code for the CLI: 1 for content errors, 2 for usage and config errors. */
  readonly exitCode: 1 | 2

  constructor(diagnostic: Diagnostic, options: { cause?: unknown; exitCode?: 1 | 2 } = {}) {
    super(diagnostic.message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'DocsgenError'
    this.diagnostic = diagnostic
    this.exitCode = options.exitCode ?? 1
  }
}

/** Several problems that together stop the command (for example every invalid config field). */
export class DocsgenErrors extends Error {
  readonly diagnostics: Diagnostic[]
  readonly exitCode: 1 | 2

  constructor(diagnostics: Diagnostic[], exitCode: 1 | 2 = 1) {
    super(diagnostics.map((d) => d.message).join('\n'))
    this.name = 'DocsgenErrors'
    this.diagnostics = diagnostics
    this.exitCode = exitCode
  }
}
