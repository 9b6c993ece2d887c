import { beforeAll, describe, expect, it } from 'vitest'
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js'
import { VERSIONED_DOCUSAURUS_2_SITE } from '../helpers/versioned-site.js'

// Issue 25, docs versions: a versioned sidebars file as Docusaurus 1 and early Docusaurus 2 wrote
// it, every sidebar name and doc id prefixed with `version-<name>/`, which Docusaurus 2 reads as
// the version's own ids (facebook/relay's website kept such files for years).

/** A sidebar's links as `label -> href`, in order. */
const sidebarLinks = (html: string) =>
  [
    ...(/<nav[^>]*class="sidebar[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(
      /<a (?:class="[^"]*" )?href="([^"]+)"[^>]*>([^<]+)</g,
    ),
  ].map((m) => `${m[2]} -> ${m[1]}`)

const LEGACY_SITE: Record<string, string> = {
  ...VERSIONED_DOCUSAURUS_2_SITE,
  'docusaurus.config.js': (VERSIONED_DOCUSAURUS_2_SITE['docusaurus.config.js'] ?? '').replace(
    "  baseUrl: '/',",
    "  baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },",
  ),
  'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify(
    {
      'version-1.0/tutorialSidebar': [
        {
          type: 'category',
          label: 'Getting started',
          link: { type: 'doc', id: 'version-1.0/intro' },
          items: ['version-1.0/install', { type: 'doc', id: 'version-1.0/legacy', label: 'Old ways' }],
        },
        { type: 'link', label: 'Changelog', href: 'https://acme.test/changes' },
      ],
    },
    null,
    2,
  ),
  // Docusaurus reads a versioned sidebar's translations under its plain name.
  'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json': JSON.stringify({
    'sidebar.tutorialSidebar.category.Getting started': { message: 'Premiers pas' },
    'sidebar.tutorialSidebar.doc.Old ways': { message: 'Anciennes méthodes' },
  }),
}

describe('a legacy versioned sidebars file (version-<name>/ prefixes)', () => {
  let built: FixtureBuild
  beforeAll(async () => {
    built = await buildFixture(LEGACY_SITE)
  })

  it('builds the version with its sidebar whole: doc items, the shorthand and category links', () => {
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    expect(sidebarLinks(built.file('docs/1.0/install/index.html'))).toEqual([
      'Getting started -> /docs/1.0/intro',
      'Setup -> /docs/1.0/install',
      'Old ways -> /docs/1.0/legacy',
      'Changelog -> https://acme.test/changes',
    ])
    // Reading order follows it: the category's doc, then its items.
    expect(built.file('docs/1.0/intro/index.html')).toMatch(
      /class="pager-link pager-next[^"]*" href="\/docs\/1\.0\/install"/,
    )
  })

  it('names the sidebar as the other versions name theirs, without the prefix', () => {
    const ids = [...(built.result.graph?.sidebars.keys() ?? [])]
    expect(ids).toContain('version-1.0/tutorialSidebar')
    expect(ids.filter((id) => id.includes('version-1.0/version-1.0'))).toEqual([])
  })

  it('translates its labels with the keys Docusaurus gives them', async () => {
    const fr = await buildFixture(LEGACY_SITE, { locale: 'fr' })
    expect(fr.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    expect(sidebarLinks(fr.file('docs/1.0/install/index.html'))).toEqual([
      'Premiers pas -> /fr/docs/1.0/intro',
      'Setup -> /fr/docs/1.0/install',
      'Anciennes méthodes -> /fr/docs/1.0/legacy',
      'Changelog -> https://acme.test/changes',
    ])
  })

  it("leaves another version's prefix alone: Docusaurus has no doc of that id either", async () => {
    const wrong = await buildFixture({
      ...VERSIONED_DOCUSAURUS_2_SITE,
      'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ docs: ['version-2.0/intro', 'intro'] }),
    })
    expect(wrong.diagnostics.filter((d) => d.code === 'sidebar/unknown-doc').map((d) => d.message)).toEqual([
      expect.stringContaining('"version-2.0/intro"'),
    ])
  })
})
