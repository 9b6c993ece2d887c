import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { DocsgenError } from '../diagnostics/error.js'

/** Options of `bundleThemeCss`. */
export interface BundleThemeCssOptions {
  /** @default true */
  minify?: boolean
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
    const result = await build({
      entryPoints: [entry],
      absWorkingDir: path.dirname(entry),
      bundle: true,
      write: false,
      outfile: 'styles.css',
      minify: options.minify ?? true,
      loader: { '.svg': 'dataurl', '.png': 'dataurl', '.gif': 'dataurl', '.webp': 'dataurl' },
      legalComments: 'none',
      logLevel: 'silent',
    })
    const contents = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? ''
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
