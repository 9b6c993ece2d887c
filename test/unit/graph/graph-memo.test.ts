import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../src/config/index.js'
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

  it("builds again when a locale's translations change, and keeps the graph while they stay", () => {
    const memo = new GraphMemo()
    const pages = site()
    const translated = (files: [string, string][]) => ({ ...input(pages), translations: new Map(files) })
    const a = ['guide/a.md', 'i18n/fr/content/guide/a.md'] as [string, string]
    const first = memo.graphOf(translated([a]))
    expect(first.routes.get('/guide/a' as never)?.translation).toBe('i18n/fr/content/guide/a.md')
    // The same translations again (a new map of the same files): the same graph.
    expect(memo.graphOf(translated([a]))).toBe(first)
    const b = memo.graphOf(translated([['guide/b.md', 'i18n/fr/content/guide/b.md']]))
    expect(b).toEqual(buildRouteGraph(translated([['guide/b.md', 'i18n/fr/content/guide/b.md']])))
    expect(b.routes.get('/guide/a' as never)?.translation).toBeUndefined()
    expect(memo.graphOf(input(pages)).routes.get('/guide/b' as never)?.translation).toBeUndefined()
  })

  it('builds again for another config', () => {
    const memo = new GraphMemo()
    const pages = site()
    const first = memo.graphOf(input(pages))
    const other = memo.graphOf({ ...input(pages), config: config() })
    expect(other.sidebars).not.toBe(first.sidebars)
  })

  it('reads the last updates again each run: a commit made meanwhile shows on a page whose body changed', async () => {
    const rootDir = await mkdtemp(path.join(tmpdir(), 'docsgen-memo-git-'))
    await mkdir(path.join(rootDir, 'content'))
    const commit = async (date: string, text: string) => {
      await writeFile(path.join(rootDir, 'content', 'a.md'), text)
      const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }
      const git = (args: string[]) =>
        execFileSync('git', ['-c', 'user.name=Ada', '-c', 'user.email=a@example.com', ...args], {
          cwd: rootDir,
          stdio: 'ignore',
          env,
        })
      git(['init', '-q'])
      git(['add', '.'])
      git(['commit', '-q', '-m', date])
    }
    try {
      await commit('2020-01-02T12:00:00Z', '# A\n')
      const shown = resolveConfig(
        { title: 'Dated', docs: { showLastUpdateTime: true } },
        { rootDir, configFile: 'site.config.ts' },
      )
      const memo = new GraphMemo()
      const at = (pages: CompiledPage[]) =>
        memo.graphOf({ pages, apiPages: [], categories: new Map(), config: shown }).routes.get('/a' as never)
          ?.lastUpdate
      const pages = [page('a.md', { title: 'A' })]
      expect(at(pages)).toEqual({ date: '2020-01-02T12:00:00.000Z' })
      await commit('2023-11-26T09:00:00Z', '# A\n\nMore.\n')
      const body = edited(pages, 'a.md', (p) => ({ ...p, description: 'More.' }))
      expect(at(body)).toEqual({ date: '2023-11-26T09:00:00.000Z' })
    } finally {
      await rm(rootDir, { recursive: true, force: true })
    }
  })

  it('keeps the graph without git when last updates are shown (nothing to read again)', async () => {
    const rootDir = await mkdtemp(path.join(tmpdir(), 'docsgen-memo-nogit-'))
    try {
      const shown = resolveConfig(
        { title: 'Dated', docs: { showLastUpdateTime: true } },
        { rootDir, configFile: 'site.config.ts' },
      )
      const memo = new GraphMemo()
      const input = { pages: site(), apiPages: [], categories: new Map(), config: shown }
      expect(memo.graphOf(input)).toBe(memo.graphOf(input))
    } finally {
      await rm(rootDir, { recursive: true, force: true })
    }
  })
})
