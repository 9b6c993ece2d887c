// The site-components stage (before compile): a Docusaurus site's own React components
// (`src/components/`, those registered in `src/theme/MDXComponents.js`, the React pages of
// `pagesDir`) in, one bundled ES module out (SiteComponentsModule: its file, the component files,
// the global names), which the Markdown compiler imports to render the components pages use, on
// any thread.
import path from 'node:path'
import type { ResolvedConfig } from '../config/index.js'
import { REACT_PAGE_SOURCE } from '../model/page.js'
import { listSitePages } from '../scan/index.js'
import { type BundledSiteComponents, bundleSiteComponents } from './bundle.js'
import { findSiteComponentFiles } from './find-files.js'

export { type BundledSiteComponents, INFIMA_CSS } from './bundle.js'
export { COMPONENTS_DIR, findSiteComponentFiles, type SiteComponentFiles } from './find-files.js'

/**
 * The site's components bundled (from `cacheDir` while unchanged), or undefined for a site
 * without any: no `src/components/` module and no registry.
 */
export async function prepareSiteComponents(
  config: ResolvedConfig,
  options: { cacheDir?: string | undefined; sitePages?: Promise<readonly string[]> } = {},
): Promise<BundledSiteComponents | undefined> {
  const { pagesDir } = config
  const reactPages =
    pagesDir === false
      ? []
      : (await (options.sitePages ?? listSitePages(config)))
          .filter((file) => REACT_PAGE_SOURCE.test(file))
          .map((file) => path.posix.join(pagesDir, file))
  const found = findSiteComponentFiles(config.rootDir, reactPages)
  if (!found) return undefined
  const site = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    customFields: config.customFields,
    admonitionClasses: config.markdown.admonitionClasses,
  }
  return bundleSiteComponents(found, { rootDir: config.rootDir, site, cacheDir: options.cacheDir })
}
