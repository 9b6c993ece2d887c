import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { compilerOptionsOf } from '../compile/index.js'
import { builtDocsVersions, type ResolvedConfig } from '../config/index.js'
import { filesIn, folderStamps, stampOf } from '../files/index.js'
import { gitHead } from '../graph/index.js'
import { type Diagnostic, isSiteDependency, type PageMeta, type RouteGraph } from '../model/index.js'
import { codeFingerprint } from '../package-root.js'
import { type AssetsInWork, themeHashOf } from '../render/index.js'
import type { SourceFile } from '../scan/index.js'
import type { BundledSiteComponents } from '../site-components/index.js'
import type { WriteResult } from '../write/index.js'

/** What a build that found its output up to date reports, as the build that made it did. */
export interface KeptBuild {
  /** Pages (routes) of the site. */
  pages: number
  /** Pages with a Markdown file (`llms`). */
  markdownPages: number
  written: { files: number; bytes: number }
  diagnostics: Diagnostic[]
}

interface Stored {
  format: number
  /** `SiteKey.sources` and `SiteKey.full` of the build's inputs. */
  sources: string
  key: string
  /** What the pages read besides their sources (snippets, files beside them), by absolute path: each one's stamp. */
  dependencies: Record<string, string>
  /** The output folder (absolute), and every file in it, by path: its stamp (size, modification time, inode) when recorded. */
  outDir: string
  outputs: Record<string, string>
  build: KeptBuild
}

const FORMAT = 1

/** What the key of a build's inputs is made from (see `siteKeyOf`); what pages read besides their sources is in the record. */
export interface SiteInputs {
  config: ResolvedConfig
  files: readonly SourceFile[]
  assets: AssetsInWork
  siteComponents: BundledSiteComponents | undefined
  buildDate: string
  /** `--verbose`: more is reported (see `quietByDefault` in the pipeline), so another record. */
  verbose: boolean
}

/**
 * The key of everything a build's output is made from, read before the build reads it, in two
 * parts. `sources`: docsgen's code, the resolved config and the compiler settings it implies (the
 * mermaid package's version among them), the build date, `--verbose`, the stamp of every source
 * and of every file of the static folders, and the git commit of the site, content and blog
 * folders when pages show dates from git. `full`: that, and the names of the bundles (named by
 * their content: theme, client script, the site's components and their CSS), awaited only when
 * `sources` matches a record (a bundle being made does not hold up the compile stage). What the
 * sources read in turn (snippets, files beside pages) the record keeps with their stamps (see
 * `UpToDate`). Undefined when a file changed in the last two seconds (its stamp could not tell a
 * next change), or a bundle failed (reported by the stages that use it): the build is made as usual.
 */
export function siteKeyOf(inputs: SiteInputs): SiteKey | undefined {
  const { config, files } = inputs
  // A function in the config (an `editUrl` function) may read anything (an environment variable,
  // the clock): what it returns cannot be known without calling it, so such a site is never
  // found up to date. Its pages are still kept when their props (the URLs it returned) are the same.
  if (config.functionsKey !== undefined) return undefined
  const hash = createHash('sha256')
  const add = (part: string): void => {
    hash.update(part).update('\0')
  }
  add(String(FORMAT))
  add(codeFingerprint())
  add(JSON.stringify(config))
  add(JSON.stringify(compilerOptionsOf(config)))
  add(inputs.buildDate)
  add(inputs.verbose ? 'verbose' : '')
  const { showLastUpdateTime, showLastUpdateAuthor, contentDir } = config.docs
  if (showLastUpdateTime || showLastUpdateAuthor || config.blog !== false) {
    const folders = [config.rootDir, path.join(config.rootDir, contentDir)]
    if (config.blog !== false) folders.push(path.join(config.rootDir, config.blog.dir))
    for (const version of builtDocsVersions(config))
      if (version.prefix !== '') folders.push(path.join(config.rootDir, version.contentDir))
    for (const folder of folders) add(gitHead(folder) ?? 'no git')
  }
  for (const file of files) {
    const stamp = stampOf(file.absPath)
    if (stamp === undefined) return undefined
    add(`${file.relPath}\t${stamp}`)
  }
  for (const dir of config.staticDirs) {
    for (const file of filesIn(path.resolve(config.rootDir, dir))) {
      const stamp = stampOf(file)
      if (stamp === undefined) return undefined
      add(`${file}\t${stamp}`)
    }
  }
  const sources = hash.copy().digest('hex')
  const bundles = async (): Promise<string | undefined> => {
    const [css, client, theme] = await Promise.all([inputs.assets.css, inputs.assets.client, inputs.assets.theme])
    add(css.fileName)
    for (const file of css.files) add(file.fileName)
    for (const file of client.js) add(file.fileName)
    add(themeHashOf(theme) ?? 'theme')
    const components = inputs.siteComponents
    add(components ? `${components.module.hash}\t${components.css?.fileName ?? ''}` : '')
    return hash.digest('hex')
  }
  let full: Promise<string | undefined> | undefined
  return {
    sources,
    full: () => {
      full ??= bundles().catch(() => undefined)
      return full
    },
  }
}

/** The key of a build's inputs (see `siteKeyOf`). */
export interface SiteKey {
  /** Everything but the bundles. */
  sources: string
  /** Everything: made when first asked for (it waits for the bundles). */
  full: () => Promise<string | undefined>
}

/**
 * The record of the last build (`.docsgen-cache/up-to-date.json`): the key of its inputs
 * (`siteKeyOf`), the stamps of what its pages read besides their sources, what it reported, and
 * the stamp of every file of its output. A build whose inputs have the same key, whose pages'
 * other files have the same stamps and whose output folder still holds exactly those files with
 * those stamps would write the same output again: `docsgen build` then keeps it and reports what
 * the recorded build did (its warnings included), without reading the compile cache (`make`'s
 * rule, over every input).
 */
export class UpToDate {
  /**
   * `file`: the record; `outDir`: the output folder; `rootDir` and `contentDir`: the site's, which
   * pages' dependencies are relative to; `otherBuilds`: folders of the output that other builds
   * write (a site's other locales), not part of this one's output.
   */
  constructor(
    readonly file: string,
    readonly outDir: string,
    readonly site: { rootDir: string; contentDir: string; otherBuilds?: readonly string[] },
  ) {}

  get #others(): ReadonlySet<string> {
    return new Set(this.site.otherBuilds ?? [])
  }

  /** The recorded build, if `key` is its key and the output folder is as it left it. */
  async find(key: SiteKey | undefined): Promise<KeptBuild | undefined> {
    if (key === undefined) return undefined
    let stored: Partial<Stored>
    try {
      stored = JSON.parse(await readFile(this.file, 'utf8')) as Partial<Stored>
    } catch {
      return undefined
    }
    if (stored.format !== FORMAT || stored.sources !== key.sources || stored.outDir !== this.outDir) return undefined
    if (!isKeptBuild(stored.build) || !stored.outputs || Object.keys(stored.outputs).length === 0) return undefined
    if (stored.key !== (await key.full())) return undefined
    for (const [file, stamp] of Object.entries(stored.dependencies ?? {}))
      if (dependencyStamp(file, Date.now()) !== stamp) return undefined
    const now = folderStamps(this.outDir, this.#others)
    const recorded = Object.entries(stored.outputs)
    if (now.size !== recorded.length) return undefined
    for (const [file, stamp] of recorded) if (now.get(file) !== stamp) return undefined
    return stored.build
  }

  /**
   * Record a successful build of `key`, its output as it is now, with the stamps of `dependencies`
   * (absolute paths); `since`: when the build started (a dependency changed since may not be what
   * it read). Without a key or a settled stamp, the last record is forgotten.
   */
  async record(
    siteKey: SiteKey | undefined,
    made: {
      build: KeptBuild
      dependencies: Iterable<string>
      since: number
      /** The output's stamps as this build committed it (see `Writer.committedStamps`); else read now. */
      outputs?: ReadonlyMap<string, string> | undefined
    },
  ): Promise<void> {
    let key = await siteKey?.full()
    const dependencies: Record<string, string> = {}
    for (const file of made.dependencies) {
      const stamp = dependencyStamp(file, made.since)
      if (stamp === undefined) key = undefined
      else dependencies[file] = stamp
    }
    if (siteKey === undefined || key === undefined) {
      await rm(this.file, { force: true })
      return
    }
    // As committed: another build that committed since is not recorded as this one's output.
    const outputs = Object.fromEntries(made.outputs ?? folderStamps(this.outDir, this.#others))
    const stored: Stored = {
      format: FORMAT,
      sources: siteKey.sources,
      key,
      dependencies,
      outDir: this.outDir,
      outputs,
      build: made.build,
    }
    const tmp = `${this.file}.${process.pid}.tmp`
    try {
      await mkdir(path.dirname(this.file), { recursive: true })
      await writeFile(tmp, JSON.stringify(stored))
      await rename(tmp, this.file)
    } catch {
      await rm(tmp, { force: true }).catch(() => undefined)
    }
  }
}

/**
 * Record a finished build (the key of its inputs, its result, its compiled pages; `since`: when it
 * started) when it succeeded and wrote its output.
 */
export async function recordBuild(
  upToDate: UpToDate | undefined,
  build: {
    key: SiteKey | undefined
    result: { ok: boolean; graph?: RouteGraph; written?: WriteResult; diagnostics: Diagnostic[] }
    sources: { pages: readonly PageMeta[]; apiPages: readonly { page: PageMeta }[] }
    since: number
    outputs: ReadonlyMap<string, string> | undefined
  },
): Promise<void> {
  const { graph, written, ok, diagnostics } = build.result
  if (!upToDate || !build.key || !ok || !written || !graph) return
  let markdownPages = 0
  for (const node of graph.routes.values()) if (node.markdownFile !== undefined) markdownPages++
  const contentRoot = path.join(upToDate.site.rootDir, upToDate.site.contentDir)
  const dependencies = new Set<string>()
  for (const page of [...build.sources.pages, ...build.sources.apiPages.map((api) => api.page)]) {
    for (const dependency of page.dependencies)
      if (!isSiteDependency(dependency)) dependencies.add(path.resolve(contentRoot, dependency))
    for (const file of page.files ?? []) dependencies.add(path.resolve(contentRoot, file.source))
  }
  const made = { pages: graph.routes.size, markdownPages, written, diagnostics }
  await upToDate.record(build.key, { build: made, dependencies, since: build.since, outputs: build.outputs })
}

/**
 * A dependency's stamp: size, modification and change times, inode; `missing` for a file that is
 * not there (a page may link to one: it must still be missing). Undefined when it changed after
 * `since` less two seconds (coarse file-system times): it may not be what the build read.
 */
function dependencyStamp(file: string, since: number): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false })
  if (!stats) return 'missing'
  if (Math.max(stats.mtimeMs, stats.ctimeMs) >= since - 2000) return undefined
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`
}

/** A record's build as `KeptBuild` has it (a record written by hand, or cut short, is not one). */
function isKeptBuild(value: unknown): value is KeptBuild {
  const build = value as Partial<KeptBuild> | undefined
  return (
    typeof build === 'object' &&
    typeof build.pages === 'number' &&
    typeof build.markdownPages === 'number' &&
    typeof build.written?.files === 'number' &&
    typeof build.written.bytes === 'number' &&
    Array.isArray(build.diagnostics)
  )
}
