import path from 'node:path'
import { createConsoleLogger } from '../logger/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { type DevBuildEvent, isLoopbackHost, startDevServer, startPreviewServer } from '../serve/index.js'
import { loadSite, resolveBuildDate, type SiteOptions, themeDirOf } from './context.js'
import { formatMs, plural, printDiagnostics } from './report.js'

/** Flags of `docsgen serve` and `docsgen preview`. */
export interface ServeCommandOptions extends SiteOptions {
  port: string
  host: string
  /** Serve the built folder instead of building in memory (`serve --build`, `preview`). */
  build?: boolean
  /** The built folder for `--build`, relative to the site folder. */
  outDir: string
  /** `--no-cache` sets this to false: compile cache in memory only. */
  cache?: boolean
  debug?: boolean
  color: boolean
  /** `serve --locale fr`: the locale to build and serve (one at a time, as Docusaurus's dev server). */
  locale?: string | undefined
  /** Resolves when the server should stop (tests); default: SIGINT or SIGTERM. */
  until?: Promise<unknown>
}

/**
 * `docsgen serve`: the writers' dev server (build in memory, watch, live reload), or with
 * `--build` the built folder as is. Runs until Ctrl+C, then closes cleanly (exit code 0).
 */
export async function serveCommand(options: ServeCommandOptions): Promise<number> {
  const port = Number(options.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`error: --port must be a number from 0 to 65535, got "${options.port}"\n`)
    return 2
  }
  if (!isLoopbackHost(options.host)) {
    process.stderr.write(
      `warning: serving on ${options.host}: other machines on the network can reach this server (use only on trusted networks)\n`,
    )
  }
  return options.build ? preview(options, port) : dev(options, port)
}

async function preview(options: ServeCommandOptions, port: number): Promise<number> {
  const config = await loadSite(options)
  const dir = path.resolve(config.rootDir, options.outDir)
  const server = await startPreviewServer({ dir, host: options.host, port, baseUrl: config.baseUrl })
  process.stdout.write(
    `Serving ${path.relative(process.cwd(), dir) || '.'}/ at ${server.url} (no watching; Ctrl+C to stop)\n`,
  )
  await (options.until ?? stopSignal())
  await server.close()
  return 0
}

async function dev(options: ServeCommandOptions, port: number): Promise<number> {
  const logger = createConsoleLogger({ debug: options.debug ?? false })
  const rootDir = path.resolve(options.dir)
  let printed = new Set<string>()
  const onBuild = (event: DevBuildEvent): void => {
    // Print each problem once while it lasts, not again on every rebuild.
    const key = (d: Diagnostic): string => JSON.stringify(d)
    const fresh = event.diagnostics.filter((d) => !printed.has(key(d)))
    printed = new Set(event.diagnostics.map(key))
    printDiagnostics(fresh, { color: options.color })
    if (event.changes.length === 0 && event.ok) return
    const errors = event.diagnostics.filter((d) => d.severity === 'error').length
    const what = event.changes.length === 0 ? 'first build' : describeChanges(event.changes)
    if (!event.ok) {
      process.stderr.write(
        `✗ Build failed in ${formatMs(event.ms)} (${what}): ${plural(errors, 'error')}; still serving the last good build\n`,
      )
      return
    }
    const diff = event.diff
    const pages = diff?.pages.length ?? 0
    const result =
      !diff || diff.files.length === 0
        ? // Pages are rendered when asked for: one not shown yet will show the edit when it is.
          'no page shown so far changed'
        : [
            pages > 0 ? `${plural(pages, 'page')} changed${pages <= 3 ? ` (${diff.pages.join(', ')})` : ''}` : '',
            diff.css.length > 0 ? 'stylesheet swapped' : '',
            diff.assets.length > 0 ? `${plural(diff.assets.length, 'file')} changed` : '',
          ]
            .filter(Boolean)
            .join(', ') || 'output changed'
    logger.info(
      `↻ Rebuilt in ${formatMs(event.ms)} (${what}${event.configReloaded ? ', config reloaded' : ''}): ${result}`,
    )
  }
  const server = await startDevServer({
    rootDir,
    configFile: options.config,
    ...(options.locale === undefined ? {} : { locale: options.locale }),
    host: options.host,
    port,
    themeDir: themeDirOf,
    buildDate: await resolveBuildDate(rootDir, process.env),
    cache: options.cache === false ? 'memory' : 'disk',
    logger,
    onBuild,
  })
  logger.info(
    `Ready in ${formatMs(performance.now())}: ${server.url}\n  watching ${server.watching.join(', ')} (Ctrl+C to stop)`,
  )
  await (options.until ?? stopSignal())
  await server.close()
  logger.info('Stopped.')
  return 0
}

function describeChanges(changes: readonly string[]): string {
  const [first] = changes
  return changes.length === 1 && first ? first : `${plural(changes.length, 'file')}`
}

/** Resolves on the first SIGINT or SIGTERM. */
function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const on = (signal: NodeJS.Signals): void => {
      process.removeListener('SIGINT', on)
      process.removeListener('SIGTERM', on)
      resolve(signal)
    }
    process.once('SIGINT', on)
    process.once('SIGTERM', on)
  })
}
