import { posix } from 'node:path'
import type { PageLink } from '../model/page.js'

/**
 * Whether a URL would run script or embed content when followed: `javascript:`, `vbscript:` and
 * `data:`, also when obfuscated the ways browsers still accept (any case, leading spaces or
 * control characters, tabs and newlines inside the scheme once entities are decoded).
 */
export function isUnsafeUrl(url: string): boolean {
  if (hasUnsafeScheme(url)) return true
  // remark-rehype percent-encodes what entities decoded to (`jav&#x09;ascript:` -> `jav%09ascript:`).
  // That is inert, but it is an obfuscation attempt all the same, so it is removed and reported.
  return url.includes('%') && hasUnsafeScheme(decode(url))
}

function hasUnsafeScheme(url: string): boolean {
  // URL parsing strips leading C0 controls and spaces and removes every tab and newline.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  const cleaned = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '')
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase()
  return scheme === 'javascript' || scheme === 'vbscript' || scheme === 'data'
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i
const ASSET_EXTENSION =
  /\.(?:png|jpe?g|gif|svg|webp|avif|ico|pdf|zip|gz|tgz|tar|mp4|webm|mp3|ogg|wav|csv|xlsx?|docx?|pptx?|txt|json|ya?ml|woff2?)$/i
const MARKDOWN_EXTENSION = /\.mdx?$/i

/** A link classified for the page's `links`, plus whether a `.md` target lies outside the content folder. */
export interface ClassifiedLink {
  link: PageLink
  escapesContent: boolean
}

/**
 * Classify a link or image URL found in the page at `source` (relative to the content folder):
 * `.md`/`.mdx` files (resolved to a content-relative `targetSource`; with `rootFallback`, a
 * Docusaurus site's, with the paths Docusaurus tries in order as `candidates`, see
 * `docusaurusCandidates`), local assets, other
 * internal paths, `#anchors` and external URLs. Returns undefined for an empty URL.
 */
export function classifyUrl(
  url: string,
  element: 'a' | 'img',
  where: { source: string; rootFallback?: boolean; contentDir?: string | undefined; postsPrefix?: string | undefined },
): ClassifiedLink | undefined {
  const { source } = where
  const written = url.trim()
  if (written === '') return undefined
  const link = (fields: Omit<PageLink, 'url' | 'element'>): ClassifiedLink => ({
    link: { url, element, ...fields },
    escapesContent: false,
  })
  if (written.startsWith('#')) return link({ kind: 'anchor', fragment: decode(written.slice(1)) })
  if (SCHEME.test(written) || written.startsWith('//')) return link({ kind: 'external' })

  const hashAt = written.indexOf('#')
  const beforeHash = hashAt === -1 ? written : written.slice(0, hashAt)
  const fragmentPart = hashAt === -1 ? {} : { fragment: decode(written.slice(hashAt + 1)) }
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const absolute = path.startsWith('/')

  if (element === 'a' && MARKDOWN_EXTENSION.test(path)) {
    const decoded = decode(path)
    const target = absolute ? posix.normalize(decoded.slice(1)) : posix.join(posix.dirname(source), decoded)
    // A blog post's `.md` link to another post leaves the content folder, into the blog's.
    const postToPost =
      where.postsPrefix !== undefined && source.startsWith(where.postsPrefix) && target.startsWith(where.postsPrefix)
    if (!postToPost && (target === '..' || target.startsWith('../'))) {
      return { link: { url, element, kind: 'internal', path, ...fragmentPart }, escapesContent: true }
    }
    const tried = where.rootFallback
      ? docusaurusCandidates({
          decoded,
          target,
          contentDir: where.contentDir,
          post: where.postsPrefix !== undefined && source.startsWith(where.postsPrefix),
        })
      : undefined
    const candidatesPart = tried && (tried.length !== 1 || tried[0] !== target) ? { candidates: tried } : {}
    return link({ kind: 'markdown-file', targetSource: target, ...candidatesPart, ...fragmentPart })
  }
  const resolvedPath = absolute ? posix.normalize(path) : path
  if (element === 'img' || ASSET_EXTENSION.test(path))
    return link({ kind: 'asset', path: resolvedPath, ...fragmentPart })
  return link({ kind: 'internal', path: resolvedPath, ...fragmentPart })
}

/**
 * Where a Docusaurus site's `.md` link is looked for, in order, as content-relative paths
 * (Docusaurus's `resolveMarkdownLinkPathname`): `./a.md` and `../a.md` only beside the page
 * (`target`); `/a.md` from the docs folder, then from the site's (`/docs/a.md`); a bare `a.md`
 * or `guides/a.md` from the docs folder, the site's, then beside the page. A blog post's links
 * keep docsgen's order: beside the post, then from the docs folder.
 */
function docusaurusCandidates(link: {
  decoded: string
  target: string
  contentDir: string | undefined
  post: boolean
}): string[] {
  const { decoded, target, contentDir } = link
  const absolute = decoded.startsWith('/')
  const fromDocs = posix.normalize(absolute ? decoded.slice(1) : decoded)
  const fromSite = withoutFolder(fromDocs, contentDir)
  const ordered = link.post
    ? [target, absolute ? fromSite : fromDocs]
    : decoded.startsWith('./') || decoded.startsWith('../')
      ? [target]
      : absolute
        ? [target, fromSite]
        : [fromDocs, fromSite, target]
  // The target itself may be a post's, outside the content folder; the other paths must be inside.
  const inside = ordered.filter(
    (path): path is string => path === target || (path !== undefined && path !== '..' && !path.startsWith('../')),
  )
  return [...new Set(inside)]
}

/** `path` (from the site's folder) seen from `folder` in it, if it is there. */
function withoutFolder(path: string, folder: string | undefined): string | undefined {
  const prefix = folder?.replace(/^\.?\/+|\/+$/g, '')
  return prefix && path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : undefined
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
