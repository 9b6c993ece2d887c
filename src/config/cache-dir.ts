import path from 'node:path'
import type { ResolvedConfig } from './schema.js'

/** docsgen's cache folder in a site (build cache, bundles); git-ignored by convention. */
export const CACHE_DIR = '.docsgen-cache'

/** The absolute path of a site's cache folder; a locale's pass has one of its own inside it (`locale-fr`). */
export function cacheDirOf(config: Pick<ResolvedConfig, 'rootDir'> & { locale?: string | undefined }): string {
  const root = path.join(config.rootDir, CACHE_DIR)
  return config.locale === undefined ? root : path.join(root, `locale-${config.locale}`)
}
