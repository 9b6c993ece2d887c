import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Diagnostic } from '../model/diagnostic.js'
import { contentsOf, type MemoryFile, type MemoryWriter } from '../write/index.js'
import { diagnosticsOf, renderBuildErrorPage, toOverlay } from './build-errors.js'
import type { EventHub, ReloadMessage } from './events.js'
import type { HostGuard } from './host-check.js'
import { CLIENT_PATH, DEV_PREFIX, EVENTS_PATH, injectReloadClient, RELOAD_CLIENT_JS } from './reload-client.js'
import { headersFor, NOT_FOUND_FILE, pageKeyOf, resolveUrl } from './url-rules.js'

/** A build the dev server serves. */
export interface Served {
  /** The build's writer: its files, and those made when first asked for (`MemoryWriter.file`). */
  writer: MemoryWriter
  revision: number
}

/** The dev server's state as each request finds it. */
export interface DevState {
  served: Served | undefined
  /** What made the last build fail (shown on every page until a build works). */
  failure: readonly Diagnostic[] | undefined
  revision: number
  /** Revision at which each page (by key) last changed; `*`: every page, `css`: the stylesheets. */
  changedAt: ReadonlyMap<string, number>
  baseUrl: string
}

/** What `sendFile` answers a request with: a file of the served build. */
interface SendFileInput {
  req: IncomingMessage
  res: ServerResponse
  site: Served
  /** The file's path in the build (`guides/index.html`). */
  file: string
  /** A page not rendered yet is rendered now (see `DeferredPage`). */
  contents: MemoryFile
  status: number
}

/**
 * The dev server's answer to a request: production's URL rules over the served build (a page not
 * rendered yet is rendered now, a theme failure shown as the build-error page), the live-reload
 * client and its event stream under `/__docsgen/`, and the build-error page while no build has
 * worked. `boot` names this run of the server: a page of an earlier run reloads.
 */
export function devRequestHandler(input: {
  state: () => DevState
  guard: HostGuard
  hub: EventHub
  boot: string
}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { state, guard, hub, boot } = input
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { served, baseUrl } = state()
    if (!guard.hostAllowed(req)) return plain(res, 421, 'Misdirected request: unknown Host header')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Method not allowed')
      return
    }
    const url = req.url ?? '/'
    if (url.startsWith(DEV_PREFIX)) return handleDev(req, res, url)
    const site = served
    if (!site) return sendErrorPage(res, req.method === 'HEAD')
    const decision = resolveUrl(url, baseUrl)
    if (decision.kind === 'redirect') {
      res.writeHead(301, { Location: decision.location, 'Cache-Control': 'no-cache' })
      res.end()
      return
    }
    if (decision.kind === 'files') {
      for (const candidate of decision.candidates) {
        const contents = await site.writer.file(candidate)
        if (contents !== undefined) return sendFile({ req, res, site, file: candidate, contents, status: 200 })
      }
    }
    const notFound = site.writer.files.get(NOT_FOUND_FILE)
    if (notFound !== undefined)
      return sendFile({ req, res, site, file: NOT_FOUND_FILE, contents: notFound, status: 404 })
    return plain(res, 404, 'Not found')
  }

  const handleDev = (req: IncomingMessage, res: ServerResponse, url: string): void => {
    const { served, failure, revision, changedAt } = state()
    const { pathname, searchParams } = new URL(url, 'http://localhost')
    if (pathname === CLIENT_PATH) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      })
      res.end(req.method === 'HEAD' ? undefined : RELOAD_CLIENT_JS)
      return
    }
    if (pathname === EVENTS_PATH) {
      if (!guard.originAllowed(req)) {
        plain(res, 403, 'Forbidden: foreign Origin')
        return
      }
      const rev = Number(searchParams.get('rev') ?? '0')
      const page = searchParams.get('page') ?? '*'
      const stale =
        searchParams.get('boot') !== boot ||
        !Number.isFinite(rev) ||
        Math.max(
          changedAt.get('*') ?? 0,
          changedAt.get('css') ?? 0,
          page === '*' ? revision : (changedAt.get(page) ?? 0),
        ) > rev
      const first: ReloadMessage[] = [{ type: 'hello', revision, stale: served !== undefined && stale }]
      if (failure) first.push({ type: 'error', revision, diagnostics: failure.map(toOverlay) })
      hub.open(res, first)
      return
    }
    plain(res, 404, 'Not found')
  }

  const sendFile = ({ req, res, site, file, contents: kept, status }: SendFileInput): void => {
    let contents: string | Uint8Array
    try {
      contents = contentsOf(kept)
    } catch (error) {
      // The theme failed on this page: say so on the page, as a failed build does.
      sendErrorPage(res, req.method === 'HEAD', diagnosticsOf(error))
      return
    }
    let body = contents
    if (file.endsWith('.html')) {
      const html = typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8')
      body = injectReloadClient(html, {
        revision: site.revision,
        page: pageKeyOf(file),
        boot,
        base: state().baseUrl,
      })
    }
    const headers = headersFor(file)
    res.writeHead(status, { ...headers, 'Content-Length': String(byteLength(body)) })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const sendErrorPage = (res: ServerResponse, headOnly: boolean, diagnostics = state().failure ?? []): void => {
    const html = injectReloadClient(renderBuildErrorPage(diagnostics), {
      revision: 0,
      page: '*',
      boot,
      base: state().baseUrl,
    })
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(headOnly ? undefined : html)
  }

  return handle
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' })
  res.end(text)
}

function byteLength(body: string | Uint8Array): number {
  return typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength
}
