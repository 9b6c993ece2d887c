import type { ResolvedConfig, SiteConfigInput } from '../../../src/config/index.js'
import { resolveConfig } from '../../../src/config/index.js'
import { addHeadingAnchors, makeScrollableRegionsFocusable } from '../../../src/html/index.js'
import type { Heading, NavTree, RouteGraph, RouteNode } from '../../../src/model/index.js'
import { routePath } from '../../../src/model/index.js'
import { type RenderedPage, type RenderInput, renderPages, type Theme } from '../../../src/render/index.js'

/** A config shaped like the Strapi docs site's. */
export function sampleConfig(overrides: Partial<SiteConfigInput> = {}): ResolvedConfig {
  return resolveConfig(
    {
      title: 'Strapi Documentation',
      tagline: 'Design APIs fast, manage content easily.',
      url: 'https://docs.example.com',
      favicon: 'img/favicon.png',
      repositoryUrl: 'https://github.com/example/documentation',
      editUrl: 'https://github.com/example/documentation/edit/main/',
      siteVersion: '4.6.2',
      navbar: {
        logo: { alt: 'Strapi Documentation Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' },
        items: [
          { label: 'Developer Docs', to: '/' },
          { label: 'User Guide', to: '/user-docs/intro' },
        ],
      },
      footer: {
        links: [
          {
            title: 'Docs',
            items: [
              { label: 'User Guide', to: '/user-docs/intro' },
              { label: 'Dev Docs', to: '/' },
            ],
          },
          { title: 'Community', items: [{ label: 'Discord', href: 'https://discord.example.com' }] },
        ],
        copyright: 'Copyright © 2023 Example',
      },
      scripts: [{ src: '/js/particles.js' }],
      openapi: [{ spec: 'openapi/rest.yaml' }],
      ...overrides,
    },
    { rootDir: '/site' },
  )
}

type NodeInput = Partial<Omit<RouteNode, 'path'>> & Pick<RouteNode, 'title'> & { path: string }

/** A route node with defaults for the fields a test does not care about. */
export function sampleNode(input: NodeInput): RouteNode {
  const { path, ...rest } = input
  const clean = path === '/' ? '' : path.replace(/^\/|\/$/g, '')
  return {
    kind: 'doc',
    hasContentTitle: false,
    description: '',
    headings: [],
    tocMinLevel: 2,
    tocMaxLevel: 3,
    hideTableOfContents: false,
    inSidebar: false,
    breadcrumbs: [],
    outFile: clean ? `${clean}/index.html` : 'index.html',
    ...rest,
    path: routePath(path),
  }
}

const devSidebar: NavTree = {
  id: 'devDocsSidebar',
  items: [
    {
      type: 'category',
      label: '🚀 Getting Started',
      collapsible: true,
      collapsed: false,
      items: [
        { type: 'doc', label: 'Welcome', path: routePath('/'), docId: 'dev-docs/intro' },
        {
          type: 'doc',
          label: 'Quick Start Guide',
          path: routePath('/dev-docs/quick-start'),
          docId: 'dev-docs/quick-start',
        },
      ],
    },
    {
      type: 'category',
      label: '⚙️ Setup & Deployment',
      collapsible: true,
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Configuration',
          path: routePath('/dev-docs/configurations'),
          docId: 'dev-docs/configurations',
          collapsible: true,
          collapsed: true,
          items: [
            {
              type: 'category',
              label: 'Required configurations',
              collapsible: true,
              collapsed: true,
              items: [
                {
                  type: 'doc',
                  label: 'Database',
                  path: routePath('/dev-docs/configurations/database'),
                  docId: 'dev-docs/configurations/database',
                },
                {
                  type: 'doc',
                  label: 'Server',
                  path: routePath('/dev-docs/configurations/server'),
                  docId: 'dev-docs/configurations/server',
                },
              ],
            },
          ],
        },
        {
          type: 'category',
          label: 'Deployment',
          collapsible: true,
          collapsed: true,
          items: [{ type: 'doc', label: 'Heroku', path: routePath('/dev-docs/deployment/heroku'), docId: 'x' }],
        },
        { type: 'link', label: 'Strapi Cloud', href: 'https://cloud.example.com' },
      ],
    },
  ],
}

const userSidebar: NavTree = {
  id: 'userDocsSidebar',
  items: [{ type: 'doc', label: 'Welcome!', path: routePath('/user-docs/intro'), docId: 'user-docs/intro' }],
}

/** The database page's headings, as the transform stage records them. */
const DATABASE_HEADINGS: Heading[] = [
  { depth: 2, id: 'configuration-structure', text: 'Configuration structure' },
  { depth: 3, id: 'connection-parameters', text: 'Connection parameters' },
  { depth: 4, id: 'deep', text: 'Deep' },
  { depth: 2, id: 'examples', text: 'Examples & more' },
]

/** The database page's body, as the transform stage would hand it over (reader markup included). */
export const DATABASE_BODY = withReaderMarkup([
  '<p>Configure the <code>database</code> connection in <code>./config/database.js</code>.</p>',
  '<h2 id="configuration-structure">Configuration structure</h2>',
  '<aside class="admonition" data-admonition="tip"><div class="admonition-heading">Tip</div>',
  '<div class="admonition-content"><p>Use environment variables.</p></div></aside>',
  '<h3 id="connection-parameters">Connection <code>parameters</code></h3>',
  '<div class="code-block"><div class="code-block-title">./config/database.js</div>',
  '<pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">module</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">.exports = {}</span></span></code></pre></div>',
  '<h4 id="deep">Deep</h4>',
  '<table><thead><tr><th>Parameter</th><th>Type</th></tr></thead><tbody><tr><td><code>client</code></td><td>String</td></tr><tr><td><code>connection</code></td><td>Object</td></tr></tbody></table>',
  '<h2 id="examples">Examples &amp; more</h2>',
  '<details><summary>PostgreSQL</summary><p>Use the <code>pg</code> client.</p></details>',
])

function withReaderMarkup(lines: string[]): string {
  return makeScrollableRegionsFocusable(addHeadingAnchors(lines.join('\n'), DATABASE_HEADINGS))
}

/** A small site: home, a deep doc, a user doc, a snippet and the special routes. */
export function sampleGraph(): RouteGraph {
  const nodes: RouteNode[] = [
    sampleNode({
      path: '/',
      kind: 'home',
      title: 'Welcome to the Strapi Developer Docs!',
      hasContentTitle: true,
      docId: 'dev-docs/intro',
      source: 'content/dev-docs/intro.md',
      sidebar: 'devDocsSidebar',
      inSidebar: true,
      next: { path: routePath('/dev-docs/quick-start'), label: 'Quick Start Guide' },
    }),
    sampleNode({
      path: '/dev-docs/configurations/database',
      title: 'Database',
      description: 'Configure the database connection.',
      docId: 'dev-docs/configurations/database',
      source: 'content/dev-docs/configurations/database.md',
      // Made by the graph stage from the config's editUrl.
      editUrl: 'https://github.com/example/documentation/edit/main/dev-docs/configurations/database.md',
      sidebar: 'devDocsSidebar',
      inSidebar: true,
      headings: DATABASE_HEADINGS,
      breadcrumbs: [
        { path: routePath('/dev-docs/configurations'), label: 'Configuration' },
        { path: routePath('/dev-docs/configurations/database'), label: 'Database' },
      ],
      prev: { path: routePath('/dev-docs/configurations'), label: 'Configuration' },
      next: { path: routePath('/dev-docs/configurations/server'), label: 'Server' },
    }),
    sampleNode({
      path: '/dev-docs/migration/v4/migration-guide-4.0.6-to-4.1.8',
      title: 'Migrate from 4.0.6 to 4.1.8',
      docId: 'dev-docs/migration/v4/migration-guide-4.0.6-to-4.1.8',
      source: 'content/dev-docs/migration/v4/migration-guide-4.0.6-to-4.1.8.md',
    }),
    sampleNode({
      path: '/user-docs/intro',
      title: 'Welcome to the Strapi User Guide',
      docId: 'user-docs/intro',
      source: 'content/user-docs/intro.md',
      sidebar: 'userDocsSidebar',
      inSidebar: true,
    }),
    sampleNode({
      path: '/snippets/install-npm-yarn',
      kind: 'snippet',
      title: 'Install with npm or yarn',
      docId: 'snippets/install-npm-yarn',
      source: 'content/snippets/install-npm-yarn.md',
    }),
    sampleNode({ path: '/search', kind: 'search', title: 'Search the documentation', outFile: 'search/index.html' }),
    sampleNode({
      path: '/status',
      kind: 'status',
      title: 'Documentation status',
      source: 'content/status.md',
      outFile: 'status/index.html',
    }),
    sampleNode({
      path: '/openapi/',
      kind: 'openapi',
      title: 'REST API',
      headings: [{ depth: 2, id: 'get-post', text: 'Return a post' }],
      outFile: 'openapi/index.html',
    }),
    sampleNode({ path: '/404', kind: 'not-found', title: 'Page Not Found', outFile: '404.html' }),
  ]
  const routes = new Map(nodes.map((node) => [node.path, node]))
  return {
    routes,
    sidebars: new Map([
      [devSidebar.id, devSidebar],
      [userSidebar.id, userSidebar],
    ]),
    sourceToRoute: new Map(),
    docIdToRoute: new Map(),
    diagnostics: [],
  }
}

/** Render-stage input for the sample site. */
export function sampleInput(config: ResolvedConfig = sampleConfig()): RenderInput {
  const graph = sampleGraph()
  return {
    graph,
    config,
    bodies: new Map([
      [routePath('/'), '<h1>Welcome to the Strapi Developer Docs!</h1>\n<p>Start here.</p>'],
      [routePath('/dev-docs/configurations/database'), DATABASE_BODY],
      [routePath('/status'), '<p>This page reports the state of the documentation.</p>'],
      [routePath('/openapi/'), '<h2 id="get-post">Return a post</h2><p>GET a post.</p>'],
    ]),
    assets: { css: ['assets/styles.0123abcd.css'], js: ['assets/main.89ab4567.js'] },
    status: {
      buildDate: '2023-02-15',
      pagesPerArea: () => [
        { area: 'dev-docs', pages: 150 },
        { area: 'user-docs', pages: 28 },
      ],
      linkCheck: { checkedLinks: 1200, brokenLinks: 0 },
    },
  }
}

/** Every page of a site rendered on this thread without reuse (what a first build renders). */
export async function renderAll(input: RenderInput, theme: Theme): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = []
  for await (const page of renderPages(input, { theme, reuse: { kind: 'none' } })) pages.push(page)
  return pages
}
