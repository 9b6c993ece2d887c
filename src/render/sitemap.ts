import { type ResolvedConfig, siteLocalesOf } from '../config/index.js'
import type { RouteGraph, RouteKind, RouteNode } from '../model/index.js'
import { absoluteUrl, escapeAttribute } from './urls.js'
import { pageVersionOf } from './version-props.js'

/** Route kinds that are not content and stay out of the sitemap. */
const UNLISTED: ReadonlySet<RouteKind> = new Set(['not-found', 'search'])

/**
 * `sitemap.xml`: the absolute URL of every content route (docs, home, snippets, status, API
 * reference), sorted; not the pages of a docs version with `noIndex`. Empty when the site asks not
 * to be indexed. With several locales, the default locale's sitemap (at the site root) also lists
 * the same pages in each other locale (every locale builds the same pages); a locale's own, in its
 * folder, lists its pages.
 */
export function renderSitemap(graph: RouteGraph, config: ResolvedConfig): string {
  const locales = config.locale === undefined ? siteLocalesOf(config) : []
  const baseUrls = locales.length > 0 ? locales.map((locale) => locale.baseUrl) : [config.baseUrl]
  const urls = config.noIndex
    ? []
    : [...graph.routes.values()]
        .filter((node) => !UNLISTED.has(node.kind) && !unlistedBlogPage(node) && !pageVersionOf(graph, node)?.noIndex)
        .flatMap((node) => baseUrls.map((baseUrl) => absoluteUrl(config.url, baseUrl, node.path)))
        .sort()
  const entries = urls.map((url) => `  <url><loc>${escapeAttribute(url)}</loc></url>\n`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`
}

/** A blog post or tag page that is built but listed nowhere. */
function unlistedBlogPage(node: RouteNode): boolean {
  const blog = node.blog
  return (blog?.kind === 'post' || blog?.kind === 'list') && blog.unlisted === true
}

/** `robots.txt`: allow everything and point at the sitemap, or disallow everything when `noIndex`. */
export function renderRobots(config: ResolvedConfig): string {
  if (config.noIndex) return 'User-agent: *\nDisallow: /\n'
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config.url, config.baseUrl, '/sitemap.xml')}\n`
}
