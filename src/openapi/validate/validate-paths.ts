import { describeValue, HTTP_METHODS, isHttpMethod, isObject } from '../narrow.js'
import type { Tokens } from '../pointer.js'
import { type CheckContext, suggest } from './context.js'
import { validateParameterList, validatePathParameters } from './validate-parameters.js'
import { validateResponses } from './validate-responses.js'
import { validateServers } from './validate-servers.js'

/** Path item keys that are not operations. */
const PATH_ITEM_FIELDS = ['$ref', 'summary', 'description', 'servers', 'parameters']

/** Which operations were seen, shared by `paths` and `webhooks`: operationId to its operation's label. */
export type OperationIds = Map<string, string>

/** Check `paths`: keys start with `/`, path items hold known methods, operations have responses. */
export function validatePaths(
  ctx: CheckContext,
  paths: unknown,
  options: { required: boolean; operationIds: OperationIds },
): void {
  if (paths === undefined && !options.required) return
  if (!isObject(paths)) {
    ctx.report({
      code: 'openapi/invalid-paths',
      at: ['paths'],
      key: paths === undefined,
      message: paths === undefined ? 'missing "paths"' : `expected "paths" to be a map, found ${describeValue(paths)}`,
      hint: 'Add paths as a map from a path such as /posts/{id} to its operations (get, put, ...).',
    })
    return
  }
  for (const [path, item] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue
    const itemAt = ['paths', path]
    if (!path.startsWith('/')) {
      ctx.report({
        code: 'openapi/invalid-paths',
        at: itemAt,
        key: true,
        message: `path "${path}" does not start with "/"`,
        hint: `Paths are relative to the server URL and start with a slash: "/${path}".`,
      })
    }
    if (item === null) continue
    if (!isObject(item)) {
      ctx.report({
        code: 'openapi/invalid-paths',
        at: itemAt,
        message: `expected the path item to be a map of operations, found ${describeValue(item)}`,
        hint: 'Under each path, list its operations: get, put, post, delete, ...',
      })
      continue
    }
    validatePathItem(ctx, { path, item, at: itemAt, operationIds: options.operationIds })
  }
}

/**
 * Check `webhooks` (OpenAPI 3.1): a map from a webhook's name to a path item, whose operations
 * are checked as those of `paths` are, except that a name is not a URL template.
 */
export function validateWebhooks(ctx: CheckContext, webhooks: unknown, options: { operationIds: OperationIds }): void {
  if (!isObject(webhooks)) {
    ctx.report({
      code: 'openapi/invalid-webhooks',
      at: ['webhooks'],
      message: `expected "webhooks" to be a map, found ${describeValue(webhooks)}`,
      hint: 'Write webhooks as a map from a name (newPost) to its operations: { newPost: { post: { ... } } }.',
    })
    return
  }
  for (const [name, item] of Object.entries(webhooks)) {
    if (name.startsWith('x-') || item === null) continue
    const itemAt = ['webhooks', name]
    if (!isObject(item)) {
      ctx.report({
        code: 'openapi/invalid-webhooks',
        at: itemAt,
        message: `expected webhook "${name}" to be a map of operations, found ${describeValue(item)}`,
        hint: 'Under each webhook name, list the request the API sends: post: { requestBody, responses }.',
      })
      continue
    }
    validatePathItem(ctx, { path: name, item, at: itemAt, operationIds: options.operationIds, webhook: true })
  }
}

interface PathItemInput {
  path: string
  item: Record<string, unknown>
  at: Tokens
  operationIds: OperationIds
  /** A webhook's path item: `path` is its name, not a template with `{parameters}`. */
  webhook?: boolean
}

function validatePathItem(ctx: CheckContext, { path, item, at, operationIds, webhook }: PathItemInput): void {
  if (item.servers !== undefined) validateServers(ctx, item.servers, [...at, 'servers'])
  if (item.parameters !== undefined) validateParameterList(ctx, item.parameters, [...at, 'parameters'])
  for (const [key, operation] of Object.entries(item)) {
    if (PATH_ITEM_FIELDS.includes(key) || key.startsWith('x-')) continue
    const operationAt = [...at, key]
    if (!isHttpMethod(key)) {
      ctx.report({
        code: 'openapi/unknown-method',
        at: operationAt,
        key: true,
        message: `"${key}" is not an HTTP method`,
        hint: suggest(key, [...HTTP_METHODS, ...PATH_ITEM_FIELDS], `Operations are ${HTTP_METHODS.join(', ')}.`),
      })
      continue
    }
    const label = webhook ? `${key.toUpperCase()} ${path} (webhook)` : `${key.toUpperCase()} ${path}`
    if (!isObject(operation)) {
      ctx.report({
        code: 'openapi/invalid-operation',
        at: operationAt,
        message: `expected ${label} to be an operation object, found ${describeValue(operation)}`,
        hint: 'An operation is a map with summary, parameters, requestBody and responses.',
      })
      continue
    }
    if (operation.servers !== undefined) validateServers(ctx, operation.servers, [...operationAt, 'servers'])
    if (operation.parameters !== undefined) {
      validateParameterList(ctx, operation.parameters, [...operationAt, 'parameters'])
    }
    validateResponses(ctx, { label, responses: operation.responses, operationAt })
    const id = operation.operationId
    if (typeof id === 'string') {
      const first = operationIds.get(id)
      if (first === undefined) operationIds.set(id, label)
      else {
        ctx.report({
          code: 'openapi/duplicate-operation-id',
          at: [...operationAt, 'operationId'],
          message: `operationId "${id}" of ${label} is already used by ${first}`,
          hint: 'Each operationId must be unique in the document; rename one of them.',
        })
      }
    }
  }
  if (!webhook) validatePathParameters(ctx, { path, item, at })
}
