// The render stage: the route graph, the final bodies and the theme in, every page as a full
// HTML document out (in path order, a few at a time), plus sitemap.xml, robots.txt and the CSP.
// props.ts is the one place that maps the graph to the theme's props.
export { compileRoutePattern, isNavbarItemActive } from './active-match.js'
export { type AssetReuse, type AssetsInWork, startAssets } from './assets.js'
export { type BlogFeedInput, blogFeedFiles, blogFeedKey, renderBlogFeeds } from './blog-feed.js'
export { contentSecurityPolicy, renderHeadersFile } from './csp.js'
export { prismThemeCss } from './prism-theme-css.js'
export { createPageProps, createPropsContext, type PropsContext, THEME_STORAGE_KEY } from './props.js'
export {
  RENDER_FIRST_HERE,
  RENDER_WORKER_THRESHOLD,
  RenderPool,
  renderWorkerScript,
  WhenBusyRenderer,
} from './render-pool.js'
export { type PreviousOutput, RenderMemo, type RenderReuse } from './render-reuse.js'
export {
  deferredPages,
  type PageRenderer,
  type RenderDone,
  type RenderPagesOptions,
  renderPages,
  ThisThreadRenderer,
} from './render-routes.js'
export { renderRobots, renderSitemap } from './sitemap.js'
export { pagesPerArea, pagesPerAreaWhenAsked } from './status-areas.js'
export { type BundleThemeCssOptions, bundleThemeCss, type ThemeCss } from './theme-css.js'
export { DEFAULT_THEME_DIR, loadTheme, themeFileOf, themeHashOf } from './theme-loader.js'
export type { DeferredPage, RenderedPage, RenderInput, Theme } from './types.js'
