import type { TryItOperation } from '../../../model/api-reference.js'
import { formatError, parameterValue, validate } from './validate.js'

type Parameter = TryItOperation['parameters'][number]

/** A header the reader adds (Authorization, …): sent with this request only, never stored. */
export interface HeaderRow {
  name: string
  value: string
}

/** What the reader filled in. `params` is keyed by `parameterKey`. */
export interface TryInput {
  server: string
  params: Readonly<Record<string, string>>
  headers: readonly HeaderRow[]
  body: string
}

/**
 * Problems by field, for showing each next to its field: `server`, a parameter's key, `header-<n>`
 * (the n-th extra header) and `body` (one line per problem, with its JSON path).
 */
export type FieldErrors = Record<string, string[]>

/** A request ready for `fetch`. */
export interface PreparedRequest {
  method: string
  url: string
  headers: [string, string][]
  body?: string
}

export type Prepared = { ok: true; request: PreparedRequest } | { ok: false; errors: FieldErrors }

/** The key of a parameter's field (a path and a query parameter may share a name). */
export const parameterKey = (parameter: Pick<Parameter, 'in' | 'name'>) => `${parameter.in}-${parameter.name}`

/** Parameters the browser can send: `fetch` cannot set cookies. */
export const sendable = (parameter: Pick<Parameter, 'in'>) => ['path', 'query', 'header'].includes(parameter.in)

/** `application/json`, `application/vnd.api+json`, …: bodies checked and pretty-printed as JSON. */
export const isJsonType = (type: string | null | undefined) => /\bjson\b|\+json\b/i.test(type ?? '')

/** RFC 9110 token: what a header name may be made of. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** The server URL typed by the reader, or why it cannot be used. */
function parseServer(text: string): URL | string {
  const trimmed = text.trim()
  if (trimmed === '') return "Enter the server's URL, such as http://localhost:1337/api."
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) {
    return `"${trimmed}" is not a full URL: start it with http:// or https://, such as http://localhost:1337/api.`
  }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return `"${trimmed}" is not a URL: write it as http://host:port/path, such as http://localhost:1337/api.`
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Use an http:// or https:// URL.'
  if (url.username || url.password) return 'Leave credentials out of the URL; add an Authorization header instead.'
  return url
}

/** The base URL and the operation's path, joined with exactly one slash between them. */
export function joinUrl(base: URL, path: string): string {
  const href = base.href.replace(/[?#].*$/, '').replace(/\/+$/, '')
  return `${href}/${path.replace(/^\/+/, '')}`
}

function checkParameter(parameter: Parameter, text: string): string[] {
  if (text === '') return parameter.required ? ['Required.'] : []
  // Whatever was typed is text: "expected integer" says all there is to say.
  const errors = validate(parameterValue(text, parameter.schema), parameter.schema)
  return errors.map(
    (error) =>
      `${formatError(error)
        .replace(/, got string$/, '')
        .replace(/^./, (c) => c.toUpperCase())}.`,
  )
}

function checkHeader(row: HeaderRow): string[] {
  const name = row.name.trim()
  if (name === '') return row.value.trim() === '' ? [] : ["Enter the header's name."]
  if (!HEADER_NAME.test(name))
    return [`"${name}" is not a header name: use letters, digits and dashes, no spaces or colon.`]
  if (/[\r\n]/.test(row.value)) return ['A header value cannot contain line breaks.']
  return []
}

function checkBody(operation: TryItOperation, text: string): string[] {
  const body = operation.body
  if (!body || text.trim() === '') return body?.required ? ['The request body is required.'] : []
  if (!isJsonType(body.type)) return []
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return [`The body is not valid JSON: ${reason}`]
  }
  return validate(value, body.schema, 'body').map(formatError)
}

/**
 * Check what the reader filled in (server URL, required and typed parameters, extra headers, the
 * body's JSON and its schema) and build the request; nothing is sent while a field has a problem.
 */
export function prepareRequest(operation: TryItOperation, input: TryInput): Prepared {
  const errors: FieldErrors = {}
  const note = (key: string, found: string[]) => {
    if (found.length > 0) errors[key] = found
  }
  const server = parseServer(input.server)
  if (typeof server === 'string') note('server', [server])
  const headers: [string, string][] = []
  const query = new URLSearchParams()
  let path = operation.path
  for (const parameter of operation.parameters.filter(sendable)) {
    const key = parameterKey(parameter)
    const text = input.params[key] ?? ''
    note(key, checkParameter(parameter, text))
    if (text === '') continue
    if (parameter.in === 'path') path = path.split(`{${parameter.name}}`).join(encodeURIComponent(text))
    else if (parameter.in === 'header') headers.push([parameter.name, text])
    else if (parameter.schema.type === 'array')
      for (const part of text.split(',')) query.append(parameter.name, part.trim())
    else query.append(parameter.name, text)
  }
  input.headers.forEach((row, i) => {
    note(`header-${i}`, checkHeader(row))
    if (row.name.trim() !== '') headers.push([row.name.trim(), row.value])
  })
  note('body', checkBody(operation, input.body))
  if (typeof server === 'string' || Object.keys(errors).length > 0) return { ok: false, errors }

  const hasBody = operation.body !== undefined && input.body.trim() !== ''
  if (hasBody && operation.body && !headers.some(([name]) => name.toLowerCase() === 'content-type')) {
    headers.push(['Content-Type', operation.body.type])
  }
  const search = query.toString()
  return {
    ok: true,
    request: {
      method: operation.method,
      url: joinUrl(server, path) + (search ? `?${search}` : ''),
      headers,
      ...(hasBody ? { body: input.body } : {}),
    },
  }
}

/** Why a request got no answer, in one sentence for the reader. */
export type FailureKind = 'network' | 'mixed-content' | 'csp' | 'timeout'

export function failureMessage(kind: FailureKind, url: string, pageOrigin: string): string {
  const origin = new URL(url).origin
  switch (kind) {
    case 'mixed-content':
      return `This page is served over HTTPS, so the browser blocks requests to the http:// server ${origin}: use its https:// URL.`
    case 'csp':
      return `The browser blocked the request because this site's Content-Security-Policy does not allow connections to ${origin}.`
    case 'timeout':
      return `The server at ${origin} did not answer within ${TIMEOUT_MS / 1000} seconds, so the request was stopped.`
    default:
      return `The request to ${origin} got no answer the browser could read: the server could not be reached, or it does not allow requests from this site (CORS), so check that it is running and that it allows the origin ${pageOrigin}.`
  }
}

/** How long a request may take before it is stopped. */
export const TIMEOUT_MS = 30_000

/** An http:// URL other than this machine, from an https:// page: the browser blocks it outright. */
export function isMixedContent(url: string, pageProtocol: string): boolean {
  const target = new URL(url)
  const local = /^(localhost|127(?:\.\d+){3}|\[::1\])$/.test(target.hostname) || target.hostname.endsWith('.localhost')
  return pageProtocol === 'https:' && target.protocol === 'http:' && !local
}

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** `404 Not Found`: HTTP/2 servers send no reason phrase, so the usual one stands in. */
export function statusLine(status: number, statusText: string): string {
  const text = statusText || REASONS[status] || ''
  return text ? `${status} ${text}` : String(status)
}

/** Longest body shown; the rest is cut with a note (the browser's own tools show it all). */
const MAX_BODY_CHARS = 200_000

/** A response body as shown: JSON pretty-printed (2 spaces), anything else as text. */
export function prettyBody(text: string, contentType: string | null): { text: string; json: boolean } {
  let shown = text
  let json = false
  if (isJsonType(contentType) || /^\s*[[{]/.test(text)) {
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2)
      json = true
    } catch {
      // Not JSON after all: shown as it came.
    }
  }
  if (shown.length > MAX_BODY_CHARS) {
    shown = `${shown.slice(0, MAX_BODY_CHARS)}\n… (${shown.length - MAX_BODY_CHARS} more characters not shown)`
  }
  return { text: shown, json }
}
