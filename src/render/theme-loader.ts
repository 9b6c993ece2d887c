import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Message } from 'esbuild'
import { DocsgenError } from '../diagnostics/index.js'
import { cachedBundle, loadEsbuild } from '../esbuild/index.js'
import { writeTempModule } from '../files/index.js'
import type { Theme } from './types.js'

/** Entry files looked for in a theme folder, in order. */
const THEME_ENTRIES = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'] as const

/**
 * Walk up from this module to docsgen's own package root. Works from `src/render/` (run from
 * source) and from `dist/` (bundled into `dist/cli.js`), where `import.meta.url` differs.
 */
function findPackageRoot(from: string): string | undefined {
  let dir = path.dirname(from)
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'docsgen') return dir
      } catch {
        // An unreadable package.json is not ours; keep walking.
      }
    }
    const parent = path.dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

const here = fileURLToPath(import.meta.url)

/** docsgen's built-in theme folder, used by sites without a `theme/` folder of their own. */
export const DEFAULT_THEME_DIR: string = path.join(
  findPackageRoot(here) ?? path.resolve(path.dirname(here), '../..'),
  'theme',
)

/** Folders esbuild searches for `react` when a site's theme folder has no node_modules of its own. */
function docsgenNodePaths(): string[] {
  try {
    const reactManifest = createRequire(import.meta.url).resolve('react/package.json')
    return [path.dirname(path.dirname(reactManifest))]
  } catch {
    return []
  }
}

function findThemeEntry(themeDir: string): string {
  for (const name of THEME_ENTRIES) {
    const file = path.join(themeDir, name)
    if (existsSync(file)) return file
  }
  throw new DocsgenError({
    severity: 'error',
    code: 'theme/not-found',
    message: `No theme entry in ${themeDir}`,
    hint: `A theme folder needs an index.tsx exporting renderPage and themeInfo; remove the folder to use docsgen's theme.`,
  })
}

/** esbuild's error as ours: its file is relative to `root` (the bundle's working folder). */
function buildError(error: unknown, { entry, root }: { entry: string; root: string }): DocsgenError {
  const first = (error as { errors?: Message[] }).errors?.[0]
  const location = first?.location
  return new DocsgenError(
    {
      severity: 'error',
      code: 'theme/build-failed',
      message: `Could not compile the theme: ${first?.text ?? String(error)}`,
      hint: 'Fix the error in the theme file; themes are bundled with esbuild (TSX, automatic JSX runtime).',
      file: location?.file ? path.resolve(root, location.file) : entry,
      ...(location ? { position: { line: location.line, column: location.column + 1 } } : {}),
    },
    { cause: error },
  )
}

/**
 * Bundle `<themeDir>/index.tsx` with React inside, as one self-contained ES module; with a cache
 * folder, the bundle is kept there and reused while no file that went into it changed.
 */
async function bundleTheme(themeDir: string, cacheDir: string | undefined): Promise<string> {
  const entry = findThemeEntry(themeDir)
  const nodePaths = docsgenNodePaths()
  const cache = {
    dir: cacheDir,
    name: 'theme-bundle.json',
    // The theme's folder, not the working folder: esbuild names the bundle's modules relative to
    // it in the bundle, so a build run from another folder made another theme (every page written
    // again, and the search index with them).
    root: themeDir,
    key: JSON.stringify([entry, nodePaths]),
  }
  return cachedBundle(cache, async () => {
    const result = await esbuildTheme(entry, { nodePaths, root: themeDir })
    const output = result.outputFiles[0]
    if (!output) throw new Error('Internal error: esbuild returned no theme bundle; please report this.')
    return { value: output.text, metafile: result.metafile }
  })
}

async function esbuildTheme(entry: string, { nodePaths, root }: { nodePaths: string[]; root: string }) {
  try {
    return await (await loadEsbuild()).build({
      entryPoints: [entry],
      absWorkingDir: root,
      bundle: true,
      write: false,
      outfile: 'theme.mjs',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      nodePaths,
      // react-dom/server's CommonJS code calls require() for Node built-ins.
      banner: {
        js: "import { createRequire as __docsgenRequire } from 'node:module';const require = __docsgenRequire(import.meta.url);",
      },
      legalComments: 'none',
      logLevel: 'silent',
      metafile: true,
    })
  } catch (error) {
    throw buildError(error, { entry, root })
  }
}

function assertTheme(value: unknown, themeDir: string): asserts value is Theme {
  const mod = value as Partial<Theme> | undefined
  if (typeof mod?.renderPage === 'function' && typeof mod.themeInfo?.name === 'string') return
  throw new DocsgenError({
    severity: 'error',
    code: 'theme/invalid',
    message: `The theme in ${themeDir} does not export renderPage and themeInfo`,
    hint: 'Export `renderPage(props): string` and `themeInfo = { name, version }` from the theme index.tsx.',
  })
}

/**
 * Bundle a theme folder and import it. The bundle goes to
 * `<tmpdir>/docsgen-theme-<contenthash>-<pid>.mjs` (see `writeTempModule`).
 */
export async function loadTheme(themeDir: string, options: { cacheDir?: string | undefined } = {}): Promise<Theme> {
  const code = await bundleTheme(path.resolve(themeDir), options.cacheDir)
  const { file, hash } = await writeTempModule('docsgen-theme-', code)
  let mod: unknown
  try {
    mod = await import(pathToFileURL(file).href)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new DocsgenError(
      {
        severity: 'error',
        code: 'theme/throws',
        message: `The theme in ${themeDir} threw while loading: ${reason}`,
        hint: 'Theme modules run at build time; make sure their top-level code does not throw.',
      },
      { cause: error },
    )
  }
  assertTheme(mod, themeDir)
  themeHashes.set(mod, hash)
  themeFiles.set(mod, file)
  return mod
}

const themeHashes = new WeakMap<Theme, string>()
const themeFiles = new WeakMap<Theme, string>()

/** The bundled module file of a theme loaded by `loadTheme` (render workers import it too). */
export function themeFileOf(theme: Theme): string | undefined {
  return themeFiles.get(theme)
}

/** A hash of the theme module's code (undefined for a theme not loaded by `loadTheme`). */
export function themeHashOf(theme: Theme): string | undefined {
  return themeHashes.get(theme)
}
