import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { headersFor, NOT_FOUND_FILE, resolveUrl } from './url-rules.js'

/** Options of `createStaticHandler`. */
export interface StaticHandlerOptions {
  /** The site's `baseUrl`: the folder is served under it. @default '/' */
  baseUrl?: string
}

/**
 * Serve a built site folder with production's clean URLs (see `resolveUrl`): `/x` reads
 * `x/index.html`, `/x/index.html` and `/x.html` redirect to `/x`, unknown paths get `404.html`
 * with status 404. Paths that try to leave the folder (`..`, encoded dots, backslashes, null
 * bytes) answer 404 without touching the disk; symlinks that point outside answer 404 unread.
 */
export function createStaticHandler(
  rootDir: string,
  options: StaticHandlerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const root = path.resolve(rootDir)
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Method not allowed')
      return
    }
    const decision = resolveUrl(req.url ?? '/', options.baseUrl)
    if (decision.kind === 'redirect') {
      res.writeHead(301, { Location: decision.location })
      res.end()
      return
    }
    if (decision.kind === 'files') {
      for (const candidate of decision.candidates) {
        const file = await safeFile(root, candidate)
        if (file) return send(res, file, 200, req.method === 'HEAD')
      }
    }
    return notFound(res, root, req.method === 'HEAD')
  }
}

/** The real path of `rel` inside `root` if it is a file there (after following symlinks), else undefined. */
async function safeFile(root: string, rel: string): Promise<string | undefined> {
  const abs = path.join(root, rel)
  if (abs !== root && !abs.startsWith(root + path.sep)) return undefined
  try {
    const real = await realpath(abs)
    const realRoot = await realpath(root)
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return undefined
    return (await stat(real)).isFile() ? real : undefined
  } catch {
    return undefined
  }
}

async function send(res: ServerResponse, file: string, status: number, headOnly: boolean): Promise<void> {
  res.writeHead(status, headersFor(file))
  if (headOnly) {
    res.end()
    return
  }
  await new Promise<void>((resolve) => {
    createReadStream(file)
      .on('error', () => {
        res.destroy()
        resolve()
      })
      .on('end', resolve)
      .pipe(res)
  })
}

async function notFound(res: ServerResponse, root: string, headOnly: boolean): Promise<void> {
  const page = await safeFile(root, NOT_FOUND_FILE)
  if (page) return send(res, page, 404, headOnly)
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end('Not found')
}
