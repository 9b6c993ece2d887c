import type {
  NavbarDropdownItem,
  NavbarDropdownProps,
  NavbarItemProps,
  NavbarLinkProps,
  NavbarProps,
} from '../../theme/types.js'
import { builtDocsVersions } from '../config/index.js'
import { flattenSidebar, joinRoute, sidebarNamed, versionSidebarKey } from '../graph/index.js'
import type { RouteGraph, RouteNode } from '../model/index.js'
import { routePath } from '../model/index.js'
import { isNavbarItemActive } from './active-match.js'
import { localeMenuProps, searchLabelOf } from './locale-props.js'
import type { RenderInput } from './types.js'
import { isExternalUrl } from './urls.js'
import { latestVersionOf, pageVersionOf, sameDocIn } from './version-props.js'

// The navbar as the theme takes it: the config's items (links and dropdowns of links) with their
// active state on the page shown, the repository link, and the version and language menus.

/** What the navbar is made from (a part of `PropsContext`): the render input, and hrefs under the base URL. */
interface NavbarContext {
  input: RenderInput
  base: (href: string) => string
  /** The search page's URL, when the site has search. */
  searchAction?: string | undefined
}

/** The navbar of the page at `node`. */
export function navbarProps(ctx: NavbarContext, node: RouteNode): NavbarProps {
  const { config } = ctx.input
  const { navbar, repositoryUrl } = config
  const items: NavbarItemProps[] = navbar.items.flatMap((item): NavbarItemProps[] => {
    if ('html' in item) {
      return [{ html: item.html, position: item.position, ...(item.className ? { className: item.className } : {}) }]
    }
    if ('items' in item && item.items) {
      const entries = item.items.flatMap((child): NavbarDropdownItem[] => {
        if ('html' in child) return [{ html: child.html, ...(child.className ? { className: child.className } : {}) }]
        const link = navbarLinkOf(ctx, node, {
          item: 'docsVersion' in child ? versionLinkOf(ctx.input, node, child) : child,
          byArea: false,
        })
        if (!link) return []
        const { label, href, active, external, className } = link
        return [{ label, href, active, external, ...(className ? { className } : {}) }]
      })
      if (!entries.some((entry) => 'href' in entry)) return []
      return [
        {
          label: item.label,
          position: item.position,
          active: entries.some((entry) => 'active' in entry && entry.active),
          items: entries,
          ...(item.className ? { className: item.className } : {}),
        },
      ]
    }
    // A docs version link is active on its own page and below it only, as any link with a `to`.
    const link =
      'docsVersion' in item
        ? navbarLinkOf(ctx, node, { item: versionLinkOf(ctx.input, node, item), byArea: false })
        : navbarLinkOf(ctx, node, { item, byArea: true })
    if (!link) return []
    const toGitHub = link.external && /^https:\/\/github\.com\//.test(link.href)
    // A Docusaurus site's navbar shows its links as written (Docusaurus draws no icon for GitHub;
    // a link without a label is drawn by the site's CSS, `header-github-link`).
    const icon = toGitHub && config.flavour !== 'docusaurus'
    const named = item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}
    return [
      {
        ...link,
        position: item.position,
        ...(toGitHub && (icon || link.label === '') ? { ariaLabel: 'GitHub repository' } : {}),
        ...named,
        ...(icon ? { icon: 'github' as const } : {}),
      },
    ]
  })
  const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '')
  const hrefs = items.flatMap((item) =>
    'html' in item
      ? []
      : 'items' in item
        ? item.items.flatMap((entry) => ('href' in entry ? [entry.href] : []))
        : [item.href],
  )
  if (repositoryUrl && !hrefs.some((href) => sameUrl(href, repositoryUrl))) {
    const github = /^https:\/\/github\.com\//.test(repositoryUrl)
    items.push({
      label: github ? 'GitHub' : 'Source',
      href: repositoryUrl,
      position: 'right',
      active: false,
      external: true,
      ariaLabel: github ? 'GitHub repository' : 'Source repository',
      ...(github ? { icon: 'github' as const } : {}),
    })
  }
  const logo = navbar.logo
  const searchLabel = searchLabelOf(config)
  const title = navbar.title ?? (logo ? undefined : config.title)
  return {
    homeHref: ctx.base('/'),
    items,
    colorModeSwitch: !config.colorMode.disableSwitch,
    hideOnScroll: navbar.hideOnScroll,
    ...(title ? { title } : {}),
    ...(logo ? { logo: { alt: logo.alt, src: ctx.base(logo.src), srcDark: ctx.base(logo.srcDark ?? logo.src) } } : {}),
    ...(navbar.versionMenu ? { versions: versionMenu(ctx, node) } : {}),
    ...(navbar.localeMenu ? { locales: localeMenuProps(config, node) } : {}),
    ...(ctx.searchAction ? { searchAction: ctx.searchAction } : {}),
    ...(ctx.searchAction && searchLabel ? { searchLabel } : {}),
  }
}

/**
 * A navbar link (an item, or one of a dropdown's): where it leads, and whether the current page is
 * in its area. With `byArea` (a navbar item), docs of its target's top content folder are in its
 * area too; the links of a dropdown, often several into one area, are active on their own pages only
 * (and below their path, or where their `activeMatch` says).
 */
function navbarLinkOf(
  ctx: NavbarContext,
  node: RouteNode,
  { item, byArea }: { item: NavbarItemConfig; byArea: boolean },
): Omit<NavbarLinkProps, 'position'> | undefined {
  const { graph } = ctx.input
  const to = navbarTarget(item, graph, node)
  const href = to !== undefined ? ctx.base(to) : item.href
  if (href === undefined) return undefined
  const target = byArea && to !== undefined ? graph.routes.get(routePath(to)) : undefined
  const active = to !== undefined && isNavbarItemActive({ to, activeMatch: item.activeMatch, current: node, target })
  return {
    label: item.label,
    href,
    active,
    external: to === undefined && isExternalUrl(href),
    ...(item.className ? { className: item.className } : {}),
  }
}

/** What a navbar link is made from (an item of the config's navbar, or of one of its dropdowns). */
type NavbarItemConfig = {
  label: string
  to?: string | undefined
  href?: string | undefined
  docId?: string | undefined
  sidebarId?: string | undefined
  activeMatch?: string | undefined
  className?: string | undefined
}

/**
 * The site path a navbar item links to: its `to`, its doc's route (`docId`), or its sidebar's first
 * page (`sidebarId`); on a page of a docs version, the doc or sidebar of that version when it has them.
 */
function navbarTarget(
  item: { to?: string | undefined; docId?: string | undefined; sidebarId?: string | undefined },
  graph: RouteGraph,
  node: RouteNode,
): string | undefined {
  if (item.to !== undefined) return item.to
  const version = pageVersionOf(graph, node)
  if (item.docId !== undefined) return version?.docIdToRoute.get(item.docId) ?? graph.docIdToRoute.get(item.docId)
  if (item.sidebarId !== undefined) {
    const own = version ? graph.sidebars.get(versionSidebarKey(version, item.sidebarId)) : undefined
    return flattenSidebar((own ?? sidebarNamed(graph, item.sidebarId))?.items ?? [])[0]?.path
  }
  return undefined
}

/**
 * A `docsVersion` item as a link: to the main doc of the version of the page shown (of the last
 * version on a page of none, or of the one version built), labelled with that version's label,
 * unless the item says otherwise. Docusaurus's `DocsVersionNavbarItem`, without the reader's
 * remembered version (the page is the same for every reader).
 */
function versionLinkOf(
  input: Pick<RenderInput, 'graph' | 'config'>,
  node: RouteNode,
  item: {
    label?: string | undefined
    to?: string | undefined
    href?: string | undefined
    className?: string | undefined
  },
): NavbarItemConfig {
  const { graph, config } = input
  const shown = graph.versions ? (pageVersionOf(graph, node) ?? latestVersionOf(graph)) : undefined
  const only = builtDocsVersions(config).find((version) => version.last)
  const label = item.label ?? shown?.label ?? only?.label ?? ''
  const main = shown ? (shown.mainPath ?? shown.path) : graph.mainDocPath
  const to = item.to ?? (item.href === undefined ? main : undefined)
  return {
    label,
    ...(to === undefined ? {} : { to }),
    ...(item.href === undefined ? {} : { href: item.href }),
    ...(item.className ? { className: item.className } : {}),
  }
}

function versionMenu(ctx: NavbarContext, node: RouteNode): NavbarDropdownProps {
  const { graph, config } = ctx.input
  const versions = config.docs.versions
  // The docs area the reader's version choice is remembered for: the doc's top content folder.
  const docsArea = node.docId === undefined ? undefined : (/^([^/]+)\//.exec(node.docId)?.[1] ?? 'default')
  const area = docsArea ? { docsArea } : {}
  if (graph.versions) {
    // Built here: each version's entry leads to the same doc in it (else its first doc).
    const own = pageVersionOf(graph, node)
    const shown = own ?? latestVersionOf(graph)
    // A version built elsewhere serves the page at its path + the page's URL without a version path.
    const plain = own
      ? withoutVersionPath(node.path, { version: own.path, docs: joinRoute(config.docs.routeBasePath) })
      : node.path
    const items = versions.map((version) => {
      const built = graph.versions?.find((v) => v.name === version.name)
      return {
        label: version.label,
        href: ctx.base(built ? sameDocIn(graph, node, built) : version.path ? `/${version.path}${plain}` : plain),
        active: built !== undefined && built === shown,
        version: version.name,
      }
    })
    return { name: 'Docs version', label: shown?.label ?? versions[0]?.label ?? '', items, ...area }
  }
  const items = versions.map((version, index) => ({
    label: version.label,
    href: ctx.base(version.path ? `/${version.path}${node.path}` : node.path),
    active: index === 0,
    version: version.name,
  }))
  return { name: 'Docs version', label: versions[0]?.label ?? '', items, ...area }
}

/** A page's URL with its version's path (`/docs/next/more`) replaced by the docs' base (`/docs/more`). */
function withoutVersionPath(page: string, base: { version: string; docs: string }): string {
  if (base.version === base.docs || !(page === base.version || page.startsWith(`${base.version}/`))) return page
  return joinRoute(base.docs, page.slice(base.version.length))
}
