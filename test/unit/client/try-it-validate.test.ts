import { describe, expect, it } from 'vitest'
import { formatError, parameterValue, validate } from '../../../src/client/islands/try-it/validate.js'
import type { TrySchema } from '../../../src/model/api-reference.js'

/** The errors of `value` against `schema`, as the form shows them (paths from `body`). */
const check = (value: unknown, schema: TrySchema) => validate(value, schema, 'body').map(formatError)

const POST: TrySchema = {
  type: 'object',
  required: ['id', 'title'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    title: { type: 'string', minLength: 3, maxLength: 10 },
    status: { type: 'string', enum: ['draft', 'published'] },
    slug: { type: 'string', pattern: '^[a-z-]+$' },
    score: { type: 'number', minimum: 0, maximum: 5 },
    tags: { type: 'array', items: { type: 'string' } },
    author: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    'cover image': { type: 'string' },
  },
}

describe('validate (Try it bodies and parameters)', () => {
  it('accepts a valid body, and anything where the schema says nothing', () => {
    const valid = {
      id: 1,
      title: 'Spring',
      status: 'draft',
      slug: 'a-b',
      score: 4.5,
      tags: ['x'],
      author: { name: 'A' },
    }
    expect(check(valid, POST)).toEqual([])
    expect(check({ anything: [1, { two: null }] }, {})).toEqual([])
    expect(check({ id: 1, title: 'Spring', extra: true }, POST)).toEqual([])
  })

  it('names each wrong type with its JSON path', () => {
    expect(check({ id: 1, title: 5 }, POST)).toEqual(['body.title: expected string, got number'])
    expect(check({ id: 1.5, title: 'Spring' }, POST)).toEqual(['body.id: expected integer, got number'])
    expect(check({ id: 1, title: 'Spring', tags: ['a', 2, null] }, POST)).toEqual([
      'body.tags[1]: expected string, got number',
      'body.tags[2]: expected string, got null',
    ])
    expect(check({ id: 1, title: 'Spring', author: { name: [] } }, POST)).toEqual([
      'body.author.name: expected string, got array',
    ])
    expect(check({ id: 1, title: 'Spring', 'cover image': 1 }, POST)).toEqual([
      'body["cover image"]: expected string, got number',
    ])
    expect(check([], POST)).toEqual(['body: expected object, got array'])
    // An integer is a number.
    expect(check(3, { type: 'number' })).toEqual([])
  })

  it('reports required properties, recursively', () => {
    expect(check({}, POST)).toEqual(['body.id: required', 'body.title: required'])
    expect(check({ id: 1, title: 'Spring', author: {} }, POST)).toEqual(['body.author.name: required'])
  })

  it('checks enum, minimum/maximum, minLength/maxLength (in characters) and pattern', () => {
    expect(check({ id: 0, title: 'Spring', status: 'gone' }, POST)).toEqual([
      'body.id: must be at least 1',
      'body.status: expected one of "draft", "published"',
    ])
    expect(check({ id: 1, title: 'Spring', score: 6 }, POST)).toEqual(['body.score: must be at most 5'])
    expect(check({ id: 1, title: 'ab' }, POST)).toEqual(['body.title: must be at least 3 characters long'])
    expect(check({ id: 1, title: 'abcdefghijk' }, POST)).toEqual(['body.title: must be at most 10 characters long'])
    expect(check({ id: 1, title: '🍓🍓🍓' }, POST)).toEqual([])
    expect(check({ id: 1, title: 'Spring', slug: 'Not A Slug' }, POST)).toEqual([
      'body.slug: must match the pattern ^[a-z-]+$',
    ])
    expect(check(1, { type: 'integer', enum: [1, 2] })).toEqual([])
    expect(check({ a: 1 }, { enum: [{ a: 1 }] })).toEqual([])
  })

  it('allows null where the type list has it or the schema is nullable, and nowhere else', () => {
    expect(check(null, { type: ['string', 'null'] })).toEqual([])
    expect(check(null, { type: 'string', nullable: true })).toEqual([])
    expect(check(null, { type: 'string' })).toEqual(['body: expected string, got null'])
    expect(check(1, { type: ['string', 'null'] })).toEqual(['body: expected string or null, got number'])
    expect(check(null, { type: 'string', nullable: true, enum: ['a'] })).toEqual([])
    expect(check(null, { enum: ['a'] })).toEqual(['body: expected one of "a"'])
  })

  it('takes oneOf as "at least one option matches", and reports the closest option', () => {
    const choice: TrySchema = {
      oneOf: [
        { type: 'string' },
        { type: 'object', required: ['url'], properties: { url: { type: 'string' }, alt: { type: 'string' } } },
      ],
    }
    expect(check('a.png', choice)).toEqual([])
    expect(check({ url: 'a.png' }, choice)).toEqual([])
    expect(check(5, choice)).toEqual(['body: expected string or object, got number'])
    expect(check({ alt: 'x' }, choice)).toEqual(['body.url: required'])
    // Options without a type accept any type: their own errors are what is wrong.
    expect(check(5, { oneOf: [{ enum: ['a'] }, { type: 'string' }] })).toEqual(['body: expected one of "a"'])
  })

  it('ignores a pattern the browser cannot compile, and stops after 50 errors', () => {
    expect(check('x', { type: 'string', pattern: '(?<' })).toEqual([])
    const many = Array.from({ length: 80 }, () => 1)
    expect(check(many, { type: 'array', items: { type: 'string' } })).toHaveLength(50)
  })

  it('reads typed parameters as their schema describes them', () => {
    expect(parameterValue('12', { type: 'integer' })).toBe(12)
    expect(parameterValue('1.5', { type: 'number' })).toBe(1.5)
    expect(parameterValue('abc', { type: 'integer' })).toBe('abc')
    expect(parameterValue('true', { type: 'boolean' })).toBe(true)
    expect(parameterValue('a, b', { type: 'array', items: { type: 'string' } })).toEqual(['a', 'b'])
    expect(parameterValue('1,2', { type: 'array', items: { type: 'integer' } })).toEqual([1, 2])
    expect(validate(parameterValue('abc', { type: 'integer' }), { type: 'integer' }).map(formatError)).toEqual([
      'expected integer, got string',
    ])
    expect(validate(parameterValue('0', { type: 'integer', minimum: 1 }), { minimum: 1 }).map(formatError)).toEqual([
      'must be at least 1',
    ])
  })
})
