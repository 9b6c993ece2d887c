import type { PageLink } from '../model/page.js'
import type { RoutePath } from '../model/route-graph.js'

/**
 * The route a `.md` link leads to: the file it names beside the page, else (a Docusaurus site)
 * the same path from the content folder, as Docusaurus resolves them; undefined when neither is a page.
 */
export function markdownLinkTarget(
  link: Pick<PageLink, 'targetSource' | 'rootTargetSource'>,
  sourceToRoute: ReadonlyMap<string, RoutePath>,
): RoutePath | undefined {
  const beside = link.targetSource === undefined ? undefined : sourceToRoute.get(link.targetSource)
  return beside ?? (link.rootTargetSource === undefined ? undefined : sourceToRoute.get(link.rootTargetSource))
}
