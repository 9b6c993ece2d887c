import { describe, expect, test } from 'vitest'
import { compileFixture, compileText, printed } from './helpers.js'

const HEAD = 'openapi: 3.0.3\ninfo:\n  title: T\n  version: "1"\n'

describe('OpenAPI validation: one fixture per rule, position and message pinned', () => {
  test('openapi/invalid-syntax (YAML)', () => {
    expect(printed(compileFixture('invalid/invalid-syntax.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/invalid-syntax.yaml:9:7  error  Invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]  openapi/invalid-syntax
        hint: Fix the YAML syntax at this position (indentation with spaces, quotes around values with ": " or "#").  [error]",
      ]
    `)
  })

  test('openapi/invalid-syntax (JSON)', () => {
    expect(printed(compileFixture('invalid/invalid-syntax.json'))).toMatchInlineSnapshot(`
      [
        "openapi/invalid-syntax.json:4:70  error  Invalid JSON: Unresolved plain scalar "ok"  openapi/invalid-syntax
        hint: Fix the JSON syntax at this position (quotes around keys and strings, commas, brackets).  [error]",
      ]
    `)
  })

  test('openapi/unsupported-version', () => {
    expect(printed(compileFixture('invalid/unsupported-version.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/unsupported-version.yaml:1:10  error  #/openapi: expected the version as a string, found number 3  openapi/unsupported-version
        hint: Quote the version so YAML keeps it as text: openapi: "3.0.3".  [error]",
      ]
    `)
  })

  test('openapi/invalid-info', () => {
    expect(printed(compileFixture('invalid/invalid-info.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/invalid-info.yaml:2:1  error  #/info/title: missing "title"  openapi/invalid-info
        hint: Set info.title to the name of your API; it becomes the page title.  [error]",
        "openapi/invalid-info.yaml:4:12  error  #/info/version: expected info.version to be a string, found number 1  openapi/invalid-info
        hint: Set info.version to the version of your API as a quoted string, such as "4.3.9".  [error]",
      ]
    `)
  })

  test('openapi/invalid-paths', () => {
    expect(printed(compileFixture('invalid/invalid-paths.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/invalid-paths.yaml:6:3  error  #/paths/posts: path "posts" does not start with "/"  openapi/invalid-paths
        hint: Paths are relative to the server URL and start with a slash: "/posts".  [error]",
      ]
    `)
  })

  test('openapi/unknown-method', () => {
    expect(printed(compileFixture('invalid/unknown-method.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/unknown-method.yaml:7:5  error  #/paths/~1posts/gett: "gett" is not an HTTP method  openapi/unknown-method
        hint: Did you mean "get"?  [error]",
      ]
    `)
  })

  test('openapi/missing-responses', () => {
    expect(printed(compileFixture('invalid/missing-responses.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/missing-responses.yaml:13:5  error  #/paths/~1posts~1{id}/get/responses: GET /posts/{id} has no "responses"  openapi/missing-responses
        hint: List at least one response by status code, such as responses: { "200": { description: OK } }.  [error]",
        "openapi/missing-responses.yaml:16:18  error  #/paths/~1posts~1{id}/delete/responses: the responses of DELETE /posts/{id} are empty  openapi/missing-responses
        hint: List at least one response by status code, such as responses: { "200": { description: OK } }.  [error]",
      ]
    `)
  })

  test('openapi/invalid-parameter', () => {
    expect(printed(compileFixture('invalid/invalid-parameter.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/invalid-parameter.yaml:9:11  error  #/paths/~1posts~1{id}/get/parameters/0/required: path parameter "id" must have required: true  openapi/invalid-parameter
        hint: Path parameters are always required; add required: true (or move the parameter to the query).  [error]",
        "openapi/invalid-parameter.yaml:14:15  error  #/paths/~1posts~1{id}/get/parameters/1/in: parameter "sort" has in: "querry", expected path, query, header or cookie  openapi/invalid-parameter
        hint: Did you mean "query"?  [error]",
        "openapi/invalid-parameter.yaml:15:11  error  #/paths/~1posts~1{id}/get/parameters/2/name: parameter has no "name"  openapi/invalid-parameter
        hint: Give the parameter a name; for a path parameter it matches the {placeholder} in the path.  [error]",
      ]
    `)
  })

  test('openapi/path-parameter-mismatch', () => {
    expect(printed(compileFixture('invalid/path-parameter-mismatch.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/path-parameter-mismatch.yaml:8:7  error  #/paths/~1posts~1{id}/get/parameters: GET /posts/{id} does not declare path parameter "id"  openapi/path-parameter-mismatch
        hint: Add { name: id, in: path, required: true, schema: { type: string } } to the parameters of the operation or of the path.  [error]",
        "openapi/path-parameter-mismatch.yaml:9:17  error  #/paths/~1posts~1{id}/get/parameters/0/name: path parameter "postId" does not appear in "/posts/{id}"  openapi/path-parameter-mismatch
        hint: Use it in the path as {postId}, or change its "in".  [error]",
      ]
    `)
  })

  test('openapi/unresolved-ref', () => {
    expect(printed(compileFixture('invalid/unresolved-ref.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/unresolved-ref.yaml:14:23  error  #/paths/~1posts/get/responses/200/content/application~1json/schema/$ref: reference "#/components/schemas/Pots" does not resolve: #/components/schemas has no "Pots"  openapi/unresolved-ref
        hint: Did you mean "#/components/schemas/Post"?  [error]",
        "openapi/unresolved-ref.yaml:16:17  error  #/paths/~1posts/get/responses/400/$ref: external reference "errors.yaml#/BadRequest" is not supported  openapi/unresolved-ref
        hint: docsgen resolves only references inside the same file; move the definition under #/components and point there.  [error]",
      ]
    `)
  })

  test('openapi/invalid-server-variable', () => {
    expect(printed(compileFixture('invalid/invalid-server-variable.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/invalid-server-variable.yaml:6:10  error  #/servers/0/url: the server URL uses {host} but "variables" does not declare it  openapi/invalid-server-variable
        hint: Add variables: { host: { default: ... } } to the server, or remove {host} from the URL.  [error]",
        "openapi/invalid-server-variable.yaml:9:18  error  #/servers/0/variables/protocol/default: default "htps" of server variable "protocol" is not one of its enum values (http, https)  openapi/invalid-server-variable
        hint: Did you mean "https"?  [error]",
        "openapi/invalid-server-variable.yaml:11:7  error  #/servers/0/variables/environment/default: server variable "environment" has no default  openapi/invalid-server-variable
        hint: Every server variable needs a default (a string): the value used when the reader does not pick one.  [error]",
      ]
    `)
  })

  test('openapi/unknown-key is a warning with a suggestion', () => {
    expect(printed(compileFixture('invalid/unknown-key.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/unknown-key.yaml:6:1  warning  #/component: unknown top-level key "component"  openapi/unknown-key
        hint: Did you mean "components"?  [warning]",
      ]
    `)
  })
})

describe('OpenAPI validation: bad input of issue 21, one fixture each, messages pinned', () => {
  test('Swagger 2.0 (`swagger: "2.0"`)', () => {
    expect(printed(compileFixture('invalid/unsupported-version-swagger.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/unsupported-version-swagger.yaml:1:1  error  #/swagger: Swagger 2.0 documents are not supported  openapi/unsupported-version
        hint: Convert the file to OpenAPI 3 (for example with swagger2openapi) and set openapi: "3.0.3".  [error]",
      ]
    `)
  })

  test('`openapi: 2.0` (read by YAML as the number 2)', () => {
    expect(printed(compileFixture('invalid/unsupported-version-2.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/unsupported-version-2.yaml:1:10  error  #/openapi: OpenAPI 2.0 (Swagger) documents are not supported  openapi/unsupported-version
        hint: Convert the file to OpenAPI 3 (for example with swagger2openapi) and set openapi: "3.0.3".  [error]",
      ]
    `)
  })

  test('`openapi: 4.0.0`', () => {
    expect(printed(compileFixture('invalid/unsupported-version-4.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/unsupported-version-4.yaml:1:10  error  #/openapi: unsupported OpenAPI version "4.0.0"  openapi/unsupported-version
        hint: docsgen reads OpenAPI 3.0.x and 3.1.x documents; write the full version, such as "3.0.3" or "3.1.0".  [error]",
      ]
    `)
  })

  test('no `info`', () => {
    expect(printed(compileFixture('invalid/missing-info.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/missing-info.yaml:1:1  error  #/info: missing "info"  openapi/invalid-info
        hint: Add info with at least a title and a version: info: { title: My API, version: "1.0.0" }.  [error]",
      ]
    `)
  })

  test('no `info.version`', () => {
    expect(printed(compileFixture('invalid/missing-info-version.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/missing-info-version.yaml:2:1  error  #/info/version: missing "version"  openapi/invalid-info
        hint: Set info.version to the version of your API as a quoted string, such as "4.3.9".  [error]",
      ]
    `)
  })

  test('no `paths` in a 3.0 document', () => {
    expect(printed(compileFixture('invalid/missing-paths.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/missing-paths.yaml:1:1  error  #/paths: missing "paths"  openapi/invalid-paths
        hint: Add paths as a map from a path such as /posts/{id} to its operations (get, put, ...).  [error]",
      ]
    `)
  })

  test('a 3.1 document with neither `paths`, `webhooks` nor `components`', () => {
    expect(printed(compileFixture('invalid/missing-paths-3.1.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/missing-paths-3.1.yaml:1:1  error  #/paths: an OpenAPI 3.1 document needs at least one of "paths", "webhooks" or "components"  openapi/invalid-paths
        hint: Add paths as a map from a path such as /posts/{id} to its operations (get, put, ...).  [error]",
      ]
    `)
  })

  test('responses without `description`, direct, referenced and not a map', () => {
    expect(printed(compileFixture('invalid/response-without-description.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/response-without-description.yaml:9:9  error  #/paths/~1posts/get/responses/200/description: response "200" of GET /posts has no "description"  openapi/invalid-response
        hint: OpenAPI requires a description on every response; add one, such as description: The created post.  [error]",
        "openapi/response-without-description.yaml:16:18  error  #/paths/~1posts/get/responses/default: expected response "default" of GET /posts to be a response object, found "Something went wrong"  openapi/invalid-response
        hint: A response is a map with a description and, for a body, content: { description: OK, content: { ... } }.  [error]",
        "openapi/response-without-description.yaml:19:5  error  #/components/responses/NotFound/description: response "NotFound" has no "description"  openapi/invalid-response
        hint: OpenAPI requires a description on every response; add one, such as description: The created post.  [error]",
      ]
    `)
  })

  test('a parameter without `in`, a referenced one without `name`', () => {
    expect(printed(compileFixture('invalid/parameter-without-in.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/parameter-without-in.yaml:9:11  error  #/paths/~1posts/get/parameters/0/in: parameter "sort" has no "in"  openapi/invalid-parameter
        hint: Set in to path, query, header or cookie.  [error]",
        "openapi/parameter-without-in.yaml:18:5  error  #/components/parameters/Limit/name: parameter has no "name"  openapi/invalid-parameter
        hint: Give the parameter a name; for a path parameter it matches the {placeholder} in the path.  [error]",
      ]
    `)
  })

  test('a duplicate operationId', () => {
    expect(printed(compileFixture('invalid/duplicate-operation-id.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/duplicate-operation-id.yaml:14:20  error  #/paths/~1articles/get/operationId: operationId "listPosts" of GET /articles is already used by GET /posts  openapi/duplicate-operation-id
        hint: Each operationId must be unique in the document; rename one of them.  [error]",
      ]
    `)
  })

  test('a `{placeholder}` of the path that no parameter declares', () => {
    expect(printed(compileFixture('invalid/undeclared-path-parameter.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/undeclared-path-parameter.yaml:13:5  error  #/paths/~1users~1{userId}~1posts~1{postId}/get/parameters: GET /users/{userId}/posts/{postId} does not declare path parameter "postId"  openapi/path-parameter-mismatch
        hint: Add { name: postId, in: path, required: true, schema: { type: string } } to the parameters of the operation or of the path.  [error]",
      ]
    `)
  })

  test('`$ref` cycles in parameters and responses: reported, never followed forever', () => {
    expect(printed(compileFixture('invalid/ref-cycle.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/ref-cycle.yaml:16:13  error  #/components/parameters/Page/$ref: reference "#/components/parameters/PageAlias" leads back to itself (#/components/parameters/PageAlias -> #/components/parameters/Page -> #/components/parameters/PageAlias)  openapi/circular-ref
        hint: A chain of $ref must end at a definition; replace one of these references with the schema itself.  [error]",
        "openapi/ref-cycle.yaml:18:13  error  #/components/parameters/PageAlias/$ref: reference "#/components/parameters/Page" leads back to itself (#/components/parameters/Page -> #/components/parameters/PageAlias -> #/components/parameters/Page)  openapi/circular-ref
        hint: A chain of $ref must end at a definition; replace one of these references with the schema itself.  [error]",
        "openapi/ref-cycle.yaml:21:13  error  #/components/responses/Ok/$ref: reference "#/components/responses/Fine" leads back to itself (#/components/responses/Fine -> #/components/responses/Ok -> #/components/responses/Fine)  openapi/circular-ref
        hint: A chain of $ref must end at a definition; replace one of these references with the schema itself.  [error]",
        "openapi/ref-cycle.yaml:23:13  error  #/components/responses/Fine/$ref: reference "#/components/responses/Ok" leads back to itself (#/components/responses/Ok -> #/components/responses/Fine -> #/components/responses/Ok)  openapi/circular-ref
        hint: A chain of $ref must end at a definition; replace one of these references with the schema itself.  [error]",
      ]
    `)
  })

  test('a root that is a list', () => {
    expect(printed(compileFixture('invalid/non-object-root.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/non-object-root.yaml:1:1  error  #: expected an OpenAPI object, found a list  openapi/invalid-document
        hint: An OpenAPI file is a map with openapi, info and paths at the top level.  [error]",
      ]
    `)
  })

  test('an empty file', () => {
    expect(printed(compileFixture('invalid/empty.yaml'))).toMatchInlineSnapshot(`
      [
        "openapi/empty.yaml:1:1  error  #: the file is empty  openapi/invalid-document
        hint: An OpenAPI file is a map with openapi, info and paths at the top level.  [error]",
      ]
    `)
  })

  test('a document nested 250 levels deep is refused before it is composed', () => {
    expect(printed(compileFixture('invalid/too-deep.json'))).toMatchInlineSnapshot(`
      [
        "openapi/too-deep.json:2:212  error  The document is nested more than 200 levels deep; it was not read  openapi/too-deep
        hint: Flatten it: define deeply nested schemas once under #/components/schemas and point at them with $ref.  [error]",
      ]
    `)
  })
})

describe('OpenAPI validation: more cases', () => {
  test('a 3.x version docsgen does not read yet', () => {
    expect(
      printed(compileText('openapi: 3.2.0\ninfo:\n  title: T\n  version: "1"\npaths: {}\n')),
    ).toMatchInlineSnapshot(`
      [
        "openapi/inline.yaml:1:10  error  #/openapi: unsupported OpenAPI version "3.2.0"  openapi/unsupported-version
        hint: docsgen reads OpenAPI 3.0.x and 3.1.x documents; write the full version, such as "3.0.3" or "3.1.0".  [error]",
      ]
    `)
  })

  test('missing info and paths', () => {
    expect(printed(compileText('openapi: 3.0.3\n'))).toMatchInlineSnapshot(`
      [
        "openapi/inline.yaml:1:1  error  #/info: missing "info"  openapi/invalid-info
        hint: Add info with at least a title and a version: info: { title: My API, version: "1.0.0" }.  [error]",
        "openapi/inline.yaml:1:1  error  #/paths: missing "paths"  openapi/invalid-paths
        hint: Add paths as a map from a path such as /posts/{id} to its operations (get, put, ...).  [error]",
      ]
    `)
  })

  test('path parameter missing from an operation that has no parameters list', () => {
    const text = `${HEAD}paths:\n  /users/{userId}/posts:\n    get:\n      responses:\n        '200':\n          description: OK\n`
    expect(printed(compileText(text))).toMatchInlineSnapshot(`
      [
        "openapi/inline.yaml:7:5  error  #/paths/~1users~1{userId}~1posts/get/parameters: GET /users/{userId}/posts does not declare path parameter "userId"  openapi/path-parameter-mismatch
        hint: Add { name: userId, in: path, required: true, schema: { type: string } } to the parameters of the operation or of the path.  [error]",
      ]
    `)
  })

  test('a path parameter declared on the path item but not in the template is reported once', () => {
    const text = `${HEAD}paths:\n  /posts:\n    parameters:\n      - name: id\n        in: path\n        required: true\n    get:\n      responses:\n        '200':\n          description: OK\n    put:\n      responses:\n        '200':\n          description: OK\n`
    expect(printed(compileText(text))).toMatchInlineSnapshot(`
      [
        "openapi/inline.yaml:8:15  error  #/paths/~1posts/parameters/0/name: path parameter "id" does not appear in "/posts"  openapi/path-parameter-mismatch
        hint: Use it in the path as {id}, or change its "in".  [error]",
      ]
    `)
  })

  test('duplicate operationId and a parameter listed twice', () => {
    const text = `${HEAD}paths:\n  /a:\n    get:\n      operationId: list\n      parameters:\n        - { name: q, in: query }\n        - { name: q, in: query }\n      responses: { '200': { description: OK } }\n  /b:\n    get:\n      operationId: list\n      responses: { '200': { description: OK } }\n`
    expect(printed(compileText(text))).toMatchInlineSnapshot(`
      [
        "openapi/inline.yaml:11:11  error  #/paths/~1a/get/parameters/1: query parameter "q" is listed twice  openapi/invalid-parameter
        hint: Remove one of the two entries; a parameter is identified by its name and location.  [error]",
        "openapi/inline.yaml:15:20  error  #/paths/~1b/get/operationId: operationId "list" of GET /b is already used by GET /a  openapi/duplicate-operation-id
        hint: Each operationId must be unique in the document; rename one of them.  [error]",
      ]
    `)
  })

  test('server without url, and a URL placeholder with no variable', () => {
    const text = `${HEAD}paths: {}\nservers:\n  - description: nowhere\n  - url: https://{region}.example.com\n`
    expect(printed(compileText(text))).toMatchInlineSnapshot(`
      [
        "openapi/inline.yaml:7:5  error  #/servers/0/url: server has no "url"  openapi/invalid-server
        hint: Give each server a url, such as url: "{protocol}://localhost:1337/api".  [error]",
        "openapi/inline.yaml:8:10  error  #/servers/1/url: the server URL uses {region} but "variables" does not declare it  openapi/invalid-server-variable
        hint: Add variables: { region: { default: ... } } to the server, or remove {region} from the URL.  [error]",
      ]
    `)
  })

  test('$ref inside an example is data, not a reference', () => {
    const text = `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              example:\n                $ref: not/a/ref\n              schema:\n                type: object\n                properties:\n                  $ref:\n                    type: string\n`
    expect(printed(compileText(text))).toEqual([])
  })

  test('positions in JSON files', () => {
    const text = '{\n  "openapi": "3.0.3",\n  "info": { "title": "T", "version": 1 },\n  "paths": {}\n}\n'
    expect(printed(compileText(text, 'openapi/api.json'))).toMatchInlineSnapshot(`
      [
        "openapi/api.json:3:38  error  #/info/version: expected info.version to be a string, found number 1  openapi/invalid-info
        hint: Set info.version to the version of your API as a quoted string, such as "4.3.9".  [error]",
      ]
    `)
  })

  test('YAML alias bombs are refused, not expanded', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]']
    for (let i = 1; i < 8; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      )
    const page = compileText(lines.join('\n'))
    expect(page.diagnostics.map((d) => d.code)).toEqual(['openapi/invalid-syntax'])
  })

  test('nesting far past the limit (YAML blocks, JSON brackets) is refused, not a stack overflow', () => {
    // 5000 levels overflow the YAML composer's stack; in a vitest fork that aborted the process.
    const depth = 5000
    const yaml = [
      HEAD.trimEnd(),
      'paths: {}',
      'x-deep:',
      ...Array.from({ length: depth }, (_, i) => `${' '.repeat(i + 2)}k:`),
    ]
    const json = `{"x-deep": ${'{"k": '.repeat(depth)}1${'}'.repeat(depth)}}`
    for (const page of [compileText(yaml.join('\n')), compileText(json, 'openapi/deep.json')]) {
      expect(page.diagnostics.map((d) => `${d.code} ${d.position?.line}`)).toEqual([
        expect.stringMatching(/^openapi\/too-deep \d+$/),
      ])
    }
    // 200 levels are read.
    expect(
      compileText(
        `{"openapi": "3.0.3", "x-deep": ${'['.repeat(199)}${']'.repeat(199)}}`,
        'openapi/ok.json',
      ).diagnostics.map((d) => d.code),
    ).not.toContain('openapi/too-deep')
  })
})
