import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { SITE_COMPONENTS_DEPENDENCY } from '../../model/site-components.js'
import { componentsOf, KNOWN_COMPONENTS, renderAs } from '../components.js'
import { pageData } from '../page-data.js'
import { type SiteComponents, siteComponentOf } from '../site-components.js'

/** The element a site component's tag becomes until `rehypeSiteComponents` renders it. */
export const SITE_COMPONENT_ELEMENT = 'docsgen-site-component'

/**
 * Mark the tags of the site's own components (imported from `src/components/`, or registered in
 * `src/theme/MDXComponents.js`) for `rehypeSiteComponents`, with their name and attributes. Runs
 * after our component plugins: a name we render (`Tabs`, `ApiCall`, `Columns`, the badges…) keeps
 * ours, so a Docusaurus site's pages get the same markup as our own. A page with any tag that is
 * not ours depends on the site's components (the compile cache checks their bundle's hash).
 */
export function remarkSiteComponents(options: { site: SiteComponents }) {
  return (tree: Root, file: VFile): void => {
    const data = pageData(file)
    for (const node of componentsOf(tree, file)) {
      if (node.data?.hName || node.name.startsWith('#') || KNOWN_COMPONENTS.has(node.name)) continue
      data.dependencies.add(SITE_COMPONENTS_DEPENDENCY)
      const ref = siteComponentOf(node.name, file, options.site)
      if (!ref) continue
      renderAs(node, SITE_COMPONENT_ELEMENT, {
        'data-name': node.name,
        'data-ref': JSON.stringify(ref),
        'data-props': JSON.stringify(node.attributes),
      })
    }
  }
}
