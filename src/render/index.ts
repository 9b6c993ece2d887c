export { compileRoutePattern, isNavbarItemActive } from './active-match.js'
export { contentSecurityPolicy, renderHeadersFile } from './csp.js'
export { createPageProps, createPropsContext, type PropsContext, THEME_STORAGE_KEY } from './props.js'
export {
  RENDER_FIRST_HERE,
  RENDER_WORKER_THRESHOLD,
  RenderPool,
  renderWorkerScript,
  WhenBusyRenderer,
} from './render-pool.js'
export {
  eachRenderedRoute,
  eachRenderedRouteWith,
  type PageRenderer,
  type PreviousOutput,
  RenderMemo,
  renderRoutes,
} from './render-routes.js'
export { renderRobots, renderSitemap } from './sitemap.js'
export { type BundleThemeCssOptions, bundleThemeCss, type ThemeCss } from './theme-css.js'
export { DEFAULT_THEME_DIR, loadTheme, themeFileOf, themeHashOf } from './theme-loader.js'
export type { RenderedPage, RenderInput, Theme } from './types.js'
