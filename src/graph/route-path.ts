import type { Diagnostic } from '../model/diagnostic.js'
import type { Frontmatter } from '../model/page.js'
import { type RoutePath, routePath } from '../model/route-graph.js'

/** Characters a slug may hold without encoding (RFC 3986 path characters, plus `%` escapes). */
const SLUG_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/

/** Join URL path parts into one clean route: a leading `/`, no doubled or trailing `/`. */
export function joinRoute(...parts: string[]): RoutePath {
  const joined = parts.join('/').replace(/\/{2,}/g, '/')
  const trimmed = joined.length > 1 ? joined.replace(/\/+$/, '') : joined
  return routePath(trimmed.startsWith('/') ? trimmed : `/${trimmed}`)
}

/** Resolve `.` and `..` segments; undefined when the path climbs above the root. */
export function normalizeSegments(pathname: string): string | undefined {
  const out: string[] = []
  for (const seg of pathname.split('/')) {
    if (seg === '' || seg === '.') continue
    if (seg === '..') {
      if (out.length === 0) return undefined
      out.pop()
    } else out.push(seg)
  }
  return `/${out.join('/')}`
}

/**
 * How a site names its pages: `docsgen` (a file's URL is its path) or `docusaurus` (number
 * prefixes such as `01-intro.md` are dropped from ids and URLs, front matter `id` changes the URL
 * too, and `Index.md` is as much a folder index as `index.md`).
 */
export type RouteRules = 'docsgen' | 'docusaurus'

/**
 * Docusaurus's number prefix of a file or folder name (`01-intro` -> `intro`, 1), left alone when
 * the name looks like a date or a version (`2021-05-10-x`, `1.2-x`), as its default parser does.
 */
export function parseNumberPrefix(name: string): { name: string; prefix: number | undefined } {
  if (/^(?:(?:\d{2}|\d{4})[-_.]\d{2}(?:[-_.](?:\d{2}|\d{4}))?)|^\d+[-_.]\d+/.test(name)) {
    return { name, prefix: undefined }
  }
  const match = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/.exec(name)
  return match ? { name: match[2] ?? name, prefix: Number.parseInt(match[1] ?? '', 10) } : { name, prefix: undefined }
}

/**
 * The doc id of a Markdown source: its path without extension, the last part replaced by front
 * matter `id`. Docusaurus rules: the file name's number prefix is dropped (the folders' are not).
 */
export function docIdOf(source: string, frontmatter: Frontmatter, rules: RouteRules = 'docsgen'): string {
  const noExt = source.replace(/\.mdx?$/, '')
  const slash = noExt.lastIndexOf('/')
  const dir = slash < 0 ? '' : noExt.slice(0, slash + 1)
  const file = noExt.slice(slash + 1)
  const base = frontmatter.id ?? (rules === 'docusaurus' ? parseNumberPrefix(file).name : file)
  return `${dir}${base}`
}

/** Whether a file is its folder's index page (`index.md`, `README.md`, or `foo/foo.md`). */
export function isFolderIndex(source: string, rules: RouteRules = 'docsgen'): boolean {
  const parts = source.replace(/\.mdx?$/, '').split('/')
  const base = parts.at(-1) ?? ''
  const dir = parts.at(-2)
  if (rules === 'docusaurus') {
    const lower = base.toLowerCase()
    return lower === 'index' || lower === 'readme' || (dir !== undefined && lower === dir.toLowerCase())
  }
  return base === 'index' || base.toLowerCase() === 'readme' || (dir !== undefined && base === dir)
}

/**
 * The URL of a Markdown page: from its `slug` (absolute, or relative to its folder) or its path;
 * folder index pages take the folder's URL. Invalid slugs are reported and the path is used.
 * Docusaurus rules (see `RouteRules`) also drop number prefixes and take front matter `id` as
 * the file's name.
 */
export function routeOfDoc(input: {
  source: string
  file: string
  frontmatter: Frontmatter
  routeBasePath: string
  rules?: RouteRules | undefined
}): {
  path: RoutePath
  diagnostics: Diagnostic[]
} {
  const { source, frontmatter } = input
  const rules = input.rules ?? 'docsgen'
  const noExt = source.replace(/\.mdx?$/, '')
  const slash = noExt.lastIndexOf('/')
  const rawDir = slash < 0 ? '' : noExt.slice(0, slash)
  const dir =
    rules === 'docusaurus'
      ? rawDir
          .split('/')
          .map((seg) => parseNumberPrefix(seg).name)
          .join('/')
      : rawDir
  const own = rules === 'docusaurus' ? docIdOf(source, frontmatter, rules).slice(slash + 1) : noExt.slice(slash + 1)
  const fallback = isFolderIndex(source, rules) ? `/${dir}` : `/${dir === '' ? '' : `${dir}/`}${own}`
  const slug = frontmatter.slug
  if (slug === undefined) return { path: joinRoute(input.routeBasePath, fallback), diagnostics: [] }
  const bad = (code: string, message: string, hint: string): { path: RoutePath; diagnostics: Diagnostic[] } => ({
    path: joinRoute(input.routeBasePath, fallback),
    diagnostics: [{ severity: 'error', code, file: input.file, position: { line: 1, column: 1 }, message, hint }],
  })
  if (!SLUG_CHARS.test(slug) || /%(?![0-9A-Fa-f]{2})/.test(slug)) {
    return bad(
      'routes/invalid-slug',
      `slug ${JSON.stringify(slug)} contains characters a URL cannot hold`,
      'Use letters, digits, "-", "_", "." and "/" (percent-encode anything else).',
    )
  }
  const absolute = slug.startsWith('/') ? slug : `/${dir}/${slug}`
  const normalized = normalizeSegments(absolute)
  if (normalized === undefined) {
    return bad(
      'routes/slug-escapes',
      `slug ${JSON.stringify(slug)} leaves the site's root`,
      'Remove the ".." segments; a slug starting with "/" is taken from the docs root.',
    )
  }
  return { path: joinRoute(input.routeBasePath, normalized), diagnostics: [] }
}

/** Output file of a route: `/a/b` → `a/b/index.html`, `/` → `index.html`. */
/**
 * The file of a route's Markdown form (`/dev-docs/cli` -> `dev-docs/cli.md`, `/openapi/` ->
 * `openapi.md`, `/` -> `index.md`): the page's URL with `.md` appended.
 */
export function markdownFileOf(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '')
  return clean === '' ? 'index.md' : `${decodeURIComponentSafe(clean)}.md`
}

export function outFileOf(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '')
  return clean === '' ? 'index.html' : `${decodeURIComponentSafe(clean)}/index.html`
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
