import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.yaml': 'text/yaml; charset=utf-8',
}

/**
 * Serve a built site folder with production's clean URLs: `/x` reads `x/index.html`,
 * `/x/index.html` and `/x.html` redirect to `/x`, unknown paths get `404.html` with status 404.
 * Paths that try to leave the folder (`..`, encoded dots, backslashes, null bytes, symlinks
 * pointing outside) answer 404 without reading anything.
 */
export function createStaticHandler(rootDir: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const root = path.resolve(rootDir)
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      return notFound(res, root)
    }
    if (pathname.includes('\0') || pathname.includes('\\') || pathname.split('/').includes('..'))
      return notFound(res, root)
    const redirect = pathname.endsWith('/index.html')
      ? pathname.slice(0, -'index.html'.length)
      : pathname.endsWith('.html') && pathname !== '/404.html'
        ? pathname.slice(0, -'.html'.length)
        : undefined
    if (redirect !== undefined) {
      const clean = redirect.length > 1 ? redirect.replace(/\/$/, '') : redirect
      res.writeHead(301, { Location: clean + url.search })
      res.end()
      return
    }
    const candidates = path.extname(pathname) ? [pathname] : [pathname, `${pathname.replace(/\/$/, '')}/index.html`]
    for (const candidate of candidates) {
      const file = await safeFile(root, candidate)
      if (file) return send(res, file, 200, req.method === 'HEAD')
    }
    return notFound(res, root)
  }
}

async function safeFile(root: string, pathname: string): Promise<string | undefined> {
  const abs = path.join(root, pathname)
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
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
  const hashed = /\.[0-9a-f]{8}\.(?:js|css)$/.test(file)
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  })
  if (headOnly) {
    res.end()
    return
  }
  await new Promise<void>((resolve) => {
    createReadStream(file)
      .on('error', () => resolve())
      .on('end', resolve)
      .pipe(res)
  })
}

async function notFound(res: ServerResponse, root: string): Promise<void> {
  const page = await safeFile(root, '/404.html')
  if (page) return send(res, page, 404, false)
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end('Not found')
}
