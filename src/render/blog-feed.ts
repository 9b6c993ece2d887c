import { createHash } from 'node:crypto'
import { Feed } from 'feed'
import type { ResolvedConfig } from '../config/index.js'
import { type RouteBodies, type RouteGraph, TRUNCATE_COMMENT } from '../model/index.js'
import { absoluteUrl } from './urls.js'

/** What the feeds are made from. */
export interface BlogFeedInput {
  graph: RouteGraph
  /** The final bodies: each post's HTML, `.md` links resolved. */
  bodies: RouteBodies
  config: ResolvedConfig
}

/** The files of the blog's feeds (`<routeBasePath>/rss.xml`, `atom.xml`), relative to the output folder. */
export function blogFeedFiles(config: ResolvedConfig): string[] {
  if (config.blog === false) return []
  const dir = config.blog.routeBasePath.replace(/^\/+|\/+$/g, '')
  return config.blog.feeds.map((type) => `${dir === '' ? '' : `${dir}/`}${type}.xml`)
}

/** Bumped when the feeds' format changes, so kept feeds are made again. */
const FEED_FORMAT = 1

/**
 * Everything the feeds are made from, as one hash: the blog's settings and, for each listed post,
 * its route, title, description, facts and body version.
 */
export function blogFeedKey(input: BlogFeedInput): string {
  const { graph, config } = input
  const hash = createHash('sha1')
  hash.update(JSON.stringify([FEED_FORMAT, config.blog, config.title, config.url, config.baseUrl, config.footer]))
  for (const path of graph.blogPosts ?? []) {
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

/** URLs from the site's root (`/img/a.png`, `/docs/x`) made absolute: a feed reader has no page to resolve them against. */
function absoluteLinks(html: string, site: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${site}/`)
}

/**
 * The blog's RSS 2.0 and Atom 1.0 feeds: every listed post, newest first, with its full HTML (site
 * links made absolute), date, authors and tags, as Docusaurus's feeds carry them. No posts, no feeds.
 */
export function renderBlogFeeds(input: BlogFeedInput): { fileName: string; contents: string }[] {
  const { graph, config } = input
  const blog = config.blog
  const posts = graph.blogPosts ?? []
  if (blog === false || posts.length === 0 || blog.feeds.length === 0) return []
  const site = config.url.replace(/\/+$/, '')
  const blogUrl = absoluteUrl(config.url, config.baseUrl, blog.routeBasePath)
  const first = posts[0] === undefined ? undefined : graph.routes.get(posts[0])
  const updated = first?.blog?.kind === 'post' ? new Date(first.blog.date) : new Date(0)
  const feed = new Feed({
    id: blogUrl,
    title: blog.title === 'Blog' ? `${config.title} Blog` : blog.title,
    description: blog.description === 'Blog' ? `${config.title} Blog` : blog.description,
    link: blogUrl,
    language: config.i18n.defaultLocale,
    updated,
    generator: 'docsgen',
    copyright: `Copyright © ${updated.getUTCFullYear()} ${config.title}`,
    ...(config.favicon ? { favicon: absoluteUrl(config.url, config.baseUrl, config.favicon) } : {}),
    feedLinks: Object.fromEntries(
      blog.feeds.map((type) => [type, absoluteUrl(config.url, config.baseUrl, `${blog.routeBasePath}/${type}.xml`)]),
    ),
  })
  for (const path of posts) {
    const node = graph.routes.get(path)
    if (node?.blog?.kind !== 'post') continue
    const link = absoluteUrl(config.url, config.baseUrl, path)
    const url = (href: string) =>
      /^[a-z][a-z+.-]*:/i.test(href) ? href : absoluteUrl(config.url, config.baseUrl, href)
    feed.addItem({
      title: node.title,
      id: link,
      link,
      date: new Date(node.blog.date),
      description: node.description,
      content: absoluteLinks((input.bodies.get(path) ?? '').replace(TRUNCATE_COMMENT, ''), site),
      author: node.blog.authors
        .filter((author) => author.name !== undefined)
        .map((author) => ({
          ...(author.name ? { name: author.name } : {}),
          ...(author.email ? { email: author.email } : {}),
          ...(author.url ? { link: url(author.url) } : {}),
        })),
      category: node.blog.tags.map((tag) => ({
        name: tag.label,
        domain: absoluteUrl(config.url, config.baseUrl, tag.path),
      })),
    })
  }
  const names = blogFeedFiles(config)
  return blog.feeds.map((type, i) => ({
    fileName: names[i] ?? `${type}.xml`,
    contents: type === 'rss' ? feed.rss2() : feed.atom1(),
  }))
}
