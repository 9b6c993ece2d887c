import { isObject } from '../narrow.js'
import type { ApiMediaType, ApiOperation, ApiParameter, ApiResponse } from '../reference.js'
import { followRef } from '../refs.js'
import { perDocument } from './per-document.js'
import { sampleFromSchema } from './sample.js'

/** Bodies longer than this many lines are written once, in the Body tab. */
const LONG_BODY_LINES = 16

/** Tab sets of request samples share this group: choosing JavaScript once shows it everywhere. */
export const SAMPLE_GROUP = 'api-sample'

/**
 * The request samples of an operation as Markdown in the site's dialect (tabs of code blocks,
 * rendered by the pages' processor): `curl`, JavaScript `fetch`, and the JSON body when there is
 * one. URLs start with `baseUrl`, which the client swaps when the reader picks another server.
 */
export function requestSamples(operation: ApiOperation, baseUrl: string, root: unknown): string {
  const url = baseUrl.replace(/\/+$/, '') + requestPath(operation, root)
  const method = operation.method.toUpperCase()
  const media = operation.requestBody?.content[0]
  const body = media ? bodyOf(media, root) : undefined
  const headers = [
    ...operation.parameters
      .filter((p) => p.in === 'header' && p.required)
      .map((p): [string, string] => [p.name, String(parameterExample(p, root) ?? '')]),
    ...(media ? [['Content-Type', media.type] as [string, string]] : []),
  ]
  // A long body is written once, in the Body tab; the curl and fetch samples refer to it.
  const long = body !== undefined && body.text.split('\n').length > LONG_BODY_LINES
  const curl =
    (long ? '# body.json: the JSON of the Body tab\n' : '') +
    [
      `curl -X ${method} ${shellQuote(url)}`,
      ...headers.map(([name, value]) => `  -H ${shellQuote(`${name}: ${value}`)}`),
      ...(body === undefined ? [] : [long ? '  --data @body.json' : `  --data ${shellQuote(body.text)}`]),
    ].join(' \\\n')
  const options = [
    `  method: '${method}',`,
    ...(headers.length > 0
      ? [`  headers: {`, ...headers.map(([n, v]) => `    ${JSON.stringify(n)}: ${JSON.stringify(v)},`), `  },`]
      : []),
    ...(body === undefined
      ? []
      : long
        ? [`  body: ${body.json ? 'JSON.stringify(body)' : 'body'},`]
        : body.json
          ? [`  body: JSON.stringify(${indent(body.text, '  ').trimStart()}),`]
          : [`  body: ${JSON.stringify(body.text)},`]),
  ]
  const answers = operation.responses.find((r) => /^2/.test(r.status))?.content.some((m) => isJson(m.type))
  const js = [
    ...(long ? [`// body: the ${body?.json ? 'object' : 'text'} of the Body tab`] : []),
    `const response = await fetch(${JSON.stringify(url)}, {`,
    ...options,
    '})',
    answers ? 'const data = await response.json()' : 'console.log(response.status)',
  ].join('\n')
  const tabs: Tab[] = [
    { value: 'curl', label: 'curl', body: fence('bash', curl) },
    { value: 'js', label: 'JavaScript', body: fence('js', js) },
  ]
  if (body) tabs.push({ value: 'body', label: 'Body', body: fence(body.json ? 'json' : 'text', body.text) })
  return tabsMarkdown(tabs, SAMPLE_GROUP)
}

/** A webhook's payload sample (Markdown: one code block), or undefined without a body. */
export function payloadSample(operation: ApiOperation, root: unknown): string | undefined {
  const media = operation.requestBody?.content[0]
  const body = media ? bodyOf(media, root) : undefined
  return body ? fence(body.json ? 'json' : 'text', body.text) : undefined
}

/** The response samples of an operation, one tab per status code (Markdown, as above). */
export function responseSamples(responses: readonly ApiResponse[], root: unknown): string | undefined {
  if (responses.length === 0) return undefined
  const tabs = responses.map((response): Tab => {
    const parts = response.content.map((media) => {
      const body = bodyOf(media, root)
      const head = response.content.length > 1 ? `\`${media.type}\`\n\n` : ''
      return head + (body ? fence(body.json ? 'json' : 'text', body.text) : 'No example.')
    })
    return {
      value: response.status,
      label: response.status,
      body: parts.length > 0 ? parts.join('\n\n') : 'No content.',
    }
  })
  return tabsMarkdown(tabs)
}

/** The path with each path parameter replaced by its example, and required query parameters added. */
export function requestPath(operation: ApiOperation, root?: unknown): string {
  const byName = new Map(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p]))
  const path = operation.path.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const param = byName.get(name)
    const value = param ? parameterExample(param, root) : undefined
    return value === undefined ? whole : encodeURIComponent(String(value))
  })
  const query = operation.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(parameterExample(p, root) ?? ''))}`)
  return query.length > 0 ? `${path}?${query.join('&')}` : path
}

/** A parameter's example value: its own, else its schema's example, default or first allowed value. */
export function parameterExample(param: ApiParameter, root: unknown): unknown {
  if (param.example) return param.example.value
  const schema = followRef(root, param.schema).value
  if (!isObject(schema)) return undefined
  if (schema.example !== undefined) return schema.example
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if (schema.default !== undefined) return schema.default
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0]
  return undefined
}

/** A body's sample as text. */
type BodyText = { text: string; json: boolean } | undefined

/**
 * Bodies made from schemas, by media type and schema as written: the request samples, the
 * responses and Try it each ask, and operations share schemas (in the bench's large document,
 * 420 bodies from 85 schemas).
 */
const madeBody = perDocument<BodyText>()

/** A body's example (given, else made from its schema) as text; JSON media types pretty-printed. */
export function bodyOf(media: ApiMediaType, root: unknown): BodyText {
  if (media.example) return bodyText(media.example.value, media.type)
  const key = `${media.type}\0${JSON.stringify(media.schema)}`
  return madeBody(root, key, () => bodyText(sampleFromSchema(media.schema, root), media.type))
}

function bodyText(value: unknown, type: string): BodyText {
  if (value === undefined) return undefined
  if (typeof value === 'string' && !isJson(type)) return { text: value, json: false }
  return { text: JSON.stringify(value, null, 2), json: true }
}

export function isJson(type: string): boolean {
  return /\bjson\b|\+json$/i.test(type)
}

interface Tab {
  value: string
  label: string
  body: string
}

function tabsMarkdown(tabs: readonly Tab[], groupId?: string): string {
  const open = groupId ? `<Tabs groupId="${groupId}">` : '<Tabs>'
  const items = tabs.map(
    (tab) => `<TabItem value="${attr(tab.value)}" label="${attr(tab.label)}">\n\n${tab.body}\n\n</TabItem>`,
  )
  return [open, ...items, '</Tabs>'].join('\n')
}

const attr = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * Samples longer than this many lines are not highlighted: token markup weighs about seven times
 * the text, and a large document's reference would carry megabytes of it.
 */
const HIGHLIGHT_LINES = 40

/** A fenced code block whose fence is longer than any backtick run in `code`. */
function fence(language: string, code: string): string {
  if (code.split('\n').length > HIGHLIGHT_LINES) language = 'text'
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length))
  const marks = '`'.repeat(longest + 1)
  return `${marks}${language}\n${code}\n${marks}`
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((line) => by + line)
    .join('\n')
}
