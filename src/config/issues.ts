import type * as z from 'zod'
import { closestMatch } from '../diagnostics/index.js'
import type { Diagnostic } from '../model/diagnostic.js'

type Issue = z.core.$ZodIssue

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean (true or false)',
  object: 'an object',
  array: 'an array',
  int: 'a whole number',
  // z.record: written as an object literal in the config.
  record: 'an object',
  function: 'a function',
}

/** `a string`, `a string or an object`, `a string, a number or an object`. */
function either(articles: readonly string[]): string {
  const last = articles.at(-1) ?? ''
  return articles.length <= 1 ? last : `${articles.slice(0, -1).join(', ')} or ${last}`
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
    case 'invalid_value': {
      const values = issue.values.map((v) => JSON.stringify(v))
      const expected = values.length === 1 ? values.join('') : `one of ${values.join(', ')}`
      if (issue.input === undefined) {
        return [
          { ...base, message: `${file}: ${where}: is required (${expected})`, hint: `Add ${where} to the config.` },
        ]
      }
      return [
        {
          ...base,
          message: `${file}: ${where}: expected ${expected}, received ${JSON.stringify(issue.input)}`,
          hint: values.length === 1 ? `Set ${where} to ${expected}.` : `Set ${where} to one of the values listed.`,
        },
      ]
    }
    case 'invalid_union':
      return unionToDiagnostics(issue, file, knownKeys)
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

/**
 * A value that matches none of a union's shapes (a sidebar item: a string or one of the objects
 * tagged by `type`). Reports, in order of preference: the issues of the shape the value matched
 * (its tag is right), the tag itself with every allowed value, or every type the union accepts.
 */
function unionToDiagnostics(issue: z.core.$ZodIssueInvalidUnion, file: string, knownKeys: KnownKeys): Diagnostic[] {
  const branches = issue.errors.filter((errs) => errs.length > 0)
  const nested = (errs: readonly Issue[]): Diagnostic[] =>
    errs.flatMap((inner) => issueToDiagnostic({ ...inner, path: [...issue.path, ...inner.path] }, file, knownKeys))
  const shortest = (list: Issue[][]): Issue[] | undefined => [...list].sort((a, b) => a.length - b.length)[0]
  const atRoot = (e: Issue): boolean => e.path.length === 0
  // The tag: a key whose literal value tells the object shapes apart (`type`).
  const tagIssues = branches.flatMap((errs) => errs.filter((e) => e.code === 'invalid_value' && e.path.length === 1))
  const tag =
    tagIssues.length >= 2 && new Set(tagIssues.map((e) => e.path[0])).size === 1 ? tagIssues[0]?.path[0] : undefined
  const onTag = (e: Issue): boolean => tag !== undefined && e.path.length === 1 && e.path[0] === tag

  // A shape that matched: no problem at the root or on the tag; then one whose tag matched.
  const shaped = shortest(branches.filter((errs) => errs.every((e) => !atRoot(e) && !onTag(e))))
  if (shaped) return nested(shaped)
  const tagged =
    tag === undefined
      ? undefined
      : shortest(branches.filter((errs) => !errs.some((e) => onTag(e) || (atRoot(e) && e.code === 'invalid_type'))))
  if (tagged) return nested(tagged)

  const where = formatPath(issue.path)
  const base = { severity: 'error' as const, code: 'config/invalid', file }
  const first = tagIssues[0]
  if (tag !== undefined && first?.code === 'invalid_value') {
    const values = [...new Set(tagIssues.flatMap((e) => (e.code === 'invalid_value' ? e.values : [])))]
    return issueToDiagnostic({ ...first, values, path: [...issue.path, tag] }, file, knownKeys)
  }
  // Not even the right type for any shape: name every type (or literal value) the union accepts.
  const types = branches.map((errs) =>
    errs.find((e) => atRoot(e) && (e.code === 'invalid_type' || e.code === 'invalid_value')),
  )
  if (types.length > 0 && types.every((e) => e?.code === 'invalid_type' || e?.code === 'invalid_value')) {
    const expected = either([
      ...new Set(
        types.map((e) =>
          e?.code === 'invalid_type'
            ? (ARTICLE[e.expected] ?? e.expected)
            : e?.code === 'invalid_value'
              ? e.values.map((v) => JSON.stringify(v)).join(' or ')
              : '',
        ),
      ),
    ])
    const input = types.find((e) => e?.code === 'invalid_type')?.input ?? types[0]?.input
    return [
      {
        ...base,
        message: `${file}: ${where}: expected ${expected}, received ${describeValue(input)}`,
        hint: `Set ${where} to ${expected}; see the field's documentation in src/config/schema.ts.`,
      },
    ]
  }
  const best = shortest(branches)
  if (best) return nested(best)
  return [
    { ...base, message: `${file}: ${where}: ${issue.message}`, hint: 'Check the value against the documented shape.' },
  ]
}
