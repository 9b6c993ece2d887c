import { stat } from 'node:fs/promises'
import path from 'node:path'
import { defaultWorkerCount } from '../compile/index.js'
import { localeConfigs, type ResolvedConfig, siteLocalesOf } from '../config/index.js'
import { createConsoleLogger } from '../logger/index.js'
import { LLMS_FILES } from '../model/index.js'
import { type BuildResult, runPipeline } from '../pipeline.js'
import { otherLocaleFolders, reuseForBuild } from '../reuse/index.js'
import { FsWriter } from '../write/index.js'
import { loadSite, resolveBuildDate, type SiteOptions, themeDirOf } from './context.js'
import { checkOutDir } from './out-dir.js'
import { createProgressBar } from './progress.js'
import { formatBytes, formatMs, plural, printDiagnostics } from './report.js'

/** Flags of `docsgen build`. */
export interface BuildCommandOptions extends SiteOptions {
  outDir: string
  verbose?: boolean
  debug?: boolean
  /** `--no-cache` sets this to false. */
  cache?: boolean
  workers?: string | undefined
  color: boolean
}

/**
 * The Markdown files for machines, as written: how many pages have one, the sizes of `/llms.txt`
 * and `/llms-full.txt` (read from the output: a warm build may have kept them).
 */
async function llmsSummary(pages: number, outDir: string): Promise<string> {
  const size = async (name: string) => {
    try {
      return formatBytes((await stat(path.join(outDir, name))).size)
    } catch {
      return 'missing'
    }
  }
  const { index, full } = LLMS_FILES
  return `Markdown for machines: ${plural(pages, 'page')} as .md, ${index} ${await size(index)}, ${full} ${await size(full)}`
}

/** How many pages have a Markdown file (`llms`), as built or as kept. */
function markdownPagesOf(result: BuildResult): number {
  if (!result.graph) return result.kept?.markdownPages ?? 0
  let pages = 0
  for (const node of result.graph.routes.values()) if (node.markdownFile !== undefined) pages++
  return pages
}

/**
 * `docsgen build`: exit code 0 (warnings allowed) or 1 (content errors); config errors throw (2).
 * A site of several locales is built once per locale: the default one into the output folder,
 * each other one into its folder inside (`build/fr/`), as Docusaurus builds them.
 */
export async function buildCommand(options: BuildCommandOptions): Promise<number> {
  const workerCount = options.workers === undefined ? defaultWorkerCount() : Number(options.workers)
  if (!Number.isInteger(workerCount) || workerCount < 0) {
    process.stderr.write(
      `error: --workers must be a whole number (0: everything on one thread), got "${options.workers ?? ''}"\n`,
    )
    return 2
  }
  const config = await loadSite(options)
  const siteOut = path.resolve(config.rootDir, options.outDir)
  // Before anything is written: the other locales' folders are inside this one.
  checkOutDir(config, siteOut)
  const buildDate = resolveBuildDate(path.resolve(options.dir), process.env)
  for (const pass of [config, ...localeConfigs(config)]) {
    const locale = siteLocalesOf(pass).find((l) => l.code === pass.locale)
    const outDir = locale ? path.join(siteOut, locale.outDir) : siteOut
    if (locale)
      createConsoleLogger({ debug: false }).info(`Locale ${locale.code} (${locale.label}), into ${locale.outDir}/:`)
    const code = await buildOne(pass, { ...options, outDir, buildDate, siteOut, workerCount })
    if (code !== 0) return code
  }
  return 0
}

/** One pass of `docsgen build`: the site's default locale, or another locale (`config.locale`). */
async function buildOne(
  config: ResolvedConfig,
  options: BuildCommandOptions & { buildDate: Promise<string>; siteOut: string; workerCount: number },
): Promise<number> {
  const started = performance.now()
  const { buildDate } = options
  const logger = createConsoleLogger({ debug: options.debug ?? false })
  const progress = createProgressBar(process.stdout)
  // With a cache, the output is recorded as committed, for the next build's up-to-date check. The
  // default locale's output holds the other locales' folders, each written by its own pass.
  const writer = new FsWriter(options.outDir, {
    stampCommitted: options.cache !== false,
    keep: otherLocaleFolders(config),
    ...(config.locale === undefined ? {} : { besideOf: options.siteOut }),
  })
  const onSignal = (signal: NodeJS.Signals): void => {
    void writer.abort().finally(() => {
      process.stderr.write(`\nBuild interrupted (${signal}); the previous output was left as it was.\n`)
      process.exit(signal === 'SIGINT' ? 130 : 143)
    })
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const result = await runPipeline(config, {
      mode: 'build',
      logger,
      writer,
      themeDir: themeDirOf(config),
      buildDate: await buildDate,
      reuse: await reuseForBuild(config, { cache: options.cache !== false, outDir: writer.outDir }),
      verbose: options.verbose ?? false,
      // Compiled pages read their HTML back from a file when they are rendered: the HTML of a
      // large site is never all in memory.
      speed: {
        bodies: 'file',
        workers: options.workerCount,
      },
      progress: {
        onStep: (name, ms) => {
          progress.clear()
          logger.info(`  ${name.padEnd(8)} ${formatMs(ms)}`)
        },
        onProgress: (name, done, total) => progress.update(name, done, total),
      },
    })
    printDiagnostics(result.diagnostics, { color: options.color })
    const errors = result.diagnostics.filter((d) => d.severity === 'error').length
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length
    if (!result.ok || !result.written) {
      process.stderr.write(
        `Build failed: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}. Nothing was written.\n`,
      )
      return 1
    }
    const pages = result.graph?.routes.size ?? result.kept?.pages ?? 0
    const out = path.relative(process.cwd(), writer.outDir) || '.'
    // The output of the same inputs, kept: said, so a reader knows nothing was made again.
    const kept = result.kept ? ' (up to date: the previous output kept)' : ''
    logger.info(
      `Built ${plural(pages, 'page')} in ${formatMs(performance.now() - started)}: ${plural(warnings, 'warning')}, ${formatBytes(result.written.bytes)} in ${out}/${kept}`,
    )
    if (config.llms) logger.info(await llmsSummary(markdownPagesOf(result), writer.outDir))
    return 0
  } finally {
    process.removeListener('SIGINT', onSignal)
    process.removeListener('SIGTERM', onSignal)
  }
}
