import type { ResolvedConfig } from '../config/index.js'
import { versionSidebarKey } from '../graph/index.js'
import type { GraphVersion, NavItem, NavTree, RouteGraph, RoutePath } from '../model/index.js'
import { sidebarAreas } from '../search/index.js'

/** A `## ` section of `/llms.txt`: its title and its pages, in reading order. */
export interface LlmsSection {
  title: string
  routes: RoutePath[]
}

/** Pages in no section of a sidebar: fragments other pages include, pages reached from others. */
export const OPTIONAL_SECTION = 'Optional'

/**
 * The sections of `/llms.txt`, and so the order of `/llms-full.txt`; every page with a Markdown
 * form is in exactly one. Each sidebar is a section named after its area (the navbar item leading
 * to it: "User Guide"), or one section per top-level category when the sidebar is made of
 * categories only ("Developer Docs: Getting Started"), its pages in sidebar order. Then, per area,
 * the pages that show its sidebar without being listed in it ("Developer Docs: Other pages"), the
 * standalone pages (a Docusaurus site's `src/pages/`), the blog's posts (newest first), the API
 * reference, and last "Optional" (the convention's name for what a short context may skip):
 * snippets and pages in no sidebar.
 */
export function llmsSections(graph: RouteGraph, config: ResolvedConfig): LlmsSection[] {
  const areas = sidebarAreas(graph, config)
  const listed = new Set<RoutePath>()
  const sections: LlmsSection[] = []
  const add = (title: string, routes: RoutePath[]) => {
    const fresh = routes.filter((route) => graph.routes.get(route)?.markdownFile !== undefined && !listed.has(route))
    for (const route of fresh) listed.add(route)
    if (fresh.length > 0) sections.push({ title, routes: fresh })
  }
  for (const [id, tree] of sidebarsInOrder(graph)) {
    const area = areaTitle(graph, id, areas.get(id) ?? id)
    if (tree.items.length > 0 && tree.items.every((item) => item.type === 'category')) {
      for (const item of tree.items) add(`${area}: ${plainLabel(item.label)}`, routesOf([item]))
    } else add(area, routesOf(tree.items))
  }
  const rest = [...graph.routes.values()].filter((node) => node.markdownFile !== undefined && !listed.has(node.path))
  for (const [id] of sidebarsInOrder(graph)) {
    const shown = rest.filter((node) => node.sidebar === id && node.kind !== 'snippet').map((node) => node.path)
    add(`${areaTitle(graph, id, areas.get(id) ?? id)}: Other pages`, shown)
  }
  add(
    'Pages',
    rest.filter((node) => node.kind === 'page').map((node) => node.path),
  )
  add(config.blog === false ? 'Blog' : config.blog.title, [...(graph.blogPosts ?? [])])
  add(
    'API reference',
    rest.filter((node) => node.kind === 'openapi').map((node) => node.path),
  )
  add(
    OPTIONAL_SECTION,
    rest.map((node) => node.path),
  )
  return sections
}

/** The pages of sidebar items in reading order: a category's own page, then its items. */
function routesOf(items: readonly NavItem[]): RoutePath[] {
  const out: RoutePath[] = []
  for (const item of items) {
    if (item.type === 'doc') out.push(item.path)
    else if (item.type === 'category') {
      if (item.path) out.push(item.path)
      out.push(...routesOf(item.items))
    }
  }
  return out
}

/** A sidebar label without the emoji and symbols in front of it (`🚀 Getting Started`). */
function plainLabel(label: string): string {
  return label.replace(/^[^\p{L}\p{N}]+/u, '').trim() || label
}

/** The sidebars, those of the last docs version first on a site that builds several (in the graph's order otherwise). */
function sidebarsInOrder(graph: RouteGraph): [string, NavTree][] {
  const all = [...graph.sidebars]
  if (!graph.versions) return all
  return [
    ...all.filter(([id]) => versionOfSidebar(graph, id) === undefined),
    ...all.filter(([id]) => versionOfSidebar(graph, id)),
  ]
}

/** A section's area name; a versioned sidebar's says its version (`Docs (1.0)`). */
function areaTitle(graph: RouteGraph, id: string, area: string): string {
  const version = versionOfSidebar(graph, id)
  return version ? `${area} (${version.label})` : area
}

/** The docs version of a sidebar other than the last version's. */
function versionOfSidebar(graph: RouteGraph, id: string): GraphVersion | undefined {
  return graph.versions?.find((version) => !version.last && id.startsWith(versionSidebarKey(version, '')))
}
