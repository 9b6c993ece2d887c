import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { createGzip } from 'node:zlib'
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
        if (file) return send({ req, res, file, status: 200 })
      }
    }
    return notFound(req, res, root)
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

/** Content types worth compressing (text); images and fonts are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/

/** What `send` answers a request with. */
interface SendInput {
  req: IncomingMessage
  res: ServerResponse
  /** The real path of the file to send. */
  file: string
  status: number
}

/** Send a file, gzipped when the client accepts it and it is text (as production hosts do). */
async function send({ req, res, file, status }: SendInput): Promise<void> {
  const headers = headersFor(file)
  const gzip = COMPRESSIBLE.test(headers['Content-Type'] ?? '') && acceptsGzip(req.headers['accept-encoding'])
  res.writeHead(status, gzip ? { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : headers)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  await new Promise<void>((resolve) => {
    const fail = () => {
      res.destroy()
      resolve()
    }
    const source = createReadStream(file).on('error', fail)
    res.on('close', resolve)
    if (gzip) source.pipe(createGzip()).on('error', fail).pipe(res)
    else source.pipe(res)
  })
}

/** `Accept-Encoding` lists gzip (or `*`) without `q=0`. */
function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (name !== 'gzip' && name !== '*') return false
    return !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p))
  })
}

async function notFound(req: IncomingMessage, res: ServerResponse, root: string): Promise<void> {
  const page = await safeFile(root, NOT_FOUND_FILE)
  if (page) return send({ req, res, file: page, status: 404 })
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end('Not found')
}
