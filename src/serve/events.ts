import type { ServerResponse } from 'node:http'
import type { Severity } from '../model/diagnostic.js'

/** A diagnostic as the overlay shows it. */
export interface OverlayDiagnostic {
  severity: Severity
  code: string
  message: string
  hint?: string
  file?: string
  line?: number
  column?: number
}

/** Messages on the live-reload stream (`data:` lines of Server-Sent Events, as JSON). */
export type ReloadMessage =
  | { type: 'hello'; revision: number; stale: boolean }
  | { type: 'reload'; revision: number; paths: string[] | '*' }
  | { type: 'css'; revision: number; changes: { from: string; to: string }[] }
  | { type: 'error'; revision: number; diagnostics: OverlayDiagnostic[] }
  | { type: 'ok'; revision: number }

/** How often an idle stream carries a comment, so proxies and sockets keep it open. */
const HEARTBEAT_MS = 20_000

/** The open live-reload streams. */
export class EventHub {
  readonly #clients = new Set<ServerResponse>()
  readonly #heartbeat: NodeJS.Timeout

  constructor() {
    this.#heartbeat = setInterval(() => {
      for (const res of this.#clients) res.write(': ping\n\n')
    }, HEARTBEAT_MS)
    this.#heartbeat.unref()
  }

  /** How many pages are connected. */
  get size(): number {
    return this.#clients.size
  }

  /** Turn a response into an event stream; `first` are sent at once (hello, current errors). */
  open(res: ServerResponse, first: readonly ReloadMessage[]): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    })
    res.socket?.setNoDelay(true)
    res.write('retry: 1000\n\n')
    for (const message of first) res.write(frame(message))
    this.#clients.add(res)
    res.on('close', () => this.#clients.delete(res))
  }

  broadcast(message: ReloadMessage): void {
    const data = frame(message)
    for (const res of this.#clients) res.write(data)
  }

  /** End every stream (server shutdown). */
  close(): void {
    clearInterval(this.#heartbeat)
    for (const res of this.#clients) res.end()
    this.#clients.clear()
  }
}

function frame(message: ReloadMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`
}
