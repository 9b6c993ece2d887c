import { availableParallelism } from 'node:os'
import { codeThemesOf, type ResolvedConfig } from '../config/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { CompiledPage } from '../model/page.js'
import {
  loadOpenApiCompiler,
  type OpenApiCache,
  type OpenApiInput,
  readStoredOpenApi,
  storedEntryOf,
  storeOpenApi,
} from '../openapi/index.js'
import type { ReadResult, SourceFile } from '../scan/index.js'
import { internalError } from './compile-pending.js'
import { highlightWorkerScript, startHighlightWorker } from './highlight-pool.js'

/** An OpenAPI document of the site: what it compiles from, and its page or why there is none. */
export interface OpenApiSource {
  input: OpenApiInput & { onInvalid: 'warn' | 'throw' }
  page?: CompiledPage
}

/**
 * From a document of this size (its text, all documents together), its code blocks are
 * highlighted on a worker thread while this one builds the page. Below it, starting the thread
 * and loading the grammars there costs more than highlighting here: this site's document (6 KB,
 * 8 operations) compiles in ~0.2 s. The large generated one (507 KB, 320 operations, 726 different
 * samples) spends ~0.5 s highlighting of a ~2.3 s compile.
 */
const HIGHLIGHT_ELSEWHERE_BYTES = 64 * 1024

/**
 * And only with more cores than this. With two, the worker once took the core the main thread's
 * garbage collector needed for the page's tree of a million nodes (no gain: 2.05-2.29 s against
 * 2.11-2.31 s); since each operation is finished as soon as it is rendered (`finishPart`), that
 * tree is gone, and the worker pays on two cores too: compile stage of the large document
 * 1.54-1.97 s with it against 1.51-1.93 s without, medians ~1.64 s against ~1.75 s over ten
 * alternated pairs on a two-core machine.
 */
const HIGHLIGHT_ELSEWHERE_CORES = 1

/**
 * The site's OpenAPI documents among `files` (read in `reads`, by index), each with its page:
 * kept in the cache, else compiled (the compiler is loaded only then) and stored there. A
 * document that fails to compile has no page and its error is in `diagnostics`. `storing` ends
 * when the pages compiled are in the cache: a large document's is written on its highlight
 * worker while the build goes on (it never rejects; a page that cannot be stored is not).
 */
export async function openApiSources(
  files: readonly SourceFile[],
  options: {
    config: ResolvedConfig
    reads: readonly (ReadResult | undefined)[]
    cache: OpenApiCache | undefined
    diagnostics: Diagnostic[]
  },
): Promise<{ sources: Map<SourceFile, OpenApiSource>; storing: Promise<void> }> {
  const { config, reads, cache, diagnostics } = options
  const sources = new Map<SourceFile, OpenApiSource>()
  for (const [i, file] of files.entries()) {
    const read = reads[i]
    if (file.kind !== 'openapi' || (read && !read.ok)) continue
    const spec = config.openapi.find((s) => s.spec.replace(/^\.\//, '') === file.relPath)
    const input = {
      file: file.relPath,
      text: read?.text ?? '',
      route: spec?.route ?? '/openapi/',
      trusted: spec?.trusted ?? false,
      markdownForm: config.llms,
    }
    const page = cache ? readStoredOpenApi(input, cache) : undefined
    // `onInvalid` stays out of the compiled page (and its cache key): it only grades the diagnostics.
    sources.set(file, { input: { ...input, onInvalid: spec?.onInvalid ?? 'throw' }, ...(page ? { page } : {}) })
  }
  const toCompile = [...sources].filter(([, source]) => !source.page)
  let storing: Promise<void> = Promise.resolve()
  if (toCompile.length === 0) return { sources, storing }
  const openapi = await loadOpenApiCompiler()
  const codeThemes = codeThemesOf(config.markdown)
  const script = highlightWorkerScript()
  const bytes = toCompile.reduce((sum, [, source]) => sum + source.input.text.length, 0)
  const worker =
    script && bytes >= HIGHLIGHT_ELSEWHERE_BYTES && availableParallelism() > HIGHLIGHT_ELSEWHERE_CORES
      ? startHighlightWorker(script, codeThemes)
      : undefined
  // Pages being written into the cache on the worker, which closes once they are.
  const stores: Promise<void>[] = []
  try {
    // Descriptions and samples go through the pages' Markdown processor, code highlighted alike.
    const renderer = await openapi.openApiMarkdown(codeThemes, worker?.service)
    for (const [file, source] of toCompile) {
      try {
        const page = await openapi.compileOpenApiFinished(source.input, renderer)
        source.page = page
        if (cache && worker) stores.push(worker.store(storedEntryOf(source.input, cache), page))
        else if (cache) storeOpenApi(source.input, cache, page)
      } catch (error) {
        diagnostics.push(internalError(file.relPath, error))
      }
    }
  } finally {
    storing = Promise.all(stores).then(() => worker?.close())
  }
  return { sources, storing }
}

/** An OpenAPI document's error reported as a warning (`openapi[].onInvalid: 'warn'`). */
export function asWarning(diagnostic: Diagnostic): Diagnostic {
  return diagnostic.severity === 'error' ? { ...diagnostic, severity: 'warning' } : diagnostic
}
