import { beforeAll, describe, expect, it } from 'vitest'
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js'
import { VERSIONED_DOCUSAURUS_2_SITE } from '../helpers/versioned-site.js'

// Issue 25, docs versions: the navbar's `docsVersion` item, as Docusaurus's DocsVersionNavbarItem
// shows it: the version of the page being read (else the last version), its label, its main doc.

/** The navbar links of a page that are not the version menu's: `[label, href]`. */
function navbarLinks(html: string): [string, string][] {
  const navbar = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
  return [...navbar.matchAll(/<a class="navbar-link[^"]*" href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => [
    m[2] ?? '',
    m[1] ?? '',
  ])
}

const withItems = (items: string, files: Record<string, string> = VERSIONED_DOCUSAURUS_2_SITE) => ({
  ...files,
  'docusaurus.config.js': (files['docusaurus.config.js'] ?? '').replace(
    "{ type: 'docsVersionDropdown', position: 'right' },",
    items,
  ),
})

describe('a docsVersion navbar item without a `to`', () => {
  let built: FixtureBuild
  beforeAll(async () => {
    built = await buildFixture(
      withItems(`{ type: 'docsVersion', position: 'left' },
        { type: 'docsVersion', label: 'Changelog', to: 'https://acme.test/changes', position: 'right' },
        { type: 'docsVersion', to: '/docs/next/guides/new-feature', position: 'right' },
        { type: 'dropdown', label: 'More', position: 'right', items: [{ type: 'docsVersion', label: 'This version' }] },`),
    )
  })

  it('links to the main doc of the version being read, labelled with its label', () => {
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    expect(built.diagnostics.map((d) => d.message).join('\n')).not.toContain('docsVersion')
    expect(navbarLinks(built.file('docs/1.0/legacy/index.html'))).toEqual([
      ['Docs', '/docs/1.0/intro'],
      ['1.0', '/docs/1.0/intro'],
      ['Changelog', 'https://acme.test/changes'],
      // A `to` of its own, still labelled with the version read.
      ['1.0', '/docs/next/guides/new-feature'],
    ])
    expect(navbarLinks(built.file('docs/next/guides/install/index.html'))).toContainEqual(['Next', '/docs/next/intro'])
    // In a dropdown too.
    expect(built.file('docs/1.0/legacy/index.html')).toMatch(
      /<a class="dropdown-link dropdown__link" href="\/docs\/1\.0\/intro"[^>]*>This version<\/a>/,
    )
  })

  it('shows the last version on pages of no version', () => {
    expect(navbarLinks(built.file('index.html'))).toContainEqual(['2.0', '/docs/intro'])
    expect(navbarLinks(built.file('search/index.html'))).toContainEqual(['2.0', '/docs/intro'])
  })

  it('is active on its main doc only, not across the version', () => {
    const active = (html: string) =>
      /<a class="navbar-link[^"]*navbar-link-active[^"]*" href="([^"]+)"[^>]*>1\.0</.exec(html)?.[1]
    expect(active(built.file('docs/1.0/intro/index.html'))).toBe('/docs/1.0/intro')
    expect(active(built.file('docs/1.0/legacy/index.html'))).toBeUndefined()
  })
})

describe('the main doc of a version, as Docusaurus picks it', () => {
  it('is the doc at the version root, else the first doc of its first sidebar', async () => {
    const built = await buildFixture(
      withItems("{ type: 'docsVersion', position: 'left' }, { type: 'docsVersionDropdown', position: 'right' },", {
        ...VERSIONED_DOCUSAURUS_2_SITE,
        // 2.0's first sidebar starts with a category without a doc; its root is `welcome`.
        'versioned_docs/version-2.0/welcome.md': '---\nslug: /\n---\n\n# Welcome\n\nVersion two.\n',
        'versioned_sidebars/version-2.0-sidebars.json': JSON.stringify({
          tutorialSidebar: [
            { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/install'] },
            'intro',
            'welcome',
          ],
        }),
        // Next's first sidebar: its first doc is a category's own doc.
        'sidebars.js': `module.exports = {
  tutorialSidebar: [{ type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/install' }, items: ['guides/new-feature'] }, 'intro'],
};
`,
      }),
    )
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    const item = (html: string, label: string) => navbarLinks(html).find(([text]) => text === label)?.[1]
    expect(item(built.file('index.html'), '2.0')).toBe('/docs')
    expect(item(built.file('docs/next/intro/index.html'), 'Next')).toBe('/docs/next/guides/install')
    // The version menu leads there too from a page the version lacks.
    expect(built.file('docs/next/guides/new-feature/index.html')).toMatch(
      /<a class="dropdown-link dropdown__link" href="\/docs"[^>]*>2\.0<\/a>/,
    )
  })

  it('is the only version’s, labelled with its label, on a site of one version', async () => {
    const built = await buildFixture({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3.5.2' } }),
      'docusaurus.config.js': `module.exports = {
  title: 'One',
  url: 'https://one.test',
  baseUrl: '/',
  presets: [['classic', { docs: { versions: { current: { label: 'Latest' } } }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'docsVersion', position: 'right' }] } },
};
`,
      'docs/b.md': '# B\n',
      'docs/a.md': '# A\n',
    })
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    // No sidebars file: one sidebar of every doc, `a` first.
    expect(navbarLinks(built.file('docs/b/index.html'))).toEqual([['Latest', '/docs/a']])
  })
})
