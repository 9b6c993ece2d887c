import { beforeAll, describe, expect, it } from 'vitest'
import { SearchEngine } from '../../src/client/search/engine.js'
import { loadConfig } from '../../src/config/index.js'
import { SEARCH_INDEX_DIR, type SearchManifest } from '../../src/model/search-index.js'
import { buildFixture, type FixtureBuild, writeSite } from '../helpers/build-fixture.js'
import { VERSIONED_DOCUSAURUS_2_SITE, VERSIONED_DOCUSAURUS_3_SITE } from '../helpers/versioned-site.js'

// Issue 25, docs versions: a Docusaurus site's versions.json, versioned_docs/ and
// versioned_sidebars/ built as Docusaurus builds them, and the same from docsgen's own config.

/** The `<details>` version menu of a page: each entry's label, href and whether it is the active one. */
function versionMenu(html: string): { label: string; href: string; active: boolean }[] {
  const menu =
    /<details class="navbar-dropdown[^"]*"(?: data-docs-area="[^"]*")?(?: data-open-class="[^"]*")?><summary class="navbar-link[^"]*"><span class="sr-only">Docs version: <\/span>[\s\S]*?<\/details>/.exec(
      html,
    )?.[0] ?? ''
  return [
    ...menu.matchAll(
      /<a class="dropdown-link(?: dropdown__link)?( dropdown-link-active)?[^"]*" href="([^"]+)"[^>]*>([^<]+)<\/a>/g,
    ),
  ].map((m) => ({ label: m[3] ?? '', href: m[2] ?? '', active: m[1] !== undefined }))
}

const article = (html: string) => /<article class="doc-article">[\s\S]*?<\/article>/.exec(html)?.[0] ?? ''
/** The pages a sidebar links to (a category's toggle, which links to its first page without JavaScript, left out). */
const sidebarLinks = (html: string) =>
  [...(/<nav[^>]*class="sidebar[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<a [^>]*>/g)]
    .filter((m) => !m[0].includes('data-sidebar-toggle'))
    .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])

describe('a Docusaurus 2 site with versions.json (current "Next", 2.0 the last version, 1.0)', () => {
  let built: FixtureBuild
  beforeAll(async () => {
    built = await buildFixture(VERSIONED_DOCUSAURUS_2_SITE)
  })

  it('builds every version at its path: the last at /docs, current at /docs/next, older at /docs/<name>', () => {
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    expect(built.diagnostics.map((d) => d.message).join('\n')).not.toContain('versions')
    expect([...(built.result.graph?.routes.keys() ?? [])].filter((p) => p.startsWith('/docs'))).toEqual([
      '/docs/1.0/install',
      '/docs/1.0/intro',
      '/docs/1.0/legacy',
      '/docs/guides/install',
      '/docs/intro',
      '/docs/next/guides/install',
      '/docs/next/guides/new-feature',
      '/docs/next/intro',
    ])
  })

  it('gives each version its own sidebars, from its versioned_sidebars file', () => {
    expect(sidebarLinks(built.file('docs/1.0/intro/index.html'))).toEqual([
      '/docs/1.0/intro',
      '/docs/1.0/install',
      '/docs/1.0/legacy',
    ])
    expect(sidebarLinks(built.file('docs/intro/index.html'))).toEqual(['/docs/intro', '/docs/guides/install'])
    expect(sidebarLinks(built.file('docs/next/intro/index.html'))).toEqual([
      '/docs/next/intro',
      '/docs/next/guides/install',
      '/docs/next/guides/new-feature',
    ])
    // Previous/next follow the version's own sidebar.
    expect(built.file('docs/1.0/install/index.html')).toMatch(/href="\/docs\/1\.0\/legacy"[^>]*>[\s\S]*?Legacy/)
  })

  it('resolves a relative .md link of a versioned doc in its version', () => {
    expect(article(built.file('docs/1.0/intro/index.html'))).toContain('<a href="/docs/1.0/install">install</a>')
    const two = article(built.file('docs/intro/index.html'))
    expect(two).toContain('<a href="/docs/guides/install">install</a>')
    expect(two).toContain('<a href="/docs/guides/install#flags">the same</a>')
    expect(article(built.file('docs/next/intro/index.html'))).toContain(
      '<a href="/docs/next/guides/install">install</a>',
    )
  })

  it('lists the versions in the menu, each linking to the same doc in it, else to its first doc', () => {
    expect(versionMenu(built.file('docs/next/guides/install/index.html'))).toEqual([
      { label: 'Next', href: '/docs/next/guides/install', active: true },
      { label: '2.0', href: '/docs/guides/install', active: false },
      // 1.0 has no guides/install: its first doc.
      { label: '1.0', href: '/docs/1.0/intro', active: false },
    ])
    expect(versionMenu(built.file('docs/1.0/legacy/index.html'))).toEqual([
      { label: 'Next', href: '/docs/next/intro', active: false },
      { label: '2.0', href: '/docs/intro', active: false },
      { label: '1.0', href: '/docs/1.0/legacy', active: true },
    ])
    // Outside the docs, the menu shows the last version.
    expect(versionMenu(built.file('search/index.html')).find((item) => item.active)?.label).toBe('2.0')
  })

  it('shows the badge, and a banner on versions other than the last one, linking to the same doc there', () => {
    const next = article(built.file('docs/next/intro/index.html'))
    expect(next).toContain('Version: Next')
    expect(next).toContain('These docs are for Acme Next, a version not released yet.')
    expect(next).toContain('<a href="/docs/intro">the latest version (2.0)</a>')
    const old = article(built.file('docs/1.0/install/index.html'))
    expect(old).toContain('These docs are for Acme 1.0, a version no longer maintained.')
    // 2.0 has no doc of id "install": its first doc.
    expect(old).toContain('<a href="/docs/intro">the latest version (2.0)</a>')
    const last = article(built.file('docs/intro/index.html'))
    expect(last).toContain('Version: 2.0')
    expect(last).not.toContain('version-banner')
  })

  it('links "Edit this page" of a versioned doc to its file in versioned_docs, as Docusaurus does', () => {
    expect(article(built.file('docs/1.0/intro/index.html'))).toContain(
      'href="https://github.com/acme/docs/edit/main/versioned_docs/version-1.0/intro.md"',
    )
    expect(article(built.file('docs/next/intro/index.html'))).toContain(
      'href="https://github.com/acme/docs/edit/main/docs/intro.md"',
    )
  })

  it("points the navbar's doc item at the doc of the version being read", () => {
    const navbarDocs = (html: string) => /<a class="navbar-link[^"]*" href="([^"]+)"[^>]*>Docs</.exec(html)?.[1]
    expect(navbarDocs(built.file('docs/1.0/legacy/index.html'))).toBe('/docs/1.0/intro')
    expect(navbarDocs(built.file('docs/next/intro/index.html'))).toBe('/docs/next/intro')
    expect(navbarDocs(built.file('search/index.html'))).toBe('/docs/intro')
  })

  it("tags each page's search records with its version, and searches the version being read", async () => {
    const manifest = JSON.parse(built.file(`${SEARCH_INDEX_DIR}/manifest.json`)) as SearchManifest
    expect(manifest.docsVersion).toBe('2.0')
    expect(manifest.versions).toEqual({ 0: 'current', 1: '2.0', 2: '1.0' })
    expect(built.file('docs/1.0/intro/index.html')).toContain('<meta name="docsearch:version" content="1.0"/>')
    expect(built.file('search/index.html')).not.toContain('docsearch:version')
    const engine = new SearchEngine('/', async (url) => JSON.parse(built.file(url.replace(/^\//, ''))))
    const urls = async (query: string, version?: string) =>
      (await engine.top(query, 10, { version })).pages.map((page) => page.url)
    expect(await urls('quokka', '1.0')).toEqual(['/docs/1.0/install'])
    expect(await urls('quokka', '2.0')).toEqual(['/docs/guides/install'])
    // A page of no version (the search page): the last version's.
    expect(await urls('quokka')).toEqual(['/docs/guides/install'])
    const next = await urls('install', 'current')
    expect(next).toContain('/docs/next/guides/install')
    expect(next.filter((url) => !url.startsWith('/docs/next/'))).toEqual([])
  })

  it('lists every version in the sitemap', () => {
    const sitemap = built.file('sitemap.xml')
    for (const path of ['/docs/intro', '/docs/next/intro', '/docs/1.0/legacy'])
      expect(sitemap).toContain(`https://docs.acme.test${path}<`)
  })

  it('checks the links of every version (check-links)', async () => {
    const { diagnostics } = await buildFixture(VERSIONED_DOCUSAURUS_2_SITE, { mode: 'check' })
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
  })
})

describe('a Docusaurus 3 site with versions options', () => {
  let built: FixtureBuild
  beforeAll(async () => {
    built = await buildFixture(VERSIONED_DOCUSAURUS_3_SITE)
  })

  it("honours lastVersion: 'current', the labels, noIndex and the autogenerated versioned sidebar", () => {
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    const routes = [...(built.result.graph?.routes.keys() ?? [])].filter((p) => p.startsWith('/docs'))
    expect(routes).toEqual(['/docs/1.0/intro', '/docs/api', '/docs/intro'])
    expect(versionMenu(built.file('docs/api/index.html'))).toEqual([
      { label: '3.x', href: '/docs/api', active: true },
      { label: '1.x', href: '/docs/1.0/intro', active: false },
    ])
    const old = built.file('docs/1.0/intro/index.html')
    expect(old).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(article(old)).toContain('These docs are for Beta 1.x, a version no longer maintained.')
    expect(sidebarLinks(old)).toEqual(['/docs/1.0/intro'])
    expect(built.file('sitemap.xml')).not.toContain('/docs/1.0/')
    expect(article(built.file('docs/intro/index.html'))).not.toContain('version-banner')
  })

  it('builds only the versions onlyIncludeVersions names, and leaves the current docs out when asked', async () => {
    const only = await buildFixture({
      ...VERSIONED_DOCUSAURUS_3_SITE,
      'docusaurus.config.mjs': (VERSIONED_DOCUSAURUS_3_SITE['docusaurus.config.mjs'] ?? '').replace(
        "lastVersion: 'current',",
        "lastVersion: '1.0', includeCurrentVersion: false,",
      ),
    })
    const routes = [...(only.result.graph?.routes.keys() ?? [])].filter((p) => p.startsWith('/docs'))
    expect(routes).toEqual(['/docs/intro'])
    expect(article(only.file('docs/intro/index.html'))).toContain('Old docs.')
    expect(article(only.file('docs/intro/index.html'))).not.toContain('version-banner')
  })
})

describe('version problems of a Docusaurus site, told in its terms', () => {
  it('points at the option in docusaurus.config, and at the entry of versions.json (exit 2)', async () => {
    const config = (VERSIONED_DOCUSAURUS_3_SITE['docusaurus.config.mjs'] ?? '').replace(
      "lastVersion: 'current',",
      "lastVersion: 'current',\n          onlyIncludeVersions: ['1.0'],",
    )
    await expect(
      loadConfig({ rootDir: await writeSite({ ...VERSIONED_DOCUSAURUS_3_SITE, 'docusaurus.config.mjs': config }) }),
    ).rejects.toMatchObject({
      exitCode: 2,
      diagnostics: [
        expect.objectContaining({
          file: 'docusaurus.config.mjs',
          position: { line: 11, column: 11 },
          message: expect.stringMatching(
            /^docusaurus\.config\.mjs:11: presets\[0\]\.docs\.lastVersion: lastVersion "current" is not among onlyIncludeVersions/,
          ),
        }),
      ],
    })
    const repeated = { ...VERSIONED_DOCUSAURUS_2_SITE, 'versions.json': '[\n  "2.0",\n  "1.0",\n  "1.0"\n]\n' }
    await expect(loadConfig({ rootDir: await writeSite(repeated) })).rejects.toMatchObject({
      exitCode: 2,
      diagnostics: [expect.objectContaining({ file: 'versions.json', position: { line: 4, column: 3 } })],
    })
  })
})

describe('a docs version without docs', () => {
  it('is a config error naming its folder (Docusaurus), not a menu entry to a page never built', async () => {
    const site = Object.fromEntries(
      Object.entries(VERSIONED_DOCUSAURUS_2_SITE).filter(([file]) => !file.includes('version-1.0')),
    )
    // A folder of hidden files and partials only: no page.
    const empty = { ...site, 'versioned_docs/version-1.0/.gitkeep': '', 'versioned_docs/version-1.0/_part.md': 'x\n' }
    await expect(loadConfig({ rootDir: await writeSite(empty) })).rejects.toMatchObject({
      exitCode: 2,
      diagnostics: [
        {
          severity: 'error',
          code: 'config/version-without-docs',
          file: 'versioned_docs/version-1.0',
          message:
            'versioned_docs/version-1.0: docs version "1.0" has no docs: no .md or .mdx page in "versioned_docs/version-1.0"',
          hint: expect.stringContaining('or remove "1.0" from versions.json'),
        },
      ],
    })
  })

  it("is a config error naming the version of docsgen's config and its contentDir", async () => {
    const rootDir = await writeSite({
      'site.config.ts': `export default {
  docs: { versions: [{ name: 'current', label: 'Next' }, { name: 'v1', label: 'v1', path: 'v1', contentDir: 'old/v1' }] },
}
`,
      'content/a.md': '# A\n',
      'old/v1/_snippet.md': 'Not a page.\n',
    })
    await expect(loadConfig({ rootDir })).rejects.toMatchObject({
      exitCode: 2,
      diagnostics: [
        expect.objectContaining({
          file: 'site.config.ts',
          message: 'site.config.ts: docs.versions[1]: version "v1" has no docs: no .md or .mdx page in "old/v1"',
          hint: expect.stringContaining('its contentDir'),
        }),
      ],
    })
  })
})

describe('a Docusaurus site with versioning turned off', () => {
  it('builds the current docs only, at the base route, with disableVersioning', async () => {
    const config = (VERSIONED_DOCUSAURUS_2_SITE['docusaurus.config.js'] ?? '').replace(
      "sidebarPath: require.resolve('./sidebars.js'),",
      "sidebarPath: require.resolve('./sidebars.js'), disableVersioning: true,",
    )
    const off = await buildFixture({ ...VERSIONED_DOCUSAURUS_2_SITE, 'docusaurus.config.js': config })
    expect(off.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    const routes = [...(off.result.graph?.routes.keys() ?? [])].filter((p) => p.startsWith('/docs'))
    expect(routes).toEqual(['/docs/guides/install', '/docs/guides/new-feature', '/docs/intro'])
    expect(off.result.graph?.versions).toBeUndefined()
    expect(off.diagnostics.map((d) => d.message).join('\n')).not.toContain('disableVersioning')
  })
})

describe('docs versions in docsgen config', () => {
  it('builds each version with a contentDir at its path, with its sidebars, and says so in llms.txt', async () => {
    const built = await buildFixture({
      'site.config.ts': `export default {
  title: 'Own',
  llms: true,
  docs: {
    routeBasePath: '/docs',
    versions: [
      { name: 'current', label: 'Next', path: 'next', banner: 'unreleased' },
      { name: 'v1', label: 'v1', contentDir: 'old/v1', sidebars: { main: ['start'] } },
    ],
    lastVersion: 'v1',
    sidebars: { main: ['start', 'more'] },
  },
  navbar: { items: [{ label: 'Docs', to: '/docs/start' }] },
}
`,
      'content/start.md': '# Start\n\nThe new start. Read [more](./more.md).\n',
      'content/more.md': '# More\n\nNew.\n',
      'old/v1/start.md': '# Start\n\nThe old start.\n',
    })
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    const routes = [...(built.result.graph?.routes.keys() ?? [])].filter((p) => p.startsWith('/docs'))
    expect(routes).toEqual(['/docs/next/more', '/docs/next/start', '/docs/start'])
    expect(article(built.file('docs/next/start/index.html'))).toContain(
      '<a href="/docs/start">the latest version (v1)</a>',
    )
    expect(sidebarLinks(built.file('docs/start/index.html'))).toEqual(['/docs/start'])
    const llms = built.file('llms.txt')
    expect(llms.indexOf('## Docs\n')).toBeLessThan(llms.indexOf('## Docs (Next)\n'))
    expect(llms).toContain('- [Start](/docs/start.md)')
    expect(llms).toContain('- [More](/docs/next/more.md)')
    expect(built.file('docs/start.md')).toContain('The old start.')
  })

  it('links a version built elsewhere to its path + the page URL without the version path of the page', async () => {
    const built = await buildFixture({
      'site.config.ts': `export default {
  docs: {
    versions: [
      { name: 'current', label: 'Next', path: 'next' },
      { name: 'v1', label: 'v1', contentDir: 'old/v1' },
      { name: 'v0', label: 'v0', path: 'v0' },
    ],
    lastVersion: 'v1',
  },
}
`,
      'content/start.md': '# Start\n\nNew.\n',
      'content/more.md': '# More\n\nNew.\n',
      'old/v1/start.md': '# Start\n\nOld.\n',
    })
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(versionMenu(built.file('next/more/index.html'))).toEqual([
      { label: 'Next', href: '/next/more', active: true },
      { label: 'v1', href: '/start', active: false },
      { label: 'v0', href: '/v0/more', active: false },
    ])
    expect(versionMenu(built.file('start/index.html'))).toEqual([
      { label: 'Next', href: '/next/start', active: false },
      { label: 'v1', href: '/start', active: true },
      { label: 'v0', href: '/v0/start', active: false },
    ])
  })

  it('reports an unknown lastVersion, a repeated version name, a version of the docs folder, a broken versions.json, a missing version folder', async () => {
    const config = (docs: string) => ({
      'site.config.ts': `export default { docs: ${docs} }\n`,
      'content/a.md': '# A\n',
    })
    await expect(
      loadConfig({
        rootDir: await writeSite(config("{ versions: [{ name: 'current', label: 'Next' }], lastVersion: 'curent' }")),
      }),
    ).rejects.toMatchObject({
      exitCode: 2,
      diagnostics: [
        expect.objectContaining({
          message: expect.stringContaining('docs.lastVersion: "curent" is not the name of a version'),
          hint: 'Did you mean "current"?',
        }),
      ],
    })
    await expect(
      loadConfig({
        rootDir: await writeSite(
          config("{ versions: [{ name: 'a', label: 'A' }, { name: 'a', label: 'B', path: 'b', contentDir: 'b' }] }"),
        ),
      }),
    ).rejects.toMatchObject({
      diagnostics: [expect.objectContaining({ message: expect.stringContaining('docs.versions[1]: name "a"') })],
    })
    await expect(
      loadConfig({
        rootDir: await writeSite(
          config(
            "{ versions: [{ name: 'a', label: 'A' }, { name: 'b', label: 'B', path: 'b', contentDir: './content' }] }",
          ),
        ),
      }),
    ).rejects.toMatchObject({
      diagnostics: [
        expect.objectContaining({
          message: expect.stringContaining('contentDir "content" holds the docs folder "content"'),
        }),
      ],
    })
    const broken = { ...VERSIONED_DOCUSAURUS_2_SITE, 'versions.json': '["2.0", ' }
    await expect(loadConfig({ rootDir: await writeSite(broken) })).rejects.toMatchObject({
      exitCode: 2,
      diagnostic: expect.objectContaining({
        file: 'versions.json',
        message: expect.stringContaining('not valid JSON'),
      }),
    })
    const missing = { ...VERSIONED_DOCUSAURUS_2_SITE, 'versions.json': '["3.0", "2.0", "1.0"]' }
    await expect(loadConfig({ rootDir: await writeSite(missing) })).rejects.toMatchObject({
      diagnostic: expect.objectContaining({
        message: 'versions.json: version "3.0" has no folder versioned_docs/version-3.0',
      }),
    })
  })
})
