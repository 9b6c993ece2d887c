import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

let cached: string | undefined

/**
 * The folder of docsgen's own package (holding `theme/` and `src/client/`), found by walking up
 * from this module: works when run from source and from the bundled `dist/cli.js`.
 */
export function packageRoot(): string {
  if (cached) return cached
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name
      if (name === 'docsgen') {
        cached = dir
        return dir
      }
    }
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Internal error: cannot find the docsgen package folder')
    dir = parent
  }
}

/** docsgen's version from its package.json (part of the cache key and `--version`). */
export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version?: string }
  return manifest.version ?? '0.0.0'
}

let fingerprint: string | undefined

/** The entry files of dist/: each names the chunks it imports (by their content), so together they stand for all of it. */
const DIST_ENTRIES = ['cli.js', 'compile-worker.js', 'render-worker.js', 'highlight-worker.js', 'index.js']

/** Packages loaded from node_modules, not bundled into dist/ (see bin/build-self.js): their versions count too. */
const UNBUNDLED = ['react', 'react-dom', 'shiki', 'prismjs', 'prism-react-renderer']

/**
 * Identifies docsgen's code for cache keys: the built files when running from dist/ (so any
 * change to docsgen invalidates the caches), else the package version; and the versions of the
 * packages it loads unbundled (React renders every page, Shiki or Prism highlights its code).
 */
export function codeFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint
  const hash = createHash('sha256').update(packageVersion())
  for (const name of DIST_ENTRIES) {
    const file = path.join(packageRoot(), 'dist', name)
    if (existsSync(file)) hash.update(readFileSync(file))
  }
  const require = createRequire(import.meta.url)
  for (const name of UNBUNDLED) {
    let version: string | undefined
    try {
      const manifest = require.resolve(`${name}/package.json`)
      version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version
    } catch {
      // Not resolvable by its package.json: its version is not known here.
    }
    hash.update(`${name}@${version ?? ''}\0`)
  }
  fingerprint = hash.digest('hex')
  return fingerprint
}
