import { isObject } from '../narrow.js'
import { followRef } from '../refs.js'

/** Schemas visited for one sample before it is cut short. */
const SAMPLE_BUDGET = 300

/**
 * A sample value for a schema when the document gives no example: the schema's own `example`,
 * else one built from its properties (their examples, else a placeholder per type). Recursive
 * schemas stop at the second visit.
 */
export function sampleFromSchema(schema: unknown, root: unknown): unknown {
  return sample(schema, [], { root, left: SAMPLE_BUDGET })
}

/** What stays the same while one sample is built: the document, and the schema visits left. */
interface SampleRun {
  root: unknown
  left: number
}

function sample(raw: unknown, chain: readonly string[], run: SampleRun): unknown {
  if (run.left-- <= 0) return undefined
  const followed = followRef(run.root, raw, chain)
  const schema = followed.value
  if (!isObject(schema)) return undefined
  const next = (child: unknown): unknown => sample(child, followed.chain, run)
  if (schema.example !== undefined) return schema.example
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if (schema.default !== undefined) return schema.default
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0]
  const variants = schema.oneOf ?? schema.anyOf
  if (Array.isArray(variants) && variants.length > 0) return next(variants[0])
  if (Array.isArray(schema.allOf)) {
    const merged: Record<string, unknown> = {}
    for (const part of schema.allOf.map(next)) if (isObject(part)) Object.assign(merged, part)
    if (isObject(schema.properties)) Object.assign(merged, objectSample(schema.properties, next))
    return merged
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'array' || (type === undefined && schema.items !== undefined)) {
    const item = next(schema.items)
    return item === undefined ? [] : [item]
  }
  if (type === 'object' || isObject(schema.properties)) {
    return objectSample(isObject(schema.properties) ? schema.properties : {}, next)
  }
  return placeholder(type, schema.format)
}

function objectSample(properties: Record<string, unknown>, next: (child: unknown) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, child] of Object.entries(properties)) {
    const value = next(child)
    if (value !== undefined) out[name] = value
  }
  return out
}

function placeholder(type: unknown, format: unknown): unknown {
  switch (type) {
    case 'integer':
    case 'number':
      return 0
    case 'boolean':
      return true
    case 'null':
      return null
    case 'string':
      if (format === 'date-time') return '2023-01-01T00:00:00Z'
      if (format === 'date') return '2023-01-01'
      if (format === 'email') return 'user@example.com'
      if (format === 'uuid') return '00000000-0000-0000-0000-000000000000'
      return 'string'
    default:
      return undefined
  }
}
