import path from 'node:path'
import { type CompileCache, openCompileCache } from '../compile/index.js'
import { cacheDirOf, type ResolvedConfig, siteLocalesOf } from '../config/index.js'
import type { GraphMemo } from '../graph/index.js'
import type { FinalBodyMemo, LinkCheckMemo } from '../links/index.js'
import { codeFingerprint } from '../package-root.js'
import type { RenderMemo } from '../render/index.js'
import type { ScanMemo } from '../scan/index.js'
import { type SearchTermsMemo, termsInFile } from '../search/index.js'
import type { PageReuseSetting, SiteFile } from '../write/index.js'
import { UpToDate } from './up-to-date.js'

/**
 * How pages rendered by earlier runs are reused: not at all, the pages of the previous output
 * folder recorded in a manifest (`docsgen build` with a cache), or the dev server's memo.
 */
export type PageReuse = PageReuseSetting

/** What a run may reuse from earlier runs, and whether it saves what it makes for the next. */
export interface Reuse {
  /**
   * The files changed since the previous run with this reuse (absolute paths: edited, added,
   * removed), when the caller knows them (the dev server's watcher); undefined: anything may have
   * changed, and every source is listed and stat'ed.
   */
  readonly changes: ReadonlySet<string> | undefined
  /** The sources of the previous run (`scan`; the dev server), listed again only when `changes` may have changed them. */
  readonly scanned: ScanMemo | undefined
  /** Compiled pages of earlier runs (`compile`). */
  readonly compiled: CompileCache | undefined
  /** Write the compiled pages to disk after compiling (the dev server writes them when idle). */
  readonly persistCompiled: boolean
  /** Folder where esbuild products are kept between runs (`bundle`, `theme`). */
  readonly bundleDir: string | undefined
  /**
   * Bundles kept in memory by a long-lived caller (the dev server): `client`, and `css:<themeDir>`
   * and `theme:<themeDir>`, which it deletes when a theme file changes.
   */
  readonly bundles: Map<string, Promise<unknown>> | undefined
  /** The graph of the previous run, updated in place of built again when an edit changed only a page's own node (`graph`; the dev server). */
  readonly graph: GraphMemo | undefined
  /** Final bodies made by earlier runs (`links`; the dev server). */
  readonly finalBodies: FinalBodyMemo | undefined
  /** Link checks of earlier runs, kept while the routes stay the same (`links`; the dev server). */
  readonly linkChecks: LinkCheckMemo | undefined
  /** Rendered pages of earlier runs (`render`, `write`). */
  readonly pages: PageReuse
  /** The search index made by the last run, with its key (the dev server; builds keep it in their output). */
  readonly searchIndex: { key?: string; files?: SiteFile[] } | undefined
  /** Every page's search terms as the last index was made from them (`search`: unchanged pages' bodies are not read). */
  readonly searchTerms: SearchTermsMemo | undefined
  /** The Markdown files made by the last run, with their key (the dev server). */
  readonly llmsFiles: { key?: string; files?: SiteFile[] } | undefined
  /**
   * The record of the last build and its output (`docsgen build` with a cache): a build of the
   * same inputs keeps that output as it is (see `UpToDate`).
   */
  readonly upToDate?: UpToDate | undefined
}

/** Nothing from earlier runs, nothing kept for later ones. */
export function noReuse(): Reuse {
  return {
    changes: undefined,
    scanned: undefined,
    compiled: undefined,
    persistCompiled: false,
    bundleDir: undefined,
    bundles: undefined,
    graph: undefined,
    finalBodies: undefined,
    linkChecks: undefined,
    pages: { kind: 'none' },
    searchIndex: undefined,
    searchTerms: undefined,
    llmsFiles: undefined,
  }
}

/**
 * `docsgen build`: compiled pages from `.docsgen-cache/` (their bodies read from its bodies file
 * when rendered, so a large site's HTML is never all in memory), bundles kept there, and pages of
 * the previous output kept when they were made from the same props and body. `cache: false`
 * (`--no-cache`): none of it.
 */
export async function reuseForBuild(
  config: ResolvedConfig,
  options: { cache: boolean; outDir: string },
): Promise<Reuse> {
  if (!options.cache) return noReuse()
  return {
    ...noReuse(),
    upToDate: new UpToDate(path.join(cacheDirOf(config), 'up-to-date.json'), options.outDir, {
      rootDir: config.rootDir,
      contentDir: config.docs.contentDir,
      // The other locales' folders in the default locale's output: each the output of its own pass.
      otherBuilds: otherLocaleFolders(config),
    }),
    // Read by the compile stage: a build found up to date before it never reads it.
    compiled: await openCompileCache(config, { bodies: 'file', load: false }),
    persistCompiled: true,
    bundleDir: cacheDirOf(config),
    pages: { kind: 'previous-output', manifest: path.join(cacheDirOf(config), 'output.json') },
    searchTerms: termsInFile(path.join(cacheDirOf(config), 'search-terms.bin'), codeFingerprint()),
  }
}

/** `docsgen check-links`: the cache's metadata only (links need no HTML; a tenth of its bytes); nothing written. */
export async function reuseForCheck(config: ResolvedConfig): Promise<Reuse> {
  return { ...noReuse(), compiled: await openCompileCache(config, { bodies: false }), persistCompiled: true }
}

/**
 * One build of the dev server: its long-lived cache, bundles and memos. `persistCompiled` only for
 * the first build: writing the cache (all pages' HTML) after every edit cost seconds on large
 * sites, so later builds leave it to the server, which writes it when idle and on close.
 */
export function reuseForDevServer(parts: {
  changes: ReadonlySet<string> | undefined
  scanned: ScanMemo
  compiled: CompileCache
  firstBuild: boolean
  bundleDir: string | undefined
  bundles: Map<string, Promise<unknown>>
  graph: GraphMemo
  finalBodies: FinalBodyMemo
  linkChecks: LinkCheckMemo
  pages: RenderMemo
  searchIndex: { key?: string; files?: SiteFile[] }
  searchTerms: SearchTermsMemo
  llmsFiles: { key?: string; files?: SiteFile[] }
}): Reuse {
  return {
    changes: parts.changes,
    scanned: parts.scanned,
    compiled: parts.compiled,
    persistCompiled: parts.firstBuild,
    bundleDir: parts.bundleDir,
    bundles: parts.bundles,
    graph: parts.graph,
    finalBodies: parts.finalBodies,
    linkChecks: parts.linkChecks,
    // Every page rendered when it is first asked for (a site of 10,000 pages starts in seconds).
    pages: { kind: 'on-demand', memo: parts.pages },
    searchIndex: parts.searchIndex,
    searchTerms: parts.searchTerms,
    llmsFiles: parts.llmsFiles,
  }
}

/** The folders the site's other locales are written to, in the default locale's output (none in a locale's own). */
export function otherLocaleFolders(config: ResolvedConfig): string[] {
  if (config.locale !== undefined) return []
  return siteLocalesOf(config).flatMap((locale) => (locale.outDir === '' ? [] : [locale.outDir]))
}
