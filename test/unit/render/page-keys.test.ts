import { describe, expect, it } from 'vitest'
import type { RouteGraph, RouteNode } from '../../../src/model/index.js'
import { routePath } from '../../../src/model/index.js'
import { createPageProps, createPropsContext, type RenderInput } from '../../../src/render/index.js'
import { contextKeyOf, inputsKey, propsKey, withoutBody } from '../../../src/render/page-keys.js'
import { sampleConfig, sampleInput } from './sample-site.js'

// A warm build keeps a page whose key is the one it was written with. For most kinds the key is
// made from the page's node and the build's context (`inputsKey`), not from its props: sound only
// if every change to the props of such a page changes that key. Each change below is made to the
// sample site; wherever a page's props changed, its key must have changed too.

interface Keyed {
  props: string
  inputs: string | undefined
}

function keysOf(input: RenderInput): Map<string, Keyed> {
  const ctx = createPropsContext(input)
  const context = contextKeyOf(ctx)
  const keys = new Map<string, Keyed>()
  for (const node of input.graph.routes.values()) {
    keys.set(node.path, {
      props: propsKey(withoutBody(createPageProps(ctx, node, ''))),
      inputs: inputsKey(context, node),
    })
  }
  return keys
}

const withGraph = (input: RenderInput, graph: Partial<RouteGraph>): RenderInput => ({
  ...input,
  graph: { ...input.graph, ...graph },
})

const withNode = (input: RenderInput, path: string, change: Partial<RouteNode>): RenderInput => {
  const routes = new Map(input.graph.routes)
  const node = routes.get(routePath(path))
  if (!node) throw new Error(`no route ${path}`)
  routes.set(node.path, { ...node, ...change })
  return withGraph(input, { routes })
}

const base = sampleInput()
const changes: [what: string, input: RenderInput][] = [
  [
    'a navbar label',
    sampleInput(
      sampleConfig({
        navbar: {
          items: [
            { label: 'Developer Docs', to: '/' },
            { label: 'Users', to: '/user-docs/intro' },
          ],
        },
      }),
    ),
  ],
  ['the footer', sampleInput(sampleConfig({ footer: { links: [], copyright: 'Copyright © 2026 Else' } }))],
  ['the site title', sampleInput(sampleConfig({ title: 'Other Documentation' }))],
  [
    'an announcement bar',
    sampleInput(sampleConfig({ announcementBar: { id: 'news', content: 'News!', isCloseable: true } })),
  ],
  ['a stylesheet', { ...base, assets: { ...base.assets, css: ['assets/styles.ffffffff.css'] } }],
  [
    'a sidebar label',
    withGraph(base, {
      sidebars: new Map(
        [...base.graph.sidebars].map(([id, tree]) => [
          id,
          id === 'userDocsSidebar'
            ? { ...tree, items: [{ type: 'doc', label: 'Hello!', path: routePath('/user-docs/intro'), docId: 'x' }] }
            : tree,
        ]),
      ),
    }),
  ],
  // The navbar's "User Guide" is active on the pages of its doc's area (the first part of doc ids).
  ['the doc id of a navbar target', withNode(base, '/user-docs/intro', { docId: 'dev-docs/intro-again' })],
  [
    'docs versions',
    withGraph(base, {
      versions: [
        {
          name: 'current',
          label: 'Next',
          path: routePath('/'),
          banner: 'unreleased',
          badge: true,
          noIndex: false,
          last: false,
          docIdToRoute: new Map(),
        },
        {
          name: '4.6',
          label: '4.6',
          path: routePath('/4.6'),
          banner: 'none',
          badge: false,
          noIndex: false,
          last: true,
          docIdToRoute: new Map(),
        },
      ],
    }),
  ],
]

describe('a page key made from its node and the build context (issue 26)', () => {
  const before = keysOf(base)

  it('is made for pages whose props read only their node and the context', () => {
    const kinds = new Map([...base.graph.routes.values()].map((node) => [node.path as string, node.kind as string]))
    for (const [path, keys] of before) {
      const own = ['doc', 'home', 'snippet', 'search', 'not-found', 'page'].includes(kinds.get(path) ?? '')
      expect(keys.inputs !== undefined, path).toBe(own)
    }
  })

  it.each(changes)('changes with the props after a change of %s', (_what, input) => {
    const after = keysOf(input)
    let changedProps = 0
    for (const [path, keys] of after) {
      const old = before.get(path)
      if (!old || old.props === keys.props) continue
      changedProps++
      if (keys.inputs !== undefined) expect(keys.inputs, path).not.toBe(old.inputs)
    }
    // The change reaches some page's props (else the test would prove nothing).
    expect(changedProps).toBeGreaterThan(0)
  })

  it('stays when only bodies change (the body has a key of its own)', () => {
    const after = keysOf({ ...base, bodies: new Map([[routePath('/'), '<p>Edited.</p>']]) })
    for (const [path, keys] of after) expect(keys.inputs, path).toBe(before.get(path)?.inputs)
  })

  it('changes with the page own node', () => {
    const after = keysOf(withNode(base, '/dev-docs/configurations/database', { title: 'Databases' }))
    const path = '/dev-docs/configurations/database'
    expect(after.get(path)?.inputs).not.toBe(before.get(path)?.inputs)
    expect(after.get('/user-docs/intro')?.inputs).toBe(before.get('/user-docs/intro')?.inputs)
  })
})
