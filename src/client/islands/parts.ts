import type { ComponentType } from 'react'
import { importAgainable } from '../import-again.js'
import type { IslandName } from './names.js'

/** What every island part receives: the server-rendered element it enhances. */
export interface PartProps {
  host: HTMLElement
}

/** A lazily loaded part: a module whose default export is the React component. */
type PartModule = { default?: unknown }

const PARTS: Record<IslandName, () => Promise<PartModule>> = {
  'live-code': importAgainable(() => import('./live-code/live-code.js')),
  'try-it': importAgainable(() => import('./try-it/try-it.js')),
}

const loading = new Map<IslandName, Promise<ComponentType<PartProps>>>()

/**
 * Load a part once (a failed load is forgotten, so Retry loads it again). A module without a
 * default export is an error: the part cannot be rendered.
 */
export function loadPart(name: IslandName): Promise<ComponentType<PartProps>> {
  let part = loading.get(name)
  if (!part) {
    part = PARTS[name]().then((module) => {
      if (typeof module.default !== 'function') {
        throw new Error(`The lazily loaded part "${name}" has no default export.`)
      }
      return module.default as ComponentType<PartProps>
    })
    loading.set(name, part)
    part.catch(() => loading.delete(name))
  }
  return part
}
