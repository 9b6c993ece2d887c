import {
  fragmentFile,
  NO_VERSION,
  type RouteGraph,
  type RoutePath,
  SEARCH_INDEX_DIR,
  SEARCH_WEIGHTS,
  type SearchFragment,
  type SearchManifest,
} from '../model/index.js'
import { termWeights } from '../text/index.js'
import { Postings } from './postings.js'
import type { PlannedPage, SearchIndexInput, SearchPlan } from './search-plan.js'
import { makeShards, numberingKey } from './shards.js'
import { type PageTerms, type SearchMemo, Translations } from './terms-memo.js'

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

/** Past this many changed terms (see `#changed`), every shard is made again. */
const MAX_CHANGED_TERMS = 50_000

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
  readonly #previous: SearchMemo | undefined
  /**
   * The terms, old and new, of the pages whose terms changed since `previous` (their shards are
   * made again); undefined: not tracked (no previous shards, or too many pages changed).
   */
  #changed: Set<string> | 'all' | undefined
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
  constructor(input: SearchIndexInput & { plan: SearchPlan; previous?: SearchMemo | undefined }) {
    this.#input = input
    this.#plan = input.plan
    this.#previous = input.previous
    this.#changed = input.previous?.shards ? new Set() : undefined
  }

  /** The fragment of the page at `route`, if the index holds it. */
  async page(route: RoutePath, out: SearchFilesOut): Promise<void> {
    const planned = this.#plan.byPath.get(route)
    if (planned && !this.#made.has(planned.number)) await this.#make(planned, out)
  }

  /** Pages not reached by `page`, then the term shards and the manifest; and every page's terms. */
  async finish(out: SearchFilesOut): Promise<{ stats: SearchIndexStats; memo: SearchMemo }> {
    const plan = this.#plan
    for (const planned of plan.pages) if (!this.#made.has(planned.number)) await this.#make(planned, out)
    const shards = await makeShards(
      {
        dictionary: this.#dictionary,
        postings: this.#postings,
        numbering: numberingKey(plan.pages.map((page) => page.node.path)),
        previous: this.#previous?.shards,
        changed: this.#changed instanceof Set ? { all: false, terms: this.#changed } : { all: true },
      },
      { keep: (name) => this.#keep(out, name), write: (name, contents) => this.#write(out, name, contents) },
    )
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
      longShards: [...shards.longShards],
      shards: shards.files,
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
      terms: this.#dictionary.length,
      shards: Object.keys(shards.files).length,
      bytes: this.#bytes,
      kept: this.#kept,
    }
    return { stats, memo: { pages: this.#terms, shards } }
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
    const known = this.#previous?.pages.get(node.path)
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
      if (known?.version !== version) this.#termsChanged(known, own.terms, weights)
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

  /**
   * Records the terms of a page made again whose postings changed: those it has now (`own`, with
   * their `weights` on it) with another weight than it had (`known`), and those it no longer has.
   * A term whose weight on the page is the same has the same postings: an edit that adds a
   * sentence makes again the shards of that sentence's words only.
   */
  #termsChanged(known: PageTerms | undefined, own: readonly string[], weights: ArrayLike<number>): void {
    const changed = this.#changed
    if (!(changed instanceof Set)) return
    // Many pages changed: every shard is made again, which costs less than tracking their terms.
    if (changed.size > MAX_CHANGED_TERMS) {
      this.#changed = 'all'
      return
    }
    // A page the previous index did not have: its numbering differs anyway, but say so.
    if (!known) {
      this.#changed = 'all'
      return
    }
    const before = new Map<string, number>()
    for (let i = 0; i < known.ids.length; i++)
      before.set(known.dictionary[known.ids[i] as number] ?? '', known.weights[i] ?? 0)
    own.forEach((term, i) => {
      if (before.get(term) !== weights[i]) changed.add(term)
      before.delete(term)
    })
    for (const term of before.keys()) changed.add(term)
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

/** The last of the docs versions, on a site that builds several: what search shows outside the docs. */
function latestDocsVersion(graph: RouteGraph): string | undefined {
  return (graph.versions?.find((version) => version.last) ?? graph.versions?.[0])?.name
}
