export { buildRouteGraph, type GraphInput, SPECIAL_ROUTES } from './build-graph.js'
export { docIdOf, isFolderIndex, joinRoute, normalizeSegments, outFileOf, routeOfDoc } from './route-path.js'
export { buildSidebars, flattenSidebar, type SidebarDoc } from './sidebars.js'
