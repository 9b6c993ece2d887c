import { existsSync, type Stats, statSync } from 'node:fs'
import path from 'node:path'
import { type FSWatcher, watch } from 'chokidar'
import type { ResolvedConfig } from '../config/index.js'
import { builtDocsVersions, CONFIG_FILES, DOCUSAURUS_CONFIG_FILES, translationFolders } from '../config/index.js'
import { toPosix } from '../files/index.js'

/** What a changed file is to the dev server. */
export type ChangeKind = 'config' | 'theme' | 'content' | 'openapi' | 'static'

/** The files and folders a site build reads, absolute. */
export interface WatchTargets {
  rootDir: string
  config: string[]
  theme: string[]
  content: string
  openapi: string[]
  static: string[]
  /**
   * A Docusaurus site's own React components (`src/components/`, `src/theme/`), the standalone
   * pages folder (`pagesDir`), the blog's folder and the folders of docs versions built from their
   * own (`versioned_docs/version-1.0`): a change rebuilds the pages.
   */
  components: string[]
}

/** Where a Docusaurus site keeps the components its pages render (see `site-components/`). */
const COMPONENT_DIRS = ['src/components', 'src/theme']

/** The folders and files `docsgen serve` watches for a site. */
export function watchTargetsOf(config: ResolvedConfig, themeDir: string, configFile: string | undefined): WatchTargets {
  const rootDir = config.rootDir
  const specs = config.openapi.map((s) => path.resolve(rootDir, s.spec))
  const components = [
    ...(config.flavour === 'docusaurus' ? COMPONENT_DIRS.map((dir) => path.join(rootDir, dir)) : []),
    ...(config.pagesDir === false ? [] : [path.join(rootDir, config.pagesDir)]),
    ...(config.blog === false ? [] : [path.join(rootDir, config.blog.dir)]),
    // The folders of docs versions built from their own (`versioned_docs/version-1.0`).
    ...builtDocsVersions(config)
      .filter((version) => version.prefix !== '')
      .map((version) => path.join(rootDir, version.contentDir)),
    // A locale's translated Markdown (the dev server's `--locale`).
    ...translationFolders(config),
  ]
  const content = path.join(rootDir, config.docs.contentDir)
  return {
    rootDir,
    config: [
      ...CONFIG_FILES.map((name) => path.join(rootDir, name)),
      ...DOCUSAURUS_CONFIG_FILES.map((name) => path.join(rootDir, name)),
      ...(config.sidebarsFile ? [path.join(rootDir, config.sidebarsFile)] : []),
      // A Docusaurus site's versions and their sidebars are read with the config.
      ...(config.flavour === 'docusaurus' ? [path.join(rootDir, 'versions.json')] : []),
      ...config.docs.versions.flatMap((version) =>
        version.sidebarsFile ? [path.join(rootDir, version.sidebarsFile)] : [],
      ),
      ...(configFile ? [path.resolve(configFile)] : []),
      // The blog's authors are read with the config.
      ...(config.blog === false ? [] : [path.resolve(rootDir, config.blog.dir, config.blog.authorsFile)]),
      // A Docusaurus locale's translation files are read with the config.
      ...translationFilesOf(config),
    ],
    theme: [
      ...new Set([
        path.resolve(themeDir),
        path.join(rootDir, 'theme'),
        ...customCssTargets(config.customCss, [rootDir, content, ...components]),
      ]),
    ],
    content,
    openapi: [...new Set([path.join(rootDir, 'openapi'), ...specs])],
    static: config.staticDirs.map((dir) => path.resolve(rootDir, dir)),
    components,
  }
}

/**
 * The site's stylesheets (absolute), bundled with the theme's: each one's folder, where the files
 * it imports usually are (`src/css/`), or the file alone when its folder is or holds a folder the
 * build reads otherwise (`others`: the site root, the content, `src/` of the components).
 */
function customCssTargets(customCss: readonly string[], others: readonly string[]): string[] {
  return customCss.map((abs) => {
    const dir = path.dirname(abs)
    return others.some((other) => within(dir, other)) ? abs : dir
  })
}

/** Every watched folder or file of `targets` that exists, as the outermost ones relative to the site root. */
export function watchedPaths(targets: WatchTargets): string[] {
  const t = targets
  const all = [t.content, ...t.theme, ...t.openapi, ...t.static, ...t.components, ...t.config]
  const list = all.filter((p) => existsSync(p))
  const outermost = list.filter((p) => !list.some((q) => q !== p && p.startsWith(q + path.sep)))
  return [...new Set(outermost.map((p) => toPosix(path.relative(t.rootDir, p)) || '.'))]
}

/** Which part of the site a path belongs to, or undefined when the build does not read it. */
export function classifyPath(targets: WatchTargets, file: string): ChangeKind | undefined {
  if (targets.config.includes(file)) return 'config'
  if (targets.theme.some((dir) => within(dir, file))) return 'theme'
  if (targets.openapi.some((p) => within(p, file))) return 'openapi'
  if (targets.static.some((dir) => within(dir, file))) return 'static'
  // The components bundle is made again by the next build; the pages using it follow its hash.
  if (targets.components.some((dir) => within(dir, file))) return 'content'
  if (within(targets.content, file)) {
    // With the site root as content folder, the build output and tools are not content.
    if (targets.content === targets.rootDir) {
      const top = path.relative(targets.rootDir, file).split(path.sep)[0]
      if (top === 'build' || top === 'dist') return undefined
    }
    return 'content'
  }
  return undefined
}

/** Editor droppings and tool folders, never part of a site. */
function isJunk(name: string): boolean {
  return (
    name.startsWith('.') ||
    name.startsWith('#') ||
    name.endsWith('~') ||
    name === 'node_modules' ||
    name === '4913' ||
    /\.(?:swp|swx|tmp)$/.test(name)
  )
}

/**
 * chokidar drops every further `change` of a file for 50 ms after reporting one, with no event at
 * the end of that window: a save that follows another within 50 ms (format-on-save, a script)
 * would never be rebuilt. Each reported file is looked at again once the window has passed.
 */
const CHOKIDAR_CHANGE_THROTTLE_MS = 50
const RECHECK_MS = CHOKIDAR_CHANGE_THROTTLE_MS + 25

/** How often, and how long at most, a batch that holds an empty file waits for its content. */
const EMPTY_POLL_MS = 5
const EMPTY_WAIT_MS = 500

function isEmptyFile(file: string): boolean {
  const stats = statSync(file, { throwIfNoEntry: false })
  return stats?.isFile() === true && stats.size === 0
}

/** What identifies one version of a file on disk (a rename-over changes `ino`); folders are not compared. */
function stampOf(file: string): string {
  let stats: Stats | undefined
  try {
    stats = statSync(file, { throwIfNoEntry: false })
  } catch {
    return 'unreadable'
  }
  if (!stats) return 'missing'
  return stats.isDirectory() ? 'folder' : `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`
}

/** Options of `SiteWatcher`. */
export interface SiteWatcherOptions {
  /** Quiet time before a batch of changes is reported. @default 10 */
  debounceMs?: number
  /**
   * Longest a continuous stream of changes postpones the report (a batch that holds an empty
   * file then waits for its content, up to `EMPTY_WAIT_MS` more). @default 500
   */
  maxWaitMs?: number
}

/**
 * Watches a site's folders with chokidar (which has no globs: folders are watched and everything
 * else is filtered out in `ignored`) and reports changed paths in debounced batches.
 */
export class SiteWatcher {
  #targets: WatchTargets
  readonly #watcher: FSWatcher
  readonly #pending = new Set<string>()
  /** Files reported lately: their stamp then, and the timer that looks at them again. */
  readonly #rechecks = new Map<string, { stamp: string; timer: NodeJS.Timeout }>()
  #timer: NodeJS.Timeout | undefined
  #firstAt = 0
  /** When the pending batch was first found holding an empty file (`performance.now()`), if it was. */
  #emptySince: number | undefined
  readonly #debounceMs: number
  readonly #maxWaitMs: number
  readonly #onChange: (paths: string[]) => void
  /** Resolves once the initial scan is done and changes are reported. */
  readonly ready: Promise<void>

  constructor(targets: WatchTargets, onChange: (paths: string[]) => void, options: SiteWatcherOptions = {}) {
    this.#targets = targets
    this.#onChange = onChange
    this.#debounceMs = options.debounceMs ?? 10
    this.#maxWaitMs = options.maxWaitMs ?? 500
    this.#watcher = watch(this.#roots(), {
      ignoreInitial: true,
      ignored: (file: string) => this.#ignored(file),
    })
    this.#watcher.on('all', (_event, file) => this.#record(path.resolve(file)))
    this.ready = new Promise((resolve) => this.#watcher.once('ready', () => resolve()))
  }

  /** The paths being watched: the site root, plus targets outside it (a shared theme, --config). */
  #roots(): string[] {
    const t = this.#targets
    const all = [t.rootDir, ...t.config, ...t.theme, t.content, ...t.openapi, ...t.static, ...t.components]
    return [t.rootDir, ...new Set(all.filter((p) => !within(t.rootDir, p)))]
  }

  /** Point the watcher at new targets (after the config changed). */
  update(targets: WatchTargets): void {
    this.#targets = targets
    const roots = this.#roots()
    this.#watcher.add(roots)
    // Folders that were ignored before are not watched yet: add the new targets themselves.
    this.#watcher.add([...targets.theme, targets.content, ...targets.openapi, ...targets.static, ...targets.components])
  }

  #ignored(file: string): boolean {
    const abs = path.resolve(file)
    const t = this.#targets
    if (abs === t.rootDir) return false
    if (isJunk(path.basename(abs))) return true
    if (classifyPath(t, abs) !== undefined) return false
    // Keep the folders on the way to a target (content/docs when contentDir is content/docs).
    const targets = [...t.config, ...t.theme, t.content, ...t.openapi, ...t.static, ...t.components]
    return !targets.some((target) => within(abs, target))
  }

  #record(file: string): void {
    if (classifyPath(this.#targets, file) === undefined) return
    this.#recheckLater(file)
    if (this.#pending.size === 0) this.#firstAt = Date.now()
    this.#pending.add(file)
    clearTimeout(this.#timer)
    const waited = Date.now() - this.#firstAt
    this.#timer = setTimeout(() => this.#flush(), Math.max(0, Math.min(this.#debounceMs, this.#maxWaitMs - waited)))
  }

  /** Report `file` again if it changed after now without chokidar saying so (see `RECHECK_MS`). */
  #recheckLater(file: string): void {
    clearTimeout(this.#rechecks.get(file)?.timer)
    const stamp = stampOf(file)
    const timer = setTimeout(() => {
      this.#rechecks.delete(file)
      if (stampOf(file) !== stamp) this.#record(file)
    }, RECHECK_MS)
    this.#rechecks.set(file, { stamp, timer })
  }

  #flush(): void {
    this.#timer = undefined
    if (this.#pending.size === 0) return
    // An editor that saves in place truncates the file, then writes it: on a busy machine the
    // write can come long after, and a build between the two shows an empty page (and reloads
    // every page that names it). Wait for the content, looking every few ms, for up to
    // EMPTY_WAIT_MS from when the batch was found holding the empty file; a file really emptied
    // is reported then.
    if ([...this.#pending].some(isEmptyFile)) {
      const now = performance.now()
      this.#emptySince ??= now
      if (now - this.#emptySince < EMPTY_WAIT_MS) {
        this.#timer = setTimeout(() => this.#flush(), EMPTY_POLL_MS)
        return
      }
    }
    this.#emptySince = undefined
    const paths = [...this.#pending]
    this.#pending.clear()
    this.#onChange(paths)
  }

  async close(): Promise<void> {
    clearTimeout(this.#timer)
    for (const { timer } of this.#rechecks.values()) clearTimeout(timer)
    this.#rechecks.clear()
    this.#pending.clear()
    await this.#watcher.close()
  }
}

/** `file` is `dir` or inside it. */
function within(dir: string, file: string): boolean {
  return file === dir || file.startsWith(dir + path.sep)
}

/** A Docusaurus locale's translation files (`i18n/fr/code.json`, ...), found from its translated folders. */
function translationFilesOf(config: ResolvedConfig): string[] {
  if (config.flavour !== 'docusaurus' || config.locale === undefined) return []
  const folders = new Set(
    translationFolders(config).map((dir) =>
      dir.replace(/[\\/]docusaurus-plugin-content-(?:docs|blog|pages)([\\/].*)?$/, ''),
    ),
  )
  if (folders.size === 0) folders.add(path.join(config.rootDir, 'i18n', config.locale))
  return [...folders].flatMap((dir) => [
    path.join(dir, 'code.json'),
    path.join(dir, 'docusaurus-theme-classic'),
    ...config.docs.versions.map((v) =>
      path.join(
        dir,
        'docusaurus-plugin-content-docs',
        v.name === 'current' ? 'current.json' : `version-${v.name}.json`,
      ),
    ),
  ])
}
