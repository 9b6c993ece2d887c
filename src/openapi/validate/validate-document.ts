import { describeValue, isObject } from '../narrow.js'
import type { CheckContext } from './context.js'
import { suggest } from './context.js'
import { validateComponentParameters } from './validate-parameters.js'
import { type OperationIds, validatePaths, validateWebhooks } from './validate-paths.js'
import { validateRefs } from './validate-refs.js'
import { validateComponentResponses } from './validate-responses.js'
import { validateServers } from './validate-servers.js'

const TOP_LEVEL_KEYS = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
  'externalDocs',
]

const VERSION = /^3\.[01]\.\d+$/

/** Check an OpenAPI 3.0/3.1 document enough to render it safely; problems go to `ctx.report`. */
export function validateDocument(ctx: CheckContext): void {
  const root = ctx.root
  if (!isObject(root)) {
    ctx.report({
      code: 'openapi/invalid-document',
      at: [],
      message: root === null ? 'the file is empty' : `expected an OpenAPI object, found ${describeValue(root)}`,
      hint: 'An OpenAPI file is a map with openapi, info and paths at the top level.',
    })
    return
  }
  validateVersion(ctx, root)
  validateInfo(ctx, root.info)
  for (const key of Object.keys(root)) {
    if (TOP_LEVEL_KEYS.includes(key) || key.startsWith('x-')) continue
    if (key === 'swagger' && root.openapi === undefined) continue // reported as unsupported-version
    ctx.report({
      code: 'openapi/unknown-key',
      severity: 'warning',
      at: [key],
      key: true,
      message: `unknown top-level key "${key}"`,
      hint: suggest(key, TOP_LEVEL_KEYS, `Known keys: ${TOP_LEVEL_KEYS.join(', ')}; custom keys start with "x-".`),
    })
  }
  if (root.servers !== undefined) validateServers(ctx, root.servers, ['servers'])
  const version = typeof root.openapi === 'string' ? root.openapi : ''
  const operationIds: OperationIds = new Map()
  validatePaths(ctx, root.paths, { required: version.startsWith('3.0.'), operationIds })
  if (version.startsWith('3.1.')) validateOneOfRequired(ctx, root)
  if (root.webhooks !== undefined) {
    if (version.startsWith('3.0.')) {
      ctx.report({
        code: 'openapi/unknown-key',
        severity: 'warning',
        at: ['webhooks'],
        key: true,
        message: `"webhooks" is an OpenAPI 3.1 field, but this document is ${version}`,
        hint: 'Set openapi: "3.1.0" to describe webhooks (they are read either way).',
      })
    }
    validateWebhooks(ctx, root.webhooks, { operationIds })
  }
  validateComponentParameters(ctx, root.components)
  validateComponentResponses(ctx, root.components)
  validateRefs(ctx)
}

function validateVersion(ctx: CheckContext, root: Record<string, unknown>): void {
  const version = root.openapi
  if (typeof version === 'string' && VERSION.test(version)) return
  const problem = { code: 'openapi/unsupported-version', at: ['openapi'] }
  const swaggerHint = 'Convert the file to OpenAPI 3 (for example with swagger2openapi) and set openapi: "3.0.3".'
  if (version === 2 || (typeof version === 'string' && /^2(\.|$)/.test(version))) {
    ctx.report({
      ...problem,
      message: `OpenAPI ${typeof version === 'number' ? '2.0' : version} (Swagger) documents are not supported`,
      hint: swaggerHint,
    })
  } else if (version === undefined && root.swagger !== undefined) {
    ctx.report({
      ...problem,
      at: ['swagger'],
      key: true,
      message: 'Swagger 2.0 documents are not supported',
      hint: swaggerHint,
    })
  } else if (version === undefined) {
    ctx.report({
      ...problem,
      key: true,
      message: 'missing "openapi" version',
      hint: 'Add openapi: "3.0.3" (or a 3.1.x version) at the top of the file.',
    })
  } else if (typeof version !== 'string') {
    ctx.report({
      ...problem,
      message: `expected the version as a string, found ${describeValue(version)}`,
      hint: 'Quote the version so YAML keeps it as text: openapi: "3.0.3".',
    })
  } else {
    ctx.report({
      ...problem,
      message: `unsupported OpenAPI version "${version}"`,
      hint: 'docsgen reads OpenAPI 3.0.x and 3.1.x documents; write the full version, such as "3.0.3" or "3.1.0".',
    })
  }
}

/** OpenAPI 3.1 makes `paths` optional, but a document must hold at least one of these. */
function validateOneOfRequired(ctx: CheckContext, root: Record<string, unknown>): void {
  if (root.paths !== undefined || root.webhooks !== undefined || root.components !== undefined) return
  ctx.report({
    code: 'openapi/invalid-paths',
    at: ['paths'],
    key: true,
    message: 'an OpenAPI 3.1 document needs at least one of "paths", "webhooks" or "components"',
    hint: 'Add paths as a map from a path such as /posts/{id} to its operations (get, put, ...).',
  })
}

function validateInfo(ctx: CheckContext, info: unknown): void {
  if (!isObject(info)) {
    ctx.report({
      code: 'openapi/invalid-info',
      at: ['info'],
      key: info === undefined,
      message: info === undefined ? 'missing "info"' : `expected "info" to be an object, found ${describeValue(info)}`,
      hint: 'Add info with at least a title and a version: info: { title: My API, version: "1.0.0" }.',
    })
    return
  }
  for (const field of ['title', 'version'] as const) {
    const value = info[field]
    if (typeof value === 'string') continue
    ctx.report({
      code: 'openapi/invalid-info',
      at: ['info', field],
      key: value === undefined,
      message:
        value === undefined
          ? `missing "${field}"`
          : `expected info.${field} to be a string, found ${describeValue(value)}`,
      hint:
        field === 'version'
          ? 'Set info.version to the version of your API as a quoted string, such as "4.3.9".'
          : 'Set info.title to the name of your API; it becomes the page title.',
    })
  }
}
