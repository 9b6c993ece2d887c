import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mapDocusaurusConfig } from '../../../src/config/docusaurus/map-config.js'
import { resolveConfig } from '../../../src/config/index.js'
import { DocsgenErrors } from '../../../src/diagnostics/index.js'

// Issue 25: a Docusaurus config's blog plugin (the classic preset's `blog`, or
// @docusaurus/plugin-content-blog) read as docsgen's `blog` settings.

const ROOT = path.resolve('/site')
const classic = (options: Record<string, unknown>) => ({ presets: [['classic', options]] })

describe('a Docusaurus config’s blog', () => {
  it('is on with Docusaurus’s defaults (posts in blog/) unless the preset turns it off', () => {
    expect(mapDocusaurusConfig({}, ROOT).config.blog).toEqual({})
    expect(mapDocusaurusConfig(classic({ blog: {} }), ROOT).config.blog).toEqual({ dir: 'blog' })
    expect(mapDocusaurusConfig(classic({ blog: false }), ROOT).config.blog).toBe(false)
    const resolved = resolveConfig(mapDocusaurusConfig({}, ROOT).config, { rootDir: ROOT })
    expect(resolved.blog).toMatchObject({ dir: 'blog', routeBasePath: '/blog', postsPerPage: 10, sidebarCount: 5 })
  })

  it('maps the options docsgen applies', () => {
    const mapped = mapDocusaurusConfig(
      classic({
        blog: {
          path: './news',
          routeBasePath: '/updates/',
          blogTitle: 'Updates',
          blogDescription: 'What changed',
          postsPerPage: 'ALL',
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          showReadingTime: false,
          authorsMapPath: 'people.yml',
          editUrl: 'https://github.com/acme/site/tree/main/',
          feedOptions: { type: 'rss' },
          include: ['**/*.md'],
        },
      }),
      ROOT,
    )
    expect(mapped.config.blog).toEqual({
      dir: 'news',
      routeBasePath: '/updates',
      title: 'Updates',
      description: 'What changed',
      postsPerPage: 'ALL',
      sidebarCount: 'ALL',
      sidebarTitle: 'All posts',
      showReadingTime: false,
      authorsFile: 'people.yml',
      editUrl: 'https://github.com/acme/site/tree/main/news/',
      feeds: ['rss'],
    })
    // Which files are posts stays docsgen's (Markdown files, but `_` ones): said, never silently ignored.
    expect(mapped.unmapped).toEqual(['presets[0].blog.include'])
  })

  it('reads the feed types as Docusaurus does, and notes what docsgen does not make', () => {
    const feeds = (feedOptions: unknown) => mapDocusaurusConfig(classic({ blog: { feedOptions } }), ROOT)
    expect(feeds({ type: 'all' }).config.blog).toMatchObject({ feeds: ['rss', 'atom'] })
    expect(feeds({ type: null }).config.blog).toMatchObject({ feeds: [] })
    expect(feeds({ type: ['atom', 'json'] }).config.blog).toMatchObject({ feeds: ['atom'] })
    expect(feeds({ type: ['atom', 'json'] }).unmapped).toEqual(['presets[0].blog.feedOptions.type'])
    expect(feeds({ copyright: '© Acme' }).unmapped).toEqual(['presets[0].blog.feedOptions (besides type)'])
    const other = mapDocusaurusConfig(
      {
        plugins: [
          [
            '@docusaurus/plugin-content-blog',
            { path: 'changelog', sortPosts: 'ascending', tagsBasePath: 'tags', blogListComponent: '@theme/X' },
          ],
        ],
      },
      ROOT,
    )
    expect(other.config.blog).toEqual({ dir: 'changelog' })
    expect(other.unmapped).toEqual(['plugins[0].sortPosts', 'plugins[0].blogListComponent'])
  })

  it('rejects a blog folder that holds the docs', () => {
    expect(() =>
      resolveConfig({ docs: { contentDir: 'content/docs' }, blog: { dir: 'content' } }, { rootDir: ROOT }),
    ).toThrow(DocsgenErrors)
  })
})
