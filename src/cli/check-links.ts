import { localeConfigs } from '../config/index.js'
import { createConsoleLogger } from '../logger/index.js'
import type { Diagnostic } from '../model/index.js'
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

/**
 * `docsgen check-links`: every internal link and anchor, of every locale's pages (a page without a
 * translation is the default locale's file: a problem in it is reported once); exit 1 when any is broken.
 */
export async function checkLinksCommand(options: CheckLinksCommandOptions): Promise<number> {
  const config = await loadSite(options)
  const logger = createConsoleLogger({ debug: options.debug ?? false, quiet: options.format === 'json' })
  const diagnostics = new Map<string, Diagnostic>()
  let links = 0
  let broken = 0
  let pages = 0
  for (const pass of [config, ...localeConfigs(config)]) {
    const result = await runPipeline(pass, {
      mode: 'check',
      logger,
      themeDir: themeDirOf(pass),
      reuse: await reuseForCheck(pass),
      // Shown on /status only, which `check` does not render (and finding it runs `git`).
      buildDate: '1970-01-01',
    })
    for (const d of result.diagnostics) {
      const key = JSON.stringify(d)
      // A locale's own problem says which locale (its pages are at the same paths as the default's).
      if (!diagnostics.has(key))
        diagnostics.set(key, pass.locale ? { ...d, message: `${d.message} (locale ${pass.locale})` } : d)
    }
    links += result.linkReport?.checkedLinks ?? 0
    broken += result.linkReport?.brokenLinks ?? 0
    pages += result.pages.size
  }
  const all = [...diagnostics.values()]
  if (options.format === 'json') printDiagnosticsJson(all)
  else printDiagnostics(all, { color: options.color })
  const errors = all.filter((d) => d.severity === 'error').length
  if (options.format === 'text') {
    const summary = `Checked ${plural(links, 'link')} on ${plural(pages, 'page')}: ${plural(broken, 'broken link')}`
    if (errors > 0) process.stderr.write(`${summary}, ${plural(errors, 'error')} in all.\n`)
    else logger.info(`${summary}.`)
  }
  return errors > 0 ? 1 : 0
}
