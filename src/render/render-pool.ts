import { existsSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { PageProps } from '../../theme/types.js'
import { packageRoot } from '../package-root.js'
import { renderWithScriptHashes } from './csp.js'
import type { PageRenderer, RenderDone } from './render-routes.js'
import type { Theme } from './types.js'

/** What a render worker is started with. */
export interface RenderWorkerData {
  /** The bundled theme module (see `loadTheme`). */
  themeFile: string
}

/**
 * One page to render. A sidebar's items travel once per worker: `sidebar.items` comes with the
 * first page of that sidebar, later pages name it by `id` (their `props.sidebar.items` is empty).
 */
export interface RenderRequest {
  id: number
  props: PageProps
  /** Write the page here instead of sending it back. */
  file?: string | undefined
  sidebar?: { id: number; items?: unknown } | undefined
}

export type RenderResponse =
  | { id: number; html: string; scriptHashes: string[]; bytes?: number }
  | { id: number; error: string }

/**
 * Requests go to a worker in batches of up to this many, and come back in one message: each
 * message wakes the thread it goes to, and on a machine whose cores are all busy the wake-up
 * costs the sender its time slice. The pages of a batch are rendered in order.
 */
export const RENDER_BATCH = 4

/** The compiled worker script, built into dist/ with the CLI (bin/build-self.js). */
export function renderWorkerScript(): string | undefined {
  const file = path.join(packageRoot(), 'dist', 'render-worker.js')
  return existsSync(file) ? file : undefined
}

/**
 * Render workers are for sites of at least this many pages, and start once `RENDER_FIRST_HERE`
 * pages have needed rendering: starting them (each imports the theme, React and its components,
 * ~0.2 s) costs more than a small site, or a warm build that renders a few changed pages, saves.
 */
export const RENDER_WORKER_THRESHOLD = 250
export const RENDER_FIRST_HERE = 32

interface Slot {
  worker: Worker
  pending: Map<number, { resolve: (value: RenderDone) => void; reject: (error: Error) => void }>
  /** Requests not sent yet (see `RENDER_BATCH`): sent when there are enough, or once this turn of the event loop ends. */
  queue: RenderRequest[]
  flushing: boolean
  /** Sidebars this worker has. */
  sidebars: Set<number>
}

/**
 * Worker threads that render pages with the theme (React's `renderToStaticMarkup`), so a large
 * site's pages render on every core while this thread makes their props and writes them.
 *
 * Sidebars are shared, not copied: the render stage gives every page of a sidebar the same
 * items object, and the theme caches the markup of sidebar categories by that object. Copied
 * with each page, the items would be new objects every time and miss that cache; instead each
 * worker gets each sidebar once and puts it back into the props of later pages.
 */
export class RenderPool implements PageRenderer {
  readonly #slots: Slot[]
  readonly #sidebarIds = new WeakMap<object, number>()
  #nextId = 0
  #failure: Error | undefined

  constructor(script: string, themeFile: string, count: number) {
    this.#slots = Array.from({ length: Math.max(1, count) }, () => {
      const worker = new Worker(script, { workerData: { themeFile } satisfies RenderWorkerData })
      const slot: Slot = { worker, pending: new Map(), sidebars: new Set(), queue: [], flushing: false }
      worker.on('message', (responses: RenderResponse[]) => {
        for (const response of responses) {
          const waiting = slot.pending.get(response.id)
          if (!waiting) continue
          slot.pending.delete(response.id)
          if ('error' in response) waiting.reject(new Error(response.error))
          else waiting.resolve(response)
        }
      })
      worker.on('error', (error) => this.#fail(slot, error))
      worker.on('exit', (code) => {
        if (slot.pending.size > 0) this.#fail(slot, new Error(`a render worker stopped (exit code ${code})`))
      })
      return slot
    })
  }

  render(props: PageProps, file?: string): Promise<RenderDone> {
    if (this.#failure) return Promise.reject(this.#failure)
    // The least busy worker.
    let slot = this.#slots[0] as Slot
    for (const other of this.#slots) if (other.pending.size < slot.pending.size) slot = other
    const id = this.#nextId++
    const request: RenderRequest = { id, props, file }
    if ('sidebar' in props && props.sidebar) {
      const items = props.sidebar.items
      let sidebarId = this.#sidebarIds.get(items)
      if (sidebarId === undefined) {
        sidebarId = this.#nextId++
        this.#sidebarIds.set(items, sidebarId)
      }
      const known = slot.sidebars.has(sidebarId)
      slot.sidebars.add(sidebarId)
      request.props = { ...props, sidebar: { ...props.sidebar, items: [] } }
      request.sidebar = known ? { id: sidebarId } : { id: sidebarId, items }
    }
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject })
      slot.queue.push(request)
      if (slot.queue.length >= RENDER_BATCH) this.#flush(slot)
      else if (!slot.flushing) {
        slot.flushing = true
        setImmediate(() => this.#flush(slot))
      }
    })
  }

  #flush(slot: Slot): void {
    slot.flushing = false
    if (slot.queue.length === 0) return
    slot.worker.postMessage(slot.queue)
    slot.queue = []
  }

  async close(): Promise<void> {
    await Promise.all(this.#slots.map((slot) => slot.worker.terminate()))
  }

  #fail(slot: Slot, error: Error): void {
    this.#failure ??= error
    for (const waiting of slot.pending.values()) waiting.reject(error)
    slot.pending.clear()
    slot.queue = []
  }
}

/**
 * A `PageRenderer` that renders the first `after` pages on this thread and the rest on a
 * `RenderPool` of `workers` threads, started when the first of them comes.
 */
export class WhenBusyRenderer implements PageRenderer {
  #count = 0
  #pool: RenderPool | undefined

  constructor(
    private readonly theme: Theme,
    private readonly pool: { script: string; themeFile: string; workers: number; after: number },
  ) {}

  render(props: PageProps, file?: string): Promise<RenderDone> {
    if (++this.#count <= this.pool.after) {
      try {
        // Written by the caller's writer, like any page rendered here.
        return Promise.resolve(renderWithScriptHashes(this.theme.renderPage, props))
      } catch (error) {
        return Promise.reject(error)
      }
    }
    this.#pool ??= new RenderPool(this.pool.script, this.pool.themeFile, this.pool.workers)
    return this.#pool.render(props, file)
  }

  /** Whether the pool was started (for the debug log). */
  get started(): boolean {
    return this.#pool !== undefined
  }

  async close(): Promise<void> {
    await this.#pool?.close()
  }
}
