import { renderToStaticMarkup } from 'react-dom/server'
import { Page } from './Page.js'
import { prerenderSidebar } from './sidebar-cache.js'
import type { PageProps, ThemeInfo } from './types.js'

export type * from './types.js'

/** Name and version of docsgen's default theme. */
export const themeInfo: ThemeInfo = { name: 'docsgen-classic', version: '0.1.0' }

/**
 * Render one page to a complete HTML document. `renderToStaticMarkup` is React's synchronous
 * string renderer without hydration markers: the page is static and only islands hydrate.
 * Sidebar categories away from the current page come from a per-category cache.
 */
export function renderPage(props: PageProps): string {
  const page = withPrerenderedSidebar(props)
  return `<!doctype html>${renderToStaticMarkup(<Page page={page} />)}`
}

function withPrerenderedSidebar(props: PageProps): PageProps {
  if (!('sidebar' in props) || !props.sidebar || props.sidebar.prerendered) return props
  const { items, activeHref, lazy } = props.sidebar
  const options = { ...(lazy ? { lazy } : {}), ...(props.chrome.infimaClasses ? { infimaClasses: true } : {}) }
  return { ...props, sidebar: { ...props.sidebar, prerendered: prerenderSidebar(items, activeHref, options) } }
}
