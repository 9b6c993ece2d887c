import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { CrashBoundary } from './crash-boundary.js'
import { LazyPart } from './lazy-part.js'
import type { IslandName } from './names.js'
import { loadPart } from './parts.js'

const roots = new Map<HTMLElement, Root>()

/**
 * Where React renders: a live block keeps its markup and gets a container after its code; a
 * "Try it" host keeps its button and data and gets one after them.
 */
function containerFor(host: HTMLElement, name: IslandName): HTMLElement {
  if (name === 'try-it') {
    const container = document.createElement('div')
    container.className = 'island try-it-island'
    host.append(container)
    return container
  }
  if (name !== 'live-code') return host
  const container = document.createElement('div')
  container.className = 'island live-island'
  const code = host.querySelector('pre')
  if (code) code.after(container)
  else host.append(container)
  return container
}

/** Hydrate one island: its lazily loaded part inside the crash boundary. */
export function mountIsland(host: HTMLElement, name: IslandName): void {
  const container = containerFor(host, name)
  const root = createRoot(container)
  roots.set(container, root)
  root.render(
    <StrictMode>
      <CrashBoundary>
        <LazyPart name={name} host={host} />
      </CrashBoundary>
    </StrictMode>,
  )
}

/** Unmount the islands of pages that client-side navigation replaced. */
export function unmountDetached(): void {
  for (const [container, root] of roots) {
    if (container.isConnected) continue
    root.unmount()
    roots.delete(container)
  }
}

/** Load the parts a page needs (before it is shown). */
export async function preloadParts(names: readonly IslandName[]): Promise<void> {
  await Promise.all(names.map(loadPart))
}
