export type { Diagnostic, Position, Severity } from './diagnostic.js'
export type { CompiledPage, Frontmatter, Heading, PageLink } from './page.js'
export { MD_LINK_PLACEHOLDER } from './page.js'
export type {
  NavCategoryItem,
  NavDocItem,
  NavExternalItem,
  NavItem,
  NavLink,
  NavTree,
  RouteGraph,
  RouteKind,
  RouteNode,
  RoutePath,
} from './route-graph.js'
export { routePath } from './route-graph.js'
