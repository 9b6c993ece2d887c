import path from 'node:path'
import type { ResolvedConfig } from './schema.js'

/** docsgen's cache folder in a site (build cache, bundles); git-ignored by convention. */
export const CACHE_DIR = '.docsgen-cache'

/** The absolute path of a site's cache folder. */
export function cacheDirOf(config: Pick<ResolvedConfig, 'rootDir'>): string {
  return path.join(config.rootDir, CACHE_DIR)
}
