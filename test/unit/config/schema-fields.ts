import { z } from 'zod'

type Schema = z.core.$ZodType

/** What a config field holds, as the wrong-type messages name it. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'object' | 'record' | 'array' | 'union'

/** One field of the config schema, found by walking it. */
export interface SchemaField {
  /** As messages print it: `navbar.items[0].href` (one element stands for every element of an array). */
  path: string
  /** For a field of one shape of a union: which one (`type: "doc"`). */
  shape?: string
  kind: FieldKind
  /**
   * The allowed values of an enum or literal (for the tag of a union: those of every shape); for
   * a union, the values of its literal options (`pagesDir`: a string or `false`).
   */
  values: readonly unknown[]
  /** The kinds a union accepts, in order (`string`, `object`; `function` for `editUrl`). */
  accepts: readonly (FieldKind | 'function')[]
  /** The whole config with this field set to `value`, every other field left out or minimal and valid. */
  configWith(value: unknown): unknown
}

interface Def {
  type: string
  innerType?: Schema
  in?: Schema
  getter?: () => Schema
  shape?: Record<string, Schema>
  element?: Schema
  valueType?: Schema
  options?: readonly Schema[]
  entries?: Record<string, unknown>
  values?: readonly unknown[]
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional', 'pipe'])

function defOf(schema: Schema): Def {
  return schema._zod.def as unknown as Def
}

/** The schema under optional/default/prefault/lazy wrappers, and the lazy schemas passed on the way. */
function unwrap(schema: Schema): { node: Schema; lazies: Schema[] } {
  let node = schema
  const lazies: Schema[] = []
  for (;;) {
    const def = defOf(node)
    if (def.type === 'lazy' && def.getter) {
      lazies.push(node)
      node = def.getter()
    } else if (WRAPPERS.has(def.type) && (def.innerType ?? def.in)) {
      node = (def.innerType ?? def.in) as Schema
    } else {
      return { node, lazies }
    }
  }
}

function kindOf(node: Schema, path: string): FieldKind | 'literal' | 'function' {
  const type = defOf(node).type
  switch (type) {
    // Only as a shape of a union (`editUrl`: a URL or a function); a field of its own is refused below.
    case 'function':
    case 'string':
    case 'number':
    case 'boolean':
    case 'enum':
    case 'object':
    case 'record':
    case 'array':
    case 'union':
    case 'literal':
      return type
    default:
      // A new kind of field: teach this walker (and the messages in src/config/issues.ts) about it.
      throw new Error(`${path}: zod type "${type}" is not handled by the wrong-type table`)
  }
}

const accepts = (schema: Schema, value: unknown): boolean => z.safeParse(schema, value).success

/** The smallest valid value of a schema (an object holds only its required fields). */
export function minimalValue(schema: Schema, path = '(root)'): unknown {
  const { node } = unwrap(schema)
  const def = defOf(node)
  const pick = (candidates: readonly unknown[]): unknown => {
    const found = candidates.find((c) => accepts(node, c))
    if (found === undefined) throw new Error(`${path}: no simple valid value`)
    return found
  }
  switch (kindOf(node, path)) {
    case 'string':
      // 'en' before 'xx': a locale's code must be the default locale's when it is the only one.
      return pick(['x', 'en', 'xx', 'https://x.example', '/'])
    case 'number':
      return pick([1, 2, 300])
    case 'boolean':
      return true
    case 'enum':
      return Object.values(def.entries ?? {})[0]
    case 'literal':
      return def.values?.[0]
    case 'record':
      return {}
    case 'array':
      return accepts(node, []) ? [] : [minimalValue(def.element as Schema, `${path}[0]`)]
    case 'function':
      return () => undefined
    case 'union':
      return pick((def.options ?? []).map((o, i) => minimalValue(o, `${path} (shape ${i})`)))
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (!accepts(field, undefined)) out[key] = minimalValue(field, `${path}.${key}`)
      }
      return out
    }
  }
}

/** Every field of a config schema, at every depth: objects, arrays, records and unions are walked. */
export function schemaFields(root: Schema): SchemaField[] {
  const fields: SchemaField[] = []

  const walk = (
    schema: Schema,
    path: string,
    wrap: (value: unknown) => unknown,
    seen: ReadonlySet<Schema>,
    context: { shape?: string; tags?: ReadonlyMap<string, readonly unknown[]>; key?: string } = {},
  ): void => {
    const { node, lazies } = unwrap(schema)
    // A recursive schema (a sidebar category's items): its fields were listed the first time.
    if (lazies.some((lazy) => seen.has(lazy))) return
    const inner = new Set([...seen, ...lazies])
    const def = defOf(node)
    const found = kindOf(node, path)
    if (found === 'function')
      throw new Error(`${path}: a function field of its own is not handled by the wrong-type table`)
    const tagValues = context.key === undefined ? undefined : context.tags?.get(context.key)
    const kind: FieldKind = found === 'literal' ? 'enum' : found
    const values =
      found === 'enum'
        ? Object.values(def.entries ?? {})
        : found === 'literal'
          ? (tagValues ?? def.values ?? [])
          : found === 'union'
            ? (def.options ?? []).flatMap((o) => defOf(unwrap(o).node).values ?? [])
            : []
    const union = (def.options ?? []).map((o) => kindOf(unwrap(o).node, path))
    fields.push({
      path,
      ...(context.shape === undefined ? {} : { shape: context.shape }),
      kind,
      values,
      accepts: [...new Set(union.map((k) => (k === 'literal' ? 'enum' : k)))],
      configWith: wrap,
    })

    // The tags belong to the shapes of one union, not to objects nested in them.
    if (found === 'object')
      walkShape(node, path, wrap, inner, context.shape === undefined ? {} : { shape: context.shape })
    else if (found === 'array') walk(def.element as Schema, `${path}[0]`, (v) => wrap([v]), inner)
    // A record of any values (`customFields`) has no wrong type inside.
    else if (found === 'record' && defOf(def.valueType as Schema).type !== 'unknown')
      walk(def.valueType as Schema, `${path}.main`, (v) => wrap({ main: v }), inner)
    else if (found === 'union') {
      const shapes = (def.options ?? []).map((o) => unwrap(o).node).filter((o) => defOf(o).type === 'object')
      // The tag: a key that is a literal in every object shape (`type`), with every shape's value.
      const tags = new Map<string, unknown[]>()
      for (const shape of shapes) {
        for (const [key, field] of Object.entries(defOf(shape).shape ?? {})) {
          const literal = defOf(unwrap(field).node)
          if (literal.type === 'literal') tags.set(key, [...(tags.get(key) ?? []), ...(literal.values ?? [])])
        }
      }
      for (const shape of shapes) {
        const tagged = [...tags.keys()].map((key) => `${key}: ${JSON.stringify(minimalValueAt(shape, key))}`)
        walkShape(shape, path, wrap, inner, { shape: tagged.join(', '), tags })
      }
    }
  }

  /** The fields of an object, each set in an otherwise minimal valid object. */
  const walkShape = (
    node: Schema,
    path: string,
    wrap: (value: unknown) => unknown,
    seen: ReadonlySet<Schema>,
    context: { shape?: string; tags?: ReadonlyMap<string, readonly unknown[]> },
  ): void => {
    const base = minimalValue(node, path) as Record<string, unknown>
    for (const [key, field] of Object.entries(defOf(node).shape ?? {})) {
      const at = path === '' ? key : `${path}.${key}`
      walk(field, at, (v) => wrap({ ...base, [key]: v }), seen, { ...context, key })
    }
  }

  const { node } = unwrap(root)
  walkShape(node, '', (v) => v, new Set(), {})
  return fields
}

function minimalValueAt(shape: Schema, key: string): unknown {
  return (minimalValue(shape) as Record<string, unknown>)[key]
}
