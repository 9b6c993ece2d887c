import { describe, expect, it } from 'vitest'
import { TABS } from '../../src/model/markup.js'
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js'

// Issue 25: what Docusaurus 3 sites write that MDX 3 reads and CommonMark does not, as found on a
// real one (OffchainLabs/prysm-documentation): JSX nested and indented inside tabs, strings written
// as expressions, images imported from static/, a docs/404.md, and Docusaurus's own defaults for
// broken anchors.

const config = (extra = '') => `module.exports = {
  title: 'MDX 3 site',
  url: 'https://mdx3.example.com',
  baseUrl: '/docs/',
  onBrokenLinks: 'throw',
  ${extra}
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') } }]],
}
`

const NESTED_TABS = `---
title: Install
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Network from '@site/static/img/network.png';

# Install

<Tabs groupId="os" defaultValue="linux" values={[
    {label: 'Windows', value: 'win'},
    {label: 'Linux', value: 'linux'}
]}>
  <TabItem value="win">
    <Tabs groupId="network" defaultValue="mainnet" values={[
      {label: 'Mainnet', value: 'mainnet'},
      {label: 'Testnet', value: 'testnet'}
    ]}>
      <TabItem value="mainnet">
            <p>Run <code>{'node.exe --fee=<WALLET ADDRESS>'}</code> on mainnet.</p>
      </TabItem>
      <TabItem value="testnet">

            <p>Run it with <code>--testnet</code>.</p>

      </TabItem>
    </Tabs>
  </TabItem>
  <TabItem value="linux">
    <p>Run <code>./node</code>.</p>
  </TabItem>
</Tabs>

The expression {'stays <literal>'} is text, and \`{'code'}\` is code.

<img src={Network} alt="The network" />
<img src={require('@site/static/img/network.png').default} alt="Again" />

See [the part](#missing-part).

import Part from './_part.md';

<Part />
`

const SITE = (extra = '', core = '3.5.2'): Record<string, string> => ({
  'docusaurus.config.js': config(extra),
  'sidebars.js': "module.exports = { docs: ['install', 'other'] }\n",
  'package.json': `{ "name": "mdx3", "private": true, "dependencies": { "@docusaurus/core": "^${core}" } }\n`,
  'static/img/network.png': 'png',
  'docs/install.md': NESTED_TABS,
  'docs/other.md': "---\ntitle: Other\n---\nimport Part from './_part.md';\n\n# Other\n\n<Part />\n",
  'docs/_part.md': 'A partial with a <Widget kind="unknown" /> nobody defines.\n',
  'docs/404.md': '---\ntitle: Page Not Found\n---\n\n# Page Not Found\n\nTry the [install page](/install).\n',
})

/** The article of a page: its body without the theme around it. */
function article(build: FixtureBuild, file: string): string {
  const html = build.file(file)
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'))
}

describe('a Docusaurus 3 site, read as MDX 3', async () => {
  const build = await buildFixture(SITE("onBrokenMarkdownLinks: 'warn',"))
  const install = article(build, 'install/index.html')

  it('builds every page (a docs/404.md too, beside the built-in 404.html)', () => {
    expect(build.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(build.file('404/index.html')).toContain('<title>Page Not Found | MDX 3 site</title>')
    expect(build.file('404.html')).toContain('<meta name="robots" content="noindex')
  })

  it('nests tabs written with any indentation, and makes no code of indented lines', () => {
    expect(install.match(new RegExp(`class="${TABS.infima.set}"`, 'g'))).toHaveLength(2)
    expect(install).not.toContain('<pre')
    expect(install).not.toMatch(/&lt;\/?(?:Tabs|TabItem)/)
    expect(install).toContain('<p>Run it with <code>--testnet</code>.</p>')
  })

  it('shows a string written as an expression as its text, outside code', () => {
    expect(install).toContain('<code>node.exe --fee=&#x3C;WALLET ADDRESS></code>')
    expect(install).toContain('The expression stays &#x3C;literal> is text')
    expect(install).toContain("<code>{'code'}</code> is code")
    expect(build.diagnostics.map((d) => d.code)).not.toContain('components/unclosed-tag')
  })

  it('gives an image imported from static/ (or required) its URL under the base URL', () => {
    expect(install).toMatch(/<img src="\/docs\/img\/network.png" alt="The network"/)
    expect(install).toMatch(/<img src="\/docs\/img\/network.png" alt="Again"/)
    expect(build.diagnostics.map((d) => d.code)).not.toContain('includes/not-markdown')
  })

  it('warns about a broken anchor as Docusaurus does by default, whatever onBrokenLinks says', () => {
    const anchors = build.diagnostics.filter((d) => d.code === 'links/broken-anchor')
    expect(anchors).toEqual([expect.objectContaining({ severity: 'warning', file: 'docs/install.md' })])
  })

  it('reports a problem of a partial that two pages include once', () => {
    const unknown = build.diagnostics.filter((d) => d.message.includes('<Widget>'))
    expect(unknown).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'components/unknown-component', file: 'docs/_part.md' }),
    ])
  })
})

describe('the MDX dialect by Docusaurus version', () => {
  it('fails on broken anchors when onBrokenAnchors says throw', async () => {
    const build = await buildFixture(SITE("onBrokenAnchors: 'throw',"))
    expect(build.diagnostics.filter((d) => d.code === 'links/broken-anchor').map((d) => d.severity)).toEqual(['error'])
  })

  it('keeps CommonMark’s indented code for a Docusaurus 2 site (MDX 1)', async () => {
    const build = await buildFixture({
      ...SITE('', '2.4.3'),
      'docs/install.md': `---\ntitle: Install\n---\n\n# Install\n\nRun <code>{'node --fee=<ADDRESS>'}</code>; {'braces'} in text stay.\n`,
      'docs/other.md': '---\ntitle: Other\n---\n\n# Other\n\nText.\n\n    indented code\n',
    })
    expect(article(build, 'other/index.html')).toMatch(/<pre[^>]*><code[^>]*>.*indented code/s)
    // MDX 1 evaluates an expression that is an element's content, and shows braces in text.
    expect(article(build, 'install/index.html')).toContain(
      "<code>node --fee=&#x3C;ADDRESS></code>; {'braces'} in text stay.",
    )
  })
})

describe('markdown.format of a Docusaurus 3 site', () => {
  it("reads only .mdx files as MDX 3 with 'detect', .md files as CommonMark (indented code stays code)", async () => {
    const build = await buildFixture({
      ...SITE("markdown: { format: 'detect' },"),
      'docs/install.md': '---\ntitle: Install\n---\n\n# Install\n\nText.\n\n    indented code\n',
      'docs/more.mdx': '---\ntitle: More\n---\n\n# More\n\n<div>\n\n    indented text\n\n</div>\n',
    })
    expect(article(build, 'install/index.html')).toMatch(/<pre[^>]*><code[^>]*>.*indented code/s)
    expect(article(build, 'more/index.html')).not.toContain('<pre')
    expect(article(build, 'more/index.html')).toContain('indented text')
  })
})

describe('static files of every static folder', () => {
  it('gives a file imported from any of staticDirectories its URL, and serves it there', async () => {
    const build = await buildFixture({
      ...SITE("staticDirectories: ['public', 'static'],"),
      'public/charts/load.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      'docs/more.mdx':
        '---\ntitle: More\n---\nimport Load from \'@site/public/charts/load.svg\';\n\n# More\n\n<img src={Load} alt="Load" />\n',
    })
    expect(article(build, 'more/index.html')).toContain('<img src="/docs/charts/load.svg" alt="Load"')
    expect(build.writer.files.has('charts/load.svg')).toBe(true)
  })
})

describe('a page’s keywords and link-preview image', async () => {
  const build = await buildFixture({
    ...SITE(),
    'docusaurus.config.js': config("themeConfig: { image: 'img/social-card.png' },"),
    'docs/other.md': '---\ntitle: Other\nkeywords: [nodes, validators]\nimage: /img/other-card.png\n---\n\n# Other\n',
  })

  it('go in the head from front matter, the site’s image (themeConfig.image) standing in for pages without one', () => {
    const other = build.file('other/index.html')
    expect(other).toContain('<meta name="keywords" content="nodes, validators"/>')
    expect(other).toContain('<meta property="og:image" content="https://mdx3.example.com/docs/img/other-card.png"/>')
    expect(other).toContain('<meta name="twitter:image" content="https://mdx3.example.com/docs/img/other-card.png"/>')
    expect(build.file('install/index.html')).toContain(
      '<meta property="og:image" content="https://mdx3.example.com/docs/img/social-card.png"/>',
    )
    expect(build.file('install/index.html')).not.toContain('name="keywords"')
  })
})
