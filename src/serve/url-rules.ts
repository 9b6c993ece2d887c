/**
 * The URL rules of a served site, shared by the folder handler (`preview`) and the in-memory
 * handler (`serve`), so both answer exactly like production: clean URLs, redirects from
 * `/x/index.html` and `/x.html`, and no way out of the site.
 */

/** What to do with a request path. */
export type UrlDecision =
  /** Answer 301 with this (already encoded) location. */
  | { kind: 'redirect'; location: string }
  /** Serve the first of these output files that exists (`guide/start/index.html`), else 404. */
  | { kind: 'files'; candidates: string[] }
  /** Answer with the 404 page, reading nothing. */
  | { kind: 'not-found' }

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
  '.yaml': 'text/yaml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
}

/** The 404 page of a built site. */
export const NOT_FOUND_FILE = '404.html'

/**
 * Decide what a request URL (`req.url`: path and query) serves. `baseUrl` is the site's
 * `baseUrl` (`/` or `/docs/`): paths outside it are not part of the site.
 *
 * Refused (404, nothing read): anything but an origin-form path, `//` (absolute or
 * protocol-relative paths), backslashes (raw or encoded), null bytes, `.`/`..` segments (raw or
 * encoded, `%2e%2e`, `%2F..`), and malformed percent-encoding.
 */
export function resolveUrl(rawUrl: string, baseUrl = '/'): UrlDecision {
  const query = rawUrl.indexOf('?')
  const rawPath = query === -1 ? rawUrl : rawUrl.slice(0, query)
  const search = query === -1 ? '' : rawUrl.slice(query)
  if (!rawPath.startsWith('/') || rawPath.includes('\\')) return { kind: 'not-found' }
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return { kind: 'not-found' }
  }
  if (pathname.includes('\0') || pathname.includes('\\') || pathname.includes('//')) return { kind: 'not-found' }
  const segments = pathname.split('/')
  if (segments.some((s) => s === '..' || s === '.')) return { kind: 'not-found' }

  const base = normalizeBase(baseUrl)
  if (base !== '/') {
    if (pathname === '/' || pathname === base.slice(0, -1)) return { kind: 'redirect', location: base + search }
    if (!pathname.startsWith(base)) return { kind: 'not-found' }
    pathname = pathname.slice(base.length - 1)
  }

  const redirect = pathname.endsWith('/index.html')
    ? pathname.slice(0, -'index.html'.length)
    : pathname.endsWith('.html') && pathname !== `/${NOT_FOUND_FILE}`
      ? pathname.slice(0, -'.html'.length)
      : undefined
  if (redirect !== undefined) {
    const clean = redirect.length > 1 ? redirect.replace(/\/$/, '') : redirect
    return { kind: 'redirect', location: encodePath(base.slice(0, -1) + clean) + search }
  }
  // `/x` is the file `x` if there is one (`/img/logo.svg`), else the page `x/index.html`.
  const rel = pathname.slice(1)
  const dir = rel.replace(/\/$/, '')
  return { kind: 'files', candidates: [...(rel && !rel.endsWith('/') ? [rel] : []), joinIndex(dir)] }
}

/**
 * The page key of an output file, as the reload events name pages: `guide/start/index.html` ->
 * `/guide/start`, `index.html` -> `/`, `404.html` -> `/404.html`.
 */
export function pageKeyOf(file: string): string {
  if (file === 'index.html') return '/'
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`
  return `/${file}`
}

/** `Content-Type` of an output file. */
export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.')
  const ext = dot === -1 ? '' : file.slice(dot).toLowerCase()
  return TYPES[ext] ?? 'application/octet-stream'
}

/**
 * Response headers of an output file: content-hashed assets (`styles.1a2b3c4d.css`, esbuild's
 * `main.KQGDHHYS.js`) are cached for a year, everything else (HTML first) is revalidated on
 * every request.
 */
export function headersFor(file: string): Record<string, string> {
  const hashed = /\.(?:[0-9a-f]{8}|[A-Z2-7]{8})\.(?:js|css)$/.test(file)
  return {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  }
}

function normalizeBase(baseUrl: string): string {
  const trimmed = baseUrl.replace(/^\/*/, '/').replace(/\/*$/, '/')
  return trimmed === '//' ? '/' : trimmed
}

function joinIndex(dir: string): string {
  return dir === '' ? 'index.html' : `${dir}/index.html`
}

function encodePath(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/')
}
