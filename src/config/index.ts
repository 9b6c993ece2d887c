export { defineConfig } from './define-config.js'
export { CONFIG_FILES, type LoadConfigOptions, loadConfig, resolveConfig } from './load.js'
export type { ResolvedConfig, SidebarItemInput, SiteConfigInput } from './schema.js'
export { siteConfigSchema } from './schema.js'
