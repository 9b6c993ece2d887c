import { beforeAll, describe, expect, test } from 'vitest'
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js'

/** A search fragment as written under assets/search/fragments/, in arrays (`model/search-index.ts`). */
interface Fragment {
  url: string
  title: string
  sections: [id: string, depth: number, heading: string, text: string][]
}

// Issue 21: `openapi: [{ spec, route }, ...]` with two documents (a 3.0 and a 3.1 one).
describe('two OpenAPI documents at two routes', () => {
  let site: FixtureBuild
  beforeAll(async () => {
    site = await buildFixture('openapi-two')
  }, 120_000)

  test('builds without diagnostics, one openapi route per document', () => {
    expect(site.diagnostics).toEqual([])
    const api = [...(site.result.graph?.routes.values() ?? [])].filter((node) => node.kind === 'openapi')
    expect(api.map((node) => `${node.path} ${node.source} ${node.title} ${node.outFile}`)).toEqual([
      '/api/blog openapi/blog.yaml Blog API api/blog/index.html',
      '/api/pets openapi/pets.yaml Pets 3.1 api/pets/index.html',
    ])
  })

  test('each page holds its own operations, in its content and in its operations navigation', () => {
    const blog = site.file('api/blog/index.html')
    const pets = site.file('api/pets/index.html')
    expect(blog).toContain('<title>Blog API | Two APIs</title>')
    expect(pets).toContain('<title>Pets 3.1 | Two APIs</title>')
    // Every operation is an anchor of its page and linked from its navigation, never on the other.
    for (const id of ['get-posts-id', 'delete-posts-id', 'get-comments', 'get-health']) {
      expect(blog, id).toContain(`id="${id}"`)
      expect(blog, id).toContain(`href="#${id}"`)
      expect(pets, id).not.toContain(`#${id}"`)
    }
    expect(pets).toContain('id="get-pets-petid"')
    expect(pets).toContain('href="#get-pets-petid"')
    expect(blog).not.toContain('get-pets-petid"')
  })

  test('each page has its own settings (primary colour) and its navbar entry marked current', () => {
    const blog = site.file('api/blog/index.html')
    const pets = site.file('api/pets/index.html')
    expect(blog).toContain('#4945FF')
    expect(blog).not.toContain('#0A7D48')
    expect(pets).toContain('#0A7D48')
    const current = (html: string) =>
      [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*aria-current="true"/g)].map((m) => m[1])
    expect(current(blog)).toContain('/api/blog/')
    expect(current(blog)).not.toContain('/api/pets/')
    expect(current(pets)).toContain('/api/pets/')
    expect(site.file('sitemap.xml')).toContain('<loc>https://two-apis.example/api/pets</loc>')
    expect(site.file('sitemap.xml')).toContain('<loc>https://two-apis.example/api/blog</loc>')
  })

  test('search has a record for each page and a section for each of its operations', () => {
    const fragments = [...site.writer.files.keys()]
      .filter((file) => file.startsWith('assets/search/fragments/'))
      .flatMap((file): Fragment[] => JSON.parse(site.file(file)))
    const byUrl = new Map(fragments.map((fragment) => [fragment.url, fragment]))
    expect([...byUrl.keys()].sort()).toEqual(['/', '/api/blog', '/api/pets'])
    const headings = (url: string) => byUrl.get(url)?.sections.map((section) => section[2]) ?? []
    expect(headings('/api/blog')).toEqual(
      expect.arrayContaining(['GET /posts/{id}', 'DELETE /posts/{id}', 'GET /comments', 'GET /health']),
    )
    expect(headings('/api/pets')).toContain('GET /pets/{petId}')
    expect(headings('/api/pets')).not.toContain('GET /comments')
  })
})
