import { closestMatch } from '../../diagnostics/index.js'
import type { Diagnostic, Severity } from '../../model/diagnostic.js'
import { formatPointer, type Tokens } from '../pointer.js'
import type { SpecSource } from '../source.js'

/** One problem as a check sees it; `report` adds file, position and pointer. */
export interface Problem {
  code: string
  /** Where the offending node is. */
  at: Tokens
  /** Point at the node's key in its parent map instead of its value (missing or unknown fields). */
  key?: boolean
  message: string
  hint: string
  severity?: Severity
}

/** What every validation check receives. */
export interface CheckContext {
  root: unknown
  report(problem: Problem): void
}

/** A context that turns problems into diagnostics for `file`, each message led by its JSON pointer. */
export function createCheckContext(file: string, source: SpecSource): CheckContext & { diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  return {
    root: source.root,
    diagnostics,
    report(problem) {
      diagnostics.push({
        severity: problem.severity ?? 'error',
        code: problem.code,
        message: `${formatPointer(problem.at)}: ${problem.message}`,
        hint: problem.hint,
        file,
        position: source.locate(problem.at, { key: problem.key === true }),
      })
    },
  }
}

/** `did you mean "x"?` when a candidate is close, else `fallback`. */
export function suggest(input: string, candidates: readonly string[], fallback: string): string {
  const match = closestMatch(input, candidates)
  return match === undefined ? fallback : `Did you mean "${match}"?`
}
