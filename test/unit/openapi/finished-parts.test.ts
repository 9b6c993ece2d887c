import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { largeOpenApiDocument } from '../../../bench/openapi-large.js'
import { addReaderMarkup, searchSections } from '../../../src/html/index.js'
import { compileOpenApi } from '../../../src/openapi/compiler.js'
import { finishPart, markdownOf, SEARCH } from '../../../src/openapi/page-passes.js'
import { readReference } from '../../../src/openapi/read-reference.js'
import { collectIds, toHtml } from '../../../src/openapi/render/html.js'
import { type ReferenceOptions, renderReference } from '../../../src/openapi/render/render-reference.js'
import { parseSpecSource } from '../../../src/openapi/source.js'
import { plainMarkdownFragments } from '../../../src/transform/index.js'

// `compileOpenApi` finishes each operation and schema entry as soon as it is rendered (its HTML,
// ids, search text and Markdown blocks made there and then, see `finishPart`). The page must be
// the one the passes make over the whole tree at once, which is what this test does by hand. So
// must the schema blocks finished once and shared by the operations that show them.
function wholeTree(file: string, text: string, finish?: ReferenceOptions['finish'], trusted = false) {
  const api = readReference(parseSpecSource(file, text).root, file)
  const { tree, headings, sampleSources } = renderReference(api, {
    md: plainMarkdownFragments(),
    file,
    trusted,
    ...(finish ? { finish } : {}),
  })
  const anchors = collectIds(tree)
  const sections = searchSections(tree, SEARCH)
  const markdown = markdownOf(tree, sampleSources)
  addReaderMarkup(tree, headings)
  return { html: toHtml(tree), anchors, sections, markdown }
}

describe('an API reference finished operation by operation', () => {
  const documents = [
    ['openapi/rest-api.yaml', readFileSync(new URL('../../../openapi/rest-api.yaml', import.meta.url), 'utf8')],
    ['openapi/large.json', JSON.stringify(largeOpenApiDocument(), null, 2)],
  ] as const

  test.each(documents)('%s: the same HTML, anchors, search sections and Markdown as the whole tree', (file, text) => {
    const whole = wholeTree(file, text)
    // The page's passes over a tree whose operations and schema entries were finished one by one.
    const finished: string[] = []
    let blocks = 0
    const parts = wholeTree(file, text, (part, page) => {
      // A schema block (no id of its own) is finished too, once for all the places that show it.
      if (part.properties.id === undefined) blocks++
      else finished.push(String(part.properties.id))
      return finishPart(part, page, { markdown: true })
    })
    expect(parts).toEqual(whole)
    expect(blocks).toBeGreaterThan(0)
    expect(blocks).toBeLessThan(whole.html.split('<div class="api-schema">').length - 1)
    // Each operation, then each schema entry.
    const root = parseSpecSource(file, text).root as { components?: { schemas?: object } }
    const api = readReference(root, file)
    const operations = api.groups.reduce((sum, group) => sum + group.operations.length, 0)
    const schemas = Object.keys(root.components?.schemas ?? {}).length
    expect(finished.length).toBe(operations + schemas)
    expect(operations).toBeGreaterThanOrEqual(5)
    // And compileOpenApi is that page.
    const page = compileOpenApi({ file, text, route: '/openapi/' })
    expect(page.anchors).toEqual(whole.anchors)
    expect(page.sections).toEqual(whole.sections)
    expect(page.markdown).toBe(whole.markdown)
    expect(page.html).toBe(whole.html)
    // Not trivially equal: the page has operations, their search sections and their samples.
    expect(whole.anchors.length).toBeGreaterThan(20)
    expect(whole.sections.filter((section) => section.depth === 3).length).toBeGreaterThan(5)
    expect(whole.markdown).toContain('```')
  })

  test('a trusted document whose shared schema has a heading without an id: its search sections too', () => {
    // Raw HTML in a trusted description may hold a heading without an id: its search section
    // takes the id of the operation around it, so its block is each operation's own.
    const schema = (description: string) => ({
      type: 'object',
      properties: { notes: { type: 'string', description } },
    })
    const operation = (summary: string) => ({
      summary,
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
      },
    })
    const text = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Pets', version: '1' },
      paths: { '/a': { get: operation('Get a') }, '/b': { get: operation('Get b') } },
      components: { schemas: { Pet: schema('<h3>Notes</h3>\n\nmore text') } },
    })
    const whole = wholeTree('pets.json', text, undefined, true)
    const parts = wholeTree('pets.json', text, (part, page) => finishPart(part, page, { markdown: true }), true)
    expect(parts).toEqual(whole)
    expect(whole.sections.filter((section) => section.heading === 'Notes').map((section) => section.id)).toEqual([
      'get-a',
      'get-b',
      'schema-pet',
    ])
  })
})
