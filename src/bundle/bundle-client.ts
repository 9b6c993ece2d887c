import { createHash } from 'node:crypto'
import path from 'node:path'
import type { BuildOptions, Metafile, OutputFile } from 'esbuild'
import { loadEsbuild } from '../esbuild/index.js'
import { toPosix } from '../files/index.js'
import { packageRoot } from '../package-root.js'

/** A built client asset with its content-hashed name. */
export interface ClientAsset {
  /** Path in the output folder (`assets/main.1A2B3C4D.js`). */
  fileName: string
  contents: string
}

/**
 * The client bundle: one small entry module (the only `<script type="module">` of every page) and
 * the chunks it imports on demand (the React island runtime, each island, shared code).
 */
export interface ClientBundle {
  /** The entry module; pages reference it. */
  entry: ClientAsset
  /** Every JavaScript file to write: the entry and all lazily loaded chunks. */
  js: ClientAsset[]
  /** esbuild's metafile, keyed by `fileName` (for size budgets). */
  metafile: Metafile
}

/** The browser entry point shipped with docsgen. */
export function clientEntry(): string {
  return path.join(packageRoot(), 'src', 'client', 'entry.ts')
}

/** Folder of the written client files inside the output folder. */
const ASSET_DIR = 'assets'

/**
 * The chunks the entry imports on demand, by the specifier it imports them with: the island
 * runtime (React, error boundaries, lazy parts), the search (the dialog, the search page) and
 * the Mermaid diagrams' drawing.
 */
const LAZY_ENTRIES = {
  runtime: { source: ['islands', 'runtime.tsx'], specifier: './islands/runtime.js' },
  search: { source: ['search', 'search.ts'], specifier: './search/search.js' },
  diagrams: { source: ['diagrams', 'mermaid.ts'], specifier: './diagrams/mermaid.js' },
} as const

const shared = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  write: false,
  metafile: true,
  legalComments: 'none',
  logLevel: 'silent',
} as const satisfies BuildOptions

/**
 * Bundle the client in two esbuild runs. The lazy run is ESM with code splitting: the React
 * runtime and each island part, and the search, become chunks that only pages that need them
 * download. The entry run bundles everything else into one module with no static imports (nothing
 * to wait for before it runs); its `import()`s point at those chunks. Every file is named after
 * its content (`assets/main.1a2b3c4d.js`, `assets/chunks/runtime.5e6f7a8b.js`).
 */
export async function bundleClient(options: { entry?: string } = {}): Promise<ClientBundle> {
  const root = packageRoot()
  const outdir = path.join(root, ASSET_DIR)
  const { build } = await loadEsbuild()
  const islands = await build({
    ...shared,
    entryPoints: Object.fromEntries(
      Object.entries(LAZY_ENTRIES).map(([name, entry]) => [name, path.join(root, 'src', 'client', ...entry.source)]),
    ),
    absWorkingDir: root,
    splitting: true,
    outdir,
    entryNames: 'chunks/[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
  })
  const chunks = renameByContent(
    islands.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => asset(root, file)),
    islands.metafile,
  )
  const lazyFiles = new Map<string, string>()
  for (const [name, entry] of Object.entries(LAZY_ENTRIES)) {
    const file = chunks.get(outputOf(islands.metafile, name))?.fileName
    if (!file) throw new Error(`Internal error: the ${name} chunk was not bundled; please report this.`)
    lazyFiles.set(entry.specifier, file)
  }
  const entry = await build({
    ...shared,
    entryPoints: { main: options.entry ?? clientEntry() },
    absWorkingDir: root,
    outdir,
    entryNames: '[name]',
    plugins: [
      {
        name: 'lazy-chunks',
        setup(plugin) {
          plugin.onResolve({ filter: /^\.\/(?:islands|search|diagrams)\/[a-z-]+\.js$/ }, (args) => {
            const file = lazyFiles.get(args.path)
            return file ? { path: `./${path.posix.relative(ASSET_DIR, file)}`, external: true } : undefined
          })
        },
      },
    ],
  })
  const built = entry.outputFiles.find((file) => file.path.endsWith('.js'))
  if (!built) throw new Error('Internal error: esbuild wrote no client entry; please report this.')
  const main = { fileName: `${ASSET_DIR}/main.${contentHash(built.text)}.js`, contents: built.text }
  const js = [main, ...chunks.values()].sort((a, b) => (a.fileName < b.fileName ? -1 : 1))
  // The metafile speaks of the final names, so sizes can be looked up by `fileName`.
  const outputs: Metafile['outputs'] = {}
  for (const [name, output] of Object.entries(islands.metafile.outputs)) {
    const renamed = chunks.get(name)
    if (renamed) outputs[renamed.fileName] = output
  }
  const entryOutput = entry.metafile.outputs[outputOf(entry.metafile, 'main')]
  if (entryOutput) outputs[main.fileName] = entryOutput
  return { entry: main, js, metafile: { inputs: { ...islands.metafile.inputs, ...entry.metafile.inputs }, outputs } }
}

function asset(root: string, file: OutputFile): ClientAsset {
  return { fileName: toPosix(path.relative(root, file.path)), contents: file.text }
}

/**
 * Rename esbuild's chunks (`runtime.ABCD2345.js`) after the SHA-256 of their final text, like every
 * other asset (`runtime.1a2b3c4d.js`): imported chunks first, then the references to them in
 * their importers, so a chunk's name changes whenever anything it loads changes.
 */
function renameByContent(files: readonly ClientAsset[], metafile: Metafile): Map<string, ClientAsset> {
  const byName = new Map(files.map((file) => [file.fileName, file]))
  const renamed = new Map<string, ClientAsset>()
  const visiting = new Set<string>()
  const visit = (name: string): ClientAsset => {
    const done = renamed.get(name)
    if (done) return done
    const file = byName.get(name)
    if (!file || visiting.has(name))
      throw new Error(`Internal error: cannot order client chunk ${name}; please report this.`)
    visiting.add(name)
    let contents = file.contents
    for (const { path: imported } of metafile.outputs[name]?.imports ?? []) {
      if (!byName.has(imported)) continue
      const target = visit(imported)
      contents = contents.split(path.posix.basename(imported)).join(path.posix.basename(target.fileName))
    }
    const fileName = name.replace(/\.[A-Z0-9]{8}\.js$/, `.${contentHash(contents)}.js`)
    const result = { fileName, contents }
    renamed.set(name, result)
    return result
  }
  for (const name of byName.keys()) visit(name)
  return renamed
}

/** The output file of the entry point `name` (`chunks/search.ABCD2345.js` for `search`). */
function outputOf(metafile: Metafile, name: string): string {
  const found = Object.keys(metafile.outputs).find((file) =>
    new RegExp(`(?:^|/)${name}(?:\\.[A-Z0-9]{8})?\\.js$`).test(file),
  )
  if (!found) throw new Error(`Internal error: esbuild wrote no ${name} entry point; please report this.`)
  return found
}

/** First 8 hex digits of the SHA-256 of a text: stable asset names. */
export function contentHash(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8)
}
