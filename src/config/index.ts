// The site's configuration: site.config.ts in (compiled with esbuild, validated by the zod schema
// in schema.ts, the one source of fields, defaults and docs), a frozen ResolvedConfig out. A folder
// with a Docusaurus config and no site.config.ts is read from docusaurus.config.js and its
// sidebars file instead (docusaurus/), mapped to the same schema.

export { authorOf } from './blog-authors.js'
export { CACHE_DIR, cacheDirOf } from './cache-dir.js'
export { codeThemesOf } from './code-themes.js'
export { blogPrefix, contentFilePath, sitePagesPrefix } from './content-path.js'
export { defineConfig } from './define-config.js'
export { type BuiltDocsVersion, builtDocsVersions, versionOfSource, versionPrefixes } from './docs-versions.js'
export { DOCUSAURUS_CONFIG_FILES } from './docusaurus/index.js'
export type { BlogEditUrlInput, DocEditUrlInput, EditUrlFunction } from './edit-url-schema.js'
export { OPENAPI_DEFAULTS } from './feature-schema.js'
export { CONFIG_FILES, type ConfigOrigin, type LoadConfigOptions, loadConfig, resolveConfig } from './load.js'
export {
  currentLocaleOf,
  hasLocales,
  localeConfigs,
  type SiteLocale,
  selectLocale,
  siteLocalesOf,
  translationFolders,
} from './locales.js'
export type { CategoryLinkInput, ResolvedConfig, SidebarItemInput, SiteConfigInput } from './schema.js'
export { siteConfigSchema } from './schema.js'
export { readCategoryLink } from './sidebar-schema.js'
