import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { DocsgenError } from '../diagnostics/index.js'
import { createHostGuard } from './host-check.js'
import { closeServer, listen, serverUrl } from './listen.js'
import { createStaticHandler } from './static-handler.js'

/** Options of `startPreviewServer`. */
export interface PreviewOptions {
  dir: string
  host: string
  /** 0: any free port. */
  port: number
  /** The site's `baseUrl`. @default '/' */
  baseUrl?: string
}

/** A running preview server. */
export interface PreviewServer {
  server: Server
  url: string
  port: number
  close(): Promise<void>
}

/** Serve a built site folder (no watching). Resolves once listening, with the URL. */
export async function startPreviewServer(options: PreviewOptions): Promise<PreviewServer> {
  if (!existsSync(options.dir)) {
    throw new DocsgenError(
      {
        severity: 'error',
        code: 'serve/no-build',
        message: `Nothing to serve: ${options.dir} does not exist`,
        hint: 'Run `docsgen build` first, or `docsgen serve` to build in memory and watch.',
      },
      { exitCode: 2 },
    )
  }
  const handler = createStaticHandler(options.dir, { baseUrl: options.baseUrl ?? '/' })
  let port = options.port
  const guard = createHostGuard(options.host, () => port)
  const server = createServer((req, res) => {
    if (!guard.hostAllowed(req)) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Misdirected request: unknown Host header')
      return
    }
    handler(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  port = await listen(server, options.host, options.port)
  return { server, port, url: serverUrl(options.host, port, options.baseUrl), close: () => closeServer(server) }
}
