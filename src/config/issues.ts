import type { z } from 'zod'
import { closestMatch } from '../diagnostics/suggest.js'
import type { Diagnostic } from '../model/diagnostic.js'

type Issue = z.core.$ZodIssue

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean (true or false)',
  object: 'an object',
  array: 'an array',
  int: 'a whole number',
}

/** `navbar.items[2].href` from a zod path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`
    else out += out === '' ? String(seg) : `.${String(seg)}`
  }
  return out || '(root)'
}

function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** Candidate keys of the object at `path` in the schema's shape, for "did you mean" hints. */
export type KnownKeys = (path: readonly PropertyKey[]) => readonly string[]

/** Turn one zod issue into `site.config.ts: <path>: <what>` with a hint. */
export function issueToDiagnostic(issue: Issue, file: string, knownKeys: KnownKeys): Diagnostic[] {
  const where = formatPath(issue.path)
  const base = { severity: 'error' as const, code: 'config/invalid', file }
  switch (issue.code) {
    case 'invalid_type': {
      const expected = ARTICLE[issue.expected] ?? issue.expected
      if (issue.input === undefined) {
        return [
          { ...base, message: `${file}: ${where}: is required (${expected})`, hint: `Add ${where} to the config.` },
        ]
      }
      return [
        {
          ...base,
          message: `${file}: ${where}: expected ${expected}, received ${describeValue(issue.input)}`,
          hint: `Set ${where} to ${expected}; see the field's documentation in src/config/schema.ts.`,
        },
      ]
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const path = [...issue.path, key]
        const suggestion = closestMatch(key, knownKeys(issue.path))
        return {
          ...base,
          message: `${file}: ${formatPath(path)}: unknown setting "${key}"`,
          hint: suggestion ? `Did you mean "${suggestion}"?` : 'Remove it; docsgen does not read it.',
        }
      })
    case 'invalid_value':
      return [
        {
          ...base,
          message: `${file}: ${where}: expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, received ${JSON.stringify(issue.input)}`,
          hint: `Set ${where} to one of the values listed.`,
        },
      ]
    case 'invalid_union': {
      // A sidebar item (or similar) that matches none of the shapes: report the closest branch's issues.
      // Prefer branches whose shape matched (no error at the root or on the `type` tag).
      const branches = issue.errors.filter((errs) => errs.length > 0)
      const matched = branches.filter((errs) => errs.every((e) => e.path.length > 0 && e.path[0] !== 'type'))
      const best = (matched.length > 0 ? matched : branches).sort((a, b) => a.length - b.length)[0]
      if (best)
        return best.flatMap((inner) =>
          issueToDiagnostic({ ...inner, path: [...issue.path, ...inner.path] }, file, knownKeys),
        )
      return [
        {
          ...base,
          message: `${file}: ${where}: ${issue.message}`,
          hint: 'Check the value against the documented shape.',
        },
      ]
    }
    default:
      return [
        {
          ...base,
          message: `${file}: ${where}: ${issue.message}`,
          hint: `Fix ${where}; see the field's documentation in src/config/schema.ts.`,
        },
      ]
  }
}
