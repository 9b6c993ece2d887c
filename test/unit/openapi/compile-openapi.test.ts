import { describe, expect, test } from 'vitest'
import { compileFixture, printed } from './helpers.js'

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

  test('headings: title, servers, one H2 per tag, one H3 per operation', () => {
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

  test('an operation is a section with the method and path in its H3', () => {
    expect(page.html).toContain(
      '<section class="api-operation" id="get-posts-id"><h3><span class="api-method api-method-get">GET</span> <code class="api-path">/posts/{id}</code></h3><p class="api-summary">Get a post</p>',
    )
  })

  test('parameters table: shared path parameter via $ref and an optional query parameter', () => {
    expect(section(page.html, 'get-posts-id')).toContain(
      '<tbody><tr><td><code>id</code></td><td>path</td><td><span class="api-type">integer (int64)</span></td><td>Yes</td><td><div class="api-description"><p>Identifier of the post.</p></div></td></tr></tbody>',
    )
    expect(section(page.html, 'get-comments')).toContain(
      '<tr><td><code>postId</code></td><td>query</td><td><span class="api-type">integer</span></td><td>No</td><td><div class="api-description"><p>Only comments of this post.</p></div></td></tr>',
    )
  })

  test('request body: content type, required marker, properties with enum, given example', () => {
    const patch = section(page.html, 'patch-posts-id')
    expect(patch).toContain(
      '<h4>Request body</h4><p class="api-media-type">Content type: <code>application/json</code></p>',
    )
    expect(patch).toContain('<p class="api-enum">Allowed values: <code>draft</code>, <code>published</code></p>')
    expect(patch).toContain('<pre tabindex="0"><code class="language-json">{\n  "title": "New title"\n}</code></pre>')
    expect(section(page.html, 'put-posts-id')).toContain(
      '<h4>Request body <span class="api-required">required</span></h4>',
    )
  })

  test('responses: status, schema properties with required markers, example from the schema', () => {
    const get = section(page.html, 'get-posts-id')
    expect(get).toContain('<span class="api-status api-status-2xx">200</span>')
    expect(get).toContain(
      '<code class="api-property-name">title</code> <span class="api-type">string</span> <span class="api-required">required</span></div><div class="api-description"><p>Headline.</p></div><p class="api-example-value">Example: <code>Hello</code></p>',
    )
    expect(get).toContain(
      '<pre tabindex="0"><code class="language-json">{\n  "id": 1,\n  "userId": 7,\n  "title": "Hello",\n  "body": "First post."\n}</code></pre>',
    )
    expect(section(page.html, 'delete-posts-id')).toContain('<span class="api-status api-status-2xx">204</span>')
  })

  test('an array response shows its item type and a sample built from property examples', () => {
    const list = section(page.html, 'get-comments')
    expect(list).toContain('Schema: <span class="api-type">array of Comment</span>')
    expect(list).toContain('<code class="api-property-name">email</code> <span class="api-type">string (email)</span>')
    expect(list).toContain('"email": "lea@example.com"')
  })

  test('servers: URL template and a row per variable with default and enum', () => {
    expect(page.html).toContain('<code class="api-server-url">{protocol}://localhost:1337/api</code>')
    expect(page.html).toContain(
      '<tr><td><code>environment</code></td><td><code>api</code></td><td><code>api</code>, <code>api.dev</code>, <code>api.staging</code></td><td><div class="api-description"><p>Deployment environment of the API.</p></div></td></tr>',
    )
    expect(page.html).toContain('<p class="api-version">Version 1.2.0</p>')
  })

  test('descriptions are escaped plain text, paragraphs kept', () => {
    expect(page.html).not.toContain('<script>')
    expect(page.html).toContain('<div class="api-description"><p>&#x3C;script>alert(1)&#x3C;/script></p></div>')
    expect(page.html).toContain(
      '<p>Posts and comments of a small blog. Used by the docsgen tests.</p><p>Second paragraph with &#x3C;b>markup&#x3C;/b> &#x26; an ampersand.</p>',
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
  test('a cyclic $ref renders as "circular reference to X" instead of looping', () => {
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
    expect(page.html).toContain(
      '<code class="api-property-name">parent</code> <span class="api-type">Node</span></div><p class="api-circular">circular reference to Node</p>',
    )
    expect(page.html).toContain(
      '<code class="api-property-name">children</code> <span class="api-type">array of Node</span></div><p class="api-circular">circular reference to Node</p>',
    )
    expect(page.html).toContain(
      'Schema: <span class="api-type">LoopA</span></p><p class="api-circular">circular reference to LoopA</p>',
    )
  })
})

/** The html of one operation section. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<section class="api-operation" id="${id}">`)
  expect(start).toBeGreaterThanOrEqual(0)
  return html.slice(start, html.indexOf('</section>', start))
}
