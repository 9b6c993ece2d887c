import { describe, expect, it } from 'vitest'
import { compileRoute, matchRoute } from '../../../src/client/navigation/route-match.js'

describe('matchRoute', () => {
  it('matches static paths exactly, ignoring a trailing slash', () => {
    expect(matchRoute('/dev-docs/cli', '/dev-docs/cli')).toEqual({})
    expect(matchRoute('/dev-docs/cli', '/dev-docs/cli/')).toEqual({})
    expect(matchRoute('/dev-docs/cli', '/dev-docs/cli/more')).toBeNull()
    expect(matchRoute('/dev-docs/cli', '/dev-docs/cl')).toBeNull()
    expect(matchRoute('/', '/')).toEqual({})
    expect(matchRoute('/', '/x')).toBeNull()
  })

  it('matches a prefix on a segment boundary when not exact', () => {
    const underUserDocs = compileRoute('/user-docs', { exact: false })
    expect(underUserDocs('/user-docs')).toEqual({})
    expect(underUserDocs('/user-docs/intro')).toEqual({})
    expect(underUserDocs('/user-docs-old')).toBeNull()
    expect(matchRoute('/', '/anything', { exact: false })).toEqual({})
    expect(matchRoute('/docs/', '/docs/a', { exact: false })).toEqual({})
    expect(matchRoute('/docs/', '/doc', { exact: false })).toBeNull()
  })

  it('captures named parameters: one segment, optional, and any number of segments', () => {
    expect(matchRoute('/:area/:slug', '/dev-docs/cli')).toEqual({ area: 'dev-docs', slug: 'cli' })
    expect(matchRoute('/:area/:slug', '/dev-docs')).toBeNull()
    expect(matchRoute('/posts/:id?', '/posts')).toEqual({})
    expect(matchRoute('/posts/:id?', '/posts/7')).toEqual({ id: '7' })
    expect(matchRoute('/user-docs/:rest*', '/user-docs')).toEqual({})
    expect(matchRoute('/user-docs/:rest*', '/user-docs/content-manager/writing')).toEqual({
      rest: 'content-manager/writing',
    })
    expect(matchRoute('/api/*', '/api/rest/populate')).toEqual({ '*': 'rest/populate' })
    expect(matchRoute('/:area/:rest*', '/dev-docs/api/rest', { exact: false })).toMatchObject({ area: 'dev-docs' })
  })

  it('decodes parameters and treats pattern text literally', () => {
    expect(matchRoute('/tags/:tag', '/tags/caf%C3%A9')).toEqual({ tag: 'café' })
    expect(matchRoute('/tags/:tag', '/tags/%E0%A4%A')).toEqual({ tag: '%E0%A4%A' })
    expect(matchRoute('/v1.0/(x)', '/v1.0/(x)')).toEqual({})
    expect(matchRoute('/v1.0/(x)', '/v1x0/(x)')).toBeNull()
  })
})
