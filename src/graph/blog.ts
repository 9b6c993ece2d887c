import { statSync } from 'node:fs'
import path from 'node:path'
import { kebabCase } from 'lodash-es'
import { authorOf, type ResolvedConfig } from '../config/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { Frontmatter, PageMeta } from '../model/page.js'
import {
  type BlogAuthor,
  type BlogNodeInfo,
  type BlogPostInfo,
  type BlogTag,
  headMetaOf,
  type RouteKind,
  type RouteNode,
  type RoutePath,
} from '../model/route-graph.js'
import { postEditUrl } from './edit-url.js'
import { commitsWithFiles, git } from './git.js'
import { joinRoute, markdownFileOf, outFileOf } from './route-path.js'
import { generatedPage } from './special-routes.js'

/** The blog of a resolved config (`false`: none). */
type Blog = Exclude<ResolvedConfig['blog'], false>

/**
 * A post's file name as Docusaurus reads it: a date (`2024-05-01`, `2024/05/01`) anywhere before
 * the name, which gives the post its date and its URL (`/2024/05/01/name`), `index` files named
 * by their folder.
 */
const DATED_FILE = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/

/** What a post's file name says: its date, and the name a title falls back to. */
export interface PostFileName {
  /** The date in the path (`2024/05/01`), at midnight UTC. */
  date?: Date
  /** Docusaurus's last resort for a title: the text after the date, or the whole path without its extension. */
  name: string
}

/** A post's URL (under the blog's base) and what its file name says, from its path in the blog folder. */
export function blogPostRoute(
  rel: string,
  frontmatter: Frontmatter,
  base: string,
): { path: RoutePath; named: PostFileName } {
  const dated = DATED_FILE.exec(rel)?.groups
  const undated = rel.replace(/(?:\/index)?\.mdx?$/, '')
  let slug: string
  let named: PostFileName
  if (dated) {
    const [year, month, day] = (dated.date ?? '').split(/[-/]/).map(Number)
    named = { date: new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)), name: dated.text || undated }
    slug = `/${(dated.date ?? '').replace(/-/g, '/')}/${dated.folder ?? ''}${dated.text ?? ''}`
  } else {
    named = { name: undated }
    slug = `/${undated}`
  }
  // Front matter `slug` is relative to the blog's base, with or without a leading `/`.
  return { path: joinRoute(base, frontmatter.slug ?? slug), named }
}

/** A post with its route, as the graph claimed it. */
export interface ClaimedPost {
  page: PageMeta
  path: RoutePath
  /** Its path relative to the blog folder. */
  rel: string
  /** The site-root-relative file, for messages. */
  file: string
  /** A locale's pass: the translation read instead, relative to the site root. */
  translation?: string
  named: PostFileName
}

/** The blog's routes: a node per post and per generated page, the listed posts newest first. */
export interface BlogRoutes {
  nodes: RouteNode[]
  posts: RoutePath[]
  diagnostics: Diagnostic[]
}

/**
 * Every route of the blog: the posts (dated, newest first, each with its newer and older
 * neighbour), the pages listing them (`/blog`, `/blog/page/2`, …), a page per tag and one of all
 * tags, and the archive. A blog without posts has no routes, as in Docusaurus. Unlisted posts
 * (front matter `unlisted`) are built but not listed anywhere.
 */
export function blogRoutes(claimed: readonly ClaimedPost[], config: ResolvedConfig): BlogRoutes {
  const blog = config.blog
  const diagnostics: Diagnostic[] = []
  if (blog === false || claimed.length === 0) return { nodes: [], posts: [], diagnostics }
  const base = blog.routeBasePath
  let dates: Map<string, Date> | undefined
  const added = () => {
    dates ??= addedDates(path.join(config.rootDir, blog.dir))
    return dates
  }
  const posts = claimed
    .map((post) => ({ ...post, date: postDate(post, added, { blog, config }) }))
    // Newest first; posts of one date keep the order of their files, as Docusaurus's stable sort does.
    .sort((a, b) => b.date.getTime() - a.date.getTime())
  const listed = posts.filter((post) => !post.page.frontmatter.unlisted)
  const nodes: RouteNode[] = []
  // Each tag's listed posts, and its unlisted ones (shown on its page only when it has no other).
  const tags = new Map<string, { tag: BlogTag; posts: RoutePath[]; hidden: RoutePath[] }>()
  for (const post of posts) {
    const { page, path } = post
    const fm = page.frontmatter
    const postTags = tagsOf(fm.tags ?? [], base)
    const at = listed.indexOf(post)
    const neighbour = (i: number) => {
      const other = at === -1 ? undefined : listed[i]
      return other ? { path: other.path, label: titleOf(other) } : undefined
    }
    const newer = neighbour(at - 1)
    const older = neighbour(at + 1)
    const editUrl = postEditUrl({ ...post, source: post.file }, config, diagnostics)
    const info: BlogPostInfo = {
      kind: 'post',
      date: post.date.toISOString(),
      authors: authorsOf(post, blog, diagnostics),
      tags: postTags,
      ...(blog.showReadingTime && page.readingMinutes !== undefined ? { readingMinutes: page.readingMinutes } : {}),
      ...(newer ? { newer } : {}),
      ...(older ? { older } : {}),
      ...(editUrl === undefined ? {} : { editUrl }),
      ...(at === -1 ? { unlisted: true as const } : {}),
    }
    const meta = headMetaOf(fm)
    nodes.push({
      path,
      kind: 'blog-post',
      source: post.file,
      title: titleOf(post),
      hasContentTitle: page.contentTitle !== undefined,
      description: page.description,
      headings: page.headings,
      tocMinLevel: fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel,
      tocMaxLevel: fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel,
      hideTableOfContents: fm.hide_table_of_contents ?? false,
      inSidebar: false,
      breadcrumbs: [],
      outFile: outFileOf(path),
      ...(config.llms && fm.llms !== false ? { markdownFile: markdownFileOf(path) } : {}),
      ...(meta ? { meta } : {}),
      blog: info,
    })
    for (const tag of postTags) {
      const entry = tags.get(tag.path) ?? { tag, posts: [], hidden: [] }
      ;(at === -1 ? entry.hidden : entry.posts).push(path)
      tags.set(tag.path, entry)
    }
  }
  const page = ({
    path,
    kind,
    title,
    info,
  }: {
    path: RoutePath
    kind: RouteKind
    title: string
    info: BlogNodeInfo
  }): RouteNode => ({
    ...generatedPage(config),
    path,
    kind,
    title,
    description: kind === 'blog-list' && info.kind === 'list' && !info.tag ? blog.description : title,
    outFile: outFileOf(path),
    blog: info,
  })
  const listPaths = listed.map((post) => post.path)
  // A blog at the site's root (Docusaurus's blog-only mode) titles its pages with the site's title.
  const listTitle = base === '/' ? config.title : blog.title
  for (const list of pagesOf(listPaths, base, blog.postsPerPage))
    nodes.push(page({ path: list.path, kind: 'blog-list', title: listTitle, info: list }))
  const tagsPath = joinRoute(base, 'tags')
  const all = [...tags.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label))
  const shown = all.filter((entry) => entry.posts.length > 0)
  if (shown.length > 0) {
    const counted = shown.map(({ tag, posts: tagged }) => ({ ...tag, count: tagged.length }))
    nodes.push(page({ path: tagsPath, kind: 'blog-tags', title: 'Tags', info: { kind: 'tags', tags: counted } }))
  }
  for (const { tag, posts: listedPosts, hidden } of all) {
    // A tag of unlisted posts only has an unlisted page of them (as in Docusaurus): their links to it work.
    const unlisted = listedPosts.length === 0
    const tagged = unlisted ? hidden : listedPosts
    const count = tagged.length
    const title = `${count === 1 ? 'One post' : `${count} posts`} tagged with "${tag.label}"`
    const about = { label: tag.label, count, allTags: tagsPath }
    for (const list of pagesOf(tagged, tag.path, blog.postsPerPage)) {
      const info = { ...list, tag: about, ...(unlisted ? { unlisted: true as const } : {}) }
      nodes.push(page({ path: list.path, kind: 'blog-list', title, info }))
    }
  }
  const archive = joinRoute(base, 'archive')
  nodes.push(
    page({ path: archive, kind: 'blog-archive', title: 'Archive', info: { kind: 'archive', posts: listPaths } }),
  )
  return { nodes, posts: listPaths, diagnostics }
}

/** The pages of a list of posts: the first at `base`, then `base/page/2`, … */
function pagesOf(
  posts: readonly RoutePath[],
  base: RoutePath | string,
  perPage: number | 'ALL',
): (BlogNodeInfo & { kind: 'list'; path: RoutePath })[] {
  const size = perPage === 'ALL' ? Math.max(1, posts.length) : perPage
  const count = Math.max(1, Math.ceil(posts.length / size))
  const pathOf = (n: number): RoutePath => (n === 1 ? joinRoute(base) : joinRoute(base, 'page', String(n)))
  return Array.from({ length: count }, (_, i) => ({
    kind: 'list' as const,
    path: pathOf(i + 1),
    posts: posts.slice(i * size, (i + 1) * size),
    page: i + 1,
    pages: count,
    ...(i > 0 ? { newer: pathOf(i) } : {}),
    ...(i + 1 < count ? { older: pathOf(i + 2) } : {}),
  }))
}

/** A post's title: its front matter's, else its first heading's, else its file name's. */
function titleOf(post: ClaimedPost): string {
  const fm = post.page.frontmatter
  if (fm.title) return fm.title
  if (post.page.contentTitle) return post.page.contentTitle
  return post.named.name
}

/**
 * Tags as Docusaurus links them: `/blog/tags/<label in kebab case>`, or `/blog/tags/<permalink>`
 * for a tag written `{ label, permalink }`; each once.
 */
function tagsOf(tags: NonNullable<Frontmatter['tags']>, base: string): BlogTag[] {
  const seen = new Map<RoutePath, BlogTag>()
  for (const tag of tags) {
    const label = typeof tag === 'string' ? tag : tag.label
    const slug = typeof tag === 'string' || tag.permalink === undefined ? kebabCase(label) : tag.permalink
    const path = joinRoute(base, 'tags', slug)
    if (!seen.has(path)) seen.set(path, { label, path })
  }
  return [...seen.values()]
}

/**
 * A post's date: its front matter's, else its file name's, else (as Docusaurus does) the date of
 * the commit that added the file (following renames), else the file's modification time.
 */
function postDate(
  post: ClaimedPost,
  added: () => ReadonlyMap<string, Date>,
  at: { blog: Blog; config: ResolvedConfig },
): Date {
  const written = post.page.frontmatter.date
  if (written !== undefined) {
    // In UTC unless it says otherwise, as Docusaurus reads it: the build machine's zone changes nothing.
    const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(written)
    const date = new Date(
      /^\d{4}-\d{2}-\d{2}$/.test(written) ? `${written}T00:00:00Z` : zoned ? written : `${written}Z`,
    )
    if (!Number.isNaN(date.getTime())) return date
  }
  if (post.named.date) return post.named.date
  const file = path.join(at.config.rootDir, at.blog.dir, post.rel)
  const dates = added()
  // Not added under this name: renamed since (followed, one git run), or never committed.
  const renamed = dates.size > 0 && !dates.has(post.rel) ? addedDateFollowingRenames(file) : undefined
  return dates.get(post.rel) ?? renamed ?? statSync(file, { throwIfNoEntry: false })?.mtime ?? new Date(0)
}

/**
 * The date of the commit that added each file of a folder, by path relative to it (empty without
 * git, or for files never committed): one `git log` for the whole folder, run only when a post
 * needs it. As Docusaurus dates a post (`git log --max-count=1 --follow --diff-filter=A`), a file
 * added again after a deletion has the date of its latest addition.
 */
function addedDates(dir: string): Map<string, Date> {
  const dates = new Map<string, Date>()
  for (const [[seconds], files] of commitsWithFiles(dir, ['--diff-filter=A'], '%ct%x1f')) {
    for (const file of files) if (!dates.has(file)) dates.set(file, new Date(Number(seconds) * 1000))
  }
  return dates
}

/** The date of the commit that added a file, following renames (a post renamed since: not in `addedDates`). */
function addedDateFollowingRenames(file: string): Date | undefined {
  const out = git(path.dirname(file), [
    'log',
    '--max-count=1',
    '--follow',
    '--diff-filter=A',
    '--format=%ct',
    '--',
    path.basename(file),
  ])
  const seconds = Number(out?.trim())
  return out?.trim() && Number.isFinite(seconds) ? new Date(seconds * 1000) : undefined
}

/**
 * A post's authors: front matter `authors` (keys of the authors file, or authors written out; an
 * entry with a `key` is that author with the entry's fields on top), else Docusaurus's older
 * single-author keys (`author`, `author_title`, `author_url`, `author_image_url`).
 */
function authorsOf(post: ClaimedPost, blog: Blog, diagnostics: Diagnostic[]): BlogAuthor[] {
  const fm = post.page.frontmatter
  const written = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors]
  const authors: BlogAuthor[] = []
  for (const entry of written) {
    const key = typeof entry === 'string' ? entry : typeof entry.key === 'string' ? entry.key : undefined
    const known = key === undefined ? undefined : blog.authors[key]
    if (key !== undefined && !known) {
      const keys = Object.keys(blog.authors)
      diagnostics.push({
        severity: 'warning',
        code: 'blog/unknown-author',
        file: post.file,
        position: { line: 1, column: 1 },
        message: `author "${key}" is not in the blog's authors file (${path.posix.join(blog.dir, blog.authorsFile)})`,
        hint:
          keys.length > 0
            ? `Known authors: ${keys.join(', ')}.`
            : 'Add the author to the authors file, or write the author out: `authors: [{ name: … }]`.',
      })
      continue
    }
    const own = typeof entry === 'string' ? {} : (authorOf(entry) ?? {})
    authors.push({ ...known, ...own })
  }
  if (authors.length > 0) return authors
  const legacy = fm.extra
  const text = (...keys: string[]) => keys.map((k) => legacy[k]).find((v): v is string => typeof v === 'string')
  const name = text('author')
  if (name === undefined) return authors
  const title = text('author_title', 'authorTitle')
  const url = text('author_url', 'authorURL')
  const imageUrl = text('author_image_url', 'authorImageURL')
  return [{ name, ...(title ? { title } : {}), ...(url ? { url } : {}), ...(imageUrl ? { imageUrl } : {}) }]
}
