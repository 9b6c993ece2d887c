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
 * `.md`/`.mdx` files (resolved to a content-relative `targetSource`; with a Docusaurus `order`,
 * with the paths Docusaurus tries in order as `candidates`, see `docusaurusCandidates`), local
 * assets, other
 * internal paths, `#anchors` and external URLs. Returns undefined for an empty URL.
 */
export function classifyUrl(
  url: string,
  element: 'a' | 'img',
  where: {
    source: string
    order?: MarkdownLinkOrder | undefined
    contentDir?: string | undefined
    postsPrefix?: string | undefined
    /** The source prefixes of docs versions built from folders of their own (`../versioned_docs/version-1.0/`). */
    versionPrefixes?: readonly string[] | undefined
  },
): ClassifiedLink | undefined {
  const { source } = where
  // A versioned doc's links stay in its version: `/a.md` is its version's `a.md`.
  const root = where.versionPrefixes?.find((prefix) => source.startsWith(prefix)) ?? ''
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
    // Docusaurus reads `@site/docs/a.md` from the site's folder.
    const fromSiteRoot = where.order && decoded.startsWith(SITE_ALIAS) ? decoded.slice(SITE_ALIAS.length) : undefined
    const target =
      fromSiteRoot !== undefined
        ? posix.relative(folderOf(where.contentDir), posix.normalize(fromSiteRoot))
        : absolute
          ? `${root}${posix.normalize(decoded.slice(1))}`
          : posix.join(posix.dirname(source), decoded)
    // A blog post's `.md` link to another post leaves the content folder, into the blog's.
    const postToPost =
      where.postsPrefix !== undefined && source.startsWith(where.postsPrefix) && target.startsWith(where.postsPrefix)
    const inVersion = (path: string): boolean => where.versionPrefixes?.some((p) => path.startsWith(p)) ?? false
    if (!postToPost && !inVersion(target) && (target === '..' || target.startsWith('../'))) {
      return { link: { url, element, kind: 'internal', path, ...fragmentPart }, escapesContent: true }
    }
    const tried =
      where.order && fromSiteRoot === undefined
        ? docusaurusCandidates({
            decoded,
            target,
            contentDir: where.contentDir,
            post: where.postsPrefix !== undefined && source.startsWith(where.postsPrefix),
            order: where.order,
            root,
            inVersion,
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
 * The order in which a Docusaurus site's `.md` links are looked for (Docusaurus's
 * `resolveMarkdownLinkPathname`): `'docusaurus'` as Docusaurus 2 to 3.8 do, `'docusaurus-3.9'` as
 * 3.9 and later do (a bare link beside the page first).
 */
export type MarkdownLinkOrder = 'docusaurus' | 'docusaurus-3.9'

/** Docusaurus's alias of the site's folder in links and imports. */
const SITE_ALIAS = '@site/'

/**
 * Where a Docusaurus site's `.md` link is looked for, in order, as content-relative paths:
 * `./a.md` and `../a.md` only beside the page (`target`); `/a.md` from the docs folder, then
 * from the site's (`/docs/a.md`); a bare `a.md` or `guides/a.md` from the docs folder, the
 * site's, then beside the page (3.9 and later: beside the page first). A blog post's links keep
 * docsgen's order: beside the post, then from the docs folder.
 */
function docusaurusCandidates(link: {
  decoded: string
  target: string
  contentDir: string | undefined
  post: boolean
  order: MarkdownLinkOrder
  /** The page's version folder (`''`: the docs folder), and whether a path is in a version's folder. */
  root: string
  inVersion: (path: string) => boolean
}): string[] {
  const { decoded, target, contentDir, root } = link
  const absolute = decoded.startsWith('/')
  const plain = posix.normalize(absolute ? decoded.slice(1) : decoded)
  const fromDocs = `${root}${plain}`
  const fromSite = root === '' ? withoutFolder(plain, contentDir) : fromSiteFolder(plain, contentDir)
  const ordered = link.post
    ? [target, absolute ? fromSite : fromDocs]
    : decoded.startsWith('./') || decoded.startsWith('../')
      ? [target]
      : absolute
        ? [target, fromSite]
        : link.order === 'docusaurus-3.9'
          ? [target, fromDocs, fromSite]
          : [fromDocs, fromSite, target]
  // The target itself may be a post's, outside the content folder; the other paths must be inside.
  const inside = ordered.filter(
    (path): path is string =>
      path === target || (path !== undefined && (link.inVersion(path) || (path !== '..' && !path.startsWith('../')))),
  )
  return [...new Set(inside)]
}

/** A folder of the site (`./docs/`) as a plain relative path (`docs`). */
function folderOf(folder: string | undefined): string {
  return folder?.replace(/^\.?\/+|\/+$/g, '') ?? ''
}

/** `path` (from the site's folder) seen from the content folder `folder`, wherever it is (`../versioned_docs/…`). */
function fromSiteFolder(path: string, folder: string | undefined): string {
  return posix.relative(folderOf(folder) || '.', path)
}

/** `path` (from the site's folder) seen from `folder` in it, if it is there. */
function withoutFolder(path: string, folder: string | undefined): string | undefined {
  const prefix = folderOf(folder)
  return prefix && path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : undefined
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
