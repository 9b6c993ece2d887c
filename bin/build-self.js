#!/usr/bin/env node
// Compiles docsgen's TypeScript sources into dist/ with esbuild (about 0.1 s). Run by `npm ci`
// (prepare) and, when the sources are newer than dist/, by bin/docsgen.js itself, so a fresh
// clone works with `npx docsgen` and edits to src/ take effect without a manual step.
import { rename } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** Bundle the CLI and the public API into dist/ (dependencies stay external). Atomic: concurrent runs are safe. */
export async function buildSelf() {
  await bundle('src/compile/worker.ts', 'compile-worker.js')
  await bundle('src/index.ts', 'index.js')
  return bundle('src/cli/main.ts', 'cli.js')
}

async function bundle(entry, name) {
  const outfile = path.join(root, 'dist', name)
  const tmp = path.join(root, 'dist', `${name}.${process.pid}.${Date.now()}.tmp.js`)
  await build({
    entryPoints: [path.join(root, entry)],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    sourcesContent: false,
    logLevel: 'error',
  })
  await rename(tmp, outfile)
  return outfile
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildSelf()
}
