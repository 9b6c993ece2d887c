import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { DocsgenError } from '../diagnostics/index.js'
import { cachedBundle, loadEsbuild } from '../esbuild/index.js'

/** Options of `bundleThemeCss`. */
export interface BundleThemeCssOptions {
  /** @default true */
  minify?: boolean
  /** Keep the result in this cache folder while no file it was made from changes (`cachedBundle`). */
  cacheDir?: string | undefined
}

/** A stylesheet ready to write under the output folder. */
export interface ThemeCss {
  /** `assets/styles.<8 hex of the content hash>.css` */
  fileName: string
  contents: string
}

/**
 * Bundle `<themeDir>/styles.css` (following its `@import`s, inlining small images as data URLs)
 * and minify it. The name carries a hash of the output, so it only changes with the CSS.
 * With a `cacheDir`, the result is kept there while no file it was made from changes.
 */
export async function bundleThemeCss(themeDir: string, options: BundleThemeCssOptions = {}): Promise<ThemeCss> {
  const entry = path.join(path.resolve(themeDir), 'styles.css')
  if (!existsSync(entry)) {
    throw new DocsgenError({
      severity: 'error',
      code: 'theme/no-styles',
      message: `No styles.css in ${themeDir}`,
      hint: 'A theme folder needs a styles.css (it may @import other files).',
    })
  }
  try {
    const minify = options.minify ?? true
    const root = path.dirname(entry)
    const contents = await cachedBundle(
      { dir: options.cacheDir, name: 'theme-css.json', root, key: JSON.stringify({ entry, minify }) },
      async () => {
        const result = await (await loadEsbuild()).build({
          entryPoints: [entry],
          absWorkingDir: root,
          bundle: true,
          write: false,
          metafile: true,
          outfile: 'styles.css',
          minify,
          loader: { '.svg': 'dataurl', '.png': 'dataurl', '.gif': 'dataurl', '.webp': 'dataurl' },
          legalComments: 'none',
          logLevel: 'silent',
        })
        const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? ''
        return { value: css, metafile: result.metafile }
      },
    )
    const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8)
    return { fileName: `assets/styles.${hash}.css`, contents }
  } catch (error) {
    const first = (error as { errors?: { text: string }[] }).errors?.[0]
    throw new DocsgenError(
      {
        severity: 'error',
        code: 'theme/css-failed',
        message: `Could not bundle the theme CSS: ${first?.text ?? String(error)}`,
        hint: 'Fix the CSS error; stylesheets are bundled with esbuild.',
        file: entry,
      },
      { cause: error },
    )
  }
}
