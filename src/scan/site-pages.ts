import type { Dirent } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { ResolvedConfig } from '../config/index.js'

/** A standalone page: Markdown, or a React component module (rendered as the page). */
const PAGE_FILE = /\.(?:mdx?|jsx?|tsx?)$/
/** What the pages folder holds besides pages (Docusaurus's `exclude` defaults, and type declarations). */
const NOT_A_PAGE = /^_|\.d\.ts$|\.test\.[jt]sx?$/

/**
 * The page files of a site's pages folder (`src/pages/`), relative to it, `/`-separated and
 * sorted: Markdown and component modules at any depth, as Docusaurus's pages plugin takes them.
 * Names starting with `_` or `.` (files and folders), tests, `__tests__` and `node_modules` are
 * skipped. A missing folder has none.
 */
export async function findSitePages(dir: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (rel: string): Promise<void> => {
    let entries: Dirent[]
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true })
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') return
      throw error
    }
    await Promise.all(
      entries.map(async (entry) => {
        const name = entry.name
        if (name.startsWith('.') || name.startsWith('_') || name === 'node_modules') return
        const child = rel === '' ? name : `${rel}/${name}`
        if (entry.isDirectory()) await walk(child)
        else if (entry.isFile() && PAGE_FILE.test(name) && !NOT_A_PAGE.test(name)) found.push(child)
      }),
    )
  }
  await walk('')
  return found.sort()
}

/**
 * The page files of the site's pages folder (`findSitePages`), none without one. A build lists
 * it once: the scan and the site-components stage (its React pages) share the promise.
 */
export function listSitePages(config: Pick<ResolvedConfig, 'rootDir' | 'pagesDir'>): Promise<string[]> {
  return config.pagesDir === false ? Promise.resolve([]) : findSitePages(path.join(config.rootDir, config.pagesDir))
}
