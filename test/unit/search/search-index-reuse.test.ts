import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/config/index.js'
import type { PageBodies, PageMeta, RoutePath } from '../../../src/model/index.js'
import { SEARCH_INDEX_DIR, type SearchManifest } from '../../../src/model/search-index.js'
import {
  planSearchIndex,
  SearchIndexBuilder,
  type SearchIndexInput,
  type SearchMemo,
} from '../../../src/search/index.js'
import { buildFixture, type FixtureBuild } from '../../helpers/build-fixture.js'
import { SITE } from './search-site.js'

// The search index made again with the previous run at hand: files kept, bodies not read, and
// only the shards of changed words made again.

let built: FixtureBuild
let manifest: SearchManifest

beforeAll(async () => {
  built = await buildFixture(SITE)
  expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  manifest = JSON.parse(built.file(`${SEARCH_INDEX_DIR}/manifest.json`)) as SearchManifest
})

describe('SearchIndexBuilder with the previous run at hand', () => {
  it('keeps every file and reads no body when nothing changed; with one page changed, reads and writes only its file', async () => {
    const { graph, pages, bodies } = built.result
    if (!graph || !bodies) throw new Error('the fixture build has no graph or bodies')
    const config = await loadConfig({ rootDir: built.rootDir })
    const read: string[] = []
    const counting: PageBodies = {
      get: (source) => bodies.get(source),
      html: (source) => bodies.html(source),
      markdown: (source) => bodies.markdown(source),
      searchText: (source) => {
        read.push(source)
        return bodies.searchText(source)
      },
    }
    const meta = pages as ReadonlyMap<RoutePath, PageMeta>
    const run = async (input: SearchIndexInput, previous?: { files: Map<string, string>; memo: SearchMemo }) => {
      const files = new Map<string, string>()
      const kept: string[] = []
      const out = {
        emit: async (file: { fileName: string; contents: string }) => {
          files.set(file.fileName, file.contents)
        },
        keep: async (fileName: string) => {
          const known = previous?.files.get(fileName)
          if (known !== undefined) {
            kept.push(fileName)
            files.set(fileName, known)
          }
          return known !== undefined
        },
      }
      read.length = 0
      // Two pages per file: a kept file's other page is not read either.
      const builder = new SearchIndexBuilder({ ...input, plan: planSearchIndex(input, 2), previous: previous?.memo })
      for (const route of [...graph.routes.keys()].sort()) await builder.page(route, out)
      const { memo } = await builder.finish(out)
      return { files, kept, memo, read: [...read] }
    }
    const input = { graph, pages: meta, bodies: counting, config }
    const first = await run(input)
    expect(first.read.length).toBe(manifest.pages)
    const again = await run(input, first)
    expect(again.read).toEqual([])
    expect(again.files).toEqual(first.files)
    expect(again.kept.sort()).toEqual([...first.files.keys()].filter((name) => !name.endsWith('manifest.json')).sort())

    // One page's body changed (a new hash): its folder is made again under a new name, from its
    // pages' bodies (this site's pages are all in one folder); its text is the same, so every
    // shard is kept.
    const route = '/guide/webhooks' as RoutePath
    const webhooks = meta.get(route)
    if (!webhooks) throw new Error('no webhooks page')
    const changed = new Map(meta)
    changed.set(route, { ...webhooks, bodyHash: 'changed' })
    const edited = await run({ ...input, pages: changed }, first)
    expect(edited.read.length).toBe(manifest.pages)
    expect(edited.kept.sort()).toEqual([...first.files.keys()].filter((name) => name.includes('/shards/')).sort())
    const folderless = (files: Map<string, string>) =>
      [...files]
        .map(([name, text]) => [name, text].map((t) => t.replace(/fragments\/[0-9a-f]{8}\//g, 'fragments/x/')))
        .sort()
    expect(folderless(edited.files)).toEqual(folderless(first.files))
    expect([...edited.files.keys()].filter((name) => first.files.has(name) && name.includes('/fragments/'))).toEqual([])
    // Terms kept for other search settings are not this index's: every page's version differs.
    const otherSettings = { ...config, search: { ...config.search, externalUrlPattern: '^/elsewhere' } }
    const versions = (plan: ReturnType<typeof planSearchIndex>) => plan.pages.map((page) => page.version)
    const mine = versions(planSearchIndex(input, 2))
    expect(versions(planSearchIndex({ ...input, config: otherSettings }, 2)).some((v, i) => v === mine[i])).toBe(false)
    // Without the previous terms, every page of a kept file is read for its terms, nothing written again.
    const noTerms = await run(input, { files: first.files, memo: { pages: new Map() } })
    expect(noTerms.read.length).toBe(manifest.pages)
    expect(noTerms.kept.length).toBe(first.files.size - 1)
  })
})

/** The index made from `input` (two pages per fragment file), with the previous run's files and memo if given. */
async function index(input: SearchIndexInput, previous?: { files: Map<string, string>; memo: SearchMemo }) {
  const files = new Map<string, string>()
  const out = {
    emit: async (file: { fileName: string; contents: string }) => {
      files.set(file.fileName, file.contents)
    },
    keep: async (fileName: string) => {
      const known = previous?.files.get(fileName)
      if (known !== undefined) files.set(fileName, known)
      return known !== undefined
    },
  }
  const builder = new SearchIndexBuilder({ ...input, plan: planSearchIndex(input, 2), previous: previous?.memo })
  for (const route of [...input.graph.routes.keys()].sort()) await builder.page(route, out)
  const { memo } = await builder.finish(out)
  const made = JSON.parse(files.get(`${SEARCH_INDEX_DIR}/manifest.json`) ?? '{}') as SearchManifest
  return { files, memo, manifest: made }
}

/** The previous run's shard files under names of their own (`old-<key>`): a shard kept, not made again, keeps that name. */
function renamedShards(first: Awaited<ReturnType<typeof index>>) {
  const files = new Map(first.files)
  const names: Record<string, string> = {}
  for (const [key, hash] of Object.entries(first.manifest.shards)) {
    names[key] = `old-${key}`
    files.set(
      `${SEARCH_INDEX_DIR}/shards/old-${key}.json`,
      first.files.get(`${SEARCH_INDEX_DIR}/shards/${hash}.json`) ?? '',
    )
  }
  const shards = first.memo.shards
  if (!shards) throw new Error('the first run remembered no shards')
  return { files, memo: { ...first.memo, shards: { ...shards, files: names } } }
}

/** The fixture's index made once, and the page the edits below change. */
async function indexedOnce() {
  const { graph, pages, bodies } = built.result
  if (!graph || !bodies) throw new Error('the fixture build has no graph or bodies')
  const config = await loadConfig({ rootDir: built.rootDir })
  const meta = pages as ReadonlyMap<RoutePath, PageMeta>
  const input = { graph, pages: meta, bodies, config }
  const route = '/guide/webhooks' as RoutePath
  const webhooks = meta.get(route)
  if (!webhooks) throw new Error('no webhooks page')
  return { meta, bodies, input, first: await index(input), route, webhooks }
}

describe('SearchIndexBuilder after one page changed', () => {
  it('makes again only the shards of the words the page had or has; the others are kept unencoded', async () => {
    const { meta, bodies, input, first, route, webhooks } = await indexedOnce()
    // The page now holds other words (a new version, a new text).
    const editedBodies: PageBodies = {
      get: (source) => bodies.get(source),
      html: (source) => bodies.html(source),
      markdown: (source) => bodies.markdown(source),
      searchText: (source) =>
        source === webhooks.source
          ? { sections: [{ id: '', depth: 0, heading: '', text: 'Zyzzogeton qoph hooks.' }] }
          : bodies.searchText(source),
    }
    const edited = {
      ...input,
      pages: new Map(meta).set(route, { ...webhooks, bodyHash: 'edited' }),
      bodies: editedBodies,
    }
    const fresh = await index(edited)
    const old = first.manifest.shards
    const changedKeys = Object.keys(fresh.manifest.shards).filter((key) => fresh.manifest.shards[key] !== old[key])
    expect(changedKeys).toContain('zy')
    const again = await index(edited, renamedShards(first))
    const keptUnmade = Object.entries(again.manifest.shards).filter(([, hash]) => hash.startsWith('old-'))
    expect(keptUnmade.length).toBeGreaterThan(Object.keys(old).length / 2)
    for (const [key] of keptUnmade) expect(changedKeys).not.toContain(key)
    for (const key of ['zy', 'qo', 'ho', 'we']) expect(again.manifest.shards[key]).toBe(fresh.manifest.shards[key])
    // And the index is the one made from scratch.
    const real = Object.fromEntries(
      Object.entries(again.manifest.shards).map(([key, hash]) => [key, hash.startsWith('old-') ? old[key] : hash]),
    )
    expect(real).toEqual(fresh.manifest.shards)
    expect({ ...again.manifest, shards: real }).toEqual(fresh.manifest)
  })

  it('after a sentence of new words is added, makes again only the shards of those words', async () => {
    const { meta, bodies, input, first, route, webhooks } = await indexedOnce()
    const text = bodies.searchText(webhooks.source)
    if (!text) throw new Error('no search text for the webhooks page')
    // Its other words keep their weights there (a body word's weight is its count, capped); its
    // terms are weighed again from the text (no `searchTerms`, as made when it was compiled).
    const added = { id: 'more', depth: 2, heading: '', text: 'Zyzzogeton qoph.' }
    const edited = {
      ...input,
      pages: new Map(meta).set(route, { ...webhooks, bodyHash: 'edited' }),
      bodies: {
        ...bodies,
        get: (source: string) => bodies.get(source),
        html: (source: string) => bodies.html(source),
        markdown: (source: string) => bodies.markdown(source),
        searchText: (source: string) =>
          source === webhooks.source ? { sections: [...text.sections, added] } : bodies.searchText(source),
      } satisfies PageBodies,
    }
    const fresh = await index(edited)
    const again = await index(edited, renamedShards(first))
    const made = Object.entries(again.manifest.shards).filter(([, hash]) => !hash.startsWith('old-'))
    expect(made.map(([key]) => key).sort()).toEqual(['qo', 'zy'])
    for (const [key, hash] of made) expect(hash).toBe(fresh.manifest.shards[key])
    const real = Object.fromEntries(
      Object.entries(again.manifest.shards).map(([key, hash]) => [
        key,
        hash.startsWith('old-') ? first.manifest.shards[key] : hash,
      ]),
    )
    expect({ ...again.manifest, shards: real }).toEqual(fresh.manifest)
  })
})

describe('planSearchIndex for a page without a bodyHash (the API reference)', () => {
  it('reads its search text only (the whole body, 15 MB for a large API document, never): a change of it changes its version', async () => {
    const { graph, pages, bodies } = built.result
    if (!graph || !bodies) throw new Error('the fixture build has no graph or bodies')
    const config = await loadConfig({ rootDir: built.rootDir })
    const route = '/guide/webhooks' as RoutePath
    const webhooks = pages.get(route)
    if (!webhooks) throw new Error('no webhooks page')
    const { bodyHash: _, ...withoutHash } = webhooks
    const meta = new Map(pages as ReadonlyMap<RoutePath, PageMeta>).set(route, withoutHash)
    // The check: a plan that reads a whole body throws.
    const served = (text?: string): PageBodies => ({
      get: () => {
        throw new Error('the whole body was read')
      },
      html: (source) => bodies.html(source),
      markdown: (source) => bodies.markdown(source),
      searchText: (source) =>
        source === webhooks.source && text
          ? { sections: [{ id: '', depth: 0, heading: '', text }] }
          : bodies.searchText(source),
    })
    const versionOf = (text?: string) =>
      planSearchIndex({ graph, pages: meta, bodies: served(text), config }, 2).pages.find(
        (page) => page.node.path === route,
      )?.version
    const first = versionOf()
    expect(first).toBeDefined()
    expect(versionOf()).toBe(first)
    expect(versionOf('Other words.')).not.toBe(first)
  })
})
