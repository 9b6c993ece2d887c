import type {
  AnnouncementBarProps,
  BreadcrumbsProps,
  CategoryCardProps,
  DocPageProps,
  FooterItem,
  FooterProps,
  HeadProps,
  LastUpdateProps,
  PageProps,
  PagerLink,
  ScriptProps,
  SidebarItem,
  SiteChromeProps,
  TocItem,
} from '../../theme/types.js'
import { OPENAPI_DEFAULTS, type ResolvedConfig } from '../config/index.js'
import { categoryCards, indexCategoryOf } from '../graph/index.js'
import { type CategoryCard, type NavLink, REACT_PAGE_SOURCE, type RouteNode } from '../model/index.js'
import { blogFeedLinks, blogPageProps } from './blog-props.js'
import { dateLabel } from './dates.js'
import { docWording, localeAlternates, localeChrome, notFoundWording, searchWordingOf } from './locale-props.js'
import { navbarProps } from './navbar-props.js'
import { sidebarPropsOf } from './sidebar-props.js'
import type { RenderInput } from './types.js'
import { absoluteUrl, isExternalUrl, withBase } from './urls.js'
import { pageVersionOf, versionFields } from './version-props.js'

/** localStorage key of the reader's colour mode; the client script uses the same one. */
export const THEME_STORAGE_KEY = 'docsgen.theme'

/** Per-build work shared by every page: sidebars, footer and head parts are mapped once. */
export interface PropsContext {
  input: RenderInput
  base: (href: string) => string
  sidebars: ReadonlyMap<string, readonly SidebarItem[]>
  /** Sidebars with more links than `docs.lazySidebarAbove`. */
  lazySidebars: ReadonlySet<string>
  head: Pick<HeadProps, 'siteName' | 'stylesheets' | 'scripts' | 'colorMode' | 'feeds'> & {
    faviconHref?: string
    baseUrl: string
  }
  chrome: Omit<SiteChromeProps, 'navbar'>
  searchAction?: string
}

/** Map the site-wide parts of the config (and every sidebar) to theme props, once per build. */
export function createPropsContext(input: RenderInput): PropsContext {
  const { config, graph, assets } = input
  const base = (href: string) => withBase(config.baseUrl, href)
  const sidebars = new Map<string, readonly SidebarItem[]>()
  const lazySidebars = new Set<string>()
  for (const [id, tree] of graph.sidebars) {
    const { items, links } = sidebarPropsOf(tree, config.baseUrl)
    sidebars.set(id, items)
    if (links > config.docs.lazySidebarAbove) lazySidebars.add(id)
  }
  const scripts: ScriptProps[] = [
    ...assets.js.map((src) => ({ src: base(src), type: 'module' as const })),
    ...config.scripts.map((script) => ({ src: base(script.src), async: script.async, defer: script.defer })),
  ]
  const feeds = blogFeedLinks(config, (graph.blogPosts?.length ?? 0) > 0, base)
  const footer = footerProps(input, base)
  const searchWording = config.search.enabled ? searchWordingOf(config) : undefined
  const bar = config.announcementBar
  const announcementBar: AnnouncementBarProps | undefined = bar && {
    id: bar.id,
    html: bar.content,
    backgroundColor: bar.backgroundColor,
    textColor: bar.textColor,
    closeable: bar.isCloseable,
  }
  return {
    input,
    base,
    sidebars,
    lazySidebars,
    head: {
      siteName: config.title,
      stylesheets: [...new Set([...assets.css, ...config.stylesheets.map((sheet) => sheet.href)].map(base))],
      scripts,
      colorMode: {
        defaultMode: config.colorMode.defaultMode,
        respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme,
        storageKey: THEME_STORAGE_KEY,
      },
      baseUrl: config.baseUrl,
      ...(config.favicon ? { faviconHref: base(config.favicon) } : {}),
      ...(feeds.length > 0 ? { feeds } : {}),
    },
    chrome: {
      ...localeChrome(config),
      ...(announcementBar ? { announcementBar } : {}),
      ...(footer ? { footer } : {}),
      ...(searchWording ? { searchWording } : {}),
      // A Docusaurus site's own CSS is written against the classic theme's class names.
      ...(config.flavour === 'docusaurus' ? { infimaClasses: true } : {}),
    },
    ...(config.search.enabled ? { searchAction: base('/search') } : {}),
  }
}

function footerProps({ config }: RenderInput, base: (href: string) => string): FooterProps | undefined {
  const { links, copyright, style, logo } = config.footer
  if (links.length === 0 && !copyright && !logo) return undefined
  const groups = links.map((group) => ({
    title: group.title,
    items: group.items.flatMap((link): FooterItem[] => {
      if ('html' in link) return [{ html: link.html, ...(link.className ? { className: link.className } : {}) }]
      const href = link.to !== undefined ? base(link.to) : link.href
      return href === undefined ? [] : [{ label: link.label, href, external: link.to === undefined }]
    }),
  }))
  const footerLogo = logo && {
    alt: logo.alt,
    src: base(logo.src),
    srcDark: base(logo.srcDark ?? logo.src),
    ...(logo.href ? { href: base(logo.href), external: isExternalUrl(logo.href) } : {}),
    ...(logo.href && logo.target ? { target: logo.target } : {}),
    ...(logo.width ? { width: logo.width } : {}),
    ...(logo.height ? { height: logo.height } : {}),
  }
  return { style, groups, ...(copyright ? { copyright } : {}), ...(footerLogo ? { logo: footerLogo } : {}) }
}

function headProps(ctx: PropsContext, node: RouteNode, title: string): HeadProps {
  const { config } = ctx.input
  const siteTitle = config.title
  const fullTitle = title && title !== siteTitle ? `${title} ${config.titleDelimiter} ${siteTitle}` : siteTitle
  const notFound = node.kind === 'not-found'
  const keywords = node.meta?.keywords
  const version = pageVersionOf(ctx.input.graph, node)
  const alternates = localeAlternates(config, node)
  const image = node.meta?.image ?? config.image
  return {
    ...ctx.head,
    ...(keywords ? { keywords } : {}),
    ...(image ? { image: isExternalUrl(image) ? image : absoluteUrl(config.url, config.baseUrl, image) } : {}),
    title: fullTitle,
    description: node.description || config.tagline,
    ogType: node.kind === 'doc' || node.kind === 'snippet' ? 'article' : 'website',
    noIndex: config.noIndex || notFound || version?.noIndex === true,
    ...(version ? { docsVersion: version.name } : {}),
    ...(alternates.length > 0 ? { alternates } : {}),
    routePath: node.path,
    ...(notFound ? {} : { canonicalUrl: absoluteUrl(config.url, config.baseUrl, node.path) }),
    ...(node.markdownFile === undefined ? {} : { markdownHref: markdownHref(ctx, node.markdownFile) }),
  }
}

/** Where a page's Markdown form is served (`dev-docs/cli.md` -> `/dev-docs/cli.md`, base URL applied). */
function markdownHref(ctx: PropsContext, markdownFile: string): string {
  return ctx.base(`/${markdownFile}`)
}

function pagerLink(ctx: PropsContext, link: NavLink | undefined): PagerLink | undefined {
  return link && { label: link.label, href: ctx.base(link.path) }
}

function breadcrumbsProps(ctx: PropsContext, node: RouteNode): BreadcrumbsProps | undefined {
  if (node.kind === 'home') return undefined
  const crumbs = node.breadcrumbs.filter((crumb) => crumb.path !== node.path)
  const current = node.breadcrumbs.find((crumb) => crumb.path === node.path)
  return {
    homeHref: ctx.base('/'),
    items: [
      ...crumbs.map((crumb) =>
        crumb.path ? { label: crumb.label, href: ctx.base(crumb.path) } : { label: crumb.label },
      ),
      { label: current?.label ?? node.title },
    ],
  }
}

function tocItems(node: RouteNode): TocItem[] {
  if (node.hideTableOfContents) return []
  return node.headings
    .filter((heading) => heading.depth >= node.tocMinLevel && heading.depth <= node.tocMaxLevel)
    .map((heading) => ({
      id: heading.id,
      text: heading.text,
      ...(heading.marked === undefined ? {} : { marked: heading.marked }),
      depth: heading.depth,
    }))
}

interface DocInput {
  node: RouteNode
  kind: DocPageProps['kind']
  body: string
  chrome: SiteChromeProps
}

function docProps(ctx: PropsContext, { node, kind, body, chrome }: DocInput): DocPageProps {
  const { config } = ctx.input
  const sidebarItems = node.sidebar === undefined ? undefined : ctx.sidebars.get(node.sidebar)
  const breadcrumbs = breadcrumbsProps(ctx, node)
  const toc = tocItems(node)
  const prev = pagerLink(ctx, node.prev)
  const next = pagerLink(ctx, node.next)
  const wording = docWording(config)
  return {
    kind,
    head: headProps(ctx, node, node.title),
    chrome,
    title: node.title,
    showTitle: !node.hasContentTitle,
    html: body,
    pager: { ...(prev ? { prev } : {}), ...(next ? { next } : {}) },
    ...(sidebarItems
      ? {
          sidebar: {
            items: sidebarItems,
            activeHref: ctx.base(node.path),
            ...(node.sidebar !== undefined && ctx.lazySidebars.has(node.sidebar) ? { lazy: true } : {}),
          },
        }
      : {}),
    ...(breadcrumbs ? { breadcrumbs } : {}),
    ...versionFields({ graph: ctx.input.graph, config, base: ctx.base }, node),
    ...(toc.length > 0 ? { toc } : {}),
    ...(node.editUrl === undefined ? {} : { editUrl: node.editUrl }),
    ...(node.markdownFile === undefined ? {} : { markdownHref: markdownHref(ctx, node.markdownFile) }),
    ...(node.lastUpdate ? { lastUpdate: lastUpdateProps(node.lastUpdate, config) } : {}),
    ...(wording ? { wording } : {}),
  }
}

/** "Last updated on Nov 26, 2026 by Ada": the date and the author, each if shown. */
function lastUpdateProps(update: NonNullable<RouteNode['lastUpdate']>, config: ResolvedConfig): LastUpdateProps {
  return {
    ...(update.date ? { dateTime: update.date, dateLabel: dateLabel(update.date, config, 'short') } : {}),
    ...(update.author ? { author: update.author } : {}),
  }
}

/**
 * Map one route to the props of its page. This is the only place that knows graph and theme.
 * `body` stands in for the route's body (`bodies.get`): the render memo builds a page's props
 * without it, to tell whether anything but the body changed.
 */
export function createPageProps(ctx: PropsContext, node: RouteNode, body?: string): PageProps {
  const { config, status } = ctx.input
  body ??= ctx.input.bodies.get(node.path) ?? ''
  const chrome: SiteChromeProps = { ...ctx.chrome, navbar: navbarProps(ctx, node) }
  const base = { chrome }
  switch (node.kind) {
    case 'doc':
    case 'home':
    case 'snippet':
      return docProps(ctx, { node, kind: node.kind, body, chrome })
    case 'category-index': {
      const page = docProps(ctx, { node, kind: 'doc', body: '', chrome })
      const {
        html: _html,
        showTitle: _showTitle,
        toc: _toc,
        editUrl: _edit,
        markdownHref: _md,
        kind: _kind,
        ...doc
      } = page
      const tree = node.sidebar === undefined ? undefined : ctx.input.graph.sidebars.get(node.sidebar)
      const category = tree && indexCategoryOf(tree.items, node.path)
      return {
        ...doc,
        kind: 'category-index',
        ...(node.description ? { description: node.description } : {}),
        cards: category ? categoryCards(category.items, ctx.input.graph).map((card) => cardProps(ctx, card)) : [],
      }
    }
    case 'search': {
      const title = ctx.chrome.searchWording?.pageTitle ?? (node.title || 'Search the documentation')
      return {
        ...base,
        kind: 'search',
        head: headProps(ctx, node, title),
        title,
        query: '',
        searchAction: ctx.base('/search'),
      }
    }
    case 'status':
      return {
        ...base,
        kind: 'status',
        head: headProps(ctx, node, node.title),
        title: node.title,
        showTitle: !node.hasContentTitle,
        html: body,
        status: {
          ...status,
          pagesPerArea: status.pagesPerArea(),
          ...(config.siteVersion ? { siteVersion: config.siteVersion } : {}),
        },
      }
    case 'openapi': {
      const trim = (path: string) => path.replace(/\/+$/, '')
      const spec = config.openapi.find((entry) => trim(entry.route) === trim(node.path))
      const aside = ctx.input.asides?.get(node.path)
      return {
        ...base,
        kind: 'openapi',
        head: headProps(ctx, node, node.title),
        title: node.title,
        html: body,
        operations: node.headings
          .filter((heading) => heading.depth === 2 || heading.depth === 3)
          .map((heading) => ({
            id: heading.id,
            text: heading.text,
            ...(heading.marked === undefined ? {} : { marked: heading.marked }),
            depth: heading.depth,
          })),
        ...(aside !== undefined ? { sidebarHtml: aside } : {}),
        sidebarWidth: spec?.sidebarWidth ?? OPENAPI_DEFAULTS.sidebarWidth,
        primaryColor: spec?.primaryColor ?? OPENAPI_DEFAULTS.primaryColor,
      }
    }
    case 'page': {
      const toc = tocItems(node)
      return {
        ...base,
        kind: 'page',
        head: headProps(ctx, node, node.title),
        title: node.title,
        html: body,
        fullWidth: node.source !== undefined && REACT_PAGE_SOURCE.test(node.source),
        ...(toc.length > 0 ? { toc } : {}),
        ...(node.markdownFile === undefined ? {} : { markdownHref: markdownHref(ctx, node.markdownFile) }),
      }
    }
    case 'blog-post':
    case 'blog-list':
    case 'blog-tags':
    case 'blog-archive':
      return blogPageProps(node, body, {
        input: ctx.input,
        base: ctx.base,
        chrome,
        head: headProps(ctx, node, node.title),
        toc: tocItems(node),
        ...(node.markdownFile === undefined ? {} : { markdownHref: markdownHref(ctx, node.markdownFile) }),
      })
    case 'not-found': {
      const wording = notFoundWording(config)
      return {
        ...base,
        kind: 'not-found',
        head: headProps(ctx, node, wording?.title ?? (node.title || 'Page Not Found')),
        homeHref: ctx.base('/'),
        ...(ctx.searchAction ? { searchAction: ctx.searchAction } : {}),
        ...(wording ? { wording } : {}),
      }
    }
  }
}

/** A card of a category page: a page of the site gets the base URL, a link item stays as written. */
function cardProps(ctx: PropsContext, card: CategoryCard): CategoryCardProps {
  const external = card.href !== undefined && isExternalUrl(card.href)
  const href =
    card.path !== undefined
      ? ctx.base(card.path)
      : card.href === undefined
        ? undefined
        : external
          ? card.href
          : ctx.base(card.href)
  return {
    kind: card.kind,
    label: card.label,
    ...(href !== undefined ? { href } : {}),
    ...(external ? { external } : {}),
    ...(card.description ? { description: card.description } : {}),
    ...(card.items !== undefined ? { items: card.items } : {}),
  }
}
