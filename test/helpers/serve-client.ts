// What the dev server and preview tests share: copies of fixture sites, an HTTP client, the
// live-reload event stream as a page opens it, and a dev server on a written site.
import { cp } from 'node:fs/promises'
import { request } from 'node:http'
import path from 'node:path'
import { themeDirOf } from '../../src/cli/context.js'
import type { ReloadMessage } from '../../src/serve/events.js'
import { type DevServer, startDevServer } from '../../src/serve/index.js'
import { FIXTURE_SITES, writeSite } from './build-fixture.js'

// CI machines are slow and shared: wait for events, never for fixed times, and generously.
export const EVENT_TIMEOUT = 20_000

/** A temporary copy of a fixture site, with its own copy of docsgen's theme (so edits stay local). */
export async function copySite(name: string, options: { theme?: boolean } = {}): Promise<string> {
  const dir = await writeSite({})
  await cp(path.join(FIXTURE_SITES, name), dir, { recursive: true })
  if (options.theme) await cp(path.resolve('theme'), path.join(dir, 'theme'), { recursive: true })
  return dir
}

export interface Response {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A raw GET (fetch would normalise `..` and refuse to set Host). */
export function get(base: string, rawPath: string, headers: Record<string, string> = {}): Promise<Response> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** What the injected client script says about a served page. */
export function pageInfo(html: string): { rev: number; page: string; boot: string } {
  const match = /data-docsgen-rev="(\d+)" data-docsgen-page="([^"]*)" data-docsgen-boot="([^"]*)"/.exec(html)
  if (!match) throw new Error('no live-reload client in the page')
  return { rev: Number(match[1]), page: match[2] ?? '', boot: match[3] ?? '' }
}

/** A live-reload stream read with fetch, as the page's EventSource would. */
export class EventStream {
  readonly messages: ReloadMessage[] = []
  readonly #abort = new AbortController()
  #waiters: (() => void)[] = []
  #seen = 0
  readonly opened: Promise<void>

  constructor(base: string, query: { rev: number; page: string; boot: string }, headers: Record<string, string> = {}) {
    const url = new URL('/__docsgen/events', base)
    url.searchParams.set('rev', String(query.rev))
    url.searchParams.set('page', query.page)
    url.searchParams.set('boot', query.boot)
    this.opened = (async () => {
      const res = await fetch(url, { headers, signal: this.#abort.signal })
      if (res.status !== 200 || !res.body) throw new Error(`event stream answered ${res.status}`)
      void this.#read(res.body)
    })()
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true })
        let end = buffer.indexOf('\n\n')
        while (end !== -1) {
          const frame = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          for (const line of frame.split('\n')) {
            if (line.startsWith('data: ')) this.messages.push(JSON.parse(line.slice(6)) as ReloadMessage)
          }
          end = buffer.indexOf('\n\n')
        }
        for (const wake of this.#waiters.splice(0)) wake()
      }
    } catch {
      // Aborted by close().
    }
  }

  /** The next message (after those already taken) that matches; skips the others. */
  async next<T extends ReloadMessage['type']>(
    type: T,
    matches: (m: Extract<ReloadMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<ReloadMessage, { type: T }>> {
    const deadline = Date.now() + EVENT_TIMEOUT
    for (;;) {
      while (this.#seen < this.messages.length) {
        const message = this.messages[this.#seen++] as ReloadMessage
        if (message.type === type && matches(message as Extract<ReloadMessage, { type: T }>))
          return message as Extract<ReloadMessage, { type: T }>
      }
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(`no "${type}" message within ${EVENT_TIMEOUT} ms; got ${JSON.stringify(this.messages)}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.#waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  close(): void {
    this.#abort.abort()
  }
}

/** A dev server, its compile cache in memory, on a site of these files (written to a new folder). */
export async function serveSite(files: Record<string, string>): Promise<{ dir: string; server: DevServer }> {
  const dir = await writeSite(files)
  const server = await startDevServer({
    rootDir: dir,
    port: 0,
    themeDir: themeDirOf,
    buildDate: '2026-01-01',
    cache: 'memory',
  })
  return { dir, server }
}
