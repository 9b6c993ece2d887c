import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { compileText } from './helpers.js'

const doc = (schema: string): string =>
  [
    'openapi: 3.1.0',
    'info: { title: T, version: "1" }',
    'paths:',
    '  /a:',
    '    post:',
    '      requestBody:',
    '        content:',
    '          application/json:',
    '            schema:',
    ...schema.split('\n').map((line) => `              ${line}`),
    '      responses:',
    "        '204': { description: Done }",
  ].join('\n')

test('nested objects, arrays of objects, nullable types, defaults and oneOf', () => {
  const page = compileText(
    doc(
      [
        'type: object',
        'required: [author]',
        'properties:',
        '  author:',
        '    type: object',
        '    properties:',
        '      name: { type: string, description: Full name. }',
        '  labels:',
        '    type: array',
        '    items:',
        '      type: object',
        '      properties:',
        '        text: { type: [string, "null"], default: none }',
        '  target:',
        '    oneOf:',
        '      - { type: integer }',
        '      - { type: string, format: uuid }',
      ].join('\n'),
    ),
  )
  expect(page.diagnostics).toEqual([])
  const html = page.html
  // Nested levels fold under their property (closed; the first level is the list itself).
  expect(html).toContain(
    '<li class="api-property api-property-nested"><details class="api-schema-details"><summary><span class="api-property-head"><code class="api-property-name">author</code> <span class="api-type">object</span> <span class="api-required">required</span></span></summary><ul class="api-properties"><li class="api-property"><span class="api-property-head"><code class="api-property-name">name</code> <span class="api-type">string</span></span><div class="api-description"><p>Full name.</p></div></li></ul></details></li>',
  )
  expect(html).toContain(
    '<summary><span class="api-property-head"><code class="api-property-name">labels</code> <span class="api-type">array of object</span></span></summary><ul class="api-properties"><li class="api-property"><span class="api-property-head"><code class="api-property-name">text</code> <span class="api-type">string | null</span></span><p class="api-default">Default: <code>none</code></p></li></ul>',
  )
  expect(html).toContain(
    '<div class="api-alternatives"><p>One of:</p><ul><li><span class="api-type">integer</span></li><li><span class="api-type">string (uuid)</span></li></ul></div>',
  )
  // No example given: one is generated from the schema.
  expect(html.replace(/<[^>]+>/g, '')).toContain(
    '"author": {\n    "name": "string"\n  },\n  "labels": [\n    {\n      "text": "none"\n    }\n  ],\n  "target": 0',
  )
})

test('allOf parts are merged into one property list', () => {
  const text = `${doc("allOf:\n  - $ref: '#/components/schemas/Base'\n  - properties:\n      extra: { type: boolean }")}\ncomponents:\n  schemas:\n    Base:\n      required: [id]\n      properties:\n        id: { type: integer }\n`
  const page = compileText(text)
  expect(page.diagnostics).toEqual([])
  const operation = page.html.slice(0, page.html.indexOf('api-schemas'))
  const names = [...operation.matchAll(/api-property-name">(\w+)</g)].map((m) => m[1])
  expect(names).toEqual(['id', 'extra'])
  expect(page.html).toContain(
    '<code class="api-property-name">id</code> <span class="api-type">integer</span> <span class="api-required">required</span>',
  )
})

test("the site's own spec compiles without problems", () => {
  const text = readFileSync(new URL('../../../openapi/rest-api.yaml', import.meta.url), 'utf8')
  const page = compileText(text, 'openapi/rest-api.yaml')
  expect(page.diagnostics).toEqual([])
  expect(page.title).toBe('REST API')
  expect(page.html).toContain('<p class="api-version">Version 4.3.9</p>')
  expect(page.headings.filter((h) => h.depth === 3).map((h) => h.text)).toEqual([
    'GET /posts/{id}',
    'PUT /posts/{id}',
    'PATCH /posts/{id}',
    'DELETE /posts/{id}',
    'GET /comments',
    'Post',
    'PostPatch',
    'Comment',
    'Error',
  ])
})
