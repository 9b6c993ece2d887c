import { contentsOf, isDeferred, type MemoryFile } from '../write/index.js'
import { pageKeyOf } from './url-rules.js'

/** Output files by path, as `MemoryWriter` keeps them. */
export type OutputFiles = ReadonlyMap<string, MemoryFile>

/** What changed between two builds, as open pages care about it. */
export interface OutputDiff {
  /** Keys of the pages (`/guide/start`) whose HTML changed beyond stylesheet names, added and removed ones included. */
  pages: string[]
  /** Stylesheets to swap in open pages (output paths; `from === to` when a file changed in place). */
  css: { from: string; to: string }[]
  /** Other changed files (images, scripts, fonts) that any page may use; data files are left out. */
  assets: string[]
  /** Every changed output path. */
  files: string[]
}

/**
 * Data files (sitemap, robots.txt, a search index, the pages' Markdown forms and /llms.txt):
 * fetched on demand, never shown by a page as is.
 */
const DATA = /\.(?:xml|txt|json|map|ya?ml|md)$/

/**
 * Compare two builds file by file. A page whose HTML differs only by the names of content-hashed
 * stylesheets (`assets/styles.<hash>.css`) counts as a CSS change, not a page change, so open
 * pages swap the stylesheet instead of reloading.
 *
 * Pages rendered only when asked for (`DeferredPage`) are compared only if the page was rendered
 * before (by any earlier build): a page no one asked for is open nowhere. Such a page is compared
 * by key, and when the key changed the new page is rendered now (the open page will ask for it).
 */
export function diffOutputs(prev: OutputFiles, next: OutputFiles): OutputDiff {
  const files: string[] = []
  for (const [file, contents] of next) {
    const old = prev.get(file)
    if (old === undefined || !sameFile(old, contents)) files.push(file)
  }
  for (const file of prev.keys()) if (!next.has(file)) files.push(file)
  files.sort()

  const removedCss = files.filter((f) => f.endsWith('.css') && !next.has(f))
  const addedCss = files.filter((f) => f.endsWith('.css') && !prev.has(f))
  const css: { from: string; to: string }[] = []
  for (const to of addedCss) {
    const from = removedCss.find((f) => cssStem(f) === cssStem(to))
    if (from) css.push({ from, to })
  }
  for (const file of files)
    if (file.endsWith('.css') && prev.has(file) && next.has(file)) css.push({ from: file, to: file })

  const pages: string[] = []
  const assets: string[] = []
  for (const file of files) {
    if (file.endsWith('.html')) {
      const before = prev.get(file)
      const after = next.get(file)
      if (
        before !== undefined &&
        after !== undefined &&
        onlyStylesheetsRenamed(contentsOf(before), contentsOf(after), css)
      )
        continue
      pages.push(pageKeyOf(file))
    } else if (!file.endsWith('.css') && !DATA.test(file)) assets.push(file)
  }
  return { pages, css, assets, files }
}

function onlyStylesheetsRenamed(
  before: string | Uint8Array,
  after: string | Uint8Array,
  css: readonly { from: string; to: string }[],
): boolean {
  let text = typeof after === 'string' ? after : Buffer.from(after).toString('utf8')
  for (const { from, to } of css) if (from !== to) text = text.split(to).join(from)
  return text === (typeof before === 'string' ? before : Buffer.from(before).toString('utf8'))
}

/** `assets/styles.1a2b3c4d.css` -> `assets/styles.css`. */
function cssStem(file: string): string {
  return file.replace(/\.[0-9a-f]{8}\.css$/, '.css')
}

function sameFile(a: MemoryFile, b: MemoryFile): boolean {
  if (isDeferred(a) && !a.rendered) return true
  if (isDeferred(a) && isDeferred(b)) return a.key() === b.key()
  return sameContents(contentsOf(a), contentsOf(b))
}

function sameContents(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a === b
  const x = typeof a === 'string' ? Buffer.from(a) : a
  const y = typeof b === 'string' ? Buffer.from(b) : b
  return Buffer.compare(x, y) === 0
}
