import { statSync } from 'node:fs'
import path from 'node:path'
import type { Worker } from 'node:worker_threads'
import type { ResolvedConfig } from '../config/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { CompiledPage } from '../model/page.js'
import { readSourceText } from '../scan/index.js'
import type { MarkdownCompiler, MarkdownCompilerOptions } from '../transform/index.js'
import type { BodyFile, StoredBody } from './body-file.js'
import type { CompiledEntry } from './body-store.js'
import { highlightWorkerScript, startHighlightWorker } from './highlight-pool.js'
import { compilerOptionsOf } from './open-cache.js'
import { compileOnWorkers, PAGES_PER_WORKER, workerScript } from './worker-pool.js'

/**
 * Below this many pages to compile, starting worker threads costs more than it saves. Each
 * thread pays a cold start of about a second and a half: modules, the highlighter, compiling
 * the scanners of its code grammars (~0.5 s for JavaScript and TypeScript alone), a cold JIT.
 * Warm, a page takes ~10 ms and repeated code lines come from the line memo. Measured on two
 * cores, compile stage, this thread against two workers: this site (23 pages) 2.31 s against
 * 2.55 s; 300 pages 5.53 s against 5.65 s; 1000 pages 14.3 s against 8.9 s.
 */
export const WORKER_THRESHOLD = 250

/** A page to compile, read when its turn comes (undefined: it could not be read, and was reported). */
export type LoadPage = () => Promise<
  { source: string; text: string; relPath: string; previousHtml?: string | undefined } | undefined
>

/** What `compilePending` needs besides the pages. */
export interface CompilePendingOptions {
  compiler: MarkdownCompilerOptions
  /** Worker threads to use (0 or 1: this thread). */
  workers: number
  /** Turn a compiled page into the entry kept (its body stored where the run keeps bodies). */
  keep: (page: CompiledPage, stored?: StoredBody) => CompiledEntry
  /** The file workers write bodies into (see `compileOnWorkers`), `none` to drop them. */
  workerBodies?: (() => BodyFile | undefined) | 'none' | undefined
  onProgress?: ((done: number, total: number) => void) | undefined
  /** Workers started ahead of time (a cold build), used before new ones are started. */
  started?: readonly Worker[] | undefined
}

/** The entries compiled, in the order of the pages (undefined: not compiled), and what went wrong. */
export interface PendingCompiled {
  entries: (CompiledEntry | undefined)[]
  diagnostics: Diagnostic[]
  /** Worker threads used (0: this thread). */
  workers: number
  /**
   * Code blocks were highlighted on a worker thread while pages compiled on this one: how many
   * were highlighted here instead (after the worker failed); undefined: no highlight worker.
   */
  highlightWorker?: { blocksHere: number } | undefined
}

/**
 * Compile the pages to compile: on worker threads for enough of them, else (or if a worker fails)
 * on this thread, a cold compile of several pages with its code highlighted on a worker thread.
 */
export async function compilePending(
  pending: readonly LoadPage[],
  options: CompilePendingOptions,
): Promise<PendingCompiled> {
  const { workers, keep, onProgress } = options
  const diagnostics: Diagnostic[] = []
  if (pending.length === 0) return { entries: [], diagnostics, workers: 0 }
  const script = workerScript()
  if (workers > 1 && script && pending.length >= WORKER_THRESHOLD) {
    try {
      const entries = new Array<CompiledEntry | undefined>(pending.length)
      let done = 0
      const onBatch = (count: number): void => {
        done += count
        onProgress?.(done, pending.length)
      }
      const onPage = (index: number, page: CompiledPage, stored?: StoredBody): void => {
        entries[index] = keep(page, stored)
      }
      await compileOnWorkers(pending, {
        workers,
        script,
        compiler: options.compiler,
        onPage,
        onBatch,
        ...(options.workerBodies ? { bodies: options.workerBodies } : {}),
        started: options.started,
      })
      return {
        entries,
        diagnostics,
        workers: Math.min(workers, Math.ceil(pending.length / PAGES_PER_WORKER)),
      }
    } catch {
      // A worker failed: compile on this thread, which reports the failing file precisely.
    }
  }
  const highlightScript = highlightWorkerScript()
  if (
    workers > 1 &&
    highlightScript &&
    options.compiler.highlight !== false &&
    // Prism highlights a site's code in a small part of Shiki's time: no thread of its own.
    !options.compiler.codeThemes.prism &&
    pending.length >= HIGHLIGHT_WORKER_THRESHOLD &&
    !(await isWarm(options.compiler))
  ) {
    return { ...(await compileHighlightingElsewhere(pending, { ...options, script: highlightScript })), workers: 0 }
  }
  const compiler = await sharedCompiler(options.compiler)
  compiledHere.add(compiler)
  return { ...(await compileHere(pending, compiler, { ...options, window: 1 })), workers: 0 }
}

/**
 * From this many pages, a cold compile on this thread has code blocks highlighted by a worker
 * thread meanwhile (see `compileHighlightingElsewhere`).
 */
const HIGHLIGHT_WORKER_THRESHOLD = 8

/**
 * Compile on this thread while a worker thread highlights the code blocks. Highlighting is about
 * half of a cold compile (grammars loaded and their scanners compiled, then tokenizing), and it
 * is the part that compile workers would each pay again: one highlighting thread pays it once,
 * while this one parses and serializes the pages. Compile stage, cold, two cores, three runs
 * each: this site (198 pages) 7.4-7.7 s on this thread alone, 5.3-5.9 s with the highlight
 * worker (two compile workers instead: about 7 s); the Strapi 4.6.2 Docusaurus site 6.4-6.7 s
 * against 4.9-5.3 s. The output is the same byte for byte.
 */
async function compileHighlightingElsewhere(
  pending: readonly LoadPage[],
  options: CompilePendingOptions & { script: string },
): Promise<Omit<PendingCompiled, 'workers'>> {
  const { checkCodeThemes, createDeferredHighlighter, createMarkdownCompiler } = await import('../transform/index.js')
  // A theme shiki lacks is the config error it is in place, not an error per page from the worker.
  checkCodeThemes(options.compiler.codeThemes)
  const highlight = startHighlightWorker(options.script, options.compiler.codeThemes)
  try {
    const highlighter = createDeferredHighlighter(highlight.service)
    const compiler = await createMarkdownCompiler(options.compiler, { highlighter })
    // Pages wait for their blocks while the next ones compile; a bounded number at a time.
    const compiled = await compileHere(pending, compiler, { ...options, window: PAGES_AWAITING_CODE })
    return { ...compiled, highlightWorker: { blocksHere: highlight.blocksHere() } }
  } finally {
    await highlight.close()
  }
}

/** Compiled pages held at most while their code blocks are highlighted elsewhere. */
const PAGES_AWAITING_CODE = 64

/**
 * Compile the pages with `compiler` on this thread, up to `window` of them under way at once
 * (their `compile` calls overlap only where they wait: for code highlighted elsewhere). Each page
 * is kept (`keep`) in the order of `pending`, so a build stores its bodies in the same order
 * every time; a page that fails to compile or to be kept is reported, and the rest go on.
 */
async function compileHere(
  pending: readonly LoadPage[],
  compiler: MarkdownCompiler,
  options: Pick<CompilePendingOptions, 'keep' | 'onProgress'> & { window: number },
): Promise<{ entries: (CompiledEntry | undefined)[]; diagnostics: Diagnostic[] }> {
  const { keep, onProgress, window } = options
  const entries = new Array<CompiledEntry | undefined>(pending.length).fill(undefined)
  const diagnostics: Diagnostic[] = []
  /** Pages under way, oldest first; their promises never reject. */
  const underWay: { index: number; relPath: string; done: Promise<{ page: CompiledPage } | { error: unknown }> }[] = []
  const keepOldest = async (): Promise<void> => {
    const oldest = underWay.shift()
    if (!oldest) return
    const result = await oldest.done
    try {
      if ('error' in result) throw result.error
      entries[oldest.index] = keep(result.page)
    } catch (error) {
      diagnostics.push(internalError(oldest.relPath, error))
    }
  }
  for (const [i, load] of pending.entries()) {
    if (i % 16 === 0) {
      onProgress?.(i, pending.length)
      // Let signals (Ctrl+C) and the dev server's requests through during long compiles.
      await new Promise((resolve) => setImmediate(resolve))
    }
    const item = await load()
    if (!item) continue
    const done = compiler.compile(item).then(
      (page) => ({ page }),
      (error: unknown) => ({ error }),
    )
    underWay.push({ index: i, relPath: item.relPath, done })
    if (underWay.length >= window) await keepOldest()
  }
  while (underWay.length > 0) await keepOldest()
  return { entries, diagnostics }
}

const compilers = new Map<string, Promise<MarkdownCompiler>>()

/** The key of `compilers`: the settings, as data. */
const compilerKey = (options: MarkdownCompilerOptions): string => JSON.stringify(options)

/** Pages `warmUpCompiler` compiles. */
const WARM_UP_PAGES = 3

/** Compilers that compiled a page on this thread: their grammars and the JIT are warm. */
const compiledHere = new WeakSet<MarkdownCompiler>()

/**
 * Create the compiler of a config ahead of time (the dev server does it once it serves), and
 * unless it compiled pages already, compile the three largest of `sources` (content-relative
 * pages; the most code, usually) with it, results dropped: when the first build came from the
 * cache or from worker threads, the first edit otherwise paid for loading and compiling code
 * grammars and a cold JIT (about 0.9 s on the 1000-page corpus, against ~0.1 s warm).
 */
export async function warmUpCompiler(config: ResolvedConfig, sources: readonly string[] = []): Promise<void> {
  const compiler = await sharedCompiler(compilerOptionsOf(config))
  if (compiledHere.has(compiler)) return
  compiledHere.add(compiler)
  const contentRoot = path.join(config.rootDir, config.docs.contentDir)
  const samples = sources
    .map((source) => {
      const file = path.join(contentRoot, ...source.split('/'))
      return { file, size: statSync(file, { throwIfNoEntry: false })?.size ?? 0 }
    })
    .sort((a, b) => b.size - a.size)
    .slice(0, WARM_UP_PAGES)
    .map((sample) => sample.file)
  for (const file of samples) {
    // One page at a time, letting requests and file events through in between.
    await new Promise((resolve) => setImmediate(resolve))
    const read = await readSourceText(file, file)
    if (!read.ok) continue
    const source = path.relative(contentRoot, file).split(path.sep).join('/')
    await compiler.compile({ source, text: read.text }).catch(() => undefined)
  }
}

/** Whether this thread's compiler for these settings has compiled pages already (grammars and JIT warm). */
async function isWarm(options: MarkdownCompilerOptions): Promise<boolean> {
  const compiler = compilers.get(compilerKey(options))
  if (!compiler) return false
  try {
    return compiledHere.has(await compiler)
  } catch {
    return false
  }
}

/**
 * One compiler per settings for the whole process: creating one (the shiki highlighter) takes
 * about half a second, and the dev server compiles again after every edit.
 */
function sharedCompiler(options: MarkdownCompilerOptions): Promise<MarkdownCompiler> {
  const key = compilerKey(options)
  let compiler = compilers.get(key)
  if (!compiler) {
    // Loaded on first use: a run whose pages all come from the cache never loads the compiler.
    compiler = import('../transform/index.js').then(({ createMarkdownCompiler }) => createMarkdownCompiler(options))
    compilers.set(key, compiler)
    compiler.catch(() => compilers.delete(key))
  }
  return compiler
}

export function internalError(file: string, error: unknown): Diagnostic {
  const reason = error instanceof Error ? error.message : String(error)
  return {
    severity: 'error',
    code: 'internal/compile',
    file,
    message: `Internal error: could not compile ${file}: ${reason}`,
    hint: 'This is a docsgen bug; please report it with the file attached. Run with --debug for the stack.',
  }
}
