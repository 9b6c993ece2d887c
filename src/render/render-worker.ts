import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import type { PageProps } from '../../theme/types.js'
import { makeFolder } from '../files/index.js'
import { renderWithScriptHashes } from './csp.js'
import type { RenderRequest, RenderResponse, RenderWorkerData } from './render-pool.js'
import type { Theme } from './types.js'

// A render worker imports the theme module once, then renders page after page. Sidebars come
// once per worker and stay here, so the theme's per-object sidebar cache works as on the main
// thread (see `RenderPool`).
const port = parentPort
if (port) {
  const { themeFile } = workerData as RenderWorkerData
  const themePromise = import(pathToFileURL(themeFile).href) as Promise<Theme>
  const sidebars = new Map<number, unknown>()
  const folders = new Set<string>()
  // Requests come in batches (see `RENDER_BATCH`), answered in one message, in order.
  port.on('message', async (requests: RenderRequest[]) => {
    const responses: RenderResponse[] = []
    // Awaited once, before the loop: the pages of a batch, and the batches, are then rendered in
    // the order they were sent (a sidebar's items come with the first page that needs them).
    const theme = await themePromise.catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    )
    for (const request of requests) {
      try {
        if (theme instanceof Error) throw theme
        if (request.sidebar?.items !== undefined) sidebars.set(request.sidebar.id, request.sidebar.items)
        const props = request.sidebar
          ? withSidebarItems(request.props, sidebars.get(request.sidebar.id))
          : request.props
        const { html, scriptHashes } = renderWithScriptHashes(theme.renderPage, props)
        if (request.file === undefined) responses.push({ id: request.id, html, scriptHashes })
        else {
          const bytes = utf8Bytes(html)
          const folder = path.dirname(request.file)
          if (!folders.has(folder)) {
            makeFolder(folder)
            folders.add(folder)
          }
          // Written at once: the promise API costs several times the CPU of the system calls
          // (open, write, close each a round trip through the thread pool), and this thread has
          // nothing else to do meanwhile but the next page, for which a core is free only if
          // this one is not spent on the round trips.
          writeFileSync(request.file, bytes)
          responses.push({ id: request.id, html: '', scriptHashes, bytes: bytes.byteLength })
        }
      } catch (error) {
        responses.push({ id: request.id, error: error instanceof Error ? error.message : String(error) })
      }
    }
    port.postMessage(responses)
  })
}

/**
 * The page as UTF-8, in one buffer reused for every page (the view is valid until the next call):
 * `Buffer.from` allocated a new buffer outside the heap for each page, which cost more than the
 * encoding.
 */
let scratch = Buffer.alloc(0)
function utf8Bytes(html: string): Buffer {
  // Three bytes per UTF-16 unit at most (a surrogate pair is four bytes for two units).
  const most = html.length * 3
  if (scratch.length < most) scratch = Buffer.allocUnsafe(Math.max(most, 2 * scratch.length))
  return scratch.subarray(0, scratch.write(html, 'utf8'))
}

function withSidebarItems(props: PageProps, items: unknown): PageProps {
  if (!('sidebar' in props) || !props.sidebar) return props
  return { ...props, sidebar: { ...props.sidebar, items: items as typeof props.sidebar.items } }
}
