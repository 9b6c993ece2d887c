import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
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

/**
 * Identifies docsgen's code for cache keys: the built files when running from dist/ (so any
 * change to docsgen invalidates the caches), else the package version.
 */
export function codeFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint
  const hash = createHash('sha256').update(packageVersion())
  for (const name of ['cli.js', 'compile-worker.js']) {
    const file = path.join(packageRoot(), 'dist', name)
    if (existsSync(file)) hash.update(readFileSync(file))
  }
  fingerprint = hash.digest('hex')
  return fingerprint
}
