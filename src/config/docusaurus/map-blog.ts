import { type MathFound, mapMarkdownPlugins } from './map-markdown.js'
import { bool, isObject, type Obj, routeBase, siteRelative, str } from './values.js'

/** Options of the blog plugin that change nothing docsgen makes. */
const QUIET_BLOG = new Set(['id'])

/** Options whose Docusaurus default is what docsgen does; another value is noted. */
const DEFAULT_VALUES: Readonly<Record<string, unknown>> = {
  sortPosts: 'descending',
  tagsBasePath: 'tags',
  archiveBasePath: 'archive',
  pageBasePath: 'page',
}

/**
 * The blog plugin's options (the classic preset's `blog`, or `@docusaurus/plugin-content-blog`)
 * as docsgen's `blog` settings; what docsgen does not do with them is noted. Undefined options
 * (the preset given no `blog`): Docusaurus's defaults, posts in `blog/`.
 */
export function mapBlog(
  options: unknown,
  at: { rootDir: string; note: (key: string) => void; where: string; math?: MathFound },
): Obj {
  const blog: Obj = {}
  if (!isObject(options)) return blog
  let dir = 'blog'
  let editUrl: unknown
  for (const [key, value] of Object.entries(options)) {
    const where = `${at.where}.${key}`
    switch (key) {
      case 'path':
        if (typeof value === 'string') dir = siteRelative(at.rootDir, value)
        break
      case 'routeBasePath':
        if (typeof value === 'string') blog.routeBasePath = routeBase(value)
        break
      case 'blogTitle':
        if (typeof value === 'string') blog.title = value
        break
      case 'blogDescription':
        if (typeof value === 'string') blog.description = value
        break
      case 'postsPerPage':
        if (value === 'ALL' || (typeof value === 'number' && value > 0)) blog.postsPerPage = value
        break
      case 'blogSidebarCount':
        if (value === 'ALL' || (typeof value === 'number' && value >= 0)) blog.sidebarCount = value
        break
      case 'blogSidebarTitle':
        if (typeof value === 'string') blog.sidebarTitle = value
        break
      case 'showReadingTime': {
        const show = bool(value)
        if (show !== undefined) blog.showReadingTime = show
        break
      }
      case 'authorsMapPath':
        if (typeof value === 'string') blog.authorsFile = value
        break
      case 'feedOptions':
        blog.feeds = mapFeeds(value, () => at.note(`${where}.type`))
        if (isObject(value) && Object.keys(value).some((k) => k !== 'type')) at.note(`${where} (besides type)`)
        break
      case 'editUrl':
        // A function is called for each post by the graph stage, with Docusaurus's arguments.
        if (typeof value === 'string' || typeof value === 'function') editUrl = value
        else if (value !== undefined) at.note(where)
        break
      case 'editLocalizedFiles': {
        // Edit links of a translated post lead to its file in i18n/<locale>/.
        const localized = bool(value)
        if (localized !== undefined) blog.editLocalizedFiles = localized
        break
      }
      case 'remarkPlugins':
      case 'rehypePlugins':
      case 'beforeDefaultRemarkPlugins':
      case 'beforeDefaultRehypePlugins':
        if (at.math) mapMarkdownPlugins(value, { where, note: at.note, found: at.math })
        else if (value !== undefined) at.note(where)
        break
      default:
        if (Object.hasOwn(DEFAULT_VALUES, key)) {
          if (value !== undefined && value !== DEFAULT_VALUES[key]) at.note(where)
        } else if (!QUIET_BLOG.has(key) && value !== undefined) at.note(where)
    }
  }
  blog.dir = dir
  // Docusaurus appends the post's path from the site folder, the blog folder included.
  if (typeof editUrl === 'function') blog.editUrl = editUrl
  else if (typeof editUrl === 'string' && editUrl !== '')
    blog.editUrl = `${editUrl.replace(/\/+$/, '')}/${dir === '' ? '' : `${dir}/`}`
  return blog
}

/** `feedOptions.type`: `'rss'`, `'atom'`, `'all'`, a list of them, `null` for none; JSON feeds are not made. */
function mapFeeds(options: unknown, noteJson: () => void): string[] {
  const type = isObject(options) ? options.type : undefined
  if (type === null) return []
  if (type === undefined) return ['rss', 'atom']
  const types = (Array.isArray(type) ? type : [type]).map((t) => str(t))
  if (types.includes('all')) return ['rss', 'atom']
  if (types.includes('json')) noteJson()
  return types.filter((t): t is string => t === 'rss' || t === 'atom')
}
