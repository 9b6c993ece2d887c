import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { CompiledPage } from '../model/page.js'
import { packageRoot } from '../package-root.js'
import type { MarkdownCompilerOptions } from '../transform/index.js'
import type { BodyFile, StoredBody } from './body-file.js'
import type { CompileRequest, CompileResponse } from './worker.js'

/** The compiled worker script, built into dist/ with the CLI (bin/build-self.js). */
export function workerScript(): string | undefined {
  const file = path.join(packageRoot(), 'dist', 'compile-worker.js')
  return existsSync(file) ? file : undefined
}

/** How many worker threads to use by default: one per core, at most 8. */
export function defaultWorkerCount(): number {
  return Math.min(8, Math.max(1, availableParallelism()))
}

/** A worker is started for every this many pages to compile (up to the worker count). */
export const PAGES_PER_WORKER = 8

/**
 * Compiling allocates many short-lived objects (syntax trees, tokens); a young generation larger
 * than V8's default (16 MB semi-spaces) cuts the time spent in scavenges. 32 MB semi-spaces (a
 * young generation of three) get most of it: on 500 pages, 30.5 s of CPU against 32.0 s with 16 MB
 * and 29.9 s with 64 MB, which made each worker about 150 MB larger (457 MB against 311 MB).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 96 }

/**
 * A worker whose heap is larger than this after a batch is replaced by a fresh one. A compiler's
 * live data levels off near 100 MB (grammars, the highlighted-block memo), but V8 lets a heap grow
 * to several times its live size between full collections, and every worker counts toward the
 * process: at 10000 pages two workers reached about 450 MB each. A new worker costs about half a
 * second (start, grammars loaded again), paid only by a worker that got that large.
 */
export const WORKER_HEAP_LIMIT = 256 * 1024 * 1024

function spawnWorker(script: string, compiler: MarkdownCompilerOptions): Worker {
  return new Worker(script, { workerData: compiler, resourceLimits: WORKER_LIMITS })
}

/**
 * Start `count` compile workers now, for `compileOnWorkers` (its `started` option) to use later:
 * each loads its modules and creates its compiler (~1 s) while this thread is still reading and
 * hashing the sources. Whoever starts them must terminate them if they end up unused.
 */
export function startCompileWorkers(script: string, compiler: MarkdownCompilerOptions, count: number): Worker[] {
  return Array.from({ length: count }, () => spawnWorker(script, compiler))
}

/** One source to compile, read when its batch is sent (so the texts of a whole site are never held at once). */
export type LoadSource = () => Promise<{ source: string; text: string } | undefined>

/**
 * Compile Markdown sources on worker threads, in batches, each worker with its own compiler.
 * Each source is loaded when its batch is sent (an undefined load skips it), and each page is
 * handed to `onPage` with its index as soon as its batch is back.
 */
export async function compileOnWorkers(
  items: readonly LoadSource[],
  options: {
    workers: number
    script: string
    compiler: MarkdownCompilerOptions
    /** With a stored body (see `bodies`): the page's `html` and `text` are empty. */
    onPage: (index: number, page: CompiledPage, body?: StoredBody) => void
    /**
     * The file each worker writes the bodies it compiles into (so they never cross to this
     * thread, which then holds only the pages' metadata; workers may share one); `none`: bodies
     * are dropped (pages come with empty `html` and `text`); undefined: bodies come with the pages.
     */
    bodies?: (() => BodyFile | undefined) | 'none'
    /** Called with the size of each finished batch. */
    onBatch?: (count: number) => void
    /** Heap size above which a worker is replaced (tests). @default WORKER_HEAP_LIMIT */
    heapLimit?: number
    /** Workers started earlier with the same script and compiler options (`startCompileWorkers`); used first, and terminated like the rest. */
    started?: readonly Worker[] | undefined
  },
): Promise<void> {
  const count = Math.max(1, Math.min(options.workers, Math.ceil(items.length / PAGES_PER_WORKER)))
  const batchSize = Math.max(1, Math.min(64, Math.ceil(items.length / (count * 4))))
  const batches: number[] = []
  for (let i = 0; i < items.length; i += batchSize) batches.push(i)
  const spawn = (): Worker => spawnWorker(options.script, options.compiler)
  const started = options.started ?? []
  // Surplus started workers are not needed for this many items.
  for (const extra of started.slice(count)) void extra.terminate()
  const workers = Array.from({ length: count }, (_, slot) => started[slot] ?? spawn())
  let next = 0
  try {
    await Promise.all(
      workers.map(async (first, slot) => {
        let worker = first
        const file = typeof options.bodies === 'function' ? options.bodies() : undefined
        const dropBodies = options.bodies === 'none'
        while (next < batches.length) {
          const start = batches[next++]
          if (start === undefined) break
          const loaded = await Promise.all(items.slice(start, start + batchSize).map((load) => load()))
          const indexes: number[] = []
          const sources: { source: string; text: string }[] = []
          loaded.forEach((item, k) => {
            if (!item) return
            indexes.push(start + k)
            sources.push({ source: item.source, text: item.text })
          })
          const bodies = file?.shared
          const { pages, ranges, heapBytes } =
            sources.length > 0
              ? await request(worker, { id: start, items: sources, bodies, ...(dropBodies ? { dropBodies } : {}) })
              : { pages: [], ranges: undefined, heapBytes: 0 }
          pages.forEach((page, k) => {
            const range = ranges?.[k]
            options.onPage(indexes[k] ?? -1, page, file && range ? { file, ...range } : undefined)
          })
          options.onBatch?.(loaded.length)
          if (heapBytes > (options.heapLimit ?? WORKER_HEAP_LIMIT) && next < batches.length) {
            const old = worker
            worker = spawn()
            workers[slot] = worker
            await old.terminate()
          }
        }
      }),
    )
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
}

function request(
  worker: Worker,
  message: CompileRequest,
): Promise<{ pages: CompiledPage[]; ranges?: { start: number; end: number }[] | undefined; heapBytes: number }> {
  return new Promise((resolve, reject) => {
    const onMessage = (response: CompileResponse): void => {
      if (response.id !== message.id) return
      cleanup()
      if ('error' in response) reject(new Error(response.error))
      else resolve(response)
    }
    const onError = (error: Error): void => {
      cleanup()
      reject(error)
    }
    const cleanup = (): void => {
      worker.off('message', onMessage)
      worker.off('error', onError)
    }
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.postMessage(message)
  })
}
