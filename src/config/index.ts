// The site's configuration: site.config.ts in (compiled with esbuild, validated by the zod schema
// in schema.ts, the one source of fields, defaults and docs), a frozen ResolvedConfig out.
export { CACHE_DIR, cacheDirOf } from './cache-dir.js'
export { contentFilePath } from './content-path.js'
export { defineConfig } from './define-config.js'
export { CONFIG_FILES, type LoadConfigOptions, loadConfig, resolveConfig } from './load.js'
export type { ResolvedConfig, SidebarItemInput, SiteConfigInput } from './schema.js'
export { OPENAPI_DEFAULTS, siteConfigSchema } from './schema.js'
