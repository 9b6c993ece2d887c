import { describe, expect, it } from 'vitest'
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js'

// Issue 25: the standalone pages of a Docusaurus site (src/pages/): the React landing page most
// sites have, a Markdown page, a Docusaurus 2 class component reading its `config` prop
// (test/fixtures/sites/docusaurus-pages), and what a site does wrong with them.

/** The part of a page's HTML between the navbar and the footer. */
function body(html: string): string {
  const start = html.indexOf('<div class="main-wrapper">')
  return html.slice(start, html.indexOf('<dialog', start))
}

const routes = (build: FixtureBuild) => [...build.writer.files.keys()].filter((file) => file.endsWith('.html')).sort()

describe('standalone pages of a Docusaurus site (src/pages/)', async () => {
  const build = await buildFixture('docusaurus-pages')
  const home = build.file('index.html')

  it('gives each page its URL from its path, and skips "_" files and tests', () => {
    expect(build.result.ok).toBe(true)
    expect(routes(build)).toEqual([
      '404.html',
      'docs/install/index.html',
      'docs/intro/index.html',
      'index.html',
      'markdown-page/index.html',
      'more/legacy/index.html',
      'search/index.html',
      'status/index.html',
    ])
  })

  it('renders a React page with the site’s components, SVG imports and CSS module class names', () => {
    const main = body(home)
    expect(main).toContain('<h1 class="hero__title">Pages fixture</h1>')
    expect(main).toContain('<p class="hero__subtitle">Standalone pages built in place</p>')
    expect(main).toContain('<a href="/docs/intro" class="button button--secondary button--lg">Start reading</a>')
    expect(main).toMatch(/<header class="hero hero--primary pages_banner">/)
    expect(main).toMatch(/<span class="styles_icon"><svg [^>]*viewBox="0 0 24 24"/)
    expect(main.match(/<h2>(.*?)<\/h2>/g)).toEqual(['<h2>Fast to build</h2>', '<h2>Easy to read</h2>'])
    expect(main).toContain('Looked after by The fixture team.')
  })

  it('takes the title and description of the page’s <Layout>', () => {
    expect(home).toContain('<title>Welcome to Pages fixture | Pages fixture</title>')
    expect(home).toContain('<meta name="description" content="Everything about the fixture, on one page"/>')
  })

  it('spans a React page across the layout, with one main landmark around all of it', () => {
    const main = body(home)
    expect(main.match(/<main[\s>]/g)).toHaveLength(1)
    // The page's own <main> is a <div> inside docsgen's, so its hero <header> is no second banner.
    expect(main).toMatch(
      /^<div class="main-wrapper"><main id="main" tabindex="-1" class="standalone-page">.*<header class="hero/s,
    )
    expect(main).toContain('</header><div><section class="styles_features">')
    expect(main).not.toContain('class="sidebar')
    expect(main).not.toContain('class="toc')
    expect(body(build.file('more/legacy/index.html'))).toContain(
      '<main id="main" tabindex="-1" class="standalone-page">',
    )
  })

  it('gives a React page the site’s config as its `config` prop (customFields included)', () => {
    const legacy = build.file('more/legacy/index.html')
    expect(legacy).toContain('<h1>Releases of Pages fixture</h1>')
    expect(legacy).toContain('<ul class="releases"><li>v1.0</li><li>v1.1</li></ul>')
    expect(legacy).toContain('<title>Releases | Pages fixture</title>')
  })

  it('shows a Markdown page without sidebar, breadcrumbs or pager, with its table of contents', () => {
    const page = build.file('markdown-page/index.html')
    const main = body(page)
    expect(page).toContain('<title>A Markdown page | Pages fixture</title>')
    expect(page).toContain('<meta name="description" content="A page of its own, outside the docs."/>')
    expect(main).toContain('<h1 id="markdown-page">')
    expect(main.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(main).toContain('href="#first-part"')
    expect(main).not.toContain('class="sidebar')
    expect(main).not.toContain('class="breadcrumbs')
    expect(main).not.toContain('class="pager')
  })

  it('builds without a warning; the docs’ links to the pages resolve', () => {
    expect(build.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
  })

  it('puts the pages in the search index', () => {
    const fragments = [...build.writer.files.keys()].filter((file) => file.startsWith('assets/search/'))
    const text = fragments.map((file) => build.file(file)).join('\n')
    expect(text).toContain('Plain HTML that works without JavaScript.')
    expect(text).toContain('More text.')
  })
})

describe('a React page that fails', async () => {
  const build = await buildFixture({
    // An ES module package, as Docusaurus 3 sites often are: a stand-in must still be CommonJS.
    'package.json': '{ "name": "failing", "private": true, "type": "module" }\n',
    'docusaurus.config.js': "export default { title: 'Failing pages', url: 'https://example.com', baseUrl: '/' }\n",
    'src/pages/syntax.js': 'export default function Syntax() { return <div>unclosed</span> }\n',
    'docs/intro.md': '# Intro\n',
    'src/pages/index.js': `import Layout from '@theme/Layout'
export default function Home() {
  throw new Error('no data for the home page')
}
`,
    'src/pages/needs-package.js': `import { chart } from 'not-installed-chart-library'
export default function Chart() { return <div>{chart()}</div> }
`,
    'src/pages/links.js': `import Link from '@docusaurus/Link'
export default function Links() {
  return <p><Link to="/docs/intro">Intro</Link> and <Link to="/docs/missing-page">an old link</Link></p>
}
`,
  })

  it('gives a warning naming the page and why, and the site still builds', () => {
    expect(build.result.ok).toBe(true)
    const warnings = build.diagnostics.filter((d) => d.code === 'components/render-failed')
    expect(warnings.map((d) => d.file).sort()).toEqual([
      'src/pages/index.js',
      'src/pages/needs-package.js',
      'src/pages/syntax.js',
    ])
    expect(warnings.map((d) => d.message).join('\n')).toContain('no data for the home page')
    expect(warnings.map((d) => d.message).join('\n')).toContain('it does not compile: src/pages/syntax.js:1:')
    expect(warnings.map((d) => d.message).join('\n')).toContain('Could not resolve "not-installed-chart-library"')
    expect(warnings.every((d) => d.position === undefined)).toBe(true)
    expect(warnings.find((d) => d.file === 'src/pages/index.js')?.hint).toBe(
      "fix the page's module (src/pages/index.js): its default export must render on the server",
    )
    expect(build.file('index.html')).toContain('<title>Failing pages</title>')
  })

  it('has the links it renders checked, named by its file (a component’s lines are not the page’s)', () => {
    const broken = build.diagnostics.filter((d) => d.code === 'links/broken-link')
    expect(broken).toEqual([expect.objectContaining({ file: 'src/pages/links.js', severity: 'warning' })])
    expect(broken[0]?.message).toContain('/docs/missing-page')
    expect(broken[0]?.position).toBeUndefined()
  })
})

describe('pagesDir in a docsgen site', async () => {
  const build = await buildFixture({
    'site.config.ts': "export default { title: 'Own pages', pagesDir: 'pages' }\n",
    'content/guide.md': '# Guide\n\nSee [the about page](/about).\n',
    'pages/about.md': '# About us\n\nWho we are.\n',
    'pages/_draft.md': '# Not yet\n',
  })

  it('makes the Markdown files of the folder pages of their own', () => {
    expect(build.result.ok).toBe(true)
    expect(build.file('about/index.html')).toContain('<title>About us | Own pages</title>')
    expect([...build.writer.files.keys()].some((file) => file.startsWith('_draft'))).toBe(false)
    expect(build.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
  })
})

describe('the pages plugin given by require.resolve, the package not installed', async () => {
  const build = await buildFixture({
    'docusaurus.config.js': `module.exports = {
  title: 'Resolved plugins', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', { pages: false }]],
  plugins: [require.resolve('docusaurus-lunr-search'), [require.resolve('@docusaurus/plugin-content-pages'), { path: 'landing' }]],
}
`,
    'docs/intro.md': '# Intro\n',
    'landing/index.md': '# Landing\n\nThe front page.\n',
  })

  it('is recognised by its name, and a plugin it does not know is named as written', () => {
    expect(build.file('index.html')).toContain('<title>Landing | Resolved plugins</title>')
    const info = build.diagnostics.find((d) => d.code === 'config/docusaurus-not-mapped')
    expect(info?.message).toContain('plugins[0] "docusaurus-lunr-search"')
    expect(info?.message).not.toContain('plugin-content-pages')
  })
})
