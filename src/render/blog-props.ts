import type {
  BlogPostMeta,
  BlogSidebarProps,
  HeadProps,
  PageProps,
  SiteChromeProps,
  TocItem,
} from '../../theme/types.js'
import type { ResolvedConfig } from '../config/index.js'
import { type BlogPostInfo, excerptOf, type RouteNode, type RoutePath, TRUNCATE_COMMENT } from '../model/index.js'
import { blogFeedPath } from './blog-feed.js'
import { dateLabel } from './dates.js'
import type { RenderInput } from './types.js'
import { isExternalUrl } from './urls.js'

/** What a blog page's props are made from, besides its node (the parts `createPageProps` makes for every page). */
export interface BlogPropsInput {
  input: RenderInput
  base: (href: string) => string
  chrome: SiteChromeProps
  head: HeadProps
  toc: readonly TocItem[]
  markdownHref?: string | undefined
}

/** The feeds a blog publishes, as `<link rel="alternate">` of every page (none without posts). */
export function blogFeedLinks(
  config: ResolvedConfig,
  hasPosts: boolean,
  base: (href: string) => string,
): NonNullable<HeadProps['feeds']> {
  const blog = config.blog
  if (blog === false || !hasPosts) return []
  return blog.feeds.map((type) => ({
    type: type === 'rss' ? 'application/rss+xml' : 'application/atom+xml',
    href: base(blogFeedPath(blog.routeBasePath, type)),
    title: `${config.title} ${type === 'rss' ? 'RSS' : 'Atom'} Feed`,
  }))
}

/** The truncate marker on its line (see `TRUNCATE_COMMENT`). */
const TRUNCATE_LINE = new RegExp(`${TRUNCATE_COMMENT}\\n?`)

/** The first `<h1>` of a post's body, which its header already shows as the title. */
const OWN_TITLE = /^\s*<h1[\s>][\s\S]*?<\/h1>/

/** The props of a blog route (a post, a list of posts, the tags, the archive). */
export function blogPageProps(node: RouteNode, body: string, parts: BlogPropsInput): PageProps {
  const { input, chrome, head } = parts
  const { graph } = input
  const info = node.blog
  const sidebar = blogSidebar(node.path, parts)
  const withSidebar = sidebar ? { blogSidebar: sidebar } : {}
  if (info?.kind === 'post') {
    // The marker only matters to the lists.
    const html = (node.hasContentTitle ? body.replace(OWN_TITLE, '') : body).replace(TRUNCATE_LINE, '')
    const link = (to: BlogPostInfo['newer']) => to && { label: to.label, href: parts.base(to.path) }
    const newer = link(info.newer)
    const older = link(info.older)
    return {
      kind: 'blog-post',
      head: { ...head, ogType: 'article', ...(info.unlisted ? { noIndex: true } : {}) },
      chrome,
      post: postMeta(node, info, parts),
      html,
      ...withSidebar,
      ...(parts.toc.length > 0 ? { toc: parts.toc.filter((item) => item.depth > 1) } : {}),
      pager: { ...(newer ? { newer } : {}), ...(older ? { older } : {}) },
      ...(info.editUrl ? { editUrl: info.editUrl } : {}),
      ...(parts.markdownHref ? { markdownHref: parts.markdownHref } : {}),
    }
  }
  if (info?.kind === 'list') {
    const posts = info.posts.flatMap((path) => {
      const post = graph.routes.get(path)
      if (post?.blog?.kind !== 'post') return []
      const own = input.bodies.get(path) ?? ''
      const excerpt = excerptOf(post.hasContentTitle ? own.replace(OWN_TITLE, '') : own)
      return [{ ...postMeta(post, post.blog, parts), ...excerpt }]
    })
    return {
      kind: 'blog-list',
      head: info.unlisted ? { ...head, noIndex: true } : head,
      chrome,
      title: node.title,
      showTitle: info.tag !== undefined,
      posts,
      ...withSidebar,
      pager: {
        ...(info.newer ? { newer: parts.base(info.newer) } : {}),
        ...(info.older ? { older: parts.base(info.older) } : {}),
      },
      ...(info.tag ? { allTagsHref: parts.base(info.tag.allTags) } : {}),
    }
  }
  if (info?.kind === 'tags') {
    const tags = info.tags.map((tag) => ({ label: tag.label, href: parts.base(tag.path), count: tag.count }))
    return { kind: 'blog-tags', head, chrome, title: node.title, tags, ...withSidebar }
  }
  const years: { year: string; posts: { title: string; href: string; dateTime: string; dateLabel: string }[] }[] = []
  for (const path of info?.kind === 'archive' ? info.posts : []) {
    const post = graph.routes.get(path)
    if (post?.blog?.kind !== 'post') continue
    const year = post.blog.date.slice(0, 4)
    const entry = {
      title: post.title,
      href: parts.base(path),
      dateTime: post.blog.date,
      dateLabel: dateLabel(post.blog.date, input.config),
    }
    const last = years.at(-1)
    if (last?.year === year) last.posts.push(entry)
    else years.push({ year, posts: [entry] })
  }
  return { kind: 'blog-archive', head, chrome, title: node.title, years }
}

/** A post's header facts, links with the base URL. */
function postMeta(node: RouteNode, info: BlogPostInfo, parts: BlogPropsInput): BlogPostMeta {
  const { config } = parts.input
  const minutes = info.readingMinutes
  return {
    title: node.title,
    href: parts.base(node.path),
    dateTime: info.date,
    dateLabel: dateLabel(info.date, config),
    ...(minutes !== undefined ? { readingTime: readingTimeLabel(minutes) } : {}),
    authors: info.authors.map((author) => ({
      ...(author.name ? { name: author.name } : {}),
      ...(author.title ? { title: author.title } : {}),
      ...(author.url ? { url: isExternalUrl(author.url) ? author.url : parts.base(author.url) } : {}),
      ...(author.imageUrl
        ? { imageUrl: isExternalUrl(author.imageUrl) ? author.imageUrl : parts.base(author.imageUrl) }
        : {}),
    })),
    tags: info.tags.map((tag) => ({ label: tag.label, href: parts.base(tag.path) })),
  }
}

/** The blog's sidebar (its latest posts), on every blog page but the archive; none with `sidebarCount: 0`. */
function blogSidebar(current: RoutePath, parts: BlogPropsInput): BlogSidebarProps | undefined {
  const { config, graph } = parts.input
  const blog = config.blog
  const posts = graph.blogPosts ?? []
  if (blog === false || blog.sidebarCount === 0 || posts.length === 0) return undefined
  const shown = blog.sidebarCount === 'ALL' ? posts : posts.slice(0, blog.sidebarCount)
  return {
    title: blog.sidebarTitle,
    items: shown.map((path) => ({
      label: graph.routes.get(path)?.title ?? path,
      href: parts.base(path),
      current: path === current,
    })),
  }
}

/** "One min read", "4 min read": theme-classic's wording, whole minutes rounded up. */
function readingTimeLabel(minutes: number): string {
  const whole = Math.max(1, Math.ceil(minutes))
  return whole === 1 ? 'One min read' : `${whole} min read`
}
