import { getHeapStatistics } from 'node:v8'
import { parentPort, workerData } from 'node:worker_threads'
import type { CompiledPage } from '../model/page.js'
import { createMarkdownCompiler, type MarkdownCompilerOptions } from '../transform/index.js'
import { type SharedBodyFile, writeBody } from './body-file.js'

/**
 * A request from the main thread: compile these sources. With `bodies`, write each page's body
 * into that file (shared with the main thread and the other workers), and send the pages without it.
 */
export interface CompileRequest {
  id: number
  items: { source: string; text: string }[]
  bodies?: SharedBodyFile | undefined
  /** Send the pages without their bodies (empty `html` and `text`): nobody reads them. */
  dropBodies?: boolean
}

/**
 * The answer: one compiled page per item, in order (with `bodies`, each body's range in the file
 * and empty `html` and `text`), with the worker's heap size after the batch (so the pool can
 * replace a worker whose heap grew too large), or the error that stopped the batch.
 */
export type CompileResponse =
  | { id: number; pages: CompiledPage[]; ranges?: { start: number; end: number }[]; heapBytes: number }
  | { id: number; error: string }

// Each worker creates its compiler (and shiki highlighter) once, then compiles batch after batch.
const port = parentPort
if (port) {
  const compilerPromise = createMarkdownCompiler(workerData as MarkdownCompilerOptions)
  port.on('message', async (request: CompileRequest) => {
    try {
      const compiler = await compilerPromise
      const pages: CompiledPage[] = []
      for (const item of request.items) pages.push(await compiler.compile(item))
      const { bodies } = request
      if (request.dropBodies) {
        for (const page of pages) {
          page.html = ''
          page.sections = []
          delete page.searchTerms
          delete page.markdown
        }
      }
      let ranges: { start: number; end: number }[] | undefined
      if (bodies) {
        ranges = pages.map((page) => {
          const range = writeBody(bodies, page)
          page.html = ''
          page.sections = []
          delete page.searchTerms
          delete page.markdown
          return range
        })
      }
      port.postMessage({
        id: request.id,
        pages,
        ...(ranges ? { ranges } : {}),
        heapBytes: getHeapStatistics().total_heap_size,
      } satisfies CompileResponse)
    } catch (error) {
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies CompileResponse)
    }
  })
}
