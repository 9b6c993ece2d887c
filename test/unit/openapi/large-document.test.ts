import { describe, expect, test } from 'vitest'
import { LARGE_OPERATION_COUNT, largeOpenApiDocument } from '../../../bench/openapi-large.js'
import { readReference } from '../../../src/openapi/read-reference.js'
import { compileText, printed } from './helpers.js'

// The bench's large document (issue 21): 320 operations over 20 tags, 7 levels of nesting,
// allOf/oneOf/anyOf, enums and $ref cycles. Timings live in the bench (`npm run bench --
// --openapi-only`); this checks that it terminates, with no false errors and cycles marked.
describe('the large OpenAPI document', () => {
  const text = JSON.stringify(largeOpenApiDocument(), null, 2)

  test('is generated the same on every call', () => {
    expect(JSON.stringify(largeOpenApiDocument(), null, 2)).toBe(text)
  })

  test('compiles without diagnostics, every operation on the page, the cycles marked', () => {
    const page = compileText(text, 'openapi/large.json')
    expect(printed(page)).toEqual([])
    const api = readReference(JSON.parse(text), 'openapi/large.json')
    expect(api.groups).toHaveLength(20)
    expect(api.groups.flatMap((group) => group.operations)).toHaveLength(LARGE_OPERATION_COUNT)
    expect(LARGE_OPERATION_COUNT).toBeGreaterThanOrEqual(300)
    const schemas = Object.keys((JSON.parse(text) as { components: { schemas: object } }).components.schemas)
    // An H3 per operation, then one per schema of the Schemas section.
    expect(page.headings.filter((heading) => heading.depth === 3)).toHaveLength(LARGE_OPERATION_COUNT + schemas.length)
    expect(page.html).toContain('<a href="#schema-category">circular: Category</a>')
    expect(page.html).toContain('<a href="#schema-node">circular: Node</a>')
    expect(page.sections.length).toBeGreaterThan(LARGE_OPERATION_COUNT)
  })
})
