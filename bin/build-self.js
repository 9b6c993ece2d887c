#!/usr/bin/env node
// Compiles docsgen's TypeScript sources into dist/ with esbuild (about 0.1 s). Run by `npm ci`
// (prepare) and, when the sources are newer than dist/, by bin/docsgen.js itself, so a fresh
// clone works with `npx docsgen` and edits to src/ take effect without a manual step.
//
// Code splitting: what only some commands need (the Markdown compiler and its dependencies,
// about 0.3 s to load) sits in chunks loaded on first use, so `check-links` with a warm cache
// and the main thread of a build whose pages compile on workers never load it.
//
// Dependencies are bundled in too (but those in EXTERNAL): Node resolves, reads and links every
// ES module separately, and the unified/micromark/hast ecosystem is hundreds of small modules,
// which cost every docsgen process, and every compile worker thread, a few hundred ms at start.
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const dist = path.join(root, 'dist')

/**
 * Dependencies loaded from node_modules at run time, not bundled: esbuild (a native binary found
 * from its package), React (the theme, bundled separately, must share docsgen's copy), shiki (it
 * imports each of its ~230 grammars on demand; bundled, each would become a chunk), chokidar's
 * optional native fsevents, and what only tests and the bench use.
 */
const EXTERNAL = [
  'esbuild',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'shiki',
  'shiki/*',
  // Prism's language components are loaded by name at run time (`prismjs/components/index.js`).
  'prismjs',
  'prismjs/*',
  'prism-react-renderer',
  '@shikijs/*',
  'fsevents',
  'playwright-core',
]

/**
 * Bundle the CLI, the public API and the compile, render and highlight workers into dist/ (or
 * `outDir`: a test reads what a build makes), with their dependencies but EXTERNAL.
 */
export async function buildSelf(outDir = dist) {
  // Built into a private folder, then moved in: chunks first (content-hashed names, so a
  // concurrent build writes identical files), entries last, each by an atomic rename.
  const tmp = path.join(outDir, `.tmp-${process.pid}-${Date.now()}`)
  try {
    await build({
      entryPoints: {
        'compile-worker': path.join(root, 'src/compile/worker.ts'),
        'render-worker': path.join(root, 'src/render/render-worker.ts'),
        'highlight-worker': path.join(root, 'src/compile/highlight-worker.ts'),
        index: path.join(root, 'src/index.ts'),
        cli: path.join(root, 'src/cli/main.ts'),
      },
      outdir: tmp,
      bundle: true,
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: EXTERNAL,
      // Bundled CommonJS dependencies (fast-glob, ...) call require() for Node's built-in modules.
      banner: {
        js: "import { createRequire as __docsgenCreateRequire } from 'node:module';const require = __docsgenCreateRequire(import.meta.url);",
      },
      // Maps in their own files: inline, they doubled what every process reads at start.
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'error',
    })
    await mkdir(path.join(outDir, 'chunks'), { recursive: true })
    for (const chunk of await readdir(path.join(tmp, 'chunks'))) {
      await rename(path.join(tmp, 'chunks', chunk), path.join(outDir, 'chunks', chunk))
    }
    for (const entry of ['compile-worker.js', 'render-worker.js', 'highlight-worker.js', 'index.js', 'cli.js']) {
      await rename(path.join(tmp, `${entry}.map`), path.join(outDir, `${entry}.map`))
      await rename(path.join(tmp, entry), path.join(outDir, entry))
    }
  } finally {
    await rm(tmp, { recursive: true, force: true })
  }
  await removeOldChunks(outDir)
  return path.join(outDir, 'cli.js')
}

/** Chunks of earlier builds: gone after a day (a running docsgen never uses chunks that old). */
async function removeOldChunks(outDir) {
  const dir = path.join(outDir, 'chunks')
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name)
    try {
      if ((await stat(file)).mtimeMs < dayAgo) await rm(file, { force: true })
    } catch {
      // Removed by a concurrent build.
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildSelf()
}
