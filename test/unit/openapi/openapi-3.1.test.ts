import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { readReference } from '../../../src/openapi/read-reference.js'
import type { ApiTagGroup } from '../../../src/openapi/reference.js'
import { parseSpecSource } from '../../../src/openapi/source.js'
import { compileFixture, compileText, printed } from './helpers.js'

/** The operations of some groups as `Group: METHOD path [webhook]`. */
function listed(groups: readonly ApiTagGroup[] | undefined): string[] {
  return (groups ?? []).flatMap((group) =>
    group.operations.map(
      (op) => `${group.name}: ${op.method.toUpperCase()} ${op.path}${op.webhook ? ' [webhook]' : ''}`,
    ),
  )
}

function read(name: string) {
  const file = `test/fixtures/openapi/${name}`
  return readReference(parseSpecSource(file, readFileSync(file, 'utf8')).root, file)
}

describe('OpenAPI 3.1 (issue 21)', () => {
  const page = compileFixture('openapi-3.1.yaml')

  test('type lists, examples arrays, const, jsonSchemaDialect, webhooks, $ref with a sibling description: no false errors', () => {
    expect(printed(page)).toEqual([])
  })

  test('webhooks render after the paths: a section per group, their payload instead of request samples', () => {
    const headings = page.headings.map((h) => `${h.depth} ${h.id} ${h.text}`)
    expect(headings).toContain('2 pets-webhooks Pets webhooks')
    expect(headings).toContain('3 webhook-newpet-post POST newPet')
    expect(headings).toContain('2 webhooks Webhooks')
    const start = page.html.indexOf('<section class="api-operation" id="webhook-newpet-post">')
    const section = page.html.slice(start, page.html.indexOf('</section>', start))
    expect(section).toContain('<p class="api-samples-title">Payload</p>')
    expect(section).not.toContain('curl -X')
    expect(section).not.toContain('api-try')
  })

  test('webhooks are read apart from paths, grouped by tag, a $ref path item followed', () => {
    const api = read('openapi-3.1.yaml')
    expect(listed(api.groups)).toEqual(['Pets: GET /pets/{petId}'])
    expect(listed(api.webhooks)).toEqual(['Pets: POST newPet [webhook]', 'Webhooks: DELETE petGone [webhook]'])
    const newPet = api.webhooks?.[0]?.operations[0]
    expect(newPet).toMatchObject({ operationId: 'newPetHook', summary: 'A pet was added', webhook: true })
    expect(newPet?.requestBody).toMatchObject({ description: 'The new pet.', content: [{ type: 'application/json' }] })
    expect(newPet?.responses.map((r) => `${r.status} ${r.description}`)).toEqual([
      '200 Return 200 to acknowledge the webhook.',
    ])
  })

  test('a document without webhooks has no webhooks field (the model only gained optional fields)', () => {
    const api = read('blog.yaml')
    expect('webhooks' in api).toBe(false)
    expect(api.groups.flatMap((group) => group.operations).some((op) => 'webhook' in op)).toBe(false)
  })

  test('the page compiles: a type list reads "string | null", samples take the first of examples', () => {
    expect(page.title).toBe('Pets 3.1')
    expect(page.html).toContain(
      '<code class="api-property-name">nickname</code> <span class="api-type">string | null</span>',
    )
    expect(page.html).toContain('"name": "Rex"')
    expect(page.html).toContain('"id": 7')
  })

  test('a 3.1 document with webhooks and no paths is valid', () => {
    const text = [
      'openapi: 3.1.0',
      'info: { title: Hooks, version: "1" }',
      'webhooks:',
      '  ping:',
      '    post:',
      '      responses:',
      "        '200': { description: OK }",
      '',
    ].join('\n')
    expect(printed(compileText(text))).toEqual([])
    const api = readReference(parseSpecSource('hooks.yaml', text).root, 'hooks.yaml')
    expect(api.groups).toEqual([])
    expect(listed(api.webhooks)).toEqual(['Webhooks: POST ping [webhook]'])
  })

  test('webhook operations are checked like path operations, operationIds shared with paths', () => {
    const text = [
      'openapi: 3.1.0',
      'info: { title: Hooks, version: "1" }',
      'paths:',
      '  /a:',
      '    get:',
      '      operationId: same',
      "      responses: { '200': { description: OK } }",
      'webhooks:',
      '  ping:',
      '    post:',
      '      operationId: same',
      "      responses: { '200': {} }",
      '',
    ].join('\n')
    expect(printed(compileText(text))).toMatchInlineSnapshot(`
      [
        "openapi/inline.yaml:11:20  error  #/webhooks/ping/post/operationId: operationId "same" of POST ping (webhook) is already used by GET /a  openapi/duplicate-operation-id
        hint: Each operationId must be unique in the document; rename one of them.  [error]",
        "openapi/inline.yaml:12:20  error  #/webhooks/ping/post/responses/200/description: response "200" of POST ping (webhook) has no "description"  openapi/invalid-response
        hint: OpenAPI requires a description on every response; add one, such as description: The created post.  [error]",
      ]
    `)
  })
})
