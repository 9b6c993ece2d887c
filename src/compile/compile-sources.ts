import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Worker } from 'node:worker_threads'
import type { ResolvedConfig } from '../config/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { ApiPage, CategoryMeta, CompiledPage, PageMeta } from '../model/page.js'
import {
  ADMONITION_TYPES_DEPENDENCY,
  isSiteDependency,
  SITE_COMPONENTS_DEPENDENCY,
  type SiteComponentsModule,
} from '../model/site-components.js'
import { loadOpenApiCompiler } from '../openapi/index.js'
import { categoryFolderOf, type ReadResult, readSourceText, type SourceFile } from '../scan/index.js'
import type { MarkdownCompilerOptions } from '../transform/index.js'
import { BodyFile, type StoredBody } from './body-file.js'
import { BodyStore, type CompiledEntry, entryOf, NO_BODY } from './body-store.js'
import { CompileCache } from './cache.js'
import { parseCategoryMeta } from './category-meta.js'
import { compilePending, internalError, type LoadPage, WORKER_THRESHOLD } from './compile-pending.js'
import { codeFingerprint, compilerOptionsOf } from './open-cache.js'
import { asWarning, openApiSources } from './openapi-pages.js'
import { dependencyHash, mapLimited, READ_CONCURRENCY, stampOf } from './source-stamps.js'
import { PAGES_PER_WORKER, startCompileWorkers, workerScript } from './worker-pool.js'

export { stampOf } from './source-stamps.js'

/** Everything the graph stage needs from the sources, and the pages' bodies for the stages after it. */
export interface CompiledSources {
  /** Markdown pages without their bodies, in the order of the sources. */
  pages: PageMeta[]
  /** The bodies of the Markdown and OpenAPI pages, by source: read from where they are kept on each `get`. */
  bodies: BodyStore
  apiPages: ApiPage[]
  categories: Map<string, CategoryMeta>
  diagnostics: Diagnostic[]
  /** Ends when the OpenAPI pages compiled are in the cache (written on a worker thread meanwhile; never rejects). */
  storing?: Promise<void> | undefined
  /** How many Markdown pages came from the cache, and how many were compiled. */
  stats: { cached: number; compiled: number; workers: number; highlightWorker?: { blocksHere: number } | undefined }
}

/** How to compile: with a cache, and on how many worker threads (0: on this thread). */
export interface CompileOptions {
  cache?: CompileCache | undefined
  workers?: number | undefined
  /** Called as pages are compiled (for a progress bar). */
  onProgress?: ((done: number, total: number) => void) | undefined
  /**
   * Where compiled pages keep their body: `memory` (the default), or `file`: a temporary file the
   * bodies are written to as they are compiled, read back each time the body store is asked for
   * one (a large site's HTML is never all in memory), or `none`: pages compiled now keep no HTML
   * or text at all (`check-links` reads links and anchors only).
   */
  bodies?: 'memory' | 'file' | 'none' | undefined
  /**
   * `false`: code blocks are compiled without highlighting (plain spans), and the pages compiled
   * are not stored in the cache (the dev server's first build with no cache at all, followed at
   * once by a highlighted one). @default true
   */
  highlight?: boolean | undefined
  /** The site's React components, bundled (pages that use one depend on the bundle's hash). */
  siteComponents?: SiteComponentsModule | undefined
  /**
   * Files (absolute paths) known not to have changed since the previous run with the same cache
   * (the dev server's watcher says which did): the stamp and entry the cache recorded for such a
   * page are taken without a `stat` (100 ms at 10,000 pages), and its snippets, if none changed,
   * without hashing them (20 ms).
   */
  unchanged?: ((absPath: string) => boolean) | undefined
}

/** What is known of one source before compiling: its text, or only its stamp and entry key. */
interface Examined {
  read?: ReadResult
  stamp?: string | undefined
  key?: string
  /** The cache's entry for `key`, found fresh while examining. */
  hit?: CompiledEntry
}

/**
 * Read and compile every source: Markdown pages (from the cache when unchanged, else on worker
 * threads or this thread), `_category_.json` files, and OpenAPI documents.
 *
 * A Markdown file whose stamp (size, times, inode) is the one the cache recorded for its entry is
 * not read at all. Other files are read and hashed, and those to compile are read again when
 * their turn comes: the texts of a whole site are never held at once.
 */
export async function compileSources(
  files: readonly SourceFile[],
  config: ResolvedConfig,
  options: CompileOptions = {},
): Promise<CompiledSources> {
  // A cache opened without reading it (`openCompileCache` with `load: false`) is read now, once.
  await options.cache?.load()
  const out: CompiledSources = {
    pages: [],
    bodies: new BodyStore(),
    apiPages: [],
    categories: new Map(),
    diagnostics: [],
    stats: { cached: 0, compiled: 0, workers: 0 },
  }
  // Without bodies, nothing reads the HTML: code blocks need no highlighting (the cache key
  // stays that of `compilerOptionsOf`, as the pages' metadata is the same).
  const plain = options.bodies === 'none' || options.highlight === false
  const compilerOptions: MarkdownCompilerOptions = {
    ...compilerOptionsOf(config),
    ...(plain ? { highlight: false } : {}),
    ...(options.siteComponents ? { siteComponents: options.siteComponents } : {}),
  }
  // A cold build (no cache, or an empty one) compiles nearly every page: its workers start now
  // and boot (modules, highlighter) while this thread reads and hashes the sources.
  const started = startWorkersEarly(files, options, compilerOptions)
  try {
    return await compileExamined({ files, config, options, out, compilerOptions, started })
  } finally {
    // Those that compiled are terminated already; these were not needed after all.
    for (const worker of started ?? []) void worker.terminate()
  }
}

/** Workers for a cold build of enough pages, started before the sources are read. */
function startWorkersEarly(
  files: readonly SourceFile[],
  options: CompileOptions,
  compilerOptions: MarkdownCompilerOptions,
): Worker[] | undefined {
  const workers = options.workers ?? 0
  if (workers <= 1 || (options.cache !== undefined && options.cache.size > 0)) return undefined
  const markdown = files.reduce((count, file) => count + (file.kind === 'markdown' ? 1 : 0), 0)
  const script = workerScript()
  if (!script || markdown < WORKER_THRESHOLD) return undefined
  return startCompileWorkers(script, compilerOptions, Math.min(workers, Math.ceil(markdown / PAGES_PER_WORKER)))
}

/**
 * Load the compilers' modules now when this thread will compile every page itself (a cold build
 * of fewer pages than the workers take: the Markdown compiler's, and the OpenAPI compiler's for a
 * site with documents). The pipeline calls this while the site's components bundle, when this
 * thread only waits on esbuild: about 0.4 s of module loading comes off the compile stage.
 */
export function preloadCompilers(files: readonly SourceFile[], cache: CompileCache | undefined): void {
  if (cache !== undefined && cache.size > 0) return
  let markdown = 0
  let openapi = false
  for (const file of files) {
    if (file.kind === 'markdown') markdown++
    else if (file.kind === 'openapi') openapi = true
  }
  if (markdown === 0 || markdown >= WORKER_THRESHOLD) return
  // Failures surface where the modules are used.
  import('../transform/index.js').catch(() => {})
  if (openapi) loadOpenApiCompiler().catch(() => {})
}

/** What `compileExamined` works with: the run's sources and settings, and the result it fills. */
interface Compilation {
  files: readonly SourceFile[]
  config: ResolvedConfig
  options: CompileOptions
  out: CompiledSources
  compilerOptions: MarkdownCompilerOptions
  started: Worker[] | undefined
}

async function compileExamined({ files, config, options, out, compilerOptions, started }: Compilation) {
  const { cache } = options
  const contentRoot = path.join(config.rootDir, config.docs.contentDir)
  const dependencyTexts = new Map<string, string>()
  // The site's components are one dependency: their bundle, by its hash.
  dependencyTexts.set(SITE_COMPONENTS_DEPENDENCY, options.siteComponents?.hash ?? '\0none')
  // And which admonition types the site renders itself, by name.
  dependencyTexts.set(ADMONITION_TYPES_DEPENDENCY, (options.siteComponents?.admonitionTypes ?? []).join('\0'))
  const textOf = (contentPath: string): string => {
    let text = dependencyTexts.get(contentPath)
    if (text === undefined) {
      try {
        // Bytes as latin1 (one character each): a binary dependency (an image beside the page) has
        // edits a UTF-8 reading would hide (invalid sequences all read as U+FFFD).
        text = readFileSync(path.join(contentRoot, contentPath)).toString('latin1')
      } catch {
        text = '\0missing'
      }
      dependencyTexts.set(contentPath, text)
    }
    return text
  }
  const { unchanged } = options
  /** The cached entry of a key, if its page's snippets are unchanged too. */
  const freshHit = (key: string): CompiledEntry | undefined => {
    const hit = cache?.get(key)
    const meta = hit?.meta
    // A page that includes snippets is only fresh if the snippets are unchanged too.
    return meta &&
      (meta.dependencies.length === 0 ||
        dependenciesUnchanged(meta.dependencies) ||
        meta.dependencyHash === dependencyHash(meta.dependencies, textOf))
      ? hit
      : undefined
  }
  // Entries the previous run used (the only ones a long-lived cache keeps) were fresh then.
  const dependenciesUnchanged = (dependencies: readonly string[]): boolean =>
    unchanged !== undefined &&
    dependencies.every((dep) => !isSiteDependency(dep) && unchanged(path.join(contentRoot, dep)))
  /** A file's stamp: the one the cache recorded when the file is known unchanged, else a stat's (forgotten if it has none now). */
  const stampNow = (file: SourceFile): string | undefined => {
    const recorded = unchanged?.(file.absPath) ? cache?.recordedStamp(file.contentPath)?.stamp : undefined
    if (recorded !== undefined) return recorded
    const stamp = stampOf(file.absPath)
    if (stamp === undefined) cache?.forgetStamp(file.contentPath)
    return stamp
  }
  const examine = async (file: SourceFile): Promise<Examined> => {
    if (file.kind === 'category' && cache) {
      // Category files are small, but a large site has one per folder: known by their stamp too.
      const stamp = stampNow(file)
      const known = stamp === undefined ? undefined : cache.textByStamp(file.contentPath, stamp)
      if (known !== undefined) return { read: { ok: true, text: known } }
      const read = await readSourceText(file.absPath, file.relPath)
      if (read.ok && stamp !== undefined) cache.setText(file.contentPath, stamp, read.text)
      return { read }
    }
    if (file.kind !== 'markdown') return { read: await readSourceText(file.absPath, file.relPath) }
    // With no cache there is no key to make: the page is read when its turn to compile comes.
    if (!cache) return {}
    const stamp = stampNow(file)
    // An empty cache has nothing to look up: the key is made when the page is read to compile
    // (with the stamp taken now, before that read), so the workers get pages at once.
    if (cache.size === 0) return { stamp }
    const known = stamp === undefined ? undefined : cache.entryKeyByStamp(file.contentPath, stamp)
    const hit = known === undefined ? undefined : freshHit(known)
    if (hit && known !== undefined) return { stamp, key: known, hit }
    const read = await readSourceText(file.absPath, file.relPath)
    if (!read.ok) return { read }
    // Only the key is kept: the text is read again if the page is compiled.
    return { stamp, key: CompileCache.entryKey(file.contentPath, read.text) }
  }
  /** A page known unchanged whose recorded entry is fresh, examined at once (no stat, no promise), else undefined. */
  const examinedUnchanged = (file: SourceFile): Examined | undefined => {
    if (file.kind !== 'markdown' || !cache || cache.size === 0 || !unchanged?.(file.absPath)) return undefined
    const recorded = cache.recordedStamp(file.contentPath)
    if (recorded?.key === undefined) return undefined
    const hit = freshHit(recorded.key)
    return hit && { stamp: recorded.stamp, key: recorded.key, hit }
  }
  // Pages known unchanged (nearly all of a dev server's rebuild) are examined at once; the others
  // are read and hashed, a few at a time.
  const examined = files.map(examinedUnchanged)
  const rest = files.flatMap((_file, i) => (examined[i] ? [] : [i]))
  await mapLimited(rest, READ_CONCURRENCY, async (i) => {
    examined[i] = await examine(files[i] as SourceFile)
  })
  const pending: { file: SourceFile; key: string | undefined; stamp: string | undefined }[] = []
  const pages = new Map<string, CompiledEntry>()
  // OpenAPI documents: their pages kept in the cache are read without the OpenAPI compiler (and
  // its YAML parser), which is loaded only when a document must be compiled.
  const { sources: apiSources, storing } = await openApiSources(files, {
    config,
    reads: examined.map((item) => item?.read),
    cache: cache?.dir === undefined ? undefined : { dir: cache.dir, fingerprint: codeFingerprint() },
    diagnostics: out.diagnostics,
  })
  out.storing = storing
  files.forEach((file, i) => {
    const { read, key, stamp } = examined[i] ?? {}
    if (read && !read.ok) {
      out.diagnostics.push(read.diagnostic)
      return
    }
    try {
      if (file.kind === 'category') {
        const { meta, diagnostics } = parseCategoryMeta(read?.text ?? '', file.relPath)
        out.categories.set(categoryFolderOf(file.contentPath), meta)
        out.diagnostics.push(...diagnostics)
      } else if (file.kind === 'openapi') {
        const source = apiSources.get(file)
        if (!source) throw new Error('Internal error: OpenAPI document not examined')
        const { input, page } = source
        // A document that failed to compile is reported already.
        if (!page) return
        out.diagnostics.push(...(input.onInvalid === 'warn' ? page.diagnostics.map(asWarning) : page.diagnostics))
        const { meta, body } = entryOf(page)
        out.bodies.set(meta.source, body)
        out.apiPages.push({ page: meta, route: input.route })
      } else {
        const hit = examined[i]?.hit ?? (key === undefined ? undefined : freshHit(key))
        if (hit && key !== undefined) {
          pages.set(file.contentPath, hit)
          if (stamp !== undefined) cache?.setStamp(file.contentPath, key, stamp)
          out.stats.cached++
        } else pending.push({ file, key, stamp })
      }
    } catch (error) {
      out.diagnostics.push(internalError(file.relPath, error))
    }
  })

  // With `bodies: 'file'`, the workers write the bodies they compile into one file (the HTML
  // never crosses to this thread), and pages compiled here go to it as well. With a cache, it is
  // the cache's new bodies file (saved by renaming it when it holds every page's body).
  let bodyFile: BodyFile | 'memory' | undefined = options.bodies === 'file' ? undefined : 'memory'
  const sharedBodyFile = (): BodyFile | undefined => {
    if (bodyFile === undefined) {
      try {
        bodyFile = cache?.newBodyFile() ?? BodyFile.temporary()
      } catch {
        // No writable folder: keep them in memory.
        bodyFile = 'memory'
      }
    }
    return bodyFile === 'memory' ? undefined : bodyFile
  }
  const keep = (page: CompiledPage, stored?: StoredBody): CompiledEntry => {
    if (options.bodies === 'none' || stored) {
      const { html: _html, sections: _sections, searchTerms: _terms, markdown: _markdown, ...meta } = page
      return { meta, body: stored ?? NO_BODY }
    }
    return entryOf(page, sharedBodyFile())
  }
  const workerBodies = options.bodies === 'file' ? sharedBodyFile : options.bodies === 'none' ? 'none' : undefined
  const unreadable = new Set<SourceFile>()
  // A few pages to compile again (an edit): their code blocks from their previous bodies (see
  // `highlightSeedOf`), read now, before this build's entries replace them.
  const previous = pending.length <= SEED_PAGES ? pending.map((item) => cache?.previousHtml(item.file.contentPath)) : []
  const loads = pending.map(
    (item, index): LoadPage =>
      async () => {
        const { file } = item
        const read = await readSourceText(file.absPath, file.relPath)
        if (!read.ok) {
          // Gone or changed since it was first read.
          if (!unreadable.has(file)) out.diagnostics.push(read.diagnostic)
          unreadable.add(file)
          return undefined
        }
        if (cache) {
          const key = CompileCache.entryKey(file.contentPath, read.text)
          // Not hashed before (an empty cache): the stamp, taken before this read, goes with this text.
          if (item.key === undefined) item.key = key
          else if (key !== item.key) {
            // Changed since it was hashed: the stamp is of the earlier text.
            item.key = key
            item.stamp = undefined
            cache.forgetStamp(file.contentPath)
          }
        }
        const previousHtml = previous[index]
        return {
          source: file.contentPath,
          text: read.text,
          relPath: file.relPath,
          ...(previousHtml ? { previousHtml } : {}),
        }
      },
  )
  const compiled = await compilePending(loads, {
    compiler: compilerOptions,
    workers: options.workers ?? 0,
    keep,
    workerBodies,
    onProgress: options.onProgress,
    started,
  })
  out.diagnostics.push(...compiled.diagnostics)
  out.stats.workers = compiled.workers
  out.stats.highlightWorker = compiled.highlightWorker
  pending.forEach((item, i) => {
    const entry = compiled.entries[i]
    if (!entry) return
    const { meta } = entry
    if (meta.dependencies.length > 0) meta.dependencyHash = dependencyHash(meta.dependencies, textOf)
    pages.set(item.file.contentPath, entry)
    // Pages without highlighting are not what the cache's key promises: never stored.
    if (cache && item.key !== undefined && options.highlight !== false) {
      cache.set(item.key, entry)
      if (item.stamp !== undefined) cache.setStamp(item.file.contentPath, item.key, item.stamp)
    }
  })
  out.stats.compiled = compiled.entries.filter(Boolean).length
  for (const file of files) {
    const entry = file.kind === 'markdown' ? pages.get(file.contentPath) : undefined
    if (!entry) continue
    out.pages.push(entry.meta)
    out.bodies.set(entry.meta.source, entry.body)
    out.diagnostics.push(...entry.meta.diagnostics)
  }
  return out
}

/**
 * Up to this many pages to compile (an edit), each is given its previous body (see
 * `MarkdownInput.previousHtml`), read here before this build's entries replace it. More pages
 * than that pay for highlighting anyway (grammars loaded, scanners compiled), and from
 * `WORKER_THRESHOLD` on they go to worker threads, which the bodies would have to be sent to.
 */
const SEED_PAGES = 8
