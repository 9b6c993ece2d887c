import { parentPort, workerData } from 'node:worker_threads'
import { writeStoredOpenApi } from '../openapi/index.js'
import { createCodeHighlighter, highlightJobs } from '../transform/index.js'
import type { HighlightRequest, HighlightResponse, HighlightWorkerData, StoreRequest } from './highlight-pool.js'

// One highlighter for the worker's life: grammars load as blocks need them, and their compiled
// scanners and the line memo serve every page of the build. The worker also writes a large
// OpenAPI document's page into the cache (`StoreRequest`), while the main thread goes on.
const port = parentPort
if (port) {
  const { codeThemes } = workerData as HighlightWorkerData
  const highlighter = createCodeHighlighter(codeThemes)
  port.on('message', async (request: HighlightRequest | StoreRequest) => {
    try {
      if ('store' in request) {
        writeStoredOpenApi(request.store.entry, request.store.page)
        port.postMessage({ id: request.id, html: [] } satisfies HighlightResponse)
        return
      }
      const html = await highlightJobs(await highlighter, request.jobs)
      port.postMessage({ id: request.id, html } satisfies HighlightResponse)
    } catch (error) {
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies HighlightResponse)
    }
  })
}
