import type { Server } from 'node:http'
import { DocsgenError } from '../diagnostics/index.js'

/** Listen on `host:port` (0: a free port); resolves with the port, or throws `serve/listen` (exit 2). */
export async function listen(server: Server, host: string, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(
        new DocsgenError(
          {
            severity: 'error',
            code: 'serve/listen',
            message: `Cannot listen on ${host}:${port} (${error.code ?? error.message})`,
            hint:
              error.code === 'EADDRINUSE'
                ? 'Another server uses this port: stop it, or pick another port with --port.'
                : 'Pick another port with --port, or another interface with --host.',
          },
          { exitCode: 2, cause: error },
        ),
      )
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
  const address = server.address()
  return typeof address === 'object' && address ? address.port : port
}

/** The URL of a server: `http://127.0.0.1:3000/`, IPv6 addresses bracketed. */
export function serverUrl(host: string, port: number, baseUrl = '/'): string {
  const name = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
  return `http://${name}:${port}${baseUrl}`
}

/** Close a server and every open connection (live-reload streams included). */
export async function closeServer(server: Server): Promise<void> {
  if (!server.listening) return
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
