import { describe, expect, it } from 'vitest'
import { buildRouteGraph, type GraphInput, GraphMemo } from '../../../src/graph/index.js'
import type { CompiledPage } from '../../../src/model/page.js'
import { config, page } from '../../helpers/pages.js'

// The dev server's graph: after each edit, the graph GraphMemo gives equals the graph built from
// scratch, and it is the previous one updated (same sidebars) exactly when only what a page's own
// node shows changed.

const heading = (text: string) => ({ depth: 2 as const, id: text.toLowerCase(), text })

const site = (): CompiledPage[] => [
  page('index.md', { title: 'Home' }),
  page('guide/a.md', { title: 'A', sidebar_position: 1 }, { headings: [heading('Install')], description: 'About A.' }),
  page('guide/b.md', { title: 'B', sidebar_position: 2 }),
  page('guide/c.md', {}, { contentTitle: 'C', title: 'C' }),
  page('guide/draft.md', { title: 'Draft', draft: true }),
  page('more/one.md', { title: 'One' }),
]

/** `pages` with the page of `source` replaced by `edit(page)` (a new object, as the compile stage makes). */
const edited = (pages: CompiledPage[], source: string, edit: (p: CompiledPage) => CompiledPage) =>
  pages.map((p) => (p.source === source ? edit(structuredClone(p)) : p))

describe('GraphMemo', () => {
  const cfg = config()
  const input = (pages: CompiledPage[], categories = new Map()): GraphInput => ({
    pages,
    apiPages: [],
    categories,
    config: cfg,
  })

  it('updates the node of a page whose body changed, and builds again when anything else changed', () => {
    const memo = new GraphMemo()
    let pages = site()
    let graph = memo.graphOf(input(pages))
    const step = (what: string, next: CompiledPage[], kept: boolean, categories = new Map()) => {
      pages = next
      const before = graph
      graph = memo.graphOf(input(pages, categories))
      expect(graph, what).toEqual(buildRouteGraph(input(pages, categories)))
      expect(graph.sidebars === before.sidebars, `${what}: kept`).toBe(kept)
    }
    step('nothing', pages, true)
    step(
      'headings',
      edited(pages, 'guide/a.md', (p) => ({ ...p, headings: [heading('Setup')] })),
      true,
    )
    step(
      'description',
      edited(pages, 'guide/a.md', (p) => ({ ...p, description: 'New.' })),
      true,
    )
    step(
      'own H1 removed',
      edited(pages, 'guide/c.md', ({ contentTitle: _, ...p }) => p),
      true,
    )
    step(
      'a draft edited',
      edited(pages, 'guide/draft.md', (p) => ({ ...p, headings: [heading('X')] })),
      true,
    )
    step(
      'title',
      edited(pages, 'guide/b.md', (p) => ({ ...p, title: 'Bee' })),
      false,
    )
    step(
      'front matter',
      edited(pages, 'guide/b.md', (p) => ({ ...p, frontmatter: { ...p.frontmatter, sidebar_position: 0 } })),
      false,
    )
    step(
      'hide_title',
      edited(pages, 'guide/c.md', (p) => ({ ...p, frontmatter: { ...p.frontmatter, hide_title: true } })),
      false,
    )
    step('page added', [...pages, page('more/two.md', { title: 'Two' })], false)
    step('page removed', pages.slice(0, -1), false)
    step('category', pages, false, new Map([['guide', { label: 'The guide' }]]))
    step('same category again', pages, true, new Map([['guide', { label: 'The guide' }]]))
  })

  it('builds again for another config', () => {
    const memo = new GraphMemo()
    const pages = site()
    const first = memo.graphOf(input(pages))
    const other = memo.graphOf({ ...input(pages), config: config() })
    expect(other.sidebars).not.toBe(first.sidebars)
  })
})
