import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { ResolvedConfig } from '../config/index.js'
import { loadConfig } from '../config/index.js'
import { DEFAULT_THEME_DIR } from '../render/index.js'

/** Options shared by the commands that read a site. */
export interface SiteOptions {
  dir: string
  config?: string | undefined
  /** `--no-cache` sets this to false: nothing is taken from `.docsgen-cache/`, the config included. */
  cache?: boolean | undefined
}

/** Load the site's config (defaults when there is no config file). */
export function loadSite(options: SiteOptions): Promise<ResolvedConfig> {
  return loadConfig({ rootDir: path.resolve(options.dir), configFile: options.config, cache: options.cache })
}

/** The site's own `theme/` when it has one, else docsgen's theme. */
export function themeDirOf(config: ResolvedConfig): string {
  const own = path.join(config.rootDir, 'theme')
  return existsSync(path.join(own, 'index.tsx')) ? own : DEFAULT_THEME_DIR
}

/**
 * The build date for /status, reproducible: `SOURCE_DATE_EPOCH` if set, else the last commit's
 * date, else the Unix epoch (so two builds of one tree never differ). Asynchronous, so that
 * `git` runs while the config loads.
 */
export async function resolveBuildDate(rootDir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const epoch = env.SOURCE_DATE_EPOCH
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000).toISOString().slice(0, 10)
  const out = await new Promise<string>((resolve) => {
    // Not a git checkout (or no git): no date.
    execFile('git', ['log', '-1', '--format=%cI'], { cwd: rootDir }, (error, stdout) => resolve(error ? '' : stdout))
  })
  const date = out.trim().slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '1970-01-01'
}
