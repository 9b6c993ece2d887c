import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ResolvedConfig } from '../config/schema.js'
import type { ApiPage, CategoryMeta } from '../graph/index.js'
import { parseCategoryMeta } from '../graph/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { CompiledPage } from '../model/page.js'
import { packageRoot, packageVersion } from '../package-root.js'
import { readSourceText, type SourceFile } from '../scan/index.js'
import type { MarkdownCompiler, MarkdownCompilerOptions } from '../transform/index.js'
import { CompileCache } from './cache.js'
import { compileOnWorkers, PAGES_PER_WORKER, workerScript } from './worker-pool.js'

/** Everything the graph stage needs from the sources. */
export interface CompiledSources {
  pages: CompiledPage[]
  apiPages: ApiPage[]
  categories: Map<string, CategoryMeta>
  diagnostics: Diagnostic[]
  /** How many Markdown pages came from the cache, and how many were compiled. */
  stats: { cached: number; compiled: number; workers: number }
}

/** How to compile: with a cache, and on how many worker threads (0: on this thread). */
export interface CompileOptions {
  cache?: CompileCache | undefined
  workers?: number | undefined
  /** Called as pages are compiled (for a progress bar). */
  onProgress?: ((done: number, total: number) => void) | undefined
}

/**
 * Below this many pages to compile, starting worker threads costs more than it saves. A worker
 * starts in about 0.3 s (modules, highlighter; grammars load on first use) and a page takes
 * 50-150 ms while the JIT warms up, so two workers pay off from a dozen or so pages.
 */
const WORKER_THRESHOLD = 16

/** The Markdown compiler settings a config implies (also part of the cache key). */
export function compilerOptionsOf(config: ResolvedConfig): MarkdownCompilerOptions {
  return {
    contentDir: config.docs.contentDir,
    toc: {
      minHeadingLevel: config.tableOfContents.minHeadingLevel,
      maxHeadingLevel: config.tableOfContents.maxHeadingLevel,
    },
    codeThemes: { light: config.markdown.codeThemeLight, dark: config.markdown.codeThemeDark },
    sanitize: config.markdown.sanitize,
    contentRoot: path.join(config.rootDir, config.docs.contentDir),
    liveCodePosition: config.liveCodeBlock.playgroundPosition,
  }
}

/**
 * Open the build cache of a site (`.docsgen-cache/`), keyed by docsgen's code and the compiler
 * settings. With `{ memory: true }` it starts empty and is never written (`serve --no-cache`);
 * with `{ bodies: false }` pages come without HTML and nothing is written (`check-links`).
 */
export async function openCompileCache(
  config: ResolvedConfig,
  options: { memory?: boolean; bodies?: boolean } = {},
): Promise<CompileCache> {
  const key = createHash('sha256')
    .update(codeFingerprint())
    .update(JSON.stringify(compilerOptionsOf(config)))
    .digest('hex')
  const dir = options.memory ? undefined : path.join(config.rootDir, '.docsgen-cache')
  const cache = new CompileCache({ dir, key, bodies: options.bodies ?? true })
  await cache.load()
  return cache
}

/**
 * Read and compile every source: Markdown pages (from the cache when unchanged, else on worker
 * threads or this thread), `_category_.json` files, and OpenAPI documents.
 */
export async function compileSources(
  files: readonly SourceFile[],
  config: ResolvedConfig,
  options: CompileOptions = {},
): Promise<CompiledSources> {
  const out: CompiledSources = {
    pages: [],
    apiPages: [],
    categories: new Map(),
    diagnostics: [],
    stats: { cached: 0, compiled: 0, workers: 0 },
  }
  const texts = await Promise.all(files.map((f) => readSourceText(f.absPath, f.relPath)))
  const textByPath = new Map<string, string>()
  files.forEach((f, i) => {
    const read = texts[i]
    if (f.kind === 'markdown' && read?.ok) textByPath.set(f.contentPath, read.text)
  })
  const contentRoot = path.join(config.rootDir, config.docs.contentDir)
  const textOf = (contentPath: string): string => {
    const known = textByPath.get(contentPath)
    if (known !== undefined) return known
    try {
      return readFileSync(path.join(contentRoot, contentPath), 'utf8')
    } catch {
      return '\0missing'
    }
  }
  const pending: { source: string; text: string; key: string; relPath: string }[] = []
  const pages = new Map<string, CompiledPage>()
  // The OpenAPI renderer is loaded only by sites that have an OpenAPI document.
  const openapi = files.some((f) => f.kind === 'openapi') ? await import('../openapi/index.js') : undefined
  files.forEach((file, i) => {
    const read = texts[i]
    if (!read) return
    if (!read.ok) {
      out.diagnostics.push(read.diagnostic)
      return
    }
    try {
      if (file.kind === 'category') {
        const { meta, diagnostics } = parseCategoryMeta(read.text, file.relPath)
        out.categories.set(file.contentPath.replace(/\/?_category_\.json$/, ''), meta)
        out.diagnostics.push(...diagnostics)
      } else if (file.kind === 'openapi') {
        const spec = config.openapi.find((s) => s.spec.replace(/^\.\//, '') === file.relPath)
        if (!openapi) throw new Error('Internal error: OpenAPI renderer not loaded')
        const page = openapi.compileOpenApi({ file: file.relPath, text: read.text, route: spec?.route ?? '/openapi/' })
        out.diagnostics.push(...page.diagnostics)
        out.apiPages.push({ page, route: spec?.route ?? '/openapi/' })
      } else {
        const key = CompileCache.entryKey(file.contentPath, read.text)
        const hit = options.cache?.get(key)
        // A page that includes snippets is only fresh if the snippets are unchanged too.
        if (hit && (hit.dependencies.length === 0 || hit.dependencyHash === dependencyHash(hit.dependencies, textOf))) {
          pages.set(file.contentPath, hit)
          out.stats.cached++
        } else pending.push({ source: file.contentPath, text: read.text, key, relPath: file.relPath })
      }
    } catch (error) {
      out.diagnostics.push(internalError(file.relPath, error))
    }
  })

  const compiled = await compilePending(
    pending,
    compilerOptionsOf(config),
    options.workers ?? 0,
    out,
    options.onProgress,
  )
  pending.forEach((item, i) => {
    const page = compiled[i]
    if (!page) return
    if (page.dependencies.length > 0) page.dependencyHash = dependencyHash(page.dependencies, textOf)
    pages.set(item.source, page)
    options.cache?.set(item.key, page)
  })
  out.stats.compiled = compiled.filter(Boolean).length
  for (const file of files) {
    const page = file.kind === 'markdown' ? pages.get(file.contentPath) : undefined
    if (!page) continue
    out.pages.push(page)
    out.diagnostics.push(...page.diagnostics)
  }
  return out
}

async function compilePending(
  pending: readonly { source: string; text: string; relPath: string }[],
  compilerOptions: MarkdownCompilerOptions,
  workers: number,
  out: CompiledSources,
  onProgress?: (done: number, total: number) => void,
): Promise<(CompiledPage | undefined)[]> {
  if (pending.length === 0) return []
  const script = workerScript()
  if (workers > 1 && script && pending.length >= WORKER_THRESHOLD) {
    try {
      const items = pending.map(({ source, text }) => ({ source, text }))
      let done = 0
      const onBatch = (count: number): void => {
        done += count
        onProgress?.(done, items.length)
      }
      const pages = await compileOnWorkers(items, { workers, script, compiler: compilerOptions, onBatch })
      out.stats.workers = Math.min(workers, Math.ceil(pending.length / PAGES_PER_WORKER))
      return pages
    } catch {
      // A worker failed: compile on this thread, which reports the failing file precisely.
    }
  }
  const compiler = await sharedCompiler(compilerOptions)
  const results: (CompiledPage | undefined)[] = []
  for (const [i, item] of pending.entries()) {
    if (i % 16 === 0) {
      onProgress?.(i, pending.length)
      // Let signals (Ctrl+C) and the dev server's requests through during long compiles.
      await new Promise((resolve) => setImmediate(resolve))
    }
    try {
      results.push(await compiler.compile(item))
    } catch (error) {
      out.diagnostics.push(internalError(item.relPath, error))
      results.push(undefined)
    }
  }
  return results
}

const compilers = new Map<string, Promise<MarkdownCompiler>>()

/**
 * Create the compiler of a config ahead of time (the dev server does it once it serves, so the
 * first edit does not wait for the highlighter).
 */
export async function warmUpCompiler(config: ResolvedConfig): Promise<void> {
  await sharedCompiler(compilerOptionsOf(config))
}

/**
 * One compiler per settings for the whole process: creating one (the shiki highlighter) takes
 * about half a second, and the dev server compiles again after every edit.
 */
function sharedCompiler(options: MarkdownCompilerOptions): Promise<MarkdownCompiler> {
  const key = JSON.stringify(options)
  let compiler = compilers.get(key)
  if (!compiler) {
    // Loaded on first use: a run whose pages all come from the cache never loads the compiler.
    compiler = import('../transform/index.js').then(({ createMarkdownCompiler }) => createMarkdownCompiler(options))
    compilers.set(key, compiler)
    compiler.catch(() => compilers.delete(key))
  }
  return compiler
}

/**
 * Identifies docsgen's code for the cache key: the built files when running from dist/ (so any
 * change to docsgen invalidates the cache), else the package version.
 */
function codeFingerprint(): string {
  const hash = createHash('sha256').update(packageVersion())
  for (const name of ['cli.js', 'compile-worker.js']) {
    const file = path.join(packageRoot(), 'dist', name)
    if (existsSync(file)) hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

function internalError(file: string, error: unknown): Diagnostic {
  const reason = error instanceof Error ? error.message : String(error)
  return {
    severity: 'error',
    code: 'internal/compile',
    file,
    message: `Internal error: could not compile ${file}: ${reason}`,
    hint: 'This is a docsgen bug; please report it with the file attached. Run with --debug for the stack.',
  }
}

/** Hash of the current texts of a page's dependencies (snippets), in order. */
function dependencyHash(dependencies: readonly string[], textOf: (contentPath: string) => string): string {
  const hash = createHash('sha256')
  for (const dep of dependencies) hash.update(dep).update('\0').update(textOf(dep)).update('\0')
  return hash.digest('base64url')
}
