import { describe, expect, it } from 'vitest'
import { docIdOf, routeOfDoc } from '../../../src/graph/index.js'
import type { Frontmatter } from '../../../src/model/page.js'

// Issue 25: a Docusaurus site's pages keep the URLs Docusaurus gives them (its getSlug and
// numberPrefix rules), and their doc ids are the ones its sidebars files name.

const url = (source: string, frontmatter: Omit<Frontmatter, 'extra'> = {}, base = '/') =>
  routeOfDoc({
    source,
    file: `docs/${source}`,
    frontmatter: { extra: {}, ...frontmatter },
    routeBasePath: base,
    rules: 'docusaurus',
  }).path

describe('Docusaurus URLs', () => {
  it('drops number prefixes from files and folders, not dates or versions', () => {
    expect(url('01-intro.md')).toBe('/intro')
    expect(url('02 - Guides/003_setup.mdx')).toBe('/Guides/setup')
    expect(url('2024-01-05-release.md')).toBe('/2024-01-05-release')
    expect(url('1.2-notes.md')).toBe('/1.2-notes')
    // The docsgen rules keep them (a site of our own never had them dropped).
    expect(routeOfDoc({ source: '01-intro.md', file: 'x', frontmatter: { extra: {} }, routeBasePath: '/' }).path).toBe(
      '/01-intro',
    )
  })

  it('takes front matter id as the name, and resolves slugs against the folder', () => {
    expect(url('guides/setup.md', { id: 'getting-started' })).toBe('/guides/getting-started')
    expect(url('guides/setup.md', { slug: '/start' })).toBe('/start')
    expect(url('01-guides/setup.md', { slug: 'start' })).toBe('/guides/start')
    expect(url('guides/setup.md', { slug: '../top' })).toBe('/top')
    expect(url('user-docs/plugins/introduction-to-plugins.md', { slug: '/user-docs/plugins' })).toBe(
      '/user-docs/plugins',
    )
  })

  it('serves index, README and folder-named files at the folder, in any case', () => {
    expect(url('guides/index.md')).toBe('/guides')
    expect(url('guides/Index.md')).toBe('/guides')
    expect(url('guides/readme.md')).toBe('/guides')
    expect(url('Guides/guides.md')).toBe('/Guides')
    expect(url('01-guides/index.md')).toBe('/guides')
    // A slug wins over the folder rule; an id does not.
    expect(url('guides/index.md', { slug: 'overview' })).toBe('/guides/overview')
    expect(url('guides/index.md', { id: 'overview' })).toBe('/guides')
  })

  it('puts the routeBasePath in front', () => {
    expect(url('intro.md', {}, '/docs')).toBe('/docs/intro')
    expect(url('intro.md', { slug: '/' }, '/docs')).toBe('/docs')
  })

  it('names docs by folder (prefixes kept) and file (prefix dropped) or id', () => {
    expect(docIdOf('01-guides/02-setup.md', { extra: {} }, 'docusaurus')).toBe('01-guides/setup')
    expect(docIdOf('01-guides/02-setup.md', { extra: {}, id: 'install' }, 'docusaurus')).toBe('01-guides/install')
    expect(docIdOf('01-guides/02-setup.md', { extra: {} })).toBe('01-guides/02-setup')
  })
})
