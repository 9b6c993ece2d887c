import { describe, expect, it } from 'vitest'
import { docIdOf, joinRoute, outFileOf, routeOfDoc } from '../../../src/graph/index.js'

const route = (source: string, slug?: string, base = '/') =>
  routeOfDoc({
    source,
    file: `content/${source}`,
    frontmatter: { extra: {}, ...(slug === undefined ? {} : { slug }) },
    routeBasePath: base,
  })

describe('routeOfDoc', () => {
  it('maps a file to its path without extension', () => {
    expect(route('dev-docs/cli.md').path).toBe('/dev-docs/cli')
    expect(route('dev-docs/api/rest.mdx').path).toBe('/dev-docs/api/rest')
  })
  it('serves folder index pages at the folder URL', () => {
    expect(route('guides/index.md').path).toBe('/guides')
    expect(route('guides/README.md').path).toBe('/guides')
    expect(route('guides/guides.md').path).toBe('/guides')
    expect(route('index.md').path).toBe('/')
  })
  it('honours absolute and relative slugs', () => {
    expect(route('dev-docs/intro.md', '/').path).toBe('/')
    expect(
      route('user-docs/content-manager/introduction-to-content-manager.md', '/user-docs/content-manager').path,
    ).toBe('/user-docs/content-manager')
    expect(route('a/b.md', 'c').path).toBe('/a/c')
    expect(route('a/b/c.md', '../d').path).toBe('/a/d')
  })
  it('prefixes the route base path', () => {
    expect(route('cli.md', undefined, '/docs').path).toBe('/docs/cli')
    expect(route('x.md', '/', '/docs/').path).toBe('/docs')
  })
  it('rejects a slug that leaves the site root', () => {
    const r = route('a/b.md', '../../x')
    expect(r.path).toBe('/a/b')
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        code: 'routes/slug-escapes',
        message: 'slug "../../x" leaves the site\'s root',
        file: 'content/a/b.md',
      }),
    ])
  })
  it('rejects a slug with characters a URL cannot hold', () => {
    const r = route('a.md', '/hello world<x>')
    expect(r.diagnostics[0]?.code).toBe('routes/invalid-slug')
    expect(r.diagnostics[0]?.message).toBe('slug "/hello world<x>" contains characters a URL cannot hold')
  })
})

describe('helpers', () => {
  it('joins routes without doubled or trailing slashes', () => {
    expect(joinRoute('/', '/a/', 'b/')).toBe('/a/b')
    expect(joinRoute('/')).toBe('/')
  })
  it('maps routes to clean-URL files', () => {
    expect(outFileOf('/')).toBe('index.html')
    expect(outFileOf('/a/b')).toBe('a/b/index.html')
  })
  it('takes the doc id from the path, or the front matter id', () => {
    expect(docIdOf('dev-docs/cli.md', { extra: {} })).toBe('dev-docs/cli')
    expect(docIdOf('dev-docs/cli.md', { extra: {}, id: 'command-line' })).toBe('dev-docs/command-line')
  })
})
