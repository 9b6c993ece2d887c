import { existsSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { CompiledPage } from '../model/page.js'
import { type StoredEntry, writeStoredOpenApi } from '../openapi/index.js'
import { packageRoot } from '../package-root.js'
import type { CodeHighlighter, CodeThemes, HighlightJob, HighlightService } from '../transform/index.js'

/** What the highlight worker starts with. */
export interface HighlightWorkerData {
  codeThemes: CodeThemes
}

/** Blocks to highlight, answered by one `HighlightResponse` with the same id. */
export interface HighlightRequest {
  id: number
  jobs: HighlightJob[]
}

/** A compiled OpenAPI page to write into the cache (see `writeStoredOpenApi`), answered with no blocks. */
export interface StoreRequest {
  id: number
  store: { entry: StoredEntry; page: CompiledPage }
}

/** The `<pre>` of each block of the request with its id, in order, or why the worker could not. */
export type HighlightResponse = { id: number; html: string[] } | { id: number; error: string }

/** The compiled highlight worker, built into dist/ with the CLI (bin/build-self.js). */
export function highlightWorkerScript(): string | undefined {
  const file = path.join(packageRoot(), 'dist', 'highlight-worker.js')
  return existsSync(file) ? file : undefined
}

/** A highlight worker, as a `HighlightService`; `close` ends the thread. */
export interface HighlightWorker {
  service: HighlightService
  /** How many blocks were highlighted on this thread instead (the worker failed or answered an error). */
  blocksHere(): number
  /**
   * Write a compiled OpenAPI page into the cache on the worker (a large document's page is 15 MB
   * of JSON: ~0.2 s this thread goes on without); here if the worker cannot. Never rejects.
   */
  store(entry: StoredEntry, page: CompiledPage): Promise<void>
  close(): Promise<void>
}

/**
 * Start a worker thread that highlights code blocks with the given themes. Requests are answered
 * in order. If the worker fails or stops, the blocks it did not answer, and every later one, are
 * highlighted on this thread instead (slower, never wrong), so a page never loses its code; a
 * request the worker answers with an error is highlighted here too (the later ones still go to it).
 */
export function startHighlightWorker(script: string, codeThemes: HighlightWorkerData['codeThemes']): HighlightWorker {
  const worker = new Worker(script, { workerData: { codeThemes } satisfies HighlightWorkerData })
  /** Requests sent and not answered, each with how to do it here instead. */
  const waiting = new Map<
    number,
    { instead: () => Promise<string[]>; resolve: (html: string[] | Promise<string[]>) => void }
  >()
  let nextId = 0
  let failed = false
  let local: Promise<CodeHighlighter> | undefined
  let here = 0
  const highlightHere = async (jobs: readonly HighlightJob[]): Promise<string[]> => {
    here += jobs.length
    const { createCodeHighlighter, highlightJobs } = await import('../transform/index.js')
    local ??= createCodeHighlighter(codeThemes)
    return highlightJobs(await local, jobs)
  }
  const fail = (): void => {
    if (failed) return
    failed = true
    for (const { instead, resolve } of waiting.values()) resolve(instead())
    waiting.clear()
  }
  worker.on('message', (response: HighlightResponse) => {
    const request = waiting.get(response.id)
    if (!request) return
    waiting.delete(response.id)
    if ('error' in response) request.resolve(request.instead())
    else request.resolve(response.html)
  })
  worker.on('error', fail)
  worker.on('exit', fail)
  const send = (message: HighlightRequest | StoreRequest, instead: () => Promise<string[]>): Promise<string[]> => {
    if (failed) return instead()
    return new Promise((resolve) => {
      waiting.set(message.id, { instead, resolve })
      worker.postMessage(message)
    })
  }
  return {
    blocksHere: () => here,
    service: {
      highlight(jobs) {
        const copy = [...jobs]
        return send({ id: nextId++, jobs: copy }, () => highlightHere(copy))
      },
    },
    async store(entry, page) {
      const storeHere = async (): Promise<string[]> => {
        writeStoredOpenApi(entry, page)
        return []
      }
      await send({ id: nextId++, store: { entry, page } }, storeHere).catch(() => undefined)
    },
    async close() {
      worker.off('exit', fail)
      await worker.terminate()
    },
  }
}
