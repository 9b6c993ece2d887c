import { createHash } from 'node:crypto'
import {
  fragmentFile,
  NO_VERSION,
  type RouteGraph,
  type RoutePath,
  SEARCH_INDEX_DIR,
  SEARCH_WEIGHTS,
  type SearchFragment,
  type SearchManifest,
  type SearchShard,
} from '../model/index.js'
import { shardOf, termWeights } from '../text/index.js'
import { Postings } from './postings.js'
import type { PlannedPage, SearchIndexInput, SearchPlan } from './search-plan.js'
import { type PageTerms, Translations } from './terms-memo.js'

/** What the index holds, and how much of it this run wrote. */
export interface SearchIndexStats {
  pages: number
  sections: number
  terms: number
  shards: number
  /** Bytes of the files written (kept files not counted). */
  bytes: number
  /** Files kept from the previous output. */
  kept: number
}

/**
 * Snippets are fragments the pages include: a reader looking for their words wants the page that
 * holds them first, so they rank below pages unless their front matter says otherwise.
 */
const SNIPPET_BOOST = 0.4

/** A prefix whose shard would hold more numbers than this is split by its third character. */
const SPLIT_ABOVE = 24_000

/**
 * Where the index's files go: `emit` hands one to the writer (written at once, then let go);
 * `keep` keeps the previous output's file of that name as it is, if it has it intact (false:
 * the file must be emitted). Names are relative to the output folder.
 */
export interface SearchFilesOut {
  emit(file: { fileName: string; contents: string }): Promise<void>
  keep(fileName: string): Promise<boolean>
}

/** A fragment file not yet complete: its fragments so far, or kept whole from the previous output. */
interface PendingFile {
  kept: boolean
  fragments: SearchFragment[]
  made: number
}

/**
 * The search stage: one record per page section (its text as readers see it, from the compile
 * stage), written as a manifest, term shards (a query loads only the shards of its words) and
 * fragment files (the text results are cut from, loaded only for the results shown).
 *
 * Made page by page: `page` is called for each route as the render stage reaches it, in path
 * order, and makes that page's fragment while the page's body is at hand (on this thread, idle
 * while worker threads render; after the render, 10000 fragments took seconds of their own),
 * written as soon as the neighbours sharing its file (see `pagesPerFragmentFile`) are made too;
 * `finish` makes any page not reached, then the shards and the manifest.
 *
 * Every file's name says what it holds (see `SearchPlan.folders`; shards by their contents), so
 * a file the previous output has under the same name is kept, not made: an unchanged page of a
 * kept fragment file is not read at all when `previous` has its terms. One edited page at 10,000
 * makes one folder of fragments again, and the shards its terms are in.
 */
export class SearchIndexBuilder {
  readonly #input: SearchIndexInput
  readonly #plan: SearchPlan
  readonly #previous: ReadonlyMap<RoutePath, PageTerms> | undefined
  readonly #made = new Set<number>()
  readonly #pendingFiles = new Map<number, PendingFile>()
  readonly #terms = new Map<RoutePath, PageTerms>()
  /** Every term of this index, by number, and `[page, weight, …]` for each number. */
  readonly #dictionary: string[] = []
  readonly #translations = new Translations(this.#dictionary, new Map())
  readonly #postings = new Postings()
  #sections = 0
  #bytes = 0
  #kept = 0

  /** `previous`: the terms of the last index made (see `SearchTermsMemo`). */
  constructor(
    input: SearchIndexInput & { plan: SearchPlan; previous?: ReadonlyMap<RoutePath, PageTerms> | undefined },
  ) {
    this.#input = input
    this.#plan = input.plan
    this.#previous = input.previous
  }

  /** The fragment of the page at `route`, if the index holds it. */
  async page(route: RoutePath, out: SearchFilesOut): Promise<void> {
    const planned = this.#plan.byPath.get(route)
    if (planned && !this.#made.has(planned.number)) await this.#make(planned, out)
  }

  /** Pages not reached by `page`, then the term shards and the manifest; and every page's terms. */
  async finish(out: SearchFilesOut): Promise<{ stats: SearchIndexStats; terms: ReadonlyMap<RoutePath, PageTerms> }> {
    const plan = this.#plan
    for (const planned of plan.pages) if (!this.#made.has(planned.number)) await this.#make(planned, out)
    // Each term's `[page, weight, …]`, pages ascending and delta-encoded.
    const postings = new Map<string, number[]>()
    const lists = this.#postings.encoded(this.#dictionary.length)
    this.#dictionary.forEach((term, id) => {
      postings.set(term, lists[id] ?? [])
    })
    const longShards = splitPrefixes(postings)
    const shards = new Map<string, SearchShard>()
    for (const term of [...postings.keys()].sort()) {
      const key = shardOf(term, longShards)
      let shard = shards.get(key)
      if (!shard) {
        shard = {}
        shards.set(key, shard)
      }
      shard[term] = postings.get(term) ?? []
    }
    const shardFiles: Record<string, string> = {}
    for (const [key, shard] of [...shards].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const contents = JSON.stringify(shard)
      const hash = hashOf(contents)
      shardFiles[key] = hash
      if (!(await this.#keep(out, `shards/${hash}.json`))) await this.#write(out, `shards/${hash}.json`, contents)
    }
    const { config } = this.#input
    const manifest: SearchManifest = {
      version: 2,
      locale: config.locale ?? config.i18n.defaultLocale,
      docsVersion: latestDocsVersion(this.#input.graph) ?? config.docs.versions[0]?.name ?? 'current',
      pages: plan.pages.length,
      pageAreas: plan.pages.map((page) => page.areaKey).join(''),
      areas: Object.fromEntries([...plan.areas].map(([name, key]) => [key, name])),
      ...(plan.docsVersions
        ? {
            pageVersions: plan.pages.map((page) => page.docsVersionKey ?? NO_VERSION).join(''),
            versions: Object.fromEntries([...plan.docsVersions].map(([name, key]) => [key, name])),
          }
        : {}),
      longShards: [...longShards].sort(),
      shards: shardFiles,
      fragments: [...plan.folders],
      fragmentPages: plan.perFile,
      ...(config.search.externalUrlPattern ? { externalUrlPattern: config.search.externalUrlPattern } : {}),
      suggestions: plan.suggestions,
      ...(config.repositoryUrl ? { reportUrl: `${config.repositoryUrl.replace(/\/+$/, '')}/issues/new` } : {}),
    }
    await this.#write(out, 'manifest.json', JSON.stringify(manifest))
    const stats = {
      pages: plan.pages.length,
      sections: this.#sections,
      terms: postings.size,
      shards: shards.size,
      bytes: this.#bytes,
      kept: this.#kept,
    }
    return { stats, terms: this.#terms }
  }

  /**
   * A page's terms added to the postings, and its fragment made unless its file is kept (the file
   * written once every page of it is made). The body is read unless the file is kept and the
   * previous terms are the page's.
   */
  async #make(planned: PlannedPage, out: SearchFilesOut): Promise<void> {
    const { number, node, page, areaKey, version } = planned
    const { perFile, folders, pages } = this.#plan
    this.#made.add(number)
    const { number: fileNumber, folder, file, index } = fragmentFile(number, perFile)
    const fileName = `${folders[folder] ?? ''}${file}`
    let pending = this.#pendingFiles.get(fileNumber)
    if (!pending) {
      pending = { kept: await this.#keep(out, fileName), fragments: [], made: 0 }
      this.#pendingFiles.set(fileNumber, pending)
    }
    const known = this.#previous?.get(node.path)
    let terms: PageTerms
    if (pending.kept && known?.version === version) terms = known
    else {
      const body = this.#input.bodies.searchText(page.source)
      const sections = body?.sections ?? []
      if (!pending.kept)
        pending.fragments[index] = {
          url: node.path,
          title: node.title,
          ...(planned.parent === undefined ? {} : { parent: planned.parent }),
          area: areaKey,
          sections: sections.map((s) => [s.id, s.depth, s.heading, s.text]),
        }
      const boost = page.frontmatter.search_boost ?? (node.kind === 'snippet' ? SNIPPET_BOOST : 1)
      // Made when the page was compiled; made here for a body that has none (search was off then).
      const own =
        body?.searchTerms ??
        termWeights({ titles: [node.title, page.contentTitle ?? ''], description: page.description, sections })
      // Plain loops: typed arrays' `from` and `map` with a callback were a second of a cold build.
      const count = own.terms.length
      const ids = new Uint32Array(count)
      const weights = new Uint8Array(count)
      for (let i = 0; i < count; i++) {
        ids[i] = this.#translations.id(own.terms[i] as string)
        weights[i] = Math.max(1, Math.min(SEARCH_WEIGHTS.max, Math.round((own.weights[i] as number) * boost)))
      }
      terms = { version, dictionary: this.#dictionary, ids, weights, sections: sections.length }
    }
    this.#terms.set(node.path, terms)
    this.#sections += terms.sections
    const { dictionary, ids, weights } = terms
    for (let i = 0; i < ids.length; i++) {
      this.#postings.add(this.#translations.of(dictionary, ids[i] as number), number, weights[i] as number)
    }
    pending.made++
    // The last file holds what is left of the pages.
    if (pending.made < Math.min(perFile, pages.length - fileNumber * perFile)) return
    this.#pendingFiles.delete(fileNumber)
    if (!pending.kept) await this.#write(out, fileName, JSON.stringify(pending.fragments))
  }

  /** Whether the previous output's file of the index of that name is kept (then it is not written). */
  async #keep(out: SearchFilesOut, name: string): Promise<boolean> {
    const kept = await out.keep(`${SEARCH_INDEX_DIR}/${name}`)
    if (kept) this.#kept++
    return kept
  }

  #write(out: SearchFilesOut, name: string, contents: string): Promise<void> {
    this.#bytes += Buffer.byteLength(contents)
    return out.emit({ fileName: `${SEARCH_INDEX_DIR}/${name}`, contents })
  }
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

function hashOf(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 8)
}

/** The last of the docs versions, on a site that builds several: what search shows outside the docs. */
function latestDocsVersion(graph: RouteGraph): string | undefined {
  return (graph.versions?.find((version) => version.last) ?? graph.versions?.[0])?.name
}
