import type { Frontmatter } from '../model/page.js'

/** The JSON-ish type a front matter value must have, as said in messages. */
export type FieldKind =
  | 'string'
  | 'nullable-string'
  | 'number'
  | 'heading-level'
  | 'boolean'
  | 'string-list'
  | 'date'
  | 'authors'
  | 'tags'
  | 'last-update'

/** A field that failed validation: what it must be, in words, for the message. */
export interface FieldProblem {
  /** `invalid-type` when the YAML type is wrong, `invalid-value` when the type is right but the value is not. */
  kind: 'invalid-type' | 'invalid-value'
  expected: string
}

type KnownKey = Exclude<keyof Frontmatter, 'extra'>

/** Every front matter key docsgen knows, with its type (mirrors `Frontmatter` in src/model/page.ts). */
export const FRONTMATTER_FIELDS: Readonly<Record<KnownKey, FieldKind>> = {
  id: 'string',
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  sidebar_class_name: 'string',
  displayed_sidebar: 'nullable-string',
  slug: 'string',
  toc_min_heading_level: 'heading-level',
  toc_max_heading_level: 'heading-level',
  pagination_next: 'nullable-string',
  pagination_prev: 'nullable-string',
  pagination_label: 'string',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  keywords: 'string-list',
  image: 'string',
  tags: 'tags',
  draft: 'boolean',
  unlisted: 'boolean',
  custom_edit_url: 'nullable-string',
  canonical_url: 'string',
  search: 'boolean',
  search_boost: 'number',
  llms: 'boolean',
  last_update: 'last-update',
  date: 'date',
  authors: 'authors',
}

const EXPECTED: Readonly<Record<FieldKind, string>> = {
  string: 'a string',
  'nullable-string': 'a string or null',
  number: 'a number',
  'heading-level': 'an integer from 2 to 6',
  boolean: 'true or false',
  'string-list': 'a list of strings',
  date: 'a date (2024-05-01, or with a time: 2024-05-01T10:00:00Z)',
  authors: 'an author key of the authors file, an author (name, title, url, image_url), or a list of them',
  tags: 'a list of tags (labels, or { label, permalink })',
  'last-update': 'a mapping with a date, an author or both (last_update: { date: 2024-05-01, author: Ada })',
}

/** Whether `key` is one of the known front matter keys. */
export function isKnownKey(key: string): key is KnownKey {
  return Object.hasOwn(FRONTMATTER_FIELDS, key)
}

/** Check one value against its field kind; `undefined` when it is fine. */
export function checkField(key: KnownKey, value: unknown): FieldProblem | undefined {
  const kind = FRONTMATTER_FIELDS[key]
  const expected = EXPECTED[kind]
  const typeOk = hasType(kind, value)
  if (!typeOk) return { kind: 'invalid-type', expected }
  if (kind === 'heading-level' && !(Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6)) {
    return { kind: 'invalid-value', expected }
  }
  if (key === 'search_boost' && typeof value === 'number' && !(value > 0)) {
    return { kind: 'invalid-value', expected: 'a number above 0 (1 is the usual weight)' }
  }
  if (kind === 'date' && !isDate(value)) return { kind: 'invalid-value', expected }
  if (
    kind === 'last-update' &&
    (value as { date?: unknown }).date !== undefined &&
    !isDate((value as { date: unknown }).date)
  ) {
    return { kind: 'invalid-value', expected }
  }
  if (key === 'id' && typeof value === 'string' && (value === '' || value.includes('/'))) {
    return { kind: 'invalid-value', expected: 'a non-empty string without "/" (the file name part of the doc id)' }
  }
  return undefined
}

/** Whether `new Date` reads `value` as a date. */
function isDate(value: unknown): boolean {
  return !Number.isNaN(new Date(value as string | Date).getTime())
}

function hasType(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string'
    case 'nullable-string':
      return value === null || typeof value === 'string'
    case 'number':
    case 'heading-level':
      return typeof value === 'number' && Number.isFinite(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'string-list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
    case 'date':
      return typeof value === 'string' || value instanceof Date
    case 'tags':
      return (
        Array.isArray(value) &&
        value.every(
          (item) =>
            typeof item === 'string' ||
            (isMapping(item) &&
              typeof (item as { label?: unknown }).label === 'string' &&
              ['string', 'undefined'].includes(typeof (item as { permalink?: unknown }).permalink)),
        )
      )
    case 'authors':
      return (Array.isArray(value) ? value : [value]).every((item) => typeof item === 'string' || isMapping(item))
    case 'last-update': {
      if (!isMapping(value)) return false
      const { date, author, ...rest } = value as { date?: unknown; author?: unknown }
      // As Docusaurus's schema: a date, a string or a number (milliseconds since 1970), a non-empty author.
      const dateOk = date === undefined || typeof date === 'string' || typeof date === 'number' || date instanceof Date
      const authorOk = author === undefined || (typeof author === 'string' && author !== '')
      return dateOk && authorOk && (date !== undefined || author !== undefined) && Object.keys(rest).length === 0
    }
  }
}

function isMapping(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/** A value as messages show it: `string "first"`, `number 3`, `null`, `a list`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`
  if (Array.isArray(value)) {
    const bad = value.find((item) => typeof item !== 'string')
    return bad === undefined ? 'a list' : `a list containing ${describeValue(bad)}`
  }
  return 'a mapping'
}
