import type { PageLink } from '../model/page.js'
import type { RoutePath } from '../model/route-graph.js'

/**
 * The route a `.md` link leads to: the first of its `candidates` that is a page (a Docusaurus
 * site's, in the order Docusaurus tries them), else the file it names; undefined when none is a page.
 */
export function markdownLinkTarget(
  link: Pick<PageLink, 'targetSource' | 'candidates'>,
  sourceToRoute: ReadonlyMap<string, RoutePath>,
): RoutePath | undefined {
  const { candidates, targetSource } = link
  // Called for every link of every page: no array made for the usual single path.
  if (candidates === undefined) return targetSource === undefined ? undefined : sourceToRoute.get(targetSource)
  for (const source of candidates) {
    const route = sourceToRoute.get(source)
    if (route !== undefined) return route
  }
  return undefined
}
