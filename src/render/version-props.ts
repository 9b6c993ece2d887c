import type { VersionBannerProps } from '../../theme/types.js'
import { builtDocsVersions, type ResolvedConfig } from '../config/index.js'
import { type GraphVersion, type RouteGraph, type RouteNode, type RoutePath, routePath } from '../model/index.js'

// What a page shows of the docs versions on a site that builds several (`RouteGraph.versions`):
// its version's badge and banner, and where the version menu leads from it.

/** The version of a doc or category page, on a site that builds several. */
export function pageVersionOf(graph: RouteGraph, node: RouteNode): GraphVersion | undefined {
  return node.version === undefined ? undefined : graph.versions?.find((version) => version.name === node.version)
}

/** The version readers are sent to (`docs.lastVersion`). */
export function latestVersionOf(graph: RouteGraph): GraphVersion | undefined {
  return graph.versions?.find((version) => version.last) ?? graph.versions?.[0]
}

/**
 * The page of `version` that matches `node`: the same doc (by id), or a category page at the same
 * place under the version's root; else the version's first doc.
 */
export function sameDocIn(graph: RouteGraph, node: RouteNode, version: GraphVersion): RoutePath {
  const own = pageVersionOf(graph, node)
  if (own === version) return node.path
  const byId = node.docId === undefined ? undefined : version.docIdToRoute.get(node.docId)
  if (byId) return byId
  if (own && node.kind === 'category-index') {
    const rest = node.path.slice(own.path === '/' ? 0 : own.path.length)
    const there = routePath(`${version.path === '/' ? '' : version.path}${rest}`)
    if (graph.routes.get(there)?.version === version.name) return there
  }
  return version.mainPath ?? version.path
}

/**
 * The badge and banner of a doc page: its version's on a site of several; on a site of one, its
 * badge if that version shows one (not by default: see `versionSchema.badge`).
 */
export function versionFields(
  input: { graph: RouteGraph; config: ResolvedConfig; base: (href: string) => string },
  node: RouteNode,
): { versionLabel?: string; versionBanner?: VersionBannerProps } {
  const { graph, config } = input
  if (!graph.versions) {
    const [only] = builtDocsVersions(config)
    return only?.badge ? { versionLabel: only.label } : {}
  }
  const version = pageVersionOf(graph, node)
  if (!version) return {}
  const latest = latestVersionOf(graph)
  const banner: VersionBannerProps | undefined =
    version.banner !== 'none' && latest && latest !== version
      ? {
          kind: version.banner,
          siteTitle: config.title,
          label: version.label,
          latestLabel: latest.label,
          latestHref: input.base(sameDocIn(graph, node, latest)),
        }
      : undefined
  return { ...(version.badge ? { versionLabel: version.label } : {}), ...(banner ? { versionBanner: banner } : {}) }
}
