import { mkdirSync } from 'node:fs'

/**
 * Create a page's folder. Most parents exist already (pages come in path order, a folder's index
 * page before or next to its children), and a plain `mkdir` costs a fraction of a recursive one,
 * which looks at the path first: try it, and go recursive only when a parent is missing.
 */
export function makeFolder(folder: string): void {
  try {
    mkdirSync(folder)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return
    if (code !== 'ENOENT') throw error
    mkdirSync(folder, { recursive: true })
  }
}
