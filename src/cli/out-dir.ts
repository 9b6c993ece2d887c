import { existsSync } from 'node:fs'
import path from 'node:path'
import { builtDocsVersions, type ResolvedConfig } from '../config/index.js'
import { DocsgenError } from '../diagnostics/index.js'

/**
 * The output folder a build may replace: never the site folder or a folder around it, nor a
 * folder of the site's sources (content, static files, pages, blog, docs versions, theme,
 * OpenAPI documents, translations) or one inside or around them. A build replaces its output
 * folder whole, so `-o content` deleted every page's Markdown. Throws a config error (exit 2)
 * naming both.
 */
export function checkOutDir(config: ResolvedConfig, outDir: string): void {
  const { rootDir } = config
  const sources: { folder: string; what: string }[] = [
    { folder: rootDir, what: 'the site folder' },
    { folder: path.join(rootDir, config.docs.contentDir), what: 'the content folder' },
    ...config.staticDirs.map((dir) => ({ folder: path.join(rootDir, dir), what: 'a static files folder' })),
    ...(config.pagesDir === false ? [] : [{ folder: path.join(rootDir, config.pagesDir), what: 'the pages folder' }]),
    ...(config.blog === false ? [] : [{ folder: path.join(rootDir, config.blog.dir), what: 'the blog folder' }]),
    ...builtDocsVersions(config).map((v) => ({
      folder: path.join(rootDir, v.contentDir),
      what: `the docs of ${v.label}`,
    })),
    ...(existsSync(path.join(rootDir, 'theme'))
      ? [{ folder: path.join(rootDir, 'theme'), what: 'the theme folder' }]
      : []),
    ...config.openapi.map((spec) => ({ folder: path.join(rootDir, spec.spec), what: 'an OpenAPI document' })),
    ...config.i18n.locales.flatMap((locale) =>
      Object.values(locale.overlays).map((dir) => ({
        folder: path.join(rootDir, dir),
        what: `the ${locale.code} translations`,
      })),
    ),
  ]
  const out = path.resolve(outDir)
  for (const { folder, what } of sources) {
    const source = path.resolve(folder)
    // The site folder (also a zero-config site's content folder) may hold the output (build/), but
    // not be it or be inside it; any other source folder may neither be it, be in it, nor hold it.
    const clash = source === rootDir ? isWithin(out, source) : isWithin(out, source) || isWithin(source, out)
    if (!clash) continue
    const shown = (abs: string): string => path.relative(process.cwd(), abs) || '.'
    const where =
      out === source
        ? `is ${what}`
        : isWithin(source, out)
          ? `is inside ${what} ("${shown(source)}")`
          : `holds ${what} ("${shown(source)}"), which a build would delete`
    throw new DocsgenError(
      {
        severity: 'error',
        code: 'config/out-dir',
        message: `The output folder "${shown(out)}" ${where}`,
        hint: 'A build replaces its output folder whole: give it a folder of its own, such as build/ (the default).',
      },
      { exitCode: 2 },
    )
  }
}

/** Whether `inner` is `outer` or inside it. */
function isWithin(outer: string, inner: string): boolean {
  const relative = path.relative(outer, inner)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}
