import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'esbuild'
import { DocsgenError } from '../diagnostics/index.js'
import { cachedBundle, loadEsbuild } from '../esbuild/index.js'
import { toPosix } from '../files/index.js'

/** Options of `bundleThemeCss`. */
export interface BundleThemeCssOptions {
  /** @default true */
  minify?: boolean
  /** Keep the result in this cache folder while no file it was made from changes (`cachedBundle`). */
  cacheDir?: string | undefined
  /** The site's stylesheets (config `customCss`), absolute: bundled after the theme's, in order. */
  customCss?: readonly string[] | undefined
  /** Stylesheets between the theme's and the site's (Infima's classes for a Docusaurus site), absolute. */
  framework?: readonly string[] | undefined
  /** The site's base URL, put before site paths in `url()` (`/img/bg.png`). @default '/' */
  baseUrl?: string | undefined
  /** Rules after all the stylesheets (made from the config, such as `prismThemeCss`). */
  css?: string | undefined
}

/** A stylesheet ready to write under the output folder. */
export interface ThemeCss {
  /** `assets/styles.<8 hex of the content hash>.css` */
  fileName: string
  contents: string
  /** Files the stylesheets load (fonts, images), beside it: `assets/inter-3f2a1b9c.woff2`. */
  files: { fileName: string; contents: Uint8Array }[]
  /** URLs on other sites it loads: stylesheets (`@import url(https://…)`) and files (`url(https://…)`). */
  external: { stylesheets: string[]; files: string[] }
}

/** What is kept in the cache: the CSS, its files (base64) and the URLs on other sites. */
interface StoredCss {
  css: string
  files: [fileName: string, base64: string][]
  external: ThemeCss['external']
}

/** Files a stylesheet may load, published beside it under a content-hashed name. */
const FILE_LOADERS = Object.fromEntries(
  ['.svg', '.png', '.gif', '.webp', '.jpg', '.jpeg', '.avif', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map(
    (ext) => [ext, 'file' as const],
  ),
)

/**
 * Bundle `<themeDir>/styles.css` (following its `@import`s), then the site's own stylesheets, and
 * minify it all into one file. The fonts and images they load are published beside it, named by
 * their content; a site path in `url()` (`/img/bg.png`, a file of `static/`) gets the base URL;
 * URLs on other sites stay as written (`ThemeCss.external` lists them for the CSP). The name
 * carries a hash of the output, so it only changes with the CSS. With a `cacheDir`, the result is
 * kept there while no file it was made from changes.
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
  const minify = options.minify ?? true
  const custom = [...(options.framework ?? []), ...(options.customCss ?? [])]
  const baseUrl = options.baseUrl ?? '/'
  const rules = options.css ?? ''
  try {
    // With other stylesheets, the entry is a stylesheet importing the theme's, then each of them,
    // then the rules of the config.
    const imports = [entry, ...custom].map((file) => `@import ${JSON.stringify(importPath(root, file))};`).join('\n')
    const key = JSON.stringify({ entry, minify, custom, baseUrl, rules })
    const stored = await cachedBundle<StoredCss>(
      { dir: options.cacheDir, name: 'theme-css.json', root, key },
      async () => {
        const result = await (await loadEsbuild()).build({
          ...(custom.length > 0 || rules !== ''
            ? { stdin: { contents: `${imports}\n${rules}`, resolveDir: root, sourcefile: STDIN, loader: 'css' } }
            : { entryPoints: [entry] }),
          plugins: [sitePaths(baseUrl)],
          absWorkingDir: root,
          bundle: true,
          write: false,
          metafile: true,
          outfile: 'styles.css',
          assetNames: '[name]-[hash]',
          minify,
          loader: FILE_LOADERS,
          legalComments: 'none',
          logLevel: 'silent',
        })
        const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? ''
        const files = result.outputFiles
          .filter((file) => !file.path.endsWith('.css'))
          .map((file): [string, string] => [path.basename(file.path), Buffer.from(file.contents).toString('base64')])
        const external: ThemeCss['external'] = { stylesheets: [], files: [] }
        for (const input of Object.values(result.metafile.inputs)) {
          for (const imported of input.imports) {
            if (!imported.external || !/^(?:https?:)?\/\//i.test(imported.path)) continue
            const list = imported.kind === 'import-rule' ? external.stylesheets : external.files
            if (!list.includes(imported.path)) list.push(imported.path)
          }
        }
        return { value: { css, files, external }, metafile: result.metafile }
      },
    )
    const hash = createHash('sha256').update(stored.css).digest('hex').slice(0, 8)
    return {
      fileName: `assets/styles.${hash}.css`,
      contents: stored.css,
      files: stored.files.map(([name, base64]) => ({
        fileName: `assets/${name}`,
        contents: Buffer.from(base64, 'base64'),
      })),
      external: stored.external,
    }
  } catch (error) {
    const first = (error as { errors?: EsbuildMessage[] }).errors?.[0]
    const at = first?.location
    const located = at && at.file !== STDIN
    throw new DocsgenError(
      {
        severity: 'error',
        code: 'theme/css-failed',
        message: `Could not bundle the theme CSS: ${first?.text ?? String(error)}`,
        hint: 'Fix the CSS error; stylesheets are bundled with esbuild.',
        file: located ? path.resolve(root, at.file) : entry,
        ...(located ? { position: { line: at.line, column: at.column + 1 } } : {}),
      },
      { cause: error },
    )
  }
}

/** `url(/img/bg.png)`: a path of the built site (a file of `static/`), under the base URL. */
function sitePaths(baseUrl: string): Plugin {
  return {
    name: 'docsgen-site-paths',
    setup(build) {
      // `//host/x.png` is another site's (esbuild keeps it as written).
      build.onResolve({ filter: /^\/[^/]/ }, (args) =>
        args.kind === 'url-token' ? { path: baseUrl + args.path.slice(1), external: true } : undefined,
      )
    },
  }
}

/** The name esbuild gives the generated entry (see `cachedBundle`, which does not read it as a file). */
const STDIN = 'docsgen-css:entry.css'

/** `file` as an `@import` from `root`: relative, with `/` separators (absolute on another Windows drive). */
function importPath(root: string, file: string): string {
  const rel = path.relative(root, file)
  if (path.isAbsolute(rel)) return toPosix(rel)
  const posix = toPosix(rel)
  return posix.startsWith('../') ? posix : `./${posix}`
}

/** What esbuild says of an error, as far as it is read here. */
interface EsbuildMessage {
  text: string
  location?: { file: string; line: number; column: number } | null
}
