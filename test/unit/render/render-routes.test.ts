import { describe, expect, it } from 'vitest'
import { DocsgenError } from '../../../src/diagnostics/error.js'
import type { Theme } from '../../../src/render/index.js'
import * as defaultTheme from '../../../theme/index.js'
import { renderAll, sampleInput } from './sample-site.js'

describe('renderPages', () => {
  it('renders every route, in path order, to its output file', async () => {
    const pages = await renderAll(sampleInput(), defaultTheme satisfies Theme)
    expect(pages.map((page) => [page.path, page.outFile])).toEqual([
      ['/', 'index.html'],
      ['/404', '404.html'],
      ['/dev-docs/configurations/database', 'dev-docs/configurations/database/index.html'],
      [
        '/dev-docs/migration/v4/migration-guide-4.0.6-to-4.1.8',
        'dev-docs/migration/v4/migration-guide-4.0.6-to-4.1.8/index.html',
      ],
      ['/openapi/', 'openapi/index.html'],
      ['/search', 'search/index.html'],
      ['/snippets/install-npm-yarn', 'snippets/install-npm-yarn/index.html'],
      ['/status', 'status/index.html'],
      ['/user-docs/intro', 'user-docs/intro/index.html'],
    ])
    const database = pages.find((page) => page.path === '/dev-docs/configurations/database')?.html ?? ''
    expect(database).toContain('<title>Database | Strapi Documentation</title>')
    expect(database).toContain('<a href="/dev-docs/configurations/database" aria-current="page">Database</a>')
    expect(database).toContain(
      '<a class="hash-link" href="#examples" aria-label="Direct link to Examples &amp; more">#</a>',
    )
    expect(pages.find((page) => page.path === '/404')?.html).toContain('<h1>Page Not Found</h1>')
  })

  it('wraps a theme failure with the page it happened on', async () => {
    const broken: Theme = {
      themeInfo: { name: 'broken', version: '0' },
      renderPage: () => {
        throw new Error('boom')
      },
    }
    let caught: unknown
    try {
      await renderAll(sampleInput(), broken)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(DocsgenError)
    const error = caught as DocsgenError
    expect(error.diagnostic.code).toBe('render/failed')
    expect(error.diagnostic.message).toBe('Could not render content/dev-docs/intro.md: boom')
    expect((error.cause as Error).message).toBe('boom')
  })
})
