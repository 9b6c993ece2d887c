import type { Server } from 'node:http'
import type { ResolvedConfig } from '../config/index.js'
import type { Logger } from '../logger/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { OutputDiff } from './output-diff.js'

// The public shapes of `startDevServer` (src/serve/dev-server.ts): its options, the event of
// each build, and the running server.

/** Options of `startDevServer`. */
export interface DevServerOptions {
  /** The site folder. */
  rootDir: string
  /** Explicit config file (as `--config`). */
  configFile?: string | undefined
  /** The locale to build and serve (a code of `i18n.locales`). @default the default locale */
  locale?: string | undefined
  /** Interface to bind. @default '127.0.0.1' */
  host?: string
  /** 0: any free port. @default 3000 */
  port?: number
  /** The theme folder of a config (the site's `theme/`, or docsgen's). */
  themeDir: (config: ResolvedConfig) => string
  /** Date shown on /status. */
  buildDate: string
  /** Keep compiled pages in `.docsgen-cache/` too (fast restarts), or in memory only. @default 'disk' */
  cache?: 'disk' | 'memory'
  /**
   * With `cache: 'disk'` and nothing in it yet: serve a first build whose code blocks are not
   * highlighted (highlighting is most of a cold compile), then highlight at once in the
   * background; open pages update in place. @default true
   */
  highlightLater?: boolean
  /** Watch the site and rebuild on changes. @default true */
  watch?: boolean
  /** Quiet time before a batch of file changes triggers a rebuild. @default 10 */
  debounceMs?: number
  /** For `--debug` lines of the stages. */
  logger?: Logger
  /** Called after every build (the first included), for the terminal. */
  onBuild?: (event: DevBuildEvent) => void
}

/** The outcome of one build of the dev server. */
export interface DevBuildEvent {
  ok: boolean
  /** Revision now served (unchanged when the build failed or changed nothing). */
  revision: number
  ms: number
  /** Site-relative paths of the changes that triggered it; empty for the first build. */
  changes: string[]
  diagnostics: Diagnostic[]
  /** What changed for open pages (undefined when the build failed). */
  diff?: OutputDiff
  /** The config was reloaded. */
  configReloaded: boolean
}

/** A running dev server. */
export interface DevServer {
  url: string
  port: number
  host: string
  server: Server
  /** The revision served now (0 before the first good build). */
  readonly revision: number
  /** Folders and files being watched, relative to the site root. */
  readonly watching: string[]
  /** Resolves when no build is running or waiting. */
  idle(): Promise<void>
  /** Rebuild now as if these files changed (absolute paths). */
  rebuild(paths?: string[]): Promise<void>
  /** Stop watching, end live-reload streams, close the server. */
  close(): Promise<void>
}
