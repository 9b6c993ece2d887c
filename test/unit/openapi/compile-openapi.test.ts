import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { compileOpenApi } from '../../../src/openapi/compiler.js'
import { compileFixture, compileText, printed } from './helpers.js'

describe('compileOpenApi on a valid document', () => {
  const page = compileFixture('blog.yaml')

  test('fills the page fields', () => {
    expect(page.diagnostics).toEqual([])
    expect(page).toMatchObject({
      source: 'openapi/blog.yaml',
      id: 'openapi:openapi/blog.yaml',
      frontmatter: { extra: {} },
      title: 'Blog API',
      contentTitle: 'Blog API',
      description: 'Posts and comments of a small blog.',
      links: [],
      dependencies: [],
    })
  })

  test('headings: title, servers, one H2 per tag, one H3 per operation, then the schemas', () => {
    expect(page.headings.map((h) => `${h.depth} ${h.id} ${h.text}`)).toEqual([
      '1 blog-api Blog API',
      '2 servers Servers',
      '2 posts Posts',
      '3 get-posts-id GET /posts/{id}',
      '3 put-posts-id PUT /posts/{id}',
      '3 patch-posts-id PATCH /posts/{id}',
      '3 delete-posts-id DELETE /posts/{id}',
      '2 comments Comments',
      '3 get-comments GET /comments',
      '2 default Default',
      '3 get-health GET /health',
      '2 schemas Schemas',
      '3 schema-post Post',
      '3 schema-postpatch PostPatch',
      '3 schema-comment Comment',
    ])
  })

  test('anchors are every id in the html, each once', () => {
    const ids = [...page.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
    expect(page.anchors).toEqual(ids)
    expect(new Set(page.anchors).size).toBe(page.anchors.length)
    for (const heading of page.headings) expect(page.anchors).toContain(heading.id)
  })

  test('the sidebar, apart for the side column, links every operation with its method badge', () => {
    const sidebar = page.aside ?? ''
    expect(sidebar.startsWith('<nav class="api-sidebar" aria-label="API operations">')).toBe(true)
    expect(page.html).not.toContain('api-sidebar')
    expect(page.html.startsWith('<header class="api-intro">')).toBe(true)
    const links = [...sidebar.matchAll(/href="#([^"]+)"[^>]*><span class="api-method api-method-(\w+)">(\w+)<\/span>/g)]
    expect(links.map((m) => `${m[3]} #${m[1]}`)).toEqual([
      'GET #get-posts-id',
      'PUT #put-posts-id',
      'PATCH #patch-posts-id',
      'DELETE #delete-posts-id',
      'GET #get-comments',
      'GET #get-health',
    ])
    expect(sidebar).toContain('<a class="api-sidebar-tag" href="#posts">Posts</a>')
  })

  test('an operation is a section: its documentation, then its samples column', () => {
    expect(page.html).toContain(
      '<section class="api-operation" id="get-posts-id"><div class="api-operation-doc"><h3><span class="api-method api-method-get">GET</span> <code class="api-path">/posts/{id}</code></h3><p class="api-summary">Get a post</p>',
    )
    expect(section(page.html, 'get-posts-id')).toContain(
      '<div class="api-operation-samples"><p class="api-samples-title">Request</p>',
    )
  })

  test('parameters: grouped by place, each with its type, required mark and Markdown description', () => {
    expect(section(page.html, 'get-posts-id')).toContain(
      '<p class="api-parameter-place">Path</p><ul class="api-properties"><li class="api-property"><span class="api-property-head"><code class="api-property-name">id</code> <span class="api-type">integer (int64)</span> <span class="api-required">required</span></span><div class="api-description"><p>Identifier of the post.</p></div></li></ul>',
    )
    expect(section(page.html, 'get-comments')).toContain(
      '<p class="api-parameter-place">Query</p><ul class="api-properties"><li class="api-property"><span class="api-property-head"><code class="api-property-name">postId</code> <span class="api-type">integer</span></span><div class="api-description"><p>Only comments of this post.</p></div></li></ul>',
    )
  })

  test('request body: content type, required marker, schema tree with enum', () => {
    const patch = section(page.html, 'patch-posts-id')
    expect(patch).toContain(
      '<h4>Request body</h4><div class="api-media"><p class="api-media-type">Content type: <code>application/json</code></p><div class="api-schema"><p class="api-schema-type">Schema: <span class="api-type">PostPatch</span></p>',
    )
    expect(patch).toContain('<p class="api-enum">Allowed values: <code>draft</code>, <code>published</code></p>')
    expect(section(page.html, 'put-posts-id')).toContain(
      '<h4>Request body <span class="api-required">required</span></h4>',
    )
  })

  test('responses: one fold per status with a body (the first open), schema properties with required marks', () => {
    const get = section(page.html, 'get-posts-id')
    expect(get).toContain(
      '<details class="api-response" open><summary class="api-response-head"><span class="api-status api-status-2xx">200</span> <span class="api-response-summary">The post.</span></summary>',
    )
    expect(get).toContain(
      '<li class="api-property"><span class="api-property-head"><code class="api-property-name">title</code> <span class="api-type">string</span> <span class="api-required">required</span></span><div class="api-description"><p>Headline.</p></div><p class="api-example-value">Example: <code>Hello</code></p></li>',
    )
    expect(get).toContain(
      '<div class="api-response"><p class="api-response-head"><span class="api-status api-status-4xx">404</span> <span class="api-response-summary">No such post.</span></p></div>',
    )
    expect(section(page.html, 'delete-posts-id')).toContain('<span class="api-status api-status-2xx">204</span>')
  })

  test('samples: curl, fetch and the body in the site tab component, the server URL marked, responses per status', () => {
    const patch = section(page.html, 'patch-posts-id')
    const text = patch.replace(/<[^>]+>/g, '')
    expect(patch).toContain('<div class="tabs" data-tabs="" data-group-id="api-sample">')
    expect(patch).toMatch(
      /data-value="curl">curl<\/button><button[^>]*data-value="js">JavaScript<\/button><button[^>]*data-value="body">Body</,
    )
    expect(patch).toContain(`<span data-api-base>https://localhost:1337/api</span>/posts/{id}'`)
    expect(text).toContain(
      "curl -X PATCH 'https://localhost:1337/api/posts/{id}' \\\n  -H 'Content-Type: application/json' \\\n  --data '{",
    )
    expect(text).toContain("method: 'PATCH'")
    expect(text).toContain('body: JSON.stringify({')
    // Tab ids are unique on the page: each fragment's ids carry the operation's id.
    expect(patch).toContain('id="patch-posts-id-req-tabs-1-curl" aria-labelledby="patch-posts-id-req-tabs-1-curl-tab"')
    const get = section(page.html, 'get-posts-id').replace(/<[^>]+>/g, '')
    expect(get).toContain('{\n  "id": 1,\n  "userId": 7,\n  "title": "Hello",\n  "body": "First post."\n}')
    expect(section(page.html, 'get-comments')).toContain('"email": "lea@example.com"')
  })

  test('Try it data: the operation as JSON, the button hidden until the client shows it', () => {
    const list = section(page.html, 'get-comments')
    expect(list).toContain(
      '<div class="api-try" data-api-try="get-comments"><button type="button" class="api-try-open button" hidden>Try it</button><script type="application/json" class="api-try-data">{"method":"GET","path":"/comments","parameters":[{"name":"postId","in":"query","required":false,"schema":{"type":"integer"}}]}</script></div>',
    )
  })

  test('an array response shows its item type; nested levels fold', () => {
    const list = section(page.html, 'get-comments')
    expect(list).toContain('Schema: <span class="api-type">array of Comment</span>')
    expect(list).toContain('<code class="api-property-name">email</code> <span class="api-type">string (email)</span>')
  })

  test('servers: base URL, picker data, URL template and a row per variable with default and enum', () => {
    expect(page.html).toContain(
      '<p class="api-base">Base URL: <code class="api-base-url" data-api-base="">https://localhost:1337/api</code></p>',
    )
    expect(page.html).toContain('<div class="api-server-picker" hidden data-api-servers="[{&#x22;url&#x22;:')
    expect(page.html).toContain('<code class="api-server-url">{protocol}://localhost:1337/api</code>')
    expect(page.html).toContain(
      '<tr><td><code>environment</code></td><td><code>api</code></td><td><code>api</code>, <code>api.dev</code>, <code>api.staging</code></td><td><div class="api-description"><p>Deployment environment of the API.</p></div></td></tr>',
    )
    expect(page.html).toContain('<p class="api-version">Version 1.2.0</p>')
  })

  test('descriptions are Markdown; raw HTML in them is shown as text', () => {
    expect(page.html).not.toContain('<script>')
    expect(page.html).toContain('<div class="api-description"><p>&#x3C;script>alert(1)&#x3C;/script></p></div>')
    expect(page.html).toContain(
      '<p>Posts and comments of a small blog. Used by the docsgen tests.</p>\n<p>Second paragraph with &#x3C;b>markup&#x3C;/b> &#x26; an ampersand.</p>',
    )
  })

  test('search text has the content but not the sidebar or code samples, one section per operation', () => {
    const all = page.sections.map((section) => `${section.heading}\n${section.text}`).join('\n')
    expect(page.sections[0]?.text.startsWith('Version 1.2.0\nPosts and comments of a small blog.')).toBe(true)
    const getPost = page.sections.find((section) => section.heading === 'GET /posts/{id}')
    expect(getPost?.id).not.toBe('')
    expect(getPost?.text).toContain('Get a post')
    expect(page.html).toContain(`id="${getPost?.id}"`)
    expect(all).toContain('<script>alert(1)</script>')
    expect(all).not.toContain('"userId": 7')
  })
})

describe('compileOpenApi on recursive schemas', () => {
  test('a cyclic $ref renders as a "circular" link instead of looping', () => {
    const page = compileFixture('cyclic.yaml')
    // Recursive schemas are fine; only the pure $ref loop LoopA -> LoopB -> LoopA is a mistake.
    expect(printed(page)).toMatchInlineSnapshot(`
      [
        "openapi/cyclic.yaml:38:13  error  #/components/schemas/LoopA/$ref: reference "#/components/schemas/LoopB" leads back to itself (#/components/schemas/LoopB -> #/components/schemas/LoopA -> #/components/schemas/LoopB)  openapi/circular-ref
        hint: A chain of $ref must end at a definition; replace one of these references with the schema itself.  [error]",
        "openapi/cyclic.yaml:40:13  error  #/components/schemas/LoopB/$ref: reference "#/components/schemas/LoopA" leads back to itself (#/components/schemas/LoopA -> #/components/schemas/LoopB -> #/components/schemas/LoopA)  openapi/circular-ref
        hint: A chain of $ref must end at a definition; replace one of these references with the schema itself.  [error]",
      ]
    `)
    // A schema met again on its own path links to its entry in the Schemas section.
    const circular = (name: string) =>
      `<span class="api-circular" title="${name} contains itself; its fields are listed once"><a href="#schema-${name.toLowerCase()}">circular: ${name}</a></span>`
    expect(page.html).toContain(
      `<code class="api-property-name">parent</code> <span class="api-type">Node</span> ${circular('Node')}</span>`,
    )
    expect(page.html).toContain(
      `<code class="api-property-name">children</code> <span class="api-type">array of Node</span> ${circular('Node')}</span>`,
    )
    expect(page.html).toContain(`Schema: <span class="api-type">LoopA</span> ${circular('LoopA')}</p>`)
    expect(page.html).toContain('<section class="api-schema-entry" id="schema-node"><h3><code>Node</code></h3>')
  })
})

/** The html of one operation section. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<section class="api-operation" id="${id}">`)
  expect(start).toBeGreaterThanOrEqual(0)
  return html.slice(start, html.indexOf('</section>', start))
}

describe('samples of large bodies', () => {
  test('a long body is written once, in the Body tab; curl and fetch refer to it; long samples are plain', () => {
    const properties = Array.from({ length: 50 }, (_, i) => `          f${i}: { type: string, example: v${i} }`)
    const text = [
      'openapi: 3.0.3',
      'info: { title: T, version: "1" }',
      'servers: [{ url: "https://api.example.com" }]',
      'paths:',
      '  /things:',
      '    post:',
      '      requestBody:',
      '        content:',
      '          application/json:',
      '            schema:',
      '              type: object',
      '              properties:',
      ...properties.map((line) => `      ${line}`),
      '      responses:',
      "        '204': { description: Done }",
    ].join('\n')
    const page = compileText(text)
    expect(printed(page)).toEqual([])
    const samples = page.html.slice(page.html.indexOf('api-operation-samples'))
    const plain = samples.replace(/<[^>]+>/g, '')
    expect(plain).toContain("# body.json: the JSON of the Body tab\ncurl -X POST 'https://api.example.com/things' \\")
    expect(plain).toContain('  --data @body.json')
    expect(plain).toContain('// body: the object of the Body tab')
    expect(plain).toContain('  body: JSON.stringify(body),')
    expect(plain.match(/"f49": "v49"/g)).toHaveLength(1)
    // 52 lines of JSON: shown without highlighting (no language label, plain spans).
    expect(samples).toContain('<div class="code-block" data-language="text">')
  })
})

describe('the Markdown form of the reference (issue 27)', () => {
  test('has each operation with its samples as code, and none of the page-only controls', () => {
    const page = compileFixture('blog.yaml')
    const markdown = page.markdown ?? ''
    expect(markdown).toContain("**curl**\n\n```bash\ncurl -X GET 'https://localhost:1337/api/posts/{id}'\n```")
    expect(markdown).toContain('**JavaScript**\n\n```js\nconst response = await fetch(')
    expect(markdown).toContain('**200**\n\n```json\n{\n  "id": 1,')
    expect(markdown).not.toContain('Try it')
    expect(markdown).not.toContain('"method":"GET"')
    expect(markdown).not.toMatch(/^environment/m)
  })

  test('is not made when the site does not want it (llms off), and the page is otherwise the same', () => {
    const text = readFileSync(fileURLToPath(new URL('../../fixtures/openapi/blog.yaml', import.meta.url)), 'utf8')
    const input = { file: 'openapi/blog.yaml', text, route: '/openapi/' }
    const { markdown: _markdown, ...withForm } = compileOpenApi(input)
    const without = compileOpenApi({ ...input, markdownForm: false })
    expect(without.markdown).toBeUndefined()
    expect(without).toEqual(withForm)
  })
})
