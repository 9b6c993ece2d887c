import { createConsoleLogger } from '../logger/index.js'
import { runPipeline } from '../pipeline.js'
import { reuseForCheck } from '../reuse/index.js'
import { loadSite, type SiteOptions, themeDirOf } from './context.js'
import { plural, printDiagnostics, printDiagnosticsJson } from './report.js'

/** Flags of `docsgen check-links`. */
export interface CheckLinksCommandOptions extends SiteOptions {
  format: 'text' | 'json'
  color: boolean
  debug?: boolean
}

/** `docsgen check-links`: every internal link and anchor; exit 1 when any is broken. */
export async function checkLinksCommand(options: CheckLinksCommandOptions): Promise<number> {
  const config = await loadSite(options)
  const logger = createConsoleLogger({ debug: options.debug ?? false, quiet: options.format === 'json' })
  const result = await runPipeline(config, {
    mode: 'check',
    logger,
    themeDir: themeDirOf(config),
    reuse: await reuseForCheck(config),
    // Shown on /status only, which `check` does not render (and finding it runs `git`).
    buildDate: '1970-01-01',
  })
  if (options.format === 'json') printDiagnosticsJson(result.diagnostics)
  else printDiagnostics(result.diagnostics, { color: options.color })
  const report = result.linkReport
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length
  if (options.format === 'text') {
    const summary = `Checked ${plural(report?.checkedLinks ?? 0, 'link')} on ${plural(result.pages.size, 'page')}: ${plural(report?.brokenLinks ?? 0, 'broken link')}`
    if (errors > 0) process.stderr.write(`${summary}, ${plural(errors, 'error')} in all.\n`)
    else logger.info(`${summary}.`)
  }
  return errors > 0 ? 1 : 0
}
