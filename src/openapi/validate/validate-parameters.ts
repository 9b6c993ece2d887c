import { describeValue, isHttpMethod, isObject, templateNames } from '../narrow.js'
import type { Tokens } from '../pointer.js'
import { followRef } from '../refs.js'
import { type CheckContext, suggest } from './context.js'

const LOCATIONS = ['path', 'query', 'header', 'cookie']

/** Check every entry of a `parameters` list and that no parameter is listed twice. */
export function validateParameterList(ctx: CheckContext, list: unknown, at: Tokens): void {
  if (!Array.isArray(list)) {
    ctx.report({
      code: 'openapi/invalid-parameter',
      at,
      message: `expected "parameters" to be a list, found ${describeValue(list)}`,
      hint: 'Write parameters as a list of maps, each with name, in and schema.',
    })
    return
  }
  const seen = new Set<string>()
  list.forEach((entry, index) => {
    const entryAt = [...at, String(index)]
    if (!(isObject(entry) && '$ref' in entry)) validateParameter(ctx, entry, entryAt)
    const param = followRef(ctx.root, entry).value
    if (!isObject(param) || typeof param.name !== 'string' || typeof param.in !== 'string') return
    const key = `${param.in}:${param.name}`
    if (!seen.has(key)) seen.add(key)
    else {
      ctx.report({
        code: 'openapi/invalid-parameter',
        at: entryAt,
        message: `${param.in} parameter "${param.name}" is listed twice`,
        hint: 'Remove one of the two entries; a parameter is identified by its name and location.',
      })
    }
  })
}

/** Check the parameters defined under `components.parameters` (referenced ones are checked there). */
export function validateComponentParameters(ctx: CheckContext, components: unknown): void {
  const params = isObject(components) ? components.parameters : undefined
  if (!isObject(params)) return
  for (const [name, param] of Object.entries(params)) {
    if (!(isObject(param) && '$ref' in param)) validateParameter(ctx, param, ['components', 'parameters', name])
  }
}

function validateParameter(ctx: CheckContext, param: unknown, at: Tokens): void {
  const base = { code: 'openapi/invalid-parameter' }
  if (!isObject(param)) {
    ctx.report({
      ...base,
      at,
      message: `expected a parameter object, found ${describeValue(param)}`,
      hint: 'A parameter is a map with name, in (path, query, header or cookie), and schema.',
    })
    return
  }
  if (typeof param.name !== 'string') {
    ctx.report({
      ...base,
      at: [...at, 'name'],
      key: param.name === undefined,
      message: param.name === undefined ? 'parameter has no "name"' : 'expected the parameter name to be a string',
      hint: 'Give the parameter a name; for a path parameter it matches the {placeholder} in the path.',
    })
  }
  const label = typeof param.name === 'string' ? `parameter "${param.name}"` : 'parameter'
  if (typeof param.in !== 'string' || !LOCATIONS.includes(param.in)) {
    ctx.report({
      ...base,
      at: [...at, 'in'],
      key: param.in === undefined,
      message:
        param.in === undefined
          ? `${label} has no "in"`
          : `${label} has in: ${describeValue(param.in)}, expected path, query, header or cookie`,
      hint: suggest(String(param.in), LOCATIONS, 'Set in to path, query, header or cookie.'),
    })
  } else if (param.in === 'path' && param.required !== true) {
    ctx.report({
      ...base,
      at: [...at, 'required'],
      key: param.required === undefined,
      message: `path ${label} must have required: true`,
      hint: 'Path parameters are always required; add required: true (or move the parameter to the query).',
    })
  }
}

interface PathParam {
  name: string
  at: Tokens
}

/**
 * Check that the path parameters declared on the path item and its operations match the
 * `{placeholders}` of the path, in both directions.
 */
export function validatePathParameters(
  ctx: CheckContext,
  { path, item, at }: { path: string; item: Record<string, unknown>; at: Tokens },
): void {
  const placeholders = templateNames(path)
  const shared = pathParams(ctx, item.parameters, [...at, 'parameters'])
  const reportExtra = (params: readonly PathParam[]): void => {
    for (const param of params) {
      if (placeholders.includes(param.name)) continue
      ctx.report({
        code: 'openapi/path-parameter-mismatch',
        at: param.at,
        message: `path parameter "${param.name}" does not appear in "${path}"`,
        hint: suggest(param.name, placeholders, `Use it in the path as {${param.name}}, or change its "in".`),
      })
    }
  }
  reportExtra(shared)
  for (const [method, operation] of Object.entries(item)) {
    if (!isHttpMethod(method) || !isObject(operation)) continue
    const operationAt = [...at, method]
    const own = pathParams(ctx, operation.parameters, [...operationAt, 'parameters'])
    reportExtra(own)
    const declared = new Set([...shared, ...own].map((param) => param.name))
    for (const name of placeholders) {
      if (declared.has(name)) continue
      ctx.report({
        code: 'openapi/path-parameter-mismatch',
        at: [...operationAt, 'parameters'],
        key: true,
        message: `${method.toUpperCase()} ${path} does not declare path parameter "${name}"`,
        hint: `Add { name: ${name}, in: path, required: true, schema: { type: string } } to the parameters of the operation or of the path.`,
      })
    }
  }
}

function pathParams(ctx: CheckContext, list: unknown, at: Tokens): PathParam[] {
  if (!Array.isArray(list)) return []
  const out: PathParam[] = []
  list.forEach((entry, index) => {
    const param = followRef(ctx.root, entry).value
    if (!isObject(param) || param.in !== 'path' || typeof param.name !== 'string') return
    const isRef = isObject(entry) && '$ref' in entry
    out.push({ name: param.name, at: isRef ? [...at, String(index)] : [...at, String(index), 'name'] })
  })
  return out
}
