import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { DocsgenError } from '../diagnostics/error.js'
import { createStaticHandler } from './static-handler.js'

/** Options of `startPreviewServer`. */
export interface PreviewOptions {
  dir: string
  host: string
  port: number
}

/** Serve a built site folder (no watching). Resolves once listening, with the URL. */
export async function startPreviewServer(options: PreviewOptions): Promise<{ server: Server; url: string }> {
  if (!existsSync(options.dir)) {
    throw new DocsgenError(
      {
        severity: 'error',
        code: 'serve/no-build',
        message: `Nothing to serve: ${options.dir} does not exist`,
        hint: 'Run `docsgen build` first.',
      },
      { exitCode: 2 },
    )
  }
  const handler = createStaticHandler(options.dir)
  // DNS-rebinding guard: only answer requests addressed to this machine by name or address.
  const allowedHosts = new Set([options.host, 'localhost', '127.0.0.1', '[::1]'])
  const server = createServer((req, res) => {
    const hostname = (req.headers.host ?? '').replace(/:\d+$/, '')
    if (options.host !== '0.0.0.0' && !allowedHosts.has(hostname)) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Misdirected request: unknown Host header')
      return
    }
    handler(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new DocsgenError(
          {
            severity: 'error',
            code: 'serve/listen',
            message: `Cannot listen on ${options.host}:${options.port} (${error.code ?? error.message})`,
            hint: 'Pick another port with --port.',
          },
          { exitCode: 2, cause: error },
        ),
      )
    })
    server.listen(options.port, options.host, resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return { server, url: `http://${options.host}:${port}/` }
}
