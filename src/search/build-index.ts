import { createHash } from 'node:crypto'
import type { ResolvedConfig } from '../config/index.js'
import {
  fragmentFile,
  type PageBodies,
  type PageMeta,
  pagesPerFragmentFile,
  type RouteGraph,
  type RouteNode,
  type RoutePath,
  routePath,
  SEARCH_INDEX_DIR,
  SEARCH_WEIGHTS,
  type SearchFragment,
  type SearchManifest,
  type SearchShard,
} from '../model/index.js'
import { shardOf, termWeights } from '../text/index.js'

/** What the search index is built from: the routes, their pages' metadata and bodies, the settings. */
export interface SearchIndexInput {
  graph: RouteGraph
  /** Compiled pages by route (Markdown and OpenAPI). */
  pages: ReadonlyMap<RoutePath, PageMeta>
  bodies: PageBodies
  config: ResolvedConfig
}

/** What the index holds. */
export interface SearchIndexStats {
  pages: number
  sections: number
  terms: number
  shards: number
  /** Bytes of all its files. */
  bytes: number
}

/**
 * Snippets are fragments the pages include: a reader looking for their words wants the page that
 * holds them first, so they rank below pages unless their front matter says otherwise.
 */
const SNIPPET_BOOST = 0.4

/** A prefix whose shard would hold more numbers than this is split by its third character. */
const SPLIT_ABOVE = 24_000

/** Hands one file of the index to the writer (written at once, then let go). */
export type EmitSearchFile = (file: { fileName: string; contents: string }) => Promise<void>

/** An indexed page: its number (its place in path order), route node, metadata and area. */
interface IndexedPage {
  number: number
  node: RouteNode
  page: PageMeta
  area: string
}

/**
 * The search stage: one record per page section (its text as readers see it, from the compile
 * stage), written as a manifest, term shards (a query loads only the shards of its words) and one
 * fragment per page (the text results are cut from, loaded only for the results shown).
 *
 * Made page by page: `page` is called for each route as the render stage reaches it, in path
 * order, and makes that page's fragment while the page's body is at hand (on this thread, idle
 * while worker threads render; after the render, 10000 fragments took seconds of their own),
 * written as soon as the neighbours sharing its file (see `pagesPerFragmentFile`) are made too;
 * `finish` makes any page not reached, then the shards and the manifest. `key` (see
 * `searchIndexKey`) names the fragments' folder: it changes whenever any fragment can.
 */
export class SearchIndexBuilder {
  readonly #input: SearchIndexInput
  readonly #pages = new Map<RoutePath, IndexedPage>()
  readonly #made = new Set<number>()
  readonly #fragmentDir: string
  /** Pages per fragment file, and the files not yet written: their fragments so far, by file number. */
  readonly #perFile: number
  readonly #pendingFiles = new Map<number, { fragments: SearchFragment[]; made: number }>()
  readonly #areas = new Map<string, string>()
  readonly #pageAreas: string[] = []
  readonly #postings = new Map<string, number[]>()
  /** Set when a page came after one with a higher number: the postings are sorted before encoding. */
  #outOfOrder = false
  #last = -1
  #sections = 0
  #bytes = 0

  /** `fragmentPages`: pages per fragment file, if not the number `pagesPerFragmentFile` gives. */
  constructor(input: SearchIndexInput & { key: string; fragmentPages?: number }) {
    this.#input = input
    this.#fragmentDir = `fragments/${input.key.slice(0, 8)}/`
    for (const [number, { node, page, area }] of indexedPages(input).entries()) {
      this.#pages.set(node.path, { number, node, page, area })
    }
    // Area keys in order of page number, whichever order the pages come in.
    for (const { area } of this.#pages.values()) this.#pageAreas.push(areaKey(this.#areas, area))
    this.#perFile = input.fragmentPages ?? pagesPerFragmentFile(this.#pages.size)
  }

  /** The fragment of the page at `route`, if the index holds it. */
  async page(route: RoutePath, emit: EmitSearchFile): Promise<void> {
    const indexed = this.#pages.get(route)
    if (indexed && !this.#made.has(indexed.number)) await this.#make(indexed, emit)
  }

  /** Pages not reached by `page`, then the term shards and the manifest. */
  async finish(emit: EmitSearchFile): Promise<SearchIndexStats> {
    for (const indexed of this.#pages.values()) if (!this.#made.has(indexed.number)) await this.#make(indexed, emit)
    const postings = this.#postings
    if (this.#outOfOrder) for (const list of postings.values()) sortPairs(list)
    const longShards = splitPrefixes(postings)
    const shards = new Map<string, SearchShard>()
    for (const term of [...postings.keys()].sort()) {
      const key = shardOf(term, longShards)
      let shard = shards.get(key)
      if (!shard) {
        shard = {}
        shards.set(key, shard)
      }
      shard[term] = deltaEncoded(postings.get(term) ?? [])
    }
    const shardFiles: Record<string, string> = {}
    for (const [key, shard] of [...shards].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const contents = JSON.stringify(shard)
      const hash = hashOf(contents)
      shardFiles[key] = hash
      await this.#write(emit, `shards/${hash}.json`, contents)
    }
    const { config, graph } = this.#input
    const manifest: SearchManifest = {
      version: 1,
      locale: config.i18n.defaultLocale,
      docsVersion: config.docs.versions[0]?.name ?? 'current',
      pages: this.#pages.size,
      pageAreas: this.#pageAreas.join(''),
      areas: Object.fromEntries([...this.#areas].map(([name, key]) => [key, name])),
      longShards: [...longShards].sort(),
      shards: shardFiles,
      fragments: this.#fragmentDir,
      fragmentPages: this.#perFile,
      ...(config.search.externalUrlPattern ? { externalUrlPattern: config.search.externalUrlPattern } : {}),
      suggestions: config.search.suggestions ?? defaultSuggestions(graph),
      ...(config.repositoryUrl ? { reportUrl: `${config.repositoryUrl.replace(/\/+$/, '')}/issues/new` } : {}),
    }
    await this.#write(emit, 'manifest.json', JSON.stringify(manifest))
    return {
      pages: this.#pages.size,
      sections: this.#sections,
      terms: postings.size,
      shards: shards.size,
      bytes: this.#bytes,
    }
  }

  /** A page's fragment made (its file written once every page of that file is), and its terms added to the postings. */
  async #make({ number, node, page }: IndexedPage, emit: EmitSearchFile): Promise<void> {
    this.#made.add(number)
    if (number < this.#last) this.#outOfOrder = true
    this.#last = number
    const body = this.#input.bodies.searchText(page.source)
    const fragment: SearchFragment = {
      url: node.path,
      title: node.title,
      area: this.#pageAreas[number] ?? '',
      sections: (body?.sections ?? []).map((s) => [s.id, s.depth, s.heading, s.text]),
    }
    this.#sections += fragment.sections.length
    const boost = page.frontmatter.search_boost ?? (node.kind === 'snippet' ? SNIPPET_BOOST : 1)
    // Made when the page was compiled; made here for a body that has none (search was off then).
    const own =
      body?.searchTerms ??
      termWeights({
        titles: [node.title, page.contentTitle ?? ''],
        description: page.description,
        sections: body?.sections ?? [],
      })
    for (let i = 0; i < own.terms.length; i++) {
      const term = own.terms[i] as string
      let list = this.#postings.get(term)
      if (!list) {
        list = []
        this.#postings.set(term, list)
      }
      list.push(number, Math.max(1, Math.min(SEARCH_WEIGHTS.max, Math.round((own.weights[i] as number) * boost))))
    }
    const { number: fileNumber, file, index } = fragmentFile(number, this.#perFile)
    const pending = this.#pendingFiles.get(fileNumber) ?? { fragments: [], made: 0 }
    pending.fragments[index] = fragment
    pending.made++
    // The last file holds what is left of the pages.
    if (pending.made < Math.min(this.#perFile, this.#pages.size - fileNumber * this.#perFile)) {
      this.#pendingFiles.set(fileNumber, pending)
      return
    }
    this.#pendingFiles.delete(fileNumber)
    await this.#write(emit, `${this.#fragmentDir}${file}`, JSON.stringify(pending.fragments))
  }

  #write(emit: EmitSearchFile, fileName: string, contents: string): Promise<void> {
    this.#bytes += Buffer.byteLength(contents)
    return emit({ fileName: `${SEARCH_INDEX_DIR}/${fileName}`, contents })
  }
}

/**
 * Everything the index is made from, as one hash, read from the pages' metadata only (a body is
 * read only for the rare page without a `bodyHash`): a warm build whose key is unchanged keeps
 * the previous index files instead of reading every body again.
 */
export function searchIndexKey(input: SearchIndexInput): string {
  const { config } = input
  const hash = createHash('sha1')
  hash.update(
    JSON.stringify([
      INDEX_FORMAT,
      config.search,
      config.i18n.defaultLocale,
      config.docs.versions[0]?.name,
      config.repositoryUrl,
    ]),
  )
  for (const { node, page, area } of indexedPages(input)) {
    const body =
      page.bodyHash ??
      createHash('sha1')
        .update(JSON.stringify(input.bodies.get(page.source) ?? null))
        .digest('base64')
    hash.update(
      JSON.stringify([
        node.path,
        node.kind,
        node.title,
        page.contentTitle,
        page.description,
        area,
        page.frontmatter.search_boost,
        body,
      ]),
    )
  }
  // The suggestions come from the first sidebar's labels.
  hash.update(JSON.stringify(defaultSuggestions(input.graph)))
  return hash.digest('hex')
}

/** Bumped when the index's files change shape for the same pages (the key then changes too). */
const INDEX_FORMAT = 3

/** The kinds of page the index holds: what has text of its own to find. */
const SEARCHED_KINDS: ReadonlySet<RouteNode['kind']> = new Set([
  'doc',
  'home',
  'snippet',
  'openapi',
  'page',
  'blog-post',
])

/** The pages the index holds, in path order, with the area each belongs to. */
function indexedPages(input: SearchIndexInput): { node: RouteNode; page: PageMeta; area: string }[] {
  const { graph, pages, config } = input
  const areaOfSidebar = sidebarAreas(graph, config)
  const found: { node: RouteNode; page: PageMeta; area: string }[] = []
  for (const node of [...graph.routes.values()].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const page = pages.get(node.path)
    if (!page || page.frontmatter.search === false || page.frontmatter.draft) continue
    if (!SEARCHED_KINDS.has(node.kind)) continue
    const area =
      node.kind === 'openapi'
        ? 'API reference'
        : node.kind === 'snippet'
          ? 'Snippets'
          : node.kind === 'blog-post'
            ? config.blog === false
              ? 'Blog'
              : config.blog.title
            : ((node.sidebar && areaOfSidebar.get(node.sidebar)) ?? OTHER)
    found.push({ node, page, area })
  }
  // A page in no sidebar (a fragment, a guide listed elsewhere) joins the area most pages of its
  // first folder are in (`/dev-docs/...`: the developer docs).
  const byFolder = new Map<string, Map<string, number>>()
  for (const { node, area } of found) {
    if (area === OTHER) continue
    const counts = byFolder.get(folderOf(node.path)) ?? new Map<string, number>()
    counts.set(area, (counts.get(area) ?? 0) + 1)
    byFolder.set(folderOf(node.path), counts)
  }
  for (const entry of found) {
    if (entry.area !== OTHER) continue
    const counts = [...(byFolder.get(folderOf(entry.node.path)) ?? [])].sort((a, b) => b[1] - a[1])
    entry.area = counts[0]?.[0] ?? OTHER
  }
  return found
}

const OTHER = 'Other pages'
const folderOf = (path: string): string => path.split('/')[1] ?? ''

/**
 * The area name of each sidebar: the label of the navbar item that leads into it (the Strapi site's
 * "Developer Docs" and "User Guide"), else the sidebar's id. Search results and /llms.txt use it.
 */
export function sidebarAreas(graph: RouteGraph, config: ResolvedConfig): Map<string, string> {
  const names = new Map<string, string>()
  for (const item of config.navbar.items.flatMap((entry) => ('html' in entry ? [] : (entry.items ?? [entry])))) {
    if ('html' in item || !item.to || !item.label) continue
    const target = graph.routes.get(routePath(item.to.replace(/\/+$/, '') || '/'))
    if (target?.sidebar && !names.has(target.sidebar)) names.set(target.sidebar, item.label)
  }
  for (const id of graph.sidebars.keys()) if (!names.has(id)) names.set(id, id)
  return names
}

/** The labels of the first sidebar's top-level items (emoji and symbols dropped), up to four. */
function defaultSuggestions(graph: RouteGraph): string[] {
  const [first] = graph.sidebars.values()
  return (first?.items ?? [])
    .map((item) => item.label.replace(/^[^\p{L}\p{N}]+/u, '').trim())
    .filter((label) => label !== '')
    .slice(0, 4)
}

/** The one-character key of an area, given in order of first use. */
function areaKey(areas: Map<string, string>, name: string): string {
  let key = areas.get(name)
  if (key === undefined) {
    key = String.fromCharCode(97 + areas.size)
    areas.set(name, key)
  }
  return key
}

/** Two-character prefixes whose postings are too many for one shard: split by their third character. */
function splitPrefixes(postings: ReadonlyMap<string, number[]>): Set<string> {
  const sizes = new Map<string, number>()
  for (const [term, list] of postings) sizes.set(term.slice(0, 2), (sizes.get(term.slice(0, 2)) ?? 0) + list.length)
  const long = new Set<string>()
  for (const term of postings.keys()) {
    if (term.length >= 3 && (sizes.get(term.slice(0, 2)) ?? 0) > SPLIT_ABOVE) long.add(term.slice(0, 3))
  }
  return long
}

/** `[page, weight, …]` ordered by page number, in place. */
function sortPairs(list: number[]): void {
  const pairs: [number, number][] = []
  for (let i = 0; i < list.length; i += 2) pairs.push([list[i] as number, list[i + 1] as number])
  pairs.sort((a, b) => a[0] - b[0])
  pairs.forEach(([page, weight], i) => {
    list[2 * i] = page
    list[2 * i + 1] = weight
  })
}

/** `[page, weight, …]` with each page number replaced by its difference from the previous one. */
function deltaEncoded(list: readonly number[]): number[] {
  const out = new Array<number>(list.length)
  let previous = 0
  for (let i = 0; i < list.length; i += 2) {
    const page = list[i] as number
    out[i] = page - previous
    out[i + 1] = list[i + 1] as number
    previous = page
  }
  return out
}

function hashOf(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 8)
}
