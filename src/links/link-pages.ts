import path from 'node:path'
import { contentFilePath, type ResolvedConfig } from '../config/index.js'
import { listStaticFiles } from '../files/index.js'
import { flattenSidebar, sidebarNamed } from '../graph/index.js'
import type { Diagnostic, Severity } from '../model/diagnostic.js'
import { LLMS_FILES } from '../model/llms.js'
import type { ApiPage, PageBodies, PageMeta } from '../model/page.js'
import type { RouteGraph, RoutePath } from '../model/route-graph.js'
import { checkLinks, type LinkReport } from './check-links.js'
import { type FinalBodies, type FinalBodyMemo, finalBodies } from './final-bodies.js'
import { type LinkCheckMemo, matchPagesToRoutes } from './link-check-memo.js'
import { markdownLinkDiagnostics } from './resolve-markdown-links.js'

/** What the link pass reads. */
export interface LinkPagesInput {
  graph: RouteGraph
  config: ResolvedConfig
  /** The compiled pages (Markdown, then OpenAPI) and their bodies. */
  pages: readonly PageMeta[]
  apiPages: readonly ApiPage[]
  bodies: PageBodies
  /** `check`: every broken link is an error and no body is made; `build`: the site's settings apply. */
  mode: 'build' | 'check'
  /** The dev server's memo of final bodies, if any. */
  memo?: FinalBodyMemo | undefined
  /** The dev server's memo of link checks, if any. */
  checks?: LinkCheckMemo | undefined
}

/** What the link pass found, and the final bodies the render stage reads. */
export interface LinkedPages {
  /** The compiled pages by route (the dev server's may be the last run's: never changed). */
  pages: ReadonlyMap<RoutePath, PageMeta>
  bodies: FinalBodies
  linkReport?: LinkReport | undefined
  diagnostics: Diagnostic[]
}

/**
 * The links stage: pages matched to their routes, `.md` links and slots reported (their final
 * bodies are made when the pages render), and every link and anchor of the site checked.
 */
export async function linkPages(input: LinkPagesInput): Promise<LinkedPages> {
  const { graph, config, mode } = input
  const diagnostics: Diagnostic[] = []
  // A page's route, unless the page has none of its own (a draft, the second of a duplicate route);
  // an API page's route is its document's.
  const apiPages = new Set(input.apiPages.map((api) => api.page))
  const file = (source: string) => contentFilePath(config.docs.contentDir, source)
  const routeOf = (page: PageMeta): RoutePath | undefined => {
    const route = graph.sourceToRoute.get(page.source)
    if (route === undefined || apiPages.has(page)) return route
    return graph.routes.get(route)?.source === file(page.source) ? route : undefined
  }
  // Markdown pages, then API pages, as `checkLinks` and the diagnostics take them.
  const list = [...input.pages, ...apiPages]
  const pages = input.checks?.pagesByRoute(list, graph.sourceToRoute, routeOf) ?? matchPagesToRoutes(list, routeOf)
  const apiRoutes = new Set<RoutePath>()
  for (const page of apiPages) {
    const route = graph.sourceToRoute.get(page.source)
    if (route !== undefined) apiRoutes.add(route)
  }
  input.memo?.forget(graph.routes)
  const mdSeverity = mode === 'check' ? undefined : severityOf(config.onBrokenMarkdownLinks)
  const bodies = finalBodies({ graph, config, pages, bodies: input.bodies, apiRoutes, mdSeverity, memo: input.memo })
  if (mode === 'build') {
    // `.md` links are reported from the page's links alone (its body is read once, when it
    // renders); slots from the final body (made again when the page renders, so the bodies of
    // the whole site are never held twice at once). `check` reads links from metadata only.
    const linkOptions = { baseUrl: config.baseUrl, contentDir: config.docs.contentDir, brokenSeverity: mdSeverity }
    const problemsOf = (page: PageMeta) => markdownLinkDiagnostics(page, graph, linkOptions)
    for (const [route, page] of pages) {
      if (apiRoutes.has(route)) continue
      const found = page.slots
        ? bodies.make(page, route).diagnostics
        : (input.checks?.markdownProblems(page, graph.sourceToRoute, problemsOf) ?? problemsOf(page))
      if (found.length > 0) diagnostics.push(...found)
    }
  }
  const linkSeverity = mode === 'check' ? 'error' : severityOf(config.onBrokenLinks)
  let linkReport: LinkReport | undefined
  if (linkSeverity) {
    linkReport = checkLinks({
      graph,
      pages,
      staticFiles: withPageFiles(
        withMarkdownFiles(
          await listStaticFiles(config.staticDirs.map((dir) => path.resolve(config.rootDir, dir))),
          graph,
          config,
        ),
        pages.values(),
      ),
      baseUrl: config.baseUrl,
      severity: linkSeverity,
      configLinks: configLinksOf(config, graph),
      configFile: config.configFile ?? 'site.config.ts',
      memo: input.checks,
    })
    // In `build`, `.md` links were reported above with their own setting, and anchors have theirs.
    const anchorSeverity = severityOf(config.onBrokenAnchors ?? config.onBrokenLinks)
    diagnostics.push(
      ...(mode === 'check'
        ? linkReport.diagnostics
        : linkReport.diagnostics.flatMap((d) => {
            if (d.code === 'links/broken-markdown-link') return []
            if (d.code !== 'links/broken-anchor') return [d]
            return anchorSeverity ? [{ ...d, severity: anchorSeverity }] : []
          })),
    )
  }
  return { pages, bodies, linkReport, diagnostics }
}

/**
 * The site's files as link targets: `static/`, and the Markdown files the llms stage writes (each
 * page's `<route>.md`, `/llms.txt`, `/llms-full.txt`), which a page may link to. The links inside
 * those files are the pages' own links, checked here, pointed at their targets' `.md`.
 */
function withMarkdownFiles(staticFiles: Set<string>, graph: RouteGraph, config: ResolvedConfig): Set<string> {
  if (!config.llms) return staticFiles
  for (const node of graph.routes.values()) if (node.markdownFile) staticFiles.add(`/${node.markdownFile}`)
  for (const file of Object.values(LLMS_FILES)) staticFiles.add(`/${file}`)
  return staticFiles
}

/** The files kept beside pages, where they are published (`CompiledPage.files`): link targets too. */
function withPageFiles(staticFiles: Set<string>, pages: Iterable<PageMeta>): Set<string> {
  for (const page of pages) for (const file of page.files ?? []) staticFiles.add(`/${file.path}`)
  return staticFiles
}

/** A link of the config, and what to say when it names a doc or sidebar that does not exist. */
type ConfigLink = { to: string; where: string; missing?: { message: string; hint: string } }

/** Internal links of the navbar and footer, checked like the pages' links. */
function configLinksOf(config: ResolvedConfig, graph: RouteGraph): ConfigLink[] {
  return [
    ...config.navbar.items.flatMap((item, i) =>
      'html' in item
        ? []
        : 'items' in item && item.items
          ? item.items.flatMap((child, j) =>
              'html' in child ? [] : navbarLinkTarget(child, navbarItemWhere(config, i, j), graph),
            )
          : navbarLinkTarget(item, navbarItemWhere(config, i), graph),
    ),
    ...config.footer.links.flatMap((group, g) =>
      group.items.flatMap((item, i) =>
        'to' in item && item.to
          ? [{ to: item.to, where: config.sources?.footer[g]?.[i] ?? `footer.links[${g}].items[${i}]` }]
          : [],
      ),
    ),
  ]
}

/**
 * Where navbar item `i` (its dropdown's item `j`) is written: in a Docusaurus config, at its own
 * index there (`themeConfig.navbar.items[2]`), which counts items docsgen places itself (the
 * version menu) or leaves out.
 */
function navbarItemWhere(config: ResolvedConfig, i: number, j?: number): string {
  const source = config.sources?.navbar[i]
  const item = source?.path ?? `navbar.items[${i}]`
  if (j === undefined) return item
  return source?.items?.[j] ?? `${item}.items[${j}]`
}

/** The internal link of a navbar item or of one of a dropdown's items (a `to`, a doc, a sidebar), if it has one. */
function navbarLinkTarget(
  item: { to?: string | undefined; docId?: string | undefined; sidebarId?: string | undefined },
  where: string,
  graph: RouteGraph,
): ConfigLink[] {
  if (item.to) return [{ to: item.to, where }]
  // A doc or sidebar that does not exist: a link to nothing, reported as broken.
  if (item.docId !== undefined) {
    const route = graph.docIdToRoute.get(item.docId)
    return [
      {
        to: route ?? `/${item.docId}`,
        where,
        ...(route ? {} : { missing: missingDoc(item.docId, where, graph.versions !== undefined) }),
      },
    ]
  }
  if (item.sidebarId !== undefined) {
    const first = flattenSidebar(sidebarNamed(graph, item.sidebarId)?.items ?? [])[0]?.path
    return [{ to: first ?? `/${item.sidebarId}`, where }]
  }
  return []
}

/**
 * A navbar item's `docId` that names no doc. Docusaurus names a doc there by its id inside its
 * version, never with the `version-<name>/` prefix older sidebars files use (its navbar items find
 * docs by `unversionedId`), and stops the build on any other id.
 */
function missingDoc(docId: string, where: string, versioned: boolean): { message: string; hint: string } {
  const legacy = /^version-[^/]+\/(.+)$/.exec(docId)?.[1]
  return {
    message: `${where}: docId "${docId}" is not a doc of ${versioned ? 'the last docs version' : 'the site'}`,
    hint:
      legacy === undefined
        ? 'Give the id of a doc: its path in the docs folder without the extension (guides/install), or its front matter id in that folder.'
        : `Write the id without its version's prefix ("${legacy}"): a navbar item links to that doc in the version shown, else in the last version.`,
  }
}

function severityOf(setting: 'ignore' | 'warn' | 'throw'): Severity | undefined {
  return setting === 'ignore' ? undefined : setting === 'warn' ? 'warning' : 'error'
}
