import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openCompileCache } from '../../src/compile/index.js'
import { cacheDirOf, loadConfig, selectLocale } from '../../src/config/index.js'
import { createMemoryLogger } from '../../src/logger/index.js'
import type { Diagnostic } from '../../src/model/diagnostic.js'
import { type BuildResult, type PipelineMode, runPipeline } from '../../src/pipeline.js'
import { DEFAULT_THEME_DIR } from '../../src/render/index.js'
import { noReuse } from '../../src/reuse/index.js'
import { FsWriter, MemoryWriter } from '../../src/write/index.js'

/** Folder of the named fixture sites. */
export const FIXTURE_SITES = fileURLToPath(new URL('../fixtures/sites/', import.meta.url))

/** A fixture site built in memory. */
export interface FixtureBuild {
  result: BuildResult
  writer: MemoryWriter
  diagnostics: Diagnostic[]
  rootDir: string
  /** A written file as text; throws when it was not written. */
  file(outPath: string): string
}

/** Write a site given as `{ 'content/a.md': '# A' }` into a temporary folder. */
export async function writeSite(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-site-'))
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(dir, rel)
    await mkdir(path.dirname(abs), { recursive: true })
    await writeFile(abs, text)
  }
  return dir
}

/**
 * Build a named fixture site (`'basic'`, or a site folder's absolute path) or an inline one through
 * the real pipeline, into memory; with `locale`, that locale's pass (its files at the root of the
 * output, as `docsgen serve --locale` serves them).
 */
export async function buildFixture(
  site: string | Record<string, string>,
  options: { mode?: PipelineMode; locale?: string } = {},
): Promise<FixtureBuild> {
  const rootDir = typeof site === 'string' ? path.resolve(FIXTURE_SITES, site) : await writeSite(site)
  const config = selectLocale(await loadConfig({ rootDir }), options.locale)
  const writer = new MemoryWriter()
  const result = await runPipeline(config, {
    mode: options.mode ?? 'build',
    logger: createMemoryLogger(),
    writer,
    themeDir: DEFAULT_THEME_DIR,
    buildDate: '2026-01-01',
  })
  return {
    result,
    writer,
    diagnostics: result.diagnostics,
    rootDir,
    file(outPath) {
      const text = writer.text(outPath)
      if (text === undefined)
        throw new Error(`${outPath} was not written; files: ${[...writer.files.keys()].join(', ')}`)
      return text
    },
  }
}

/**
 * Build the site at `rootDir` to disk, as `docsgen build` does (bodies in a file; with `cache`,
 * the compile cache, bundle cache and the output manifest `manifest` in `.docsgen-cache/`).
 */
export async function buildToDisk(
  rootDir: string,
  outDir: string,
  options: {
    cache?: boolean
    manifest?: string
    workers?: number
    renderWorkers?: { minPages: number; firstHere: number }
  } = {},
) {
  const config = await loadConfig({ rootDir })
  const cache = options.cache !== false
  const logger = createMemoryLogger()
  const result = await runPipeline(config, {
    mode: 'build',
    logger,
    writer: new FsWriter(path.join(rootDir, outDir)),
    themeDir: DEFAULT_THEME_DIR,
    buildDate: '2026-01-01',
    reuse: cache
      ? {
          ...noReuse(),
          compiled: await openCompileCache(config, { bodies: 'file' }),
          persistCompiled: true,
          bundleDir: cacheDirOf(config),
          pages: {
            kind: 'previous-output',
            manifest: path.join(cacheDirOf(config), options.manifest ?? 'output.json'),
          },
        }
      : noReuse(),
    speed: {
      bodies: 'file',
      ...(options.workers !== undefined ? { workers: options.workers } : {}),
      ...(options.renderWorkers ? { renderWorkers: options.renderWorkers } : {}),
    },
  })
  return { result, logger }
}
