import path from 'node:path'
import { builtDocsVersions, type ResolvedConfig } from '../config/index.js'
import type { Frontmatter } from '../model/page.js'
import type { RouteNode } from '../model/route-graph.js'
import { commitsWithFiles, git } from './git.js'

/** The last commit of a file: its date (ISO) and author. */
export interface LastUpdate {
  date: string
  author: string
}

/**
 * The last updates of a folder, by the commit they were read at (`HEAD`): a dev server's graph
 * builds read them once per commit (and a commit made while it runs builds its graph again).
 */
const memo = new Map<string, { head: string; updates: ReadonlyMap<string, LastUpdate> }>()

/** Without git (or a commit): always the same empty map, so a dev server's graph memo sees no change. */
const NO_UPDATES: ReadonlyMap<string, LastUpdate> = new Map()

/**
 * The last commit of each file of a folder, by path relative to it (as Docusaurus's
 * `showLastUpdateTime` / `showLastUpdateAuthor` read it, one `git log` per file): one `git log`
 * for the whole folder, kept while `HEAD` is the same commit. Empty without git; a file never
 * committed has none.
 */
export function lastUpdatesOf(dir: string): ReadonlyMap<string, LastUpdate> {
  const head = git(dir, ['rev-parse', 'HEAD'])?.trim()
  if (!head) return NO_UPDATES
  const kept = memo.get(dir)
  if (kept?.head === head) return kept.updates
  const updates = new Map<string, LastUpdate>()
  // Newest commit first: the first one naming a file is its last.
  for (const [[seconds, author = ''], files] of commitsWithFiles(dir, [], '%ct%x1f%an')) {
    const date = new Date(Number(seconds) * 1000).toISOString()
    for (const file of files) if (!updates.has(file)) updates.set(file, { date, author })
  }
  memo.set(dir, { head, updates })
  return updates
}

/** The last updates of the site's docs when the config shows them (`lastUpdatesOf`), else undefined. */
export function lastUpdatesShown(config: ResolvedConfig): ReadonlyMap<string, LastUpdate> | undefined {
  const { showLastUpdateTime, showLastUpdateAuthor } = config.docs
  if (!showLastUpdateTime && !showLastUpdateAuthor) return undefined
  const docs = lastUpdatesOf(path.join(config.rootDir, config.docs.contentDir))
  // The docs versions built from folders of their own: their files by source (`../versioned_docs/…`).
  const versions = builtDocsVersions(config).filter((version) => version.prefix !== '')
  if (versions.length === 0) return docs
  const parts = [docs, ...versions.map((version) => lastUpdatesOf(path.join(config.rootDir, version.contentDir)))]
  // The same map while no part changed, so a dev server's graph memo sees no change.
  if (merged && merged.parts.length === parts.length && merged.parts.every((part, i) => part === parts[i]))
    return merged.updates
  const updates = new Map(docs)
  versions.forEach((version, i) => {
    for (const [file, update] of parts[i + 1] ?? []) updates.set(`${version.prefix}${file}`, update)
  })
  merged = { parts, updates }
  return updates
}

/** The last merged map of `lastUpdatesShown`, and the folders' maps it was made from. */
let merged: { parts: ReadonlyMap<string, LastUpdate>[]; updates: ReadonlyMap<string, LastUpdate> } | undefined

/**
 * What a doc shows of its last update, as the config asks: the date and the author of its last
 * commit, each replaced by front matter `last_update`'s when given (as Docusaurus does); undefined
 * when there is nothing to show.
 */
export function lastUpdateShown(
  update: { commit: LastUpdate | undefined; written: Frontmatter['last_update'] },
  config: ResolvedConfig,
): RouteNode['lastUpdate'] {
  const { commit, written } = update
  const { showLastUpdateTime, showLastUpdateAuthor } = config.docs
  const date = written?.date === undefined ? commit?.date : new Date(written.date).toISOString()
  const author = written?.author ?? commit?.author
  const shown = {
    ...(showLastUpdateTime && date !== undefined ? { date } : {}),
    ...(showLastUpdateAuthor && author !== undefined ? { author } : {}),
  }
  return shown.date === undefined && shown.author === undefined ? undefined : shown
}
