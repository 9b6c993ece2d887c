import { basename } from 'node:path'
import { isHttpMethod, isObject, isStringList, stringOf, textOf } from './narrow.js'
import type {
  ApiMediaType,
  ApiOperation,
  ApiParameter,
  ApiReference,
  ApiResponse,
  ApiServer,
  ApiTagGroup,
} from './reference.js'
import { followRef } from './refs.js'

/** Name of the group for operations without tags. */
export const DEFAULT_GROUP = 'Default'

/** Name of the group for webhooks without tags. */
export const WEBHOOKS_GROUP = 'Webhooks'

/**
 * Read what the page shows from a (validated, possibly broken) document. Never throws: parts
 * that validation reported are skipped, so a page can still be rendered around the errors.
 */
export function readReference(root: unknown, file: string): ApiReference {
  const doc = isObject(root) ? root : {}
  const info = isObject(doc.info) ? doc.info : {}
  const description = textOf(info.description)
  const webhooks = readOperations(root, doc.webhooks, { webhook: true })
  return {
    title: textOf(info.title) ?? basename(file),
    version: typeof info.version === 'string' || typeof info.version === 'number' ? String(info.version) : '',
    ...(description ? { description } : {}),
    servers: readServers(doc.servers),
    groups: groupOperations(readOperations(root, doc.paths, { webhook: false }), doc.tags, DEFAULT_GROUP),
    ...(webhooks.length > 0 ? { webhooks: groupOperations(webhooks, doc.tags, WEBHOOKS_GROUP) } : {}),
    root,
  }
}

function readServers(servers: unknown): ApiServer[] {
  if (!Array.isArray(servers)) return []
  return servers.filter(isObject).flatMap((server) => {
    const url = stringOf(server.url)
    if (url === undefined) return []
    const description = textOf(server.description)
    const variables = Object.entries(isObject(server.variables) ? server.variables : {}).map(([name, raw]) => {
      const v = isObject(raw) ? raw : {}
      const fallback = stringOf(v.default)
      const about = textOf(v.description)
      return {
        name,
        enum: isStringList(v.enum) ? v.enum : [],
        ...(fallback === undefined ? {} : { default: fallback }),
        ...(about ? { description: about } : {}),
      }
    })
    return [{ url, variables, ...(description ? { description } : {}) }]
  })
}

interface TaggedOperation {
  operation: ApiOperation
  tag: string | undefined
}

/** The operations of `paths`, or of `webhooks` (keyed by name; a path item may be a `$ref`). */
function readOperations(root: unknown, paths: unknown, { webhook }: { webhook: boolean }): TaggedOperation[] {
  if (!isObject(paths)) return []
  const out: TaggedOperation[] = []
  for (const [path, raw] of Object.entries(paths)) {
    const item = followRef(root, raw).value
    if (path.startsWith('x-') || (!webhook && !path.startsWith('/')) || !isObject(item)) continue
    const shared = Array.isArray(item.parameters) ? item.parameters : []
    for (const [method, raw] of Object.entries(item)) {
      if (!isHttpMethod(method) || !isObject(raw)) continue
      const summary = textOf(raw.summary)
      const description = textOf(raw.description)
      const operationId = stringOf(raw.operationId)
      const body = followRef(root, raw.requestBody).value
      const tags = isStringList(raw.tags) ? raw.tags : []
      const operation: ApiOperation = {
        method,
        path,
        deprecated: raw.deprecated === true,
        ...(webhook ? { webhook: true as const } : {}),
        parameters: readParameters(root, [...shared, ...(Array.isArray(raw.parameters) ? raw.parameters : [])]),
        responses: readResponses(root, raw.responses),
        ...(operationId === undefined ? {} : { operationId }),
        ...(summary ? { summary } : {}),
        ...(description ? { description } : {}),
      }
      if (isObject(body)) {
        const about = textOf(body.description)
        operation.requestBody = {
          required: body.required === true,
          content: readContent(root, body.content),
          ...(about ? { description: about } : {}),
        }
      }
      out.push({ operation, tag: tags[0] })
    }
  }
  return out
}

/** Path-level then operation-level parameters; an operation's entry replaces a shared one. */
function readParameters(root: unknown, entries: readonly unknown[]): ApiParameter[] {
  const byKey = new Map<string, ApiParameter>()
  for (const entry of entries) {
    const p = followRef(root, entry).value
    if (!isObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string') continue
    const description = textOf(p.description)
    const schema = p.schema ?? firstSchema(p.content)
    const example = exampleOf(root, p)
    byKey.set(`${p.in}:${p.name}`, {
      name: p.name,
      in: p.in,
      required: p.required === true || p.in === 'path',
      deprecated: p.deprecated === true,
      schema,
      ...(description ? { description } : {}),
      ...(example ? { example } : {}),
    })
  }
  return [...byKey.values()]
}

function firstSchema(content: unknown): unknown {
  if (!isObject(content)) return undefined
  const first = Object.values(content)[0]
  return isObject(first) ? first.schema : undefined
}

function readResponses(root: unknown, responses: unknown): ApiResponse[] {
  if (!isObject(responses)) return []
  return Object.entries(responses).flatMap(([status, raw]) => {
    if (status.startsWith('x-')) return []
    const response = followRef(root, raw).value
    if (!isObject(response)) return [{ status, content: [] }]
    const description = textOf(response.description)
    return [{ status, content: readContent(root, response.content), ...(description ? { description } : {}) }]
  })
}

function readContent(root: unknown, content: unknown): ApiMediaType[] {
  if (!isObject(content)) return []
  return Object.entries(content).map(([type, raw]) => {
    const media = isObject(raw) ? raw : {}
    const example = exampleOf(root, media)
    return { type, schema: media.schema, ...(example ? { example } : {}) }
  })
}

function exampleOf(root: unknown, media: Record<string, unknown>): { value: unknown } | undefined {
  if (media.example !== undefined) return { value: media.example }
  if (!isObject(media.examples)) return undefined
  const first = followRef(root, Object.values(media.examples)[0]).value
  return isObject(first) && first.value !== undefined ? { value: first.value } : undefined
}

/** Operations by first tag: declared tags first, in their order, then the others, then `untaggedName`. */
function groupOperations(
  operations: readonly TaggedOperation[],
  declared: unknown,
  untaggedName: string,
): ApiTagGroup[] {
  const groups = new Map<string, ApiTagGroup>()
  for (const tag of Array.isArray(declared) ? declared : []) {
    if (!isObject(tag) || typeof tag.name !== 'string' || groups.has(tag.name)) continue
    const description = textOf(tag.description)
    groups.set(tag.name, { name: tag.name, operations: [], ...(description ? { description } : {}) })
  }
  const untagged: ApiTagGroup = { name: untaggedName, operations: [] }
  for (const { operation, tag } of operations) {
    let group = tag === undefined ? untagged : groups.get(tag)
    if (group === undefined) {
      group = { name: tag ?? untaggedName, operations: [] }
      groups.set(group.name, group)
    }
    group.operations.push(operation)
  }
  return [...groups.values(), untagged].filter((group) => group.operations.length > 0)
}
