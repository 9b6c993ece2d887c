import { createHash } from 'node:crypto'
import { Feed } from 'feed'
import type { ResolvedConfig } from '../config/index.js'
import { joinRoute } from '../graph/index.js'
import { type RouteBodies, type RouteGraph, TRUNCATE_COMMENT } from '../model/index.js'
import { absoluteUrl } from './urls.js'

/** What the feeds are made from. */
export interface BlogFeedInput {
  graph: RouteGraph
  /** The final bodies: each post's HTML, `.md` links resolved. */
  bodies: RouteBodies
  config: ResolvedConfig
}

/** Docusaurus's feeds hold the latest 20 posts (`feedOptions.limit`). */
const FEED_POSTS = 20

/** The site path of a feed (`/blog/rss.xml`; `/rss.xml` for a blog at the site's root). */
export function blogFeedPath(routeBasePath: string, type: 'rss' | 'atom'): string {
  return joinRoute(routeBasePath, `${type}.xml`)
}

/** The files of the blog's feeds (`<routeBasePath>/rss.xml`, `atom.xml`), relative to the output folder. */
export function blogFeedFiles(config: ResolvedConfig): string[] {
  const blog = config.blog
  if (blog === false) return []
  return blog.feeds.map((type) => blogFeedPath(blog.routeBasePath, type).slice(1))
}

/** Bumped when the feeds' format changes, so kept feeds are made again. */
const FEED_FORMAT = 2

/**
 * Everything the feeds are made from, as one hash: the blog's settings, what they read of the
 * site's, and for each post they hold its route, title, description, facts and body version.
 */
export function blogFeedKey(input: BlogFeedInput): string {
  const { graph, config } = input
  const hash = createHash('sha1')
  const site = [config.title, config.url, config.baseUrl, config.favicon, config.locale ?? config.i18n.defaultLocale]
  hash.update(JSON.stringify([FEED_FORMAT, config.blog, site]))
  for (const path of (graph.blogPosts ?? []).slice(0, FEED_POSTS)) {
    const node = graph.routes.get(path)
    const body =
      input.bodies.version?.(path) ??
      createHash('sha1')
        .update(input.bodies.get(path) ?? '')
        .digest('base64')
    hash.update(JSON.stringify([path, node?.title, node?.description, node?.blog, body]))
  }
  return hash.digest('base64')
}

/**
 * The links and images of a post's HTML made absolute, resolved against the post's URL as its page
 * resolves them: a feed reader has no page to resolve them against. Fragments and other sites stay.
 */
function absoluteLinks(html: string, postUrl: string): string {
  return html.replace(/(\s(?:href|src)=")([^"#][^"]*)"/g, (all, before: string, url: string) => {
    if (/^[a-z][a-z+.-]*:/i.test(url) || url.startsWith('//')) return all
    try {
      return `${before}${new URL(url.replace(/&amp;/g, '&'), postUrl).href.replace(/&/g, '&amp;')}"`
    } catch {
      return all
    }
  })
}

/**
 * The blog's RSS 2.0 and Atom 1.0 feeds: the latest 20 listed posts, newest first, each with its
 * full HTML (links made absolute), date, authors and tags, titled `<site title> Blog` without a
 * copyright line, as Docusaurus makes them by default. No posts, no feeds.
 */
export function renderBlogFeeds(input: BlogFeedInput): { fileName: string; contents: string }[] {
  const { graph, config } = input
  const blog = config.blog
  const posts = (graph.blogPosts ?? []).slice(0, FEED_POSTS)
  if (blog === false || posts.length === 0 || blog.feeds.length === 0) return []
  const absolute = (path: string) => absoluteUrl(config.url, config.baseUrl, path)
  const blogUrl = absolute(blog.routeBasePath)
  const first = posts[0] === undefined ? undefined : graph.routes.get(posts[0])
  const updated = first?.blog?.kind === 'post' ? new Date(first.blog.date) : new Date(0)
  const feed = new Feed({
    id: blogUrl,
    title: `${config.title} Blog`,
    description: `${config.title} Blog`,
    link: blogUrl,
    language: config.locale ?? config.i18n.defaultLocale,
    updated,
    generator: 'docsgen',
    ...(config.favicon ? { favicon: absolute(config.favicon) } : {}),
    feedLinks: Object.fromEntries(blog.feeds.map((type) => [type, absolute(blogFeedPath(blog.routeBasePath, type))])),
  })
  for (const path of posts) {
    const node = graph.routes.get(path)
    if (node?.blog?.kind !== 'post') continue
    const link = absolute(path)
    const url = (href: string) => (/^[a-z][a-z+.-]*:/i.test(href) ? href : absolute(href))
    feed.addItem({
      title: node.title,
      id: link,
      link,
      date: new Date(node.blog.date),
      description: node.description,
      content: absoluteLinks((input.bodies.get(path) ?? '').replace(TRUNCATE_COMMENT, ''), link),
      author: node.blog.authors
        .filter((author) => author.name !== undefined)
        .map((author) => ({
          ...(author.name ? { name: author.name } : {}),
          ...(author.email ? { email: author.email } : {}),
          ...(author.url ? { link: url(author.url) } : {}),
        })),
      // Atom requires a category's `term`; RSS shows its `name`.
      category: node.blog.tags.map((tag) => ({ name: tag.label, term: tag.label })),
    })
  }
  const names = blogFeedFiles(config)
  return blog.feeds.map((type, i) => ({
    fileName: names[i] ?? `${type}.xml`,
    contents: type === 'rss' ? feed.rss2() : feed.atom1(),
  }))
}
