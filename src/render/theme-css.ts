import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'esbuild'
import { DocsgenError } from '../diagnostics/index.js'
import { cachedBundle, loadEsbuild } from '../esbuild/index.js'

/** Options of `bundleThemeCss`. */
export interface BundleThemeCssOptions {
  /** @default true */
  minify?: boolean
  /** Keep the result in this cache folder while no file it was made from changes (`cachedBundle`). */
  cacheDir?: string | undefined
  /** The site's stylesheets (config `customCss`), absolute: bundled after the theme's, in order. */
  customCss?: readonly string[] | undefined
}

/** A stylesheet ready to write under the output folder. */
export interface ThemeCss {
  /** `assets/styles.<8 hex of the content hash>.css` */
  fileName: string
  contents: string
}

/**
 * Bundle `<themeDir>/styles.css` (following its `@import`s, inlining small images as data URLs),
 * then the site's own stylesheets, and minify it all into one file. The name carries a hash of
 * the output, so it only changes with the CSS. With a `cacheDir`, the result is kept there while
 * no file it was made from changes. A site path in `url()` (`/img/bg.png`, a file of `static/`)
 * is left as written.
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
  const root = path.dirname(entry)
  try {
    const minify = options.minify ?? true
    const custom = options.customCss ?? []
    // With the site's stylesheets, the entry is a stylesheet importing the theme's, then each of them.
    const imports = [entry, ...custom].map((file) => `@import ${JSON.stringify(importPath(root, file))};`).join('\n')
    const contents = await cachedBundle(
      { dir: options.cacheDir, name: 'theme-css.json', root, key: JSON.stringify({ entry, minify, custom }) },
      async () => {
        const result = await (await loadEsbuild()).build({
          ...(custom.length > 0
            ? { stdin: { contents: imports, resolveDir: root, sourcefile: STDIN, loader: 'css' } }
            : { entryPoints: [entry] }),
          plugins: [SITE_PATHS],
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
    const first = (error as { errors?: EsbuildMessage[] }).errors?.[0]
    const at = first?.location
    const inSite = at && at.file !== STDIN
    throw new DocsgenError(
      {
        severity: 'error',
        code: 'theme/css-failed',
        message: `Could not bundle the theme CSS: ${first?.text ?? String(error)}`,
        hint: 'Fix the CSS error; stylesheets are bundled with esbuild.',
        file: inSite ? path.resolve(root, at.file) : entry,
        ...(inSite ? { position: { line: at.line, column: at.column + 1 } } : {}),
      },
      { cause: error },
    )
  }
}

/** `url(/img/bg.png)`: a path of the built site (a file of `static/`), left as written. */
const SITE_PATHS: Plugin = {
  name: 'docsgen-site-paths',
  setup(build) {
    build.onResolve({ filter: /^\// }, (args) =>
      args.kind === 'url-token' ? { path: args.path, external: true } : undefined,
    )
  },
}

/** The name esbuild gives the generated entry (see `cachedBundle`, which does not read it as a file). */
const STDIN = 'docsgen-css:entry.css'

/** `file` as an `@import` from `root`: relative, with `/` separators. */
function importPath(root: string, file: string): string {
  const rel = path.relative(root, file).split(path.sep).join('/')
  return rel.startsWith('../') ? rel : `./${rel}`
}

/** What esbuild says of an error, as far as it is read here. */
interface EsbuildMessage {
  text: string
  location?: { file: string; line: number; column: number } | null
}
