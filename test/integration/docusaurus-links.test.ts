import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/build-fixture.js'

// Issue 25: a Docusaurus site's `.md` links lead where its version of Docusaurus takes them
// (resolveMarkdownLinkPathname): up to 3.8 a bare link is looked for in the docs folder first,
// from 3.9 beside the page first; `./` links only beside the page; `/docs/...` and `@site/...`
// from the site's folder.

const site = (core: string): Record<string, string> => ({
  'package.json': `{ "name": "links", "private": true, "dependencies": { "@docusaurus/core": "${core}" } }\n`,
  'docusaurus.config.js': `module.exports = {
  title: 'Links',
  url: 'https://links.test',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
`,
  'docs/intro.md': '# Intro\n',
  'docs/api/client.md': '---\nslug: /the-client\n---\n\n# Client\n',
  'docs/api/overview.md': '# Overview\n',
  // Beside the guide, a page with the same relative path as one of the docs folder's top.
  'docs/guides/api/client.md': '# Guide to the client\n',
  'docs/guides/setup.md': '# Setup\n',
  'docs/guides/links.md': [
    '# Links',
    '',
    '- [bare](api/client.md)',
    '- [dotted](./api/client.md)',
    '- [from the site](/docs/api/overview.md)',
    '- [bare, beside only](setup.md)',
    '- [aliased](@site/docs/api/overview.md)',
  ].join('\n'),
})

describe('the .md links of a Docusaurus site', () => {
  it('take a bare link from the docs folder first up to Docusaurus 3.8', async () => {
    const { file, diagnostics } = await buildFixture(site('^2.4.3'))
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    const links = file('guides/links/index.html')
    expect(links).toMatch(/href="\/the-client"[^>]*>bare</)
    expect(links).toMatch(/href="\/guides\/api\/client"[^>]*>dotted</)
    expect(links).toMatch(/href="\/api\/overview"[^>]*>from the site</)
    expect(links).toMatch(/href="\/guides\/setup"[^>]*>bare, beside only</)
    expect(links).toMatch(/href="\/api\/overview"[^>]*>aliased</)
  })

  it('take a bare link from beside the page first from Docusaurus 3.9', async () => {
    const { file, diagnostics } = await buildFixture(site('^3.9.0'))
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    const links = file('guides/links/index.html')
    expect(links).toMatch(/href="\/guides\/api\/client"[^>]*>bare</)
    expect(links).toMatch(/href="\/guides\/api\/client"[^>]*>dotted</)
    expect(links).toMatch(/href="\/api\/overview"[^>]*>from the site</)
    expect(links).toMatch(/href="\/api\/overview"[^>]*>aliased</)
  })
})

/** The broken-link messages of a site whose `docusaurus.config.js` has this `themeConfig` body, as [file, message]. */
async function brokenConfigLinks(themeConfig: string): Promise<[string | undefined, string][]> {
  const { diagnostics } = await buildFixture({
    'docusaurus.config.js': `module.exports = {
  title: 'Links',
  url: 'https://links.test',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  themeConfig: {${themeConfig}
  },
};
`,
    'docs/intro.md': '# Intro\n',
  })
  return diagnostics.filter((d) => d.code === 'links/broken-link').map((d) => [d.file, d.message])
}

// Issue 25: the navbar docsgen builds from a Docusaurus config has no item for what it places
// itself (a `docsVersionDropdown`, the search box) or leaves out, so its indexes are not the
// config's; messages about a navbar link name the item where the config has it.
describe("the navbar links of a Docusaurus site's config", () => {
  it('are named in messages by their index in docusaurus.config.js', async () => {
    const broken = await brokenConfigLinks(`
    navbar: {
      items: [
        { type: 'docsVersionDropdown' },
        { type: 'search', position: 'right' },
        { type: 'doc', docId: 'missing', label: 'Missing' },
        {
          type: 'dropdown',
          label: 'More',
          items: [{ type: 'search' }, { label: 'Gone', to: '/gone' }, { label: 'Intro', to: '/intro' }],
        },
      ],
    },`)
    expect(broken).toEqual([
      ['docusaurus.config.js', 'themeConfig.navbar.items[2]: docId "missing" is not a doc of the site'],
      ['docusaurus.config.js', 'themeConfig.navbar.items[3].items[1]: broken link "/gone"'],
    ])
  })
})

// The footer likewise: links docsgen leaves out (a link without a target) are not counted in
// the mapped config's indexes, so messages name each footer link where the config has it.
describe("the footer links of a Docusaurus site's config", () => {
  it('are named in messages by their column and index in docusaurus.config.js', async () => {
    const broken = await brokenConfigLinks(`
    footer: {
      links: [
        { title: 'Notes', html: '<p>Not a column of links</p>' },
        {
          title: 'Docs',
          items: [
            { label: 'No target' },
            { html: '<span>Made with love</span>' },
            { label: 'Intro', to: '/intro' },
            { label: 'Gone', to: '/gone' },
          ],
        },
      ],
    },`)
    expect(broken).toEqual([['docusaurus.config.js', 'themeConfig.footer.links[1].items[3]: broken link "/gone"']])
  })
})
