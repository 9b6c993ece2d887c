import type { Element, ElementContent } from 'hast'
import { isObject, textOf } from '../narrow.js'
import { followRef, refName } from '../refs.js'
import { type RenderContext, renderMarkdown } from './context.js'
import { h } from './h.js'
import { inlineValue } from './html.js'

/** Where a schema is rendered: the page's context, the references being expanded, what is left. */
export interface SchemaContext {
  page: RenderContext
  /** `$ref`s on the way here; one that appears again renders as a "circular" link. */
  chain: readonly string[]
  /** Schemas left to describe, so a wide tree of shared schemas cannot explode. */
  budget: { left: number }
  /** Prefix of the ids made inside descriptions (unique per schema block). */
  idPrefix: string
  /** Ids handed out so far for descriptions under this block. */
  count: { n: number }
}

/** Schemas described for one top-level schema (nested ones included) before output is cut short. */
const PROPERTY_BUDGET = 300

/** A fresh context for one top-level schema. */
export function schemaContext(page: RenderContext, idPrefix: string): SchemaContext {
  return { page, chain: [], budget: { left: PROPERTY_BUDGET }, idPrefix, count: { n: 0 } }
}

/** How a schema reads: its type label and the nested parts (properties, items, alternatives). */
export interface SchemaView {
  label: string
  description?: string
  schema: Record<string, unknown>
  /** Nested parts: shown in a collapsible block under the property. */
  details: Element[]
  /** A circular reference: a link to the schema's first appearance instead of its parts. */
  circular?: Element
}

/** Follow `$ref`s and describe a schema; a reference met again on the way is a link, not a loop. */
export function describeSchema(raw: unknown, ctx: SchemaContext): SchemaView {
  if (ctx.budget.left <= 0) return { label: '…', schema: {}, details: [] }
  ctx.budget.left--
  const followed = followRef(ctx.page.root, raw, ctx.chain)
  if (followed.circular !== undefined) {
    const name = refName(followed.circular)
    return { label: name, schema: {}, details: [], circular: circularLink(name, ctx) }
  }
  if (followed.unresolved !== undefined) return { label: refName(followed.unresolved), schema: {}, details: [] }
  const inner: SchemaContext = { ...ctx, chain: followed.chain }
  const own = isObject(followed.value) ? followed.value : {}
  // `allOf: [$ref X]` inside X (the usual way to add a description to a reference) is circular too.
  const looped = circularPart(own, inner)
  if (looped !== undefined) {
    const name = refName(looped)
    const description = textOf(own.description)
    return {
      label: name,
      schema: {},
      details: [],
      circular: circularLink(name, ctx),
      ...(description ? { description } : {}),
    }
  }
  const schema = mergeAllOf(own, inner)
  const description = textOf(schema.description)
  const about = description ? { description } : {}
  const items = schema.items
  if (isType(schema, 'array') || (schema.type === undefined && items !== undefined)) {
    const item = describeSchema(items, inner)
    const nullable = nullableOf(schema) ? ' | null' : ''
    return {
      label: `array of ${item.label}${nullable}`,
      schema,
      details: item.details,
      ...(item.circular ? { circular: item.circular } : {}),
      ...about,
    }
  }
  const alternatives = renderAlternatives(schema, inner)
  const properties = isObject(schema.properties) ? renderProperties(schema, inner) : []
  const isObjectLike = isType(schema, 'object') || properties.length > 0
  const label = isObjectLike ? (followed.name ?? 'object') + (nullableOf(schema) ? ' | null' : '') : typeLabel(schema)
  return { label, schema, details: [...properties, ...alternatives], ...about }
}

function isType(schema: Record<string, unknown>, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type))
}

function nullableOf(schema: Record<string, unknown>): boolean {
  return schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'))
}

function circularLink(name: string, ctx: SchemaContext): Element {
  const id = ctx.page.schemaIds.get(name)
  const text = `circular: ${name}`
  return h(
    'span',
    { className: ['api-circular'], title: `${name} contains itself; its fields are listed once` },
    id ? h('a', { href: `#${id}` }, text) : text,
  )
}

/** The reference of an `allOf` part that leads back into the chain, if any. */
function circularPart(schema: Record<string, unknown>, ctx: SchemaContext): string | undefined {
  if (!Array.isArray(schema.allOf)) return undefined
  for (const part of schema.allOf) {
    const followed = followRef(ctx.page.root, part, ctx.chain)
    if (followed.circular !== undefined) return followed.circular
  }
  return undefined
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
    const followed = followRef(ctx.page.root, part, ctx.chain)
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

function description(ctx: SchemaContext, text: string | undefined): ElementContent | undefined {
  return renderMarkdown(ctx.page, text, { idPrefix: `${ctx.idPrefix}-d${ctx.count.n++}` })
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
    const text = (isObject(raw) ? textOf(raw.description) : undefined) ?? view.description
    const head = h(
      'span',
      { className: ['api-property-head'] },
      h('code', { className: ['api-property-name'] }, name),
      ' ',
      h('span', { className: ['api-type'] }, view.label),
      required.has(name) ? [' ', h('span', { className: ['api-required'] }, 'required')] : [],
      view.schema.deprecated === true ? [' ', h('span', { className: ['api-deprecated'] }, 'deprecated')] : [],
      view.circular ? [' ', view.circular] : [],
    )
    const about = [description(ctx, text), ...renderFacts(view.schema)].filter((n) => n !== undefined)
    items.push(
      view.details.length > 0
        ? h(
            'li',
            { className: ['api-property', 'api-property-nested'] },
            h('details', { className: ['api-schema-details'] }, h('summary', head), about, view.details),
          )
        : h('li', { className: ['api-property'] }, head, about),
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
  const example =
    schema.example !== undefined ? schema.example : Array.isArray(schema.examples) ? schema.examples[0] : undefined
  if (example !== undefined && !isObject(example) && !Array.isArray(example)) {
    out.push(h('p', { className: ['api-example-value'] }, 'Example: ', h('code', inlineValue(example))))
  }
  return out
}

function renderAlternatives(schema: Record<string, unknown>, ctx: SchemaContext): Element[] {
  const options = Array.isArray(schema.oneOf) ? schema.oneOf : schema.anyOf
  if (!Array.isArray(options) || options.length === 0) return []
  const items = options.map((option) => {
    const view = describeSchema(option, ctx)
    return h(
      'li',
      h('span', { className: ['api-type'] }, view.label),
      view.circular ? [' ', view.circular] : [],
      description(ctx, view.description),
      view.details,
    )
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

/**
 * A schema block for a body, a response or the Schemas section: its type, description and
 * properties, the first level shown and deeper levels folded (`<details>`, no script needed).
 *
 * With `page.schemaBlocks`, a block is finished as soon as it is made (`finishPart`: its HTML,
 * search text and Markdown blocks, in a raw node the operation's own finish reads as it would
 * read the block) and handed out again wherever the same schema is written: in the bench's large
 * document each resource's schema appears under some twenty operations. A block is the same
 * wherever it stands unless its descriptions made ids (they are numbered after `idPrefix`): such
 * a block is its operation's own, never shared.
 */
export function renderSchema(raw: unknown, page: RenderContext, idPrefix: string): ElementContent {
  const shared = page.schemaBlocks
  const key = shared ? JSON.stringify(raw) : undefined
  const known = key === undefined ? undefined : shared?.done.get(key)
  if (known) return known
  const block = schemaBlock(raw, page, idPrefix)
  if (!shared || key === undefined || !sharable(block)) return block
  const finished = shared.finish(block)
  shared.done.set(key, finished)
  return finished
}

/**
 * Whether a block reads the same wherever it stands: no ids made by its descriptions (numbered
 * per block), and no heading (raw HTML of a trusted document may have one without an id: its
 * search section takes the id of the operation around it).
 */
function sharable(block: Element): boolean {
  const visit = (node: ElementContent): boolean => {
    if (node.type !== 'element') return true
    if (typeof node.properties.id === 'string' || /^h[1-6]$/.test(node.tagName)) return false
    return node.children.every(visit)
  }
  return visit(block)
}

function schemaBlock(raw: unknown, page: RenderContext, idPrefix: string): Element {
  const ctx = schemaContext(page, idPrefix)
  const view = describeSchema(raw, ctx)
  return h(
    'div',
    { className: ['api-schema'] },
    h(
      'p',
      { className: ['api-schema-type'] },
      'Schema: ',
      h('span', { className: ['api-type'] }, view.label),
      view.circular ? [' ', view.circular] : [],
    ),
    description(ctx, view.description),
    renderFacts(view.schema),
    view.details,
  )
}
