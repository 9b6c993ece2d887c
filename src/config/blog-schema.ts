import * as z from 'zod'
import { type BlogEditUrlInput, editUrlSchema } from './edit-url-schema.js'

// The blog's settings as site.config.ts writes them (`blog`); a Docusaurus site's come from its
// blog plugin (see docusaurus/map-blog.ts).

/**
 * A blog's settings (`blog` in the config), each with Docusaurus's default. Each Markdown file of
 * `dir` is a dated post (front matter `date`, `slug`, `authors`, `tags`), listed newest first on
 * the blog's pages, by tag on `<base>/tags/<tag>`, by year on `<base>/archive`, and in RSS and Atom
 * feeds; a `<!-- truncate -->` line ends the part of a post the lists show.
 */
export const blogSchema = z.strictObject({
  /** Folder of the posts, relative to the site root. @default 'blog' */
  dir: z.string().min(1).default('blog'),
  /** URL of the blog's first page; posts, tags and the archive are under it. @default '/blog' */
  routeBasePath: z.string().regex(/^\//, 'must start with "/"').default('/blog'),
  /** Title of the blog's list pages (and of its feeds). @default 'Blog' */
  title: z.string().default('Blog'),
  /** Description of the list pages and feeds. @default 'Blog' */
  description: z.string().default('Blog'),
  /** Posts per list page; `'ALL'`: one page. @default 10 */
  postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
  /** Posts listed in the blog's sidebar, newest first; `'ALL'`, or 0 for no sidebar. @default 5 */
  sidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
  /** Heading of the blog's sidebar. @default 'Recent posts' */
  sidebarTitle: z.string().default('Recent posts'),
  /** Show each post's reading time ("4 min read"). @default true */
  showReadingTime: z.boolean().default(true),
  /** Feeds to publish (`<routeBasePath>/rss.xml`, `atom.xml`); `[]`: none. @default ['rss', 'atom'] */
  feeds: z.array(z.enum(['rss', 'atom'])).default(['rss', 'atom']),
  /** The posts' authors by key (YAML), relative to `dir`; front matter `authors: [key]` names them. @default 'authors.yml' */
  authorsFile: z.string().default('authors.yml'),
  /**
   * "Edit this page" links of posts: a base URL the post's path in `dir` is appended to, or a
   * function of the post (`{ blogDirPath, blogPath, permalink, locale }`, as Docusaurus's blog
   * plugin calls its `editUrl`) that returns the link (`undefined` or `''`: none).
   */
  editUrl: editUrlSchema<BlogEditUrlInput>().optional(),
  /**
   * Edit links of a post a locale translates lead to the translation's file
   * (`…/i18n/fr/docusaurus-plugin-content-blog/2024-05-01-launch.md`), not the default locale's;
   * a post without a translation keeps its own. @default false
   */
  editLocalizedFiles: z.boolean().default(false),
})
