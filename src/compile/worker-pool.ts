import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { CompiledPage } from '../model/page.js'
import { packageRoot } from '../package-root.js'
import type { MarkdownCompilerOptions } from '../transform/index.js'
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
 * than V8's default (16 MB semi-spaces) cuts the time spent in scavenges by about a fifth.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 192 }

/**
 * Compile Markdown sources on worker threads, in batches, each worker with its own compiler.
 * Results come back in input order.
 */
export async function compileOnWorkers(
  items: readonly { source: string; text: string }[],
  options: {
    workers: number
    script: string
    compiler: MarkdownCompilerOptions
    /** Called with the size of each finished batch. */
    onBatch?: (count: number) => void
  },
): Promise<CompiledPage[]> {
  const count = Math.max(1, Math.min(options.workers, Math.ceil(items.length / PAGES_PER_WORKER)))
  const batchSize = Math.max(8, Math.min(64, Math.ceil(items.length / (count * 4))))
  const batches: { start: number; items: { source: string; text: string }[] }[] = []
  for (let i = 0; i < items.length; i += batchSize) batches.push({ start: i, items: items.slice(i, i + batchSize) })
  const results = new Array<CompiledPage>(items.length)
  const workers = Array.from(
    { length: count },
    () => new Worker(options.script, { workerData: options.compiler, resourceLimits: WORKER_LIMITS }),
  )
  let next = 0
  try {
    await Promise.all(
      workers.map(async (worker) => {
        while (next < batches.length) {
          const batch = batches[next++]
          if (!batch) break
          const pages = await request(worker, { id: batch.start, items: batch.items })
          pages.forEach((page, k) => {
            results[batch.start + k] = page
          })
          options.onBatch?.(pages.length)
        }
      }),
    )
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
  return results
}

function request(worker: Worker, message: CompileRequest): Promise<CompiledPage[]> {
  return new Promise((resolve, reject) => {
    const onMessage = (response: CompileResponse): void => {
      if (response.id !== message.id) return
      cleanup()
      if ('error' in response) reject(new Error(response.error))
      else resolve(response.pages)
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
