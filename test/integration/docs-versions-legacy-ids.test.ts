import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/build-fixture.js'
import { VERSIONED_DOCUSAURUS_2_SITE } from '../helpers/versioned-site.js'

// Issue 25, docs versions: the `version-<name>/` ids of a legacy versioned sidebars file (see
// docs-versions-legacy-sidebars.test.ts) written elsewhere too, as Docusaurus 2 reads them. Its
// versioned sidebars keep their prefixed names, so a doc's `displayed_sidebar` and a navbar
// `docSidebar` item name them so; `pagination_next`/`pagination_prev` find a versioned doc by its
// prefixed id or its own (createDocsByIdIndex). A navbar `doc` item never takes the prefix: its
// docs are found by their ids inside their version, and Docusaurus stops the build.

/** A sidebar's links as `label -> href`, in order. */
const sidebarLinks = (html: string) =>
  [
    ...(/<nav[^>]*class="sidebar[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(
      /<a (?:class="[^"]*" )?href="([^"]+)"[^>]*>([^<]+)</g,
    ),
  ].map((m) => `${m[2]} -> ${m[1]}`)

const pager = (html: string, which: 'prev' | 'next') =>
  new RegExp(`class="pager-link pager-${which}[^"]*" href="([^"]+)"`).exec(html)?.[1]

/** The navbar links of a page: `[label, href]`. */
const navbarLinks = (html: string): [string, string][] =>
  [
    ...(/<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '').matchAll(
      /<a class="navbar-link[^"]*" href="([^"]+)"[^>]*>([^<]+)</g,
    ),
  ].map((m) => [m[2] ?? '', m[1] ?? ''])

/** The versioned site with a legacy 1.0 sidebars file and 1.0 docs naming its ids with the prefix. */
function legacySite(options: { navbarItems?: string; lastIs10?: boolean } = {}): Record<string, string> {
  const config = VERSIONED_DOCUSAURUS_2_SITE['docusaurus.config.js'] ?? ''
  const withItems = config.replace(
    "{ type: 'docsVersionDropdown', position: 'right' },",
    `{ type: 'docsVersionDropdown', position: 'right' }, ${options.navbarItems ?? ''}`,
  )
  expect(withItems).not.toBe(config)
  return {
    ...VERSIONED_DOCUSAURUS_2_SITE,
    'docusaurus.config.js': withItems,
    // A site that kept 1.0 as its last release, as one moved over from Docusaurus 1 often has.
    ...(options.lastIs10 ? { 'versions.json': JSON.stringify(['1.0']) } : {}),
    'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({
      'version-1.0/docs': ['version-1.0/intro', 'version-1.0/install'],
      'version-1.0/other': ['version-1.0/legacy'],
    }),
    'versioned_docs/version-1.0/intro.md':
      '---\npagination_next: version-1.0/legacy\n---\n\n# Introduction\n\nVersion one. See [install](./install.md).\n',
    'versioned_docs/version-1.0/legacy.md':
      '---\ndisplayed_sidebar: version-1.0/docs\npagination_prev: version-1.0/install\n---\n\n# Legacy\n\nOnly in 1.0.\n',
  }
}

describe('version-<name>/ ids in the front matter of a legacy version’s docs', () => {
  it.each([
    ['an older version', false, 'docs/1.0'],
    ['the last version', true, 'docs'],
  ])('resolve in %s: displayed_sidebar, pagination_next and pagination_prev', async (_, lastIs10, base) => {
    const built = await buildFixture(legacySite({ lastIs10 }))
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    const legacy = built.file(`${base}/legacy/index.html`)
    // Shown with the sidebar it names, not the one that lists it.
    expect(sidebarLinks(legacy)).toEqual([`Introduction -> /${base}/intro`, `Setup -> /${base}/install`])
    expect(pager(legacy, 'prev')).toBe(`/${base}/install`)
    expect(pager(built.file(`${base}/intro/index.html`), 'next')).toBe(`/${base}/legacy`)
  })

  it("warns of another version's prefix, as of any id of no doc of the version", async () => {
    const site = legacySite()
    const built = await buildFixture({
      ...site,
      'versioned_docs/version-1.0/legacy.md':
        '---\ndisplayed_sidebar: version-2.0/tutorialSidebar\npagination_next: version-2.0/intro\n---\n\n# Legacy\n\nOnly in 1.0.\n',
    })
    const warnings = built.diagnostics.filter((d) => d.severity === 'warning')
    expect(warnings.map((d) => [d.code, d.file, d.message, d.hint])).toEqual([
      [
        'sidebar/unknown-displayed-sidebar',
        'versioned_docs/version-1.0/legacy.md',
        'displayed_sidebar "version-2.0/tutorialSidebar" is not a sidebar of this site',
        // The sidebars of the doc's own version, as they can be written.
        'Use one of: docs, other.',
      ],
      [
        'sidebar/unknown-pagination-doc',
        'versioned_docs/version-1.0/legacy.md',
        'pagination_next "version-2.0/intro" is not a doc of version 1.0; the link is left out',
        expect.stringContaining('a doc of the same version'),
      ],
    ])
    expect(pager(built.file('docs/1.0/legacy/index.html'), 'next')).toBeUndefined()
  })
})

describe('version-<name>/ ids in navbar items', () => {
  it("a docSidebar item's sidebarId names the last version's legacy sidebar", async () => {
    const built = await buildFixture(
      legacySite({
        lastIs10: true,
        navbarItems: "{ type: 'docSidebar', sidebarId: 'version-1.0/docs', label: 'Old docs', position: 'left' },",
      }),
    )
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    for (const page of ['index.html', 'docs/legacy/index.html', 'docs/next/intro/index.html'])
      expect(navbarLinks(built.file(page))).toContainEqual(['Old docs', '/docs/intro'])
  })

  it("a doc item's docId with the prefix is no doc, as in Docusaurus: the message says what to write", async () => {
    const built = await buildFixture(
      legacySite({
        lastIs10: true,
        navbarItems: "{ type: 'doc', docId: 'version-1.0/legacy', label: 'Legacy', position: 'left' },",
      }),
    )
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([
      {
        severity: 'error',
        code: 'links/broken-link',
        file: 'docusaurus.config.js',
        // The index is the config's, which counts the docsVersionDropdown docsgen's navbar has no item for.
        message: 'themeConfig.navbar.items[2]: docId "version-1.0/legacy" is not a doc of the last docs version',
        hint: 'Write the id without its version\'s prefix ("legacy"): a navbar item links to that doc in the version shown, else in the last version.',
      },
    ])
  })
})
