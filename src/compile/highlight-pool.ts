import { existsSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
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
  const waiting = new Map<number, { jobs: HighlightJob[]; resolve: (html: string[] | Promise<string[]>) => void }>()
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
    for (const { jobs, resolve } of waiting.values()) resolve(highlightHere(jobs))
    waiting.clear()
  }
  worker.on('message', (response: HighlightResponse) => {
    const request = waiting.get(response.id)
    if (!request) return
    waiting.delete(response.id)
    if ('error' in response) request.resolve(highlightHere(request.jobs))
    else request.resolve(response.html)
  })
  worker.on('error', fail)
  worker.on('exit', fail)
  return {
    blocksHere: () => here,
    service: {
      highlight(jobs) {
        if (failed) return highlightHere(jobs)
        return new Promise((resolve) => {
          const id = nextId++
          waiting.set(id, { jobs: [...jobs], resolve })
          worker.postMessage({ id, jobs: [...jobs] } satisfies HighlightRequest)
        })
      },
    },
    async close() {
      worker.off('exit', fail)
      await worker.terminate()
    },
  }
}
