import { describe, expect, it } from 'vitest'
import { fillSlots } from '../../../src/links/index.js'
import { type NavItem, type RouteGraph, type RouteNode, routePath } from '../../../src/model/index.js'

function node(path: string, docId: string, description: string): RouteNode {
  return {
    path: routePath(path),
    kind: 'doc',
    source: `content/${docId}.md`,
    docId,
    title: docId,
    hasContentTitle: false,
    description,
    headings: [],
    tocMinLevel: 2,
    tocMaxLevel: 3,
    hideTableOfContents: false,
    sidebar: 'docs',
    inSidebar: true,
    breadcrumbs: [],
    outFile: `${path.slice(1)}/index.html`,
  }
}

const doc = (label: string, path: string, docId: string): NavItem => ({
  type: 'doc',
  label,
  path: routePath(path),
  docId,
})

const items: NavItem[] = [
  doc('Intro', '/intro', 'intro'),
  {
    type: 'category',
    label: 'Install',
    path: routePath('/install'),
    docId: 'install',
    collapsible: true,
    collapsed: false,
    items: [
      doc('With the CLI', '/install/cli', 'install/cli'),
      {
        type: 'category',
        label: 'Cloud <hosts>',
        collapsible: true,
        collapsed: true,
        items: [doc('A', '/install/cloud/a', 'install/cloud/a'), doc('B', '/install/cloud/b', 'install/cloud/b')],
      },
      { type: 'link', label: 'Forum', href: 'https://forum.example.com' },
    ],
  },
]

const graph: RouteGraph = {
  routes: new Map(
    [
      node('/intro', 'intro', 'Start here.'),
      node('/install', 'install', 'How to install.'),
      node('/install/cli', 'install/cli', 'Use "create-app" & go.'),
    ].map((n) => [n.path, n]),
  ),
  sidebars: new Map([['docs', { id: 'docs', items }]]),
  sourceToRoute: new Map(),
  docIdToRoute: new Map(),
  diagnostics: [],
}

const slot = '<p>Pages:</p><div data-docsgen-slot="doc-card-list"></div>'

describe('fillSlots', () => {
  it('lists the items of the category the page is the index of, with descriptions and item counts', () => {
    const { html, diagnostics } = fillSlots({ html: slot, route: routePath('/install'), graph, baseUrl: '/docs/' })
    expect(diagnostics).toEqual([])
    expect(html).toBe(
      '<p>Pages:</p><ul class="doc-card-list">' +
        '<li><a class="doc-card" href="/docs/install/cli"><span class="doc-card-title">With the CLI</span> <span class="doc-card-description">Use &quot;create-app&quot; &amp; go.</span></a></li>' +
        '<li><a class="doc-card" href="/docs/install/cloud/a"><span class="doc-card-title">Cloud &lt;hosts&gt;</span> <span class="doc-card-description">2 items</span></a></li>' +
        '<li><a class="doc-card" href="https://forum.example.com"><span class="doc-card-title">Forum</span></a></li>' +
        '</ul>',
    )
  })

  it('lists the siblings of a page inside a category', () => {
    const { html } = fillSlots({ html: slot, route: routePath('/install/cli'), graph, baseUrl: '/' })
    expect(html).not.toContain('With the CLI')
    expect(html).toContain('href="/install/cloud/a"')
  })

  it('warns on a page outside any category and removes the placeholder', () => {
    const { html, diagnostics } = fillSlots({ html: slot, route: routePath('/intro'), graph, baseUrl: '/' })
    expect(html).toBe('<p>Pages:</p>')
    expect(diagnostics.map((d) => [d.severity, d.code, d.file])).toEqual([
      ['warning', 'components/doc-card-list-without-category', 'content/intro.md'],
    ])
  })

  it('leaves pages without slots untouched', () => {
    const html = '<p>No cards.</p>'
    expect(fillSlots({ html, route: routePath('/install'), graph, baseUrl: '/' }).html).toBe(html)
  })
})
