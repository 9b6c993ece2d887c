import { contentFilePath, type ResolvedConfig } from '../config/index.js'
import { type PageMeta, REACT_PAGE_SOURCE } from '../model/page.js'
import { headMetaOf, type RouteNode, type RoutePath } from '../model/route-graph.js'
import { joinRoute, markdownFileOf, outFileOf } from './route-path.js'

const PAGE_EXTENSION = /\.(?:mdx?|jsx?|tsx?)$/

/**
 * The URL of a standalone page from its path in the pages folder, as Docusaurus's pages plugin
 * makes it: the path without extension, an `index` file at its folder's URL (`help.js` ->
 * `/help`, `index.js` -> `/`, `docs/Index.md` -> `/docs`). Front matter `slug` does not apply.
 */
export function sitePageRoute(rel: string): RoutePath {
  const parts = rel.replace(PAGE_EXTENSION, '').split('/')
  if (parts.at(-1)?.toLowerCase() === 'index') parts.pop()
  return joinRoute(...parts)
}

/**
 * The node of a standalone page: no sidebar, breadcrumbs or previous/next. A React page has no
 * table of contents and, without a `<Layout title>`, the site's title.
 */
export function sitePageNode(page: PageMeta, path: RoutePath, config: ResolvedConfig): RouteNode {
  const fm = page.frontmatter
  const react = REACT_PAGE_SOURCE.test(page.source)
  const meta = headMetaOf(fm)
  return {
    path,
    kind: 'page',
    source: contentFilePath(config.docs.contentDir, page.source),
    title: page.title || config.title,
    hasContentTitle: page.contentTitle !== undefined && !fm.hide_title,
    description: page.description,
    headings: page.headings,
    tocMinLevel: fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel,
    tocMaxLevel: fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel,
    hideTableOfContents: react || (fm.hide_table_of_contents ?? false),
    inSidebar: false,
    breadcrumbs: [],
    outFile: outFileOf(path),
    ...(config.llms && fm.llms !== false ? { markdownFile: markdownFileOf(path) } : {}),
    ...(meta ? { meta } : {}),
  }
}
