import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ResolvedConfig } from '../config/index.js'
import { DocsgenError } from '../diagnostics/index.js'
import type { RouteGraph, RoutePath } from '../model/index.js'
import { codeFingerprint } from '../package-root.js'
import {
  contentSecurityPolicy,
  type PreviousOutput,
  type RenderedPage,
  renderHeadersFile,
  renderRobots,
  renderSitemap,
  type Theme,
  themeHashOf,
} from '../render/index.js'
import { type ManifestPage, type ManifestStatic, readOutputManifest, writeOutputManifest } from './output-manifest.js'
import { writeStaticFiles } from './static-files.js'
import type { OutputFile, WriteResult, Writer } from './writer.js'

// How a build writes: each page as soon as it is rendered (a bounded queue of writes, so the
// HTML of the whole site is never in memory at once), pages kept from the previous output, the
// manifest that lets the next build keep them, and the site's other files.

/** The previous output a build may keep pages from, and what to record for the next build. */
export interface OutputReuse {
  file: string
  made: { code: string; theme: string }
  pages: Map<string, ManifestPage>
  previous: PreviousOutput
  kept(): number
  /** The static files of the previous output whose copy is unchanged (see `writeStaticFiles`). */
  statics: Map<string, ManifestStatic>
}

/** What `writeSiteFiles` wrote: the committed output, and each static file's source (for the next build). */
export interface SiteFilesWritten {
  result: WriteResult
  statics: ReadonlyMap<string, Omit<ManifestStatic, 'stamp'>>
}

/**
 * The pages of the previous output a build may keep: those of the manifest (`file`) whose file
 * still has the stamp it had when it was written (a file changed or removed since is rendered
 * again). Undefined when the writer keeps no previous output or the theme has no hash.
 */
export async function previousOutput(input: { manifest: string; writer: Writer; theme: Theme }) {
  const { manifest: file, writer, theme } = input
  const themeHash = themeHashOf(theme)
  if (themeHash === undefined || !writer.stamps || !writer.reuse) return undefined
  const made = { code: codeFingerprint(), theme: themeHash }
  const recorded = await readOutputManifest(file, made)
  const stamps = await writer.stamps([
    ...[...recorded.pages.values()].map((page) => page.outFile),
    ...recorded.statics.keys(),
  ])
  const pages = new Map<string, ManifestPage>()
  for (const [route, page] of recorded.pages) if (stamps.get(page.outFile) === page.stamp) pages.set(route, page)
  const statics = new Map<string, ManifestStatic>()
  for (const [out, known] of recorded.statics) if (stamps.get(out) === known.stamp) statics.set(out, known)
  let kept = 0
  const previous: PreviousOutput = {
    find(route, key) {
      const page = pages.get(route)
      if (page?.key !== key) return undefined
      kept++
      return page
    },
    has: (route) => pages.has(route),
  }
  return { file, made, pages, previous, kept: () => kept, statics } satisfies OutputReuse
}

export async function keepPage(writer: Writer, page: ManifestPage): Promise<void> {
  if (await writer.reuse?.(page.outFile, page.stamp)) return
  throw new DocsgenError({
    severity: 'error',
    code: 'write/output-changed',
    message: `${page.outFile} in the output folder changed while docsgen was building`,
    hint: 'Something else writes to the output folder; run the build again when it has finished.',
  })
}

/** Files written at once: enough to keep the disk busy, few enough not to exhaust file handles. */
export const WRITE_CONCURRENCY = 16

/** Writes in flight, at most `limit`: `push` waits for room; the first failure is thrown by `push` or `drain`. */
export class WriteQueue {
  #running = new Set<Promise<void>>()
  #failure: { error: unknown } | undefined
  constructor(readonly limit: number) {}

  async push(write: Promise<void>): Promise<void> {
    const tracked: Promise<void> = write.then(
      () => {
        this.#running.delete(tracked)
      },
      (error: unknown) => {
        this.#running.delete(tracked)
        this.#failure ??= { error }
      },
    )
    this.#running.add(tracked)
    if (this.#running.size >= this.limit) await Promise.race(this.#running)
    if (this.#failure) throw this.#failure.error
  }

  async drain(): Promise<void> {
    await Promise.all(this.#running)
    if (this.#failure) throw this.#failure.error
  }
}

/** What `writePages` wrote: the CSP sources of every page's inline scripts, and each page's manifest record. */
export interface PagesWritten {
  scriptHashes: Set<string>
  /** By route: what each page was made from and where it went (stamps filled by `saveOutputManifest`). */
  rendered: Map<string, ManifestPage>
}

/** Write the rendered pages as they come: new pages through the writer, kept ones from the previous output. */
export async function writePages(input: {
  pages: AsyncIterable<RenderedPage>
  writer: Writer
  output: OutputReuse | undefined
  /** Called after each page (kept ones too), in the pages' order: files made alongside it. */
  alongside?: ((route: RoutePath) => Promise<void>) | undefined
}): Promise<PagesWritten> {
  const { writer, output } = input
  const scriptHashes = new Set<string>()
  const rendered = new Map<string, ManifestPage>()
  const writes = new WriteQueue(WRITE_CONCURRENCY)
  for await (const page of input.pages) {
    for (const hash of page.scriptHashes) scriptHashes.add(hash)
    if (page.key !== undefined) {
      rendered.set(page.path, { key: page.key, outFile: page.outFile, stamp: '', scriptHashes: page.scriptHashes })
    }
    await input.alongside?.(page.path)
    if (page.written) continue
    const kept = page.kept ? output?.pages.get(page.path) : undefined
    await writes.push(kept ? keepPage(writer, kept) : writer.add(outputFileOf(page)))
  }
  await writes.drain()
  return { scriptHashes, rendered }
}

/**
 * Pages rendered when asked for (the dev server): each handed to the writer as it is, with no
 * write to wait for in turn. They have no key for a manifest and no script hashes yet.
 */
export async function addDeferredPages(pages: readonly RenderedPage[], writer: Writer): Promise<PagesWritten> {
  await Promise.all(pages.map((page) => writer.add(outputFileOf(page))))
  return { scriptHashes: new Set(), rendered: new Map() }
}

const SITEMAP = 'sitemap.xml'

/** The file a rendered page is written as: its HTML, or the page that renders it when asked for. */
function outputFileOf(page: RenderedPage): OutputFile {
  return { path: page.outFile, contents: page.html, ...(page.deferred ? { deferred: page.deferred } : {}) }
}

/**
 * The site's other files: `static/`, the bundles, sitemap.xml, robots.txt, `_headers`; then the
 * output is committed. With `onDemand` (the dev server, whose writer keeps files to make when
 * asked for), the sitemap is made only when fetched: a pass over every route that an edit would
 * otherwise pay for each time.
 */
export async function writeSiteFiles(input: {
  writer: Writer
  config: ResolvedConfig
  graph: RouteGraph
  assets: { fileName: string; contents: string | Uint8Array }[]
  /** Files kept beside pages (see `CompiledPage.files`): absolute path, and where each goes. */
  localFiles?: ReadonlyMap<string, string> | undefined
  scriptHashes: ReadonlySet<string>
  /** What the theme's stylesheet (with the site's) loads from other sites (see `ThemeCss.external`). */
  cssExternal?: { stylesheets: readonly string[]; files: readonly string[] } | undefined
  onDemand?: boolean
  /** The previous output: its static files unchanged are kept. */
  output?: OutputReuse | undefined
}): Promise<SiteFilesWritten> {
  const { writer, config, graph, output } = input
  // Docusaurus `staticDirectories`: each folder's files at the output root, in order.
  const dirs = config.staticDirs.map((dir) => path.resolve(config.rootDir, dir))
  const statics = await writeStaticFiles(writer, { dirs, previous: output?.statics })
  await writeLocalFiles(writer, input.localFiles)
  for (const asset of input.assets) await writer.add({ path: asset.fileName, contents: asset.contents })
  const sitemap = () => ({ fileName: SITEMAP, contents: renderSitemap(graph, config) })
  if (input.onDemand && writer.defer)
    writer.defer({ covers: (file) => file === SITEMAP, make: async () => [sitemap()] })
  else await writer.add({ path: SITEMAP, contents: sitemap().contents })
  await writer.add({ path: 'robots.txt', contents: renderRobots(config) })
  // Hosts that read `_headers` (Netlify, Cloudflare Pages) get a strict CSP with hashed inline scripts.
  const external = {
    scripts: config.scripts.map((script) => script.src),
    stylesheets: [...config.stylesheets.map((sheet) => sheet.href), ...(input.cssExternal?.stylesheets ?? [])],
    files: input.cssExternal?.files ?? [],
  }
  await writer.add({
    path: '_headers',
    contents: renderHeadersFile(contentSecurityPolicy(input.scriptHashes, external)),
  })
  return { result: await writer.commit(), statics }
}

/**
 * The files kept beside pages (and mermaid's, see `localFilesOf`). Each one's published name
 * carries a hash of its content (mermaid's, its version): one the current output already has
 * under that name is kept as it is (a warm build, or a dev-server rebuild, reads and writes none
 * of them again), the others are read and written.
 */
async function writeLocalFiles(writer: Writer, files: ReadonlyMap<string, string> | undefined): Promise<void> {
  if (!files || files.size === 0) return
  const present = writer.stamps ? await writer.stamps([...files.keys()]) : new Map<string, string>()
  for (const [to, from] of files) {
    if (writer.keepNamedByContent?.(to)) continue
    const stamp = present.get(to)
    if (stamp !== undefined && (await writer.reuse?.(to, stamp))) continue
    await writer.add({ path: to, contents: await readFile(from) })
  }
}

/**
 * Record, for the next build, what each page written was made from and the stamp its file has
 * now, and the stamps of each static file's source and copy.
 */
export async function saveOutputManifest(input: {
  writer: Writer
  output: OutputReuse
  rendered: Map<string, ManifestPage>
  /** Each static file written or kept, and its source (`SiteFilesWritten.statics`). */
  staticSources: ReadonlyMap<string, Omit<ManifestStatic, 'stamp'>>
}): Promise<void> {
  const { writer, output, rendered, staticSources } = input
  if (!writer.stamps) return
  const stamps = await writer.stamps([...[...rendered.values()].map((page) => page.outFile), ...staticSources.keys()])
  for (const [route, page] of rendered) {
    const stamp = stamps.get(page.outFile)
    if (stamp === undefined) rendered.delete(route)
    else page.stamp = stamp
  }
  const statics = new Map<string, ManifestStatic>()
  for (const [file, source] of staticSources) {
    const stamp = stamps.get(file)
    if (stamp !== undefined) statics.set(file, { ...source, stamp })
  }
  await writeOutputManifest(output.file, output.made, { pages: rendered, statics })
}
