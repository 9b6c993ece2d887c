import type { TryItOperation, TrySchema } from '../../model/index.js'
import { isObject } from '../narrow.js'
import type { ApiOperation } from '../reference.js'
import { followRef } from '../refs.js'
import type { RenderContext } from './context.js'
import { perDocument } from './per-document.js'
import { bodyOf, parameterExample } from './samples.js'

const MAX_DEPTH = 8

/** The JSON text of an operation's "Try it" data (`<` escaped: it sits in a `<script>` element). */
export function tryItData(operation: ApiOperation, ctx: RenderContext): string {
  const media = operation.requestBody?.content[0]
  const example = media ? bodyOf(media, ctx.root) : undefined
  const data: TryItOperation = {
    method: operation.method.toUpperCase(),
    path: operation.path,
    parameters: operation.parameters.map((p) => {
      const value = parameterExample(p, ctx.root)
      return {
        name: p.name,
        in: p.in,
        required: p.required,
        ...(value === undefined ? {} : { example: typeof value === 'string' ? value : JSON.stringify(value) }),
        schema: simplified(p.schema, ctx.root),
      }
    }),
    ...(media
      ? {
          body: {
            type: media.type,
            required: operation.requestBody?.required ?? false,
            ...(example ? { example: example.text } : {}),
            schema: simplified(media.schema, ctx.root),
          },
        }
      : {}),
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * Schemas simplified, by the schema as written: operations share parameter and body schemas.
 * Only read afterwards (serialised into each operation's data).
 */
const simplifiedSchema = perDocument<TrySchema>()

/** A parameter's or body's schema as Try it checks it (see `simplify`). */
function simplified(raw: unknown, root: unknown): TrySchema {
  return simplifiedSchema(root, JSON.stringify(raw) ?? '', () => simplify(raw, { root, chain: [], depth: 0 }))
}

/** Where `simplify` is: the document, the references being expanded, the depth. */
interface Walk {
  root: unknown
  chain: readonly string[]
  depth: number
}

function simplify(raw: unknown, { root, chain, depth }: Walk): TrySchema {
  if (depth > MAX_DEPTH) return {}
  const followed = followRef(root, raw, chain)
  if (!isObject(followed.value)) return {}
  const schema = followed.value
  const next = (child: unknown) => simplify(child, { root, chain: followed.chain, depth: depth + 1 })
  const out: TrySchema = {}
  const allOf = Array.isArray(schema.allOf) ? schema.allOf.map(next) : []
  for (const part of allOf) Object.assign(out, part, mergeObjects(out, part))
  if (typeof schema.type === 'string' || Array.isArray(schema.type)) out.type = schema.type as string | string[]
  if (typeof schema.format === 'string') out.format = schema.format
  if (Array.isArray(schema.enum)) out.enum = schema.enum
  if (schema.nullable === true) out.nullable = true
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength'] as const) {
    if (typeof schema[key] === 'number') out[key] = schema[key] as number
  }
  if (typeof schema.pattern === 'string') out.pattern = schema.pattern
  if (Array.isArray(schema.required)) out.required = [...(out.required ?? []), ...schema.required.map(String)]
  if (isObject(schema.properties)) {
    out.properties = { ...out.properties }
    for (const [name, child] of Object.entries(schema.properties)) out.properties[name] = next(child)
  }
  if (schema.items !== undefined) out.items = next(schema.items)
  const options = Array.isArray(schema.oneOf) ? schema.oneOf : schema.anyOf
  if (Array.isArray(options)) out.oneOf = options.map(next)
  return out
}

function mergeObjects(a: TrySchema, b: TrySchema): TrySchema {
  return {
    ...(a.properties || b.properties ? { properties: { ...a.properties, ...b.properties } } : {}),
    ...(a.required || b.required ? { required: [...(a.required ?? []), ...(b.required ?? [])] } : {}),
  }
}
