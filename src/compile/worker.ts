import { parentPort, workerData } from 'node:worker_threads'
import type { CompiledPage } from '../model/page.js'
import { createMarkdownCompiler, type MarkdownCompilerOptions } from '../transform/index.js'

/** A request from the main thread: compile these sources. */
export interface CompileRequest {
  id: number
  items: { source: string; text: string }[]
}

/** The answer: one compiled page per item, in order, or the error that stopped the batch. */
export type CompileResponse = { id: number; pages: CompiledPage[] } | { id: number; error: string }

// Each worker creates its compiler (and shiki highlighter) once, then compiles batch after batch.
const port = parentPort
if (port) {
  const compilerPromise = createMarkdownCompiler(workerData as MarkdownCompilerOptions)
  port.on('message', async (request: CompileRequest) => {
    try {
      const compiler = await compilerPromise
      const pages: CompiledPage[] = []
      for (const item of request.items) pages.push(await compiler.compile(item))
      port.postMessage({ id: request.id, pages } satisfies CompileResponse)
    } catch (error) {
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies CompileResponse)
    }
  })
}
