import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'
import { isObject, textOf } from '../narrow.js'
import { followRef, refName } from '../refs.js'
import { inlineValue, renderText } from './html.js'

/** Where a schema is rendered: the document (for `$ref`s) and the references being expanded. */
export interface SchemaContext {
  root: unknown
  /** `$ref`s on the way here; one that appears again renders as "circular reference to X". */
  chain: readonly string[]
  /** Schemas left to describe, so a wide tree of shared schemas cannot explode. */
  budget: { left: number }
}

/** Schemas described for one top-level schema (nested ones included) before output is cut short. */
const PROPERTY_BUDGET = 300

/** A fresh context for one top-level schema. */
export function schemaContext(root: unknown): SchemaContext {
  return { root, chain: [], budget: { left: PROPERTY_BUDGET } }
}

/** How a schema reads: its type label and the nested details (properties, alternatives). */
export interface SchemaView {
  label: string
  description?: string
  schema: Record<string, unknown>
  details: Element[]
}

/** Follow `$ref`s and describe a schema; recursive schemas stop at the second visit. */
export function describeSchema(raw: unknown, ctx: SchemaContext): SchemaView {
  if (ctx.budget.left <= 0) return { label: '…', schema: {}, details: [] }
  ctx.budget.left--
  const followed = followRef(ctx.root, raw, ctx.chain)
  if (followed.circular !== undefined) {
    const name = refName(followed.circular)
    const note = h('p', { className: ['api-circular'] }, `circular reference to ${name}`)
    return { label: name, schema: {}, details: [note] }
  }
  if (followed.unresolved !== undefined) return { label: refName(followed.unresolved), schema: {}, details: [] }
  const inner: SchemaContext = { ...ctx, chain: followed.chain }
  const schema = mergeAllOf(isObject(followed.value) ? followed.value : {}, inner)
  const description = textOf(schema.description)
  const about = description ? { description } : {}
  const items = schema.items
  if (schema.type === 'array' || (schema.type === undefined && items !== undefined)) {
    const item = describeSchema(items, inner)
    return { label: `array of ${item.label}`, schema, details: item.details, ...about }
  }
  const alternatives = renderAlternatives(schema, inner)
  const properties = isObject(schema.properties) ? renderProperties(schema, inner) : []
  const isObjectLike = schema.type === 'object' || properties.length > 0
  const label = isObjectLike ? (followed.name ?? 'object') : typeLabel(schema)
  return { label, schema, details: [...properties, ...alternatives], ...about }
}

function typeLabel(schema: Record<string, unknown>): string {
  const types = Array.isArray(schema.type) ? schema.type.map(String) : [String(schema.type ?? 'any')]
  if (schema.nullable === true && !types.includes('null')) types.push('null')
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : ''
  return types.map((type, index) => (index === 0 ? `${type}${format}` : type)).join(' | ')
}

/** `allOf` parts merged into one object schema (properties and `required` combined). */
function mergeAllOf(schema: Record<string, unknown>, ctx: SchemaContext): Record<string, unknown> {
  const { allOf, ...own } = schema
  if (!Array.isArray(allOf)) return schema
  const merged: Record<string, unknown> = { ...own }
  const properties: Record<string, unknown> = {}
  const required = new Set<string>()
  const parts = allOf.map((part) => {
    const followed = followRef(ctx.root, part, ctx.chain)
    return isObject(followed.value) ? mergeAllOf(followed.value, { ...ctx, chain: followed.chain }) : {}
  })
  for (const part of [...parts, own]) {
    if (isObject(part.properties)) Object.assign(properties, part.properties)
    if (Array.isArray(part.required)) for (const name of part.required) required.add(String(name))
    merged.type ??= part.type
    merged.description ??= part.description
  }
  return { ...merged, properties, required: [...required] }
}

function renderProperties(schema: Record<string, unknown>, ctx: SchemaContext): Element[] {
  const properties = isObject(schema.properties) ? schema.properties : {}
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : [])
  const items: Element[] = []
  for (const [name, raw] of Object.entries(properties)) {
    if (ctx.budget.left <= 0) {
      items.push(h('li', { className: ['api-property', 'api-truncated'] }, '…'))
      break
    }
    const view = describeSchema(raw, ctx)
    const description = (isObject(raw) ? textOf(raw.description) : undefined) ?? view.description
    items.push(
      h(
        'li',
        { className: ['api-property'] },
        h(
          'div',
          { className: ['api-property-head'] },
          h('code', { className: ['api-property-name'] }, name),
          ' ',
          h('span', { className: ['api-type'] }, view.label),
          required.has(name) ? [' ', h('span', { className: ['api-required'] }, 'required')] : [],
          view.schema.deprecated === true ? [' ', h('span', { className: ['api-deprecated'] }, 'deprecated')] : [],
        ),
        renderText(description),
        renderFacts(view.schema),
        view.details,
      ),
    )
  }
  return items.length === 0 ? [] : [h('ul', { className: ['api-properties'] }, items)]
}

/** Allowed values, default and example of a schema, as short lines. */
export function renderFacts(schema: Record<string, unknown>): ElementContent[] {
  const out: ElementContent[] = []
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const values = schema.enum.flatMap((v, i) => [...(i > 0 ? [', '] : []), h('code', inlineValue(v))])
    out.push(h('p', { className: ['api-enum'] }, 'Allowed values: ', values))
  }
  if (schema.default !== undefined) {
    out.push(h('p', { className: ['api-default'] }, 'Default: ', h('code', inlineValue(schema.default))))
  }
  if (schema.example !== undefined && !isObject(schema.example) && !Array.isArray(schema.example)) {
    out.push(h('p', { className: ['api-example-value'] }, 'Example: ', h('code', inlineValue(schema.example))))
  }
  return out
}

function renderAlternatives(schema: Record<string, unknown>, ctx: SchemaContext): Element[] {
  const options = Array.isArray(schema.oneOf) ? schema.oneOf : schema.anyOf
  if (!Array.isArray(options) || options.length === 0) return []
  const items = options.map((option) => {
    const view = describeSchema(option, ctx)
    return h('li', h('span', { className: ['api-type'] }, view.label), renderText(view.description), view.details)
  })
  return [
    h(
      'div',
      { className: ['api-alternatives'] },
      h('p', options === schema.oneOf ? 'One of:' : 'Any of:'),
      h('ul', items),
    ),
  ]
}

/** A schema block for a body or response: its label, description and properties. */
export function renderSchema(raw: unknown, root: unknown): Element {
  const view = describeSchema(raw, schemaContext(root))
  return h(
    'div',
    { className: ['api-schema'] },
    h('p', { className: ['api-schema-type'] }, 'Schema: ', h('span', { className: ['api-type'] }, view.label)),
    renderText(view.description),
    view.details,
  )
}
