import { closestMatch } from '../../diagnostics/index.js'
import { isObject } from '../narrow.js'
import { formatPointer, parseLocalRef, type Tokens } from '../pointer.js'
import { followRef, lookupPointer } from '../refs.js'
import type { CheckContext } from './context.js'

/** Keys whose value is example data, where a `$ref` key is just data. */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const', 'value'])

/** Keys whose value is a map from user-chosen names (a property may be called `example`). */
const NAMED_MAPS = new Set([
  'properties',
  'patternProperties',
  'paths',
  'webhooks',
  'responses',
  'content',
  'headers',
  'links',
  'callbacks',
  'encoding',
  'variables',
  'definitions',
  '$defs',
  'schemas',
  'parameters',
  'requestBodies',
  'securitySchemes',
  'pathItems',
  'examples',
])

/** Check that every `$ref` is local (`#/...`) and points at something that exists. */
export function validateRefs(ctx: CheckContext): void {
  walk(ctx.root, [], false)

  /** Every value of the document, at its path; `named`: its keys are user-chosen names. */
  function walk(value: unknown, at: string[], named: boolean): void {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...at, String(index)], false)
      })
      return
    }
    if (!isObject(value)) return
    for (const [key, child] of Object.entries(value)) {
      if (named) {
        walk(child, [...at, key], false)
      } else if (key === '$ref') {
        checkRef(ctx, child, [...at, key])
      } else if (key === 'examples' && Array.isArray(child)) {
        // JSON Schema `examples` (3.1) is a list of sample values, not Example Objects.
      } else if (!DATA_KEYS.has(key) && !key.startsWith('x-')) {
        // `parameters` is a list in operations but a named map in components: both walk fine.
        walk(child, [...at, key], NAMED_MAPS.has(key) && isObject(child))
      }
    }
  }
}

function checkRef(ctx: CheckContext, ref: unknown, at: Tokens): void {
  const base = { code: 'openapi/unresolved-ref', at }
  if (typeof ref !== 'string') {
    ctx.report({ ...base, message: 'expected $ref to be a string', hint: 'Write $ref: "#/components/schemas/Name".' })
    return
  }
  const tokens = parseLocalRef(ref)
  if (tokens === undefined) {
    ctx.report({
      ...base,
      message: `external reference "${ref}" is not supported`,
      hint: 'docsgen resolves only references inside the same file; move the definition under #/components and point there.',
    })
    return
  }
  const lookup = lookupPointer(ctx.root, tokens)
  if (lookup.found) {
    checkLoop(ctx, ref, at)
    return
  }
  const prefix = tokens.slice(0, lookup.depth)
  const missing = tokens[lookup.depth] ?? ''
  const match = closestMatch(missing, isObject(lookup.parent) ? Object.keys(lookup.parent) : [])
  ctx.report({
    ...base,
    message: `reference "${ref}" does not resolve: ${formatPointer(prefix)} has no "${missing}"`,
    hint:
      match === undefined
        ? `Define "${missing}" under ${formatPointer(prefix)}, or fix the reference.`
        : `Did you mean "${formatPointer([...prefix, match])}"?`,
  })
}

/** A `$ref` that only leads through other `$ref`s back to itself never reaches a definition. */
function checkLoop(ctx: CheckContext, ref: string, at: Tokens): void {
  const followed = followRef(ctx.root, { $ref: ref })
  // Report at the members of the loop only, not at every reference that enters it.
  if (followed.circular === undefined || !followed.chain.includes(formatPointer(at.slice(0, -1)))) return
  ctx.report({
    code: 'openapi/circular-ref',
    at,
    message: `reference "${ref}" leads back to itself (${[...followed.chain, followed.circular].join(' -> ')})`,
    hint: 'A chain of $ref must end at a definition; replace one of these references with the schema itself.',
  })
}
