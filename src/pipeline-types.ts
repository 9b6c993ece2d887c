import type { LinkReport } from './links/index.js'
import type { LlmsStats } from './llms/index.js'
import type { Logger } from './logger/index.js'
import type { Diagnostic, PageBodies, PageMeta, RouteGraph } from './model/index.js'
import type { KeptBuild, Reuse } from './reuse/index.js'
import type { WriteResult, Writer } from './write/index.js'

// What a run of the pipeline (`runPipeline` in pipeline.ts) is given and gives back.

/** What a run is for: a full build, or only the checks (`check-links`). */
export type PipelineMode = 'build' | 'check'

/** How the work of a run is spread over threads and memory. */
export interface Speed {
  /** Worker threads for compiling and rendering pages (0 or 1: this thread). @default one per core */
  workers?: number | undefined
  /**
   * When pages render on worker threads too: sites of at least `minPages` pages, once `firstHere`
   * pages were rendered on this thread. @default RENDER_WORKER_THRESHOLD and RENDER_FIRST_HERE
   */
  renderWorkers?: { minPages: number; firstHere: number } | undefined
  /**
   * Where compiled pages keep their body: `memory`, or `file`, a file each body is read back from
   * when it is used (`docsgen build`: a large site's HTML is never all in memory). @default 'memory'
   */
  bodies?: 'memory' | 'file' | undefined
  /** `false`: code blocks without highlighting, pages not cached (the dev server's very first build). @default true */
  highlight?: boolean | undefined
}

/** Everything a run needs besides the config. */
export interface BuildContext {
  mode: PipelineMode
  logger: Logger
  /** Where `build` writes; not used by `check`. */
  writer?: Writer | undefined
  /** Theme folder (the site's `theme/`, or docsgen's). */
  themeDir: string
  /** Date shown on /status (ISO `YYYY-MM-DD`), fixed by the caller so builds are reproducible. */
  buildDate: string
  /** Every cache, memo and reuse decision of the run. @default noReuse() */
  reuse?: Reuse | undefined
  speed?: Speed | undefined
  /** Called after each stage with its time (the CLI's progress lines), and during long stages with how far they are. */
  progress?: Progress | undefined
  /**
   * `--verbose`: also report what is quiet by default (see `quietByDefault`: front matter keys a
   * Docusaurus site may hold and docsgen does not read). @default false
   */
  verbose?: boolean | undefined
}

export interface Progress {
  onStep?: (name: string, ms: number) => void
  onProgress?: (name: string, done: number, total: number) => void
}

/** The outcome of a run. */
export interface BuildResult {
  ok: boolean
  graph?: RouteGraph
  /** Compiled pages by route. */
  pages: ReadonlyMap<string, PageMeta>
  /** The compiled pages' bodies, by source. */
  bodies?: PageBodies
  diagnostics: Diagnostic[]
  linkReport?: LinkReport
  written?: WriteResult
  /** What the llms stage made, when it ran (a warm build that kept its files: undefined). */
  llms?: LlmsStats
  /** The output of the same inputs was kept as it was: what its build reported (see `UpToDate`). */
  kept?: KeptBuild
}
