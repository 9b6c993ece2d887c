import type { TrySchema } from '../../../model/api-reference.js'

/** One problem with a value: where (a JSON path such as `body.tags[0]`) and what, for readers. */
export interface ValidationError {
  path: string
  message: string
}

/** Where a check is: the JSON path of the value, and the list its errors go to. */
interface Where {
  path: string
  out: ValidationError[]
}

/** `body.title: expected string`: an error as one line. */
export function formatError(error: ValidationError): string {
  return error.path === '' ? error.message : `${error.path}: ${error.message}`
}

/** Enough to tell a reader what to fix; a body wrong everywhere does not need a thousand lines. */
const MAX_ERRORS = 50

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object'

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  if (typeof value === 'boolean') return 'boolean'
  return typeof value === 'string' ? 'string' : 'object'
}

/** The type named in messages: `5` is a number to a reader, even where an integer is expected. */
const spoken = (type: JsonType) => (type === 'integer' ? 'number' : type)

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The types a schema allows (`nullable` and `type: [string, "null"]` both allow null); none = any. */
function allowedTypes(schema: TrySchema): string[] {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? [...schema.type] : [schema.type]
  if (types.length > 0 && schema.nullable && !types.includes('null')) types.push('null')
  return types
}

function typeMatches(actual: JsonType, allowed: readonly string[]): boolean {
  return allowed.length === 0 || allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'))
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b)
}

/** `title` → `.title`; a key that is not an identifier → `["a key"]`. */
function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`
  const part = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `[${JSON.stringify(key)}]`
  return path === '' || part.startsWith('[') ? `${path}${part}` : `${path}.${part}`
}

function describeValue(value: unknown): string {
  return JSON.stringify(value) ?? String(value)
}

/** A pattern the browser cannot compile (written for another regex flavour) checks nothing. */
function patternMatches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text)
  } catch {
    try {
      return new RegExp(pattern).test(text)
    } catch {
      return true
    }
  }
}

function checkNumber(value: number, schema: TrySchema, { path, out }: Where): void {
  if (schema.minimum !== undefined && value < schema.minimum) {
    out.push({ path, message: `must be at least ${schema.minimum}` })
  }
  if (schema.maximum !== undefined && value > schema.maximum) {
    out.push({ path, message: `must be at most ${schema.maximum}` })
  }
}

function checkString(value: string, schema: TrySchema, { path, out }: Where): void {
  const length = [...value].length
  const chars = (n: number) => `${n} character${n === 1 ? '' : 's'}`
  if (schema.minLength !== undefined && length < schema.minLength) {
    out.push({ path, message: `must be at least ${chars(schema.minLength)} long` })
  }
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    out.push({ path, message: `must be at most ${chars(schema.maxLength)} long` })
  }
  if (schema.pattern !== undefined && !patternMatches(schema.pattern, value)) {
    out.push({ path, message: `must match the pattern ${schema.pattern}` })
  }
}

function checkObject(value: Record<string, unknown>, schema: TrySchema, { path, out }: Where): void {
  for (const name of new Set(schema.required ?? [])) {
    if (!Object.hasOwn(value, name)) out.push({ path: childPath(path, name), message: 'required' })
  }
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    if (Object.hasOwn(value, name)) check(value[name], child, { path: childPath(path, name), out })
  }
}

/** `oneOf`/`anyOf` (simplified to `oneOf`): the value must match at least one of the options. */
function checkOptions(value: unknown, options: readonly TrySchema[], { path, out }: Where): void {
  const results = options.map((option) => {
    const errors: ValidationError[] = []
    check(value, option, { path, out: errors })
    return { option, errors }
  })
  if (results.length === 0 || results.some((result) => result.errors.length === 0)) return
  // Options of the value's type are what the writer meant: report what is wrong in the closest
  // one; when no option has that type (options without a type take any), say which types would do.
  const actual = typeOf(value)
  const candidates = results.filter((result) => typeMatches(actual, allowedTypes(result.option)))
  if (candidates.length === 0) {
    const types = [...new Set(results.flatMap((result) => allowedTypes(result.option)))]
    out.push({ path, message: `expected ${types.join(' or ')}, got ${spoken(actual)}` })
    return
  }
  const closest = candidates.reduce((best, result) => (result.errors.length < best.errors.length ? result : best))
  out.push(...closest.errors)
}

function check(value: unknown, schema: TrySchema, where: Where): void {
  const { path, out } = where
  if (out.length >= MAX_ERRORS) return
  const actual = typeOf(value)
  const types = allowedTypes(schema)
  if (!typeMatches(actual, types)) {
    out.push({ path, message: `expected ${types.join(' or ')}, got ${spoken(actual)}` })
    return
  }
  if (value === null) {
    // Allowed by its type (or no type given): only an enum without null (and not nullable) refuses it.
    if (schema.enum && !schema.nullable && !schema.enum.includes(null)) {
      out.push({ path, message: `expected one of ${schema.enum.map(describeValue).join(', ')}` })
    }
    return
  }
  if (schema.enum && !schema.enum.some((option) => sameJson(option, value))) {
    out.push({ path, message: `expected one of ${schema.enum.map(describeValue).join(', ')}` })
  }
  if (typeof value === 'number') checkNumber(value, schema, where)
  else if (typeof value === 'string') checkString(value, schema, where)
  else if (Array.isArray(value)) {
    const items = schema.items
    if (items) value.forEach((item, i) => void check(item, items, { path: childPath(path, i), out }))
  } else if (isRecord(value)) checkObject(value, schema, where)
  if (schema.oneOf) checkOptions(value, schema.oneOf, where)
}

/**
 * Check a value (a parsed JSON body, a parameter) against a simplified schema: types (arrays of
 * types, nullable), enum, required, properties, items, minimum/maximum, minLength/maxLength,
 * pattern, and oneOf (at least one option matches). Unknown keywords check nothing. Paths start
 * at `path` (`body` gives `body.title`).
 */
export function validate(value: unknown, schema: TrySchema, path = ''): ValidationError[] {
  const out: ValidationError[] = []
  check(value, schema, { path, out })
  return out.slice(0, MAX_ERRORS)
}

/**
 * A parameter as typed (text) turned into the value its schema describes, so it can be checked:
 * numbers and booleans parsed, arrays split on commas. Text that does not parse stays text, and
 * the check then says what was expected.
 */
export function parameterValue(text: string, schema: TrySchema): unknown {
  const types = allowedTypes(schema)
  if (types.includes('array')) {
    const items = schema.items ?? {}
    return text === '' ? [] : text.split(',').map((part) => parameterValue(part.trim(), items))
  }
  if ((types.includes('integer') || types.includes('number')) && text.trim() !== '') {
    const number = Number(text)
    if (Number.isFinite(number)) return number
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true'
  if (types.includes('null') && text === 'null') return null
  return text
}
