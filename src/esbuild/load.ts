import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type * as Esbuild from 'esbuild'

let loading: Promise<typeof Esbuild> | undefined

/**
 * esbuild, loaded on first use. A warm build whose config, bundles and theme all come from the
 * cache never needs it: loading its module and starting its service cost ~0.1 s on every start.
 */
export function loadEsbuild(): Promise<typeof Esbuild> {
  loading ??= import('esbuild')
  return loading
}

let version: string | undefined

/** esbuild's version, for cache keys, read from its package.json without loading esbuild. */
export function esbuildVersion(): string {
  if (version === undefined) {
    const file = createRequire(import.meta.url).resolve('esbuild/package.json')
    version = String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version)
  }
  return version
}
