import { importAgainable } from './import-again.js'
import { errorMessage } from './islands/error-message.js'
import { findIslands, type IslandName } from './islands/names.js'
import { onEveryPage } from './page-events.js'

type Runtime = typeof import('./islands/runtime.js')

let runtime: Promise<Runtime> | undefined
const importRuntime = importAgainable(() => import('./islands/runtime.js'))

/** The React island runtime (React, the error boundaries, the lazy part loader), loaded once. */
function loadRuntime(): Promise<Runtime> {
  if (!runtime) {
    runtime = importRuntime()
    runtime.catch(() => {
      runtime = undefined
    })
  }
  return runtime
}

const mounted = new WeakSet<HTMLElement>()

/** Without React there is nothing to render an error with: say it with plain DOM, and offer Retry. */
function showLoadError(host: HTMLElement, error: unknown, retry: () => void): void {
  const box = document.createElement('div')
  box.className = 'island-error'
  box.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.textContent = errorMessage(error)
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'button'
  button.textContent = 'Retry'
  button.addEventListener('click', () => {
    box.remove()
    retry()
  })
  box.append(text, button)
  host.append(box)
}

function mount(host: HTMLElement, name: IslandName): void {
  loadRuntime().then(
    (loaded) => loaded.mountIsland(host, name),
    (error: unknown) => showLoadError(host, error, () => mount(host, name)),
  )
}

/**
 * Load what the islands of a page need (runtime and parts) before it is shown; rejects when any
 * of it cannot be loaded. Pages without islands load nothing.
 */
export async function preloadIslands(page: ParentNode): Promise<void> {
  const names = [...new Set(findIslands(page).map((site) => site.name))]
  if (names.length === 0) return
  const loaded = await loadRuntime()
  await loaded.preloadParts(names)
}

/**
 * Make `host` an island now (a reader asked for it, as "Try it" does): it gets `data-island` and
 * its part loads and mounts; a host already mounted is left alone.
 */
export function mountIslandNow(host: HTMLElement, name: IslandName): void {
  host.setAttribute('data-island', name)
  if (mounted.has(host)) return
  mounted.add(host)
  mount(host, name)
}

/** Hydrate every island of the page with React; React and each part load only where used. */
export function setupIslands(): void {
  onEveryPage(() => {
    void runtime?.then((loaded) => loaded.unmountDetached())
    for (const { host, name } of findIslands(document)) {
      if (mounted.has(host)) continue
      mounted.add(host)
      mount(host, name)
    }
  })
}
