// The graph stage: compiled pages' metadata and the config in, the RouteGraph out (routes,
// sidebars, breadcrumbs, previous/next, the special routes: /search, /status, 404, /openapi/).
export { buildRouteGraph, type GraphInput, SPECIAL_ROUTES } from './build-graph.js'
export { categoryCards, indexCategoryOf } from './category-cards.js'
export { gitHead } from './git.js'
export { GraphMemo } from './graph-memo.js'
export { docIdOf, isFolderIndex, joinRoute, normalizeSegments, outFileOf, routeOfDoc } from './route-path.js'
export { buildSidebars, flattenSidebar, type SidebarDoc } from './sidebars.js'
export { sidebarNamed, versionSidebarKey } from './version-nav.js'
