import { describe, expect, it } from 'vitest'
import { renderRobots, renderSitemap } from '../../../src/render/index.js'
import { sampleConfig, sampleGraph } from './sample-site.js'

describe('renderSitemap', () => {
  it('lists content routes as sorted absolute URLs, without 404 and search', () => {
    const xml = renderSitemap(sampleGraph(), sampleConfig({ baseUrl: '/docs/' }))
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://docs.example.com/docs/',
      'https://docs.example.com/docs/dev-docs/configurations/database',
      'https://docs.example.com/docs/dev-docs/migration/v4/migration-guide-4.0.6-to-4.1.8',
      'https://docs.example.com/docs/openapi/',
      'https://docs.example.com/docs/snippets/install-npm-yarn',
      'https://docs.example.com/docs/status',
      'https://docs.example.com/docs/user-docs/intro',
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
  })

  it('is empty when the site is not to be indexed', () => {
    expect(renderSitemap(sampleGraph(), sampleConfig({ noIndex: true }))).not.toContain('<url>')
  })
})

describe('renderRobots', () => {
  it('allows all and points at the sitemap', () => {
    expect(renderRobots(sampleConfig())).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n',
    )
  })

  it('disallows all when noIndex', () => {
    expect(renderRobots(sampleConfig({ noIndex: true }))).toBe('User-agent: *\nDisallow: /\n')
  })
})
