/** A plain JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>

/** True for plain objects parsed from the spec (arrays and null excluded). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The value when it is a string, else `undefined`. */
export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** Non-empty trimmed text, else `undefined` (for optional descriptions and summaries). */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** True for a list whose items are all strings. */
export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** How a value reads in a message: `number 3`, `array`, `null`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'string') return `"${value}"`
  return `${typeof value} ${String(value)}`
}

/** The HTTP methods an OpenAPI path item may hold, in the order the spec lists them. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

const METHOD_SET: ReadonlySet<string> = new Set(HTTP_METHODS)

/** Whether a path item key is an operation. */
export function isHttpMethod(key: string): key is HttpMethod {
  return METHOD_SET.has(key)
}

/** The `{placeholders}` of a path or server URL template, in order. */
export function templateNames(template: string): string[] {
  return [...template.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1] ?? '')
}
