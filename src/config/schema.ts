import * as z from 'zod'
import type { Diagnostic } from '../model/diagnostic.js'
import type { BlogAuthor } from '../model/route-graph.js'
import { blogSchema } from './blog-schema.js'
import { type DocEditUrlInput, editUrlSchema } from './edit-url-schema.js'
import { openapiSchema, searchSchema } from './feature-schema.js'
import { i18nSchema } from './i18n-schema.js'
import { markdownSchema } from './markdown-schema.js'
import type { ConfigSources } from './navbar-schema.js'
import { htmlItemSchema, linkSchema, navbarItemSchema, navbarVersionItemSchema } from './navbar-schema.js'
import { sidebarItemSchema } from './sidebar-schema.js'
import { versionSchema } from './version-schema.js'

export type { CategoryLinkInput, SidebarItemInput } from './sidebar-schema.js'

// The config is validated once per run: zod's JIT (a function generated with `new Function` per
// object schema, fast from the second parse on) costs more than it saves. Without it, the first
// parse of this site's config took 8-15 ms against 17-30 ms.
z.config({ jitless: true })

/** What to do about a class of problem: ignore it, print a warning, or fail the build. */
const reportingSeverity = z.enum(['ignore', 'warn', 'throw'])

/** Every setting of a docsgen site. This schema is the single source of fields, defaults and docs. */
export const siteConfigSchema = z.strictObject({
  /** Site title, shown in the navbar and after every page title. */
  title: z.string().min(1).optional(),
  /** One-line description of the site. @default '' */
  tagline: z.string().default(''),
  /** Absolute URL the site is published at, without the base path (`https://docs.example.com`). @default 'http://localhost' */
  url: z.url({ protocol: /^https?$/ }).default('http://localhost'),
  /** Path the site is served under; starts and ends with `/`. @default '/' */
  baseUrl: z
    .string()
    .regex(/^\/(?:[^/?#\s]+\/)*$/, 'must start and end with "/" (for example "/" or "/docs/")')
    .default('/'),
  /** Favicon path inside `static/`. */
  favicon: z.string().optional(),
  /**
   * The link-preview image (`og:image`) of pages without their own (front matter `image`): a
   * path of the site (`/img/social-card.png`) or an absolute URL.
   */
  image: z.string().min(1).optional(),
  /** Folders whose files are copied to the output root and can be linked (`/img/a.png`), relative to the site root. @default ['static'] */
  staticDirs: z.array(z.string().min(1)).default(['static']),
  /**
   * Stylesheets of the site, paths from the site root (`['src/css/custom.css']`), bundled into
   * the one stylesheet after the theme's (their `@import`s followed), so their rules win: colours,
   * fonts, classes the pages use. The theme's colours and fonts follow Docusaurus's Infima
   * variables when these set them (`--ifm-color-primary`, `--ifm-link-color`,
   * `--ifm-font-family-base`, `--ifm-font-family-monospace`, `--ifm-navbar-background-color`),
   * in either colour mode, the primary and link colours kept readable as text. @default []
   */
  customCss: z.array(z.string().min(1)).default([]),
  /** GitHub (or other) URL of the documentation's source repository, for the navbar link. */
  repositoryUrl: z.url().optional(),
  /**
   * "Edit this page" links of docs: a base URL the page's path under the content folder is
   * appended to, or a function of the doc (`{ version, versionDocsDirPath, docPath, permalink,
   * locale }`, as Docusaurus's docs plugin calls its `editUrl`) that returns the link (`undefined`
   * or `''`: none), called once per doc when the site is built.
   */
  editUrl: editUrlSchema<DocEditUrlInput>().optional(),
  i18n: i18nSchema,
  /**
   * A folder of standalone pages outside the docs, relative to the site root (a Docusaurus site's
   * `src/pages/`): each Markdown file (`.md`, `.mdx`) is a page at its path (`help.md` -> `/help`,
   * `index` files at their folder's URL) with a table of contents and no sidebar; each React
   * component file (`.js`, `.jsx`, `.ts`, `.tsx`, default export) is rendered to HTML at build
   * time, full width, titled by the `<Layout title>` it renders. Files and folders whose name
   * starts with `_`, tests (`*.test.js`) and `__tests__/` are not pages. `false`: none.
   * @default false (a Docusaurus site: 'src/pages')
   */
  pagesDir: z.union([z.string().min(1), z.literal(false)]).default(false),
  /**
   * A blog (see `blogSchema`): dated posts (`2024-05-01-launch.md`: `/blog/2024/05/01/launch`),
   * listed on `/blog`, by tag and by year, and in feeds. @default false (Docusaurus: its blog plugin's)
   */
  blog: z.union([z.literal(false), blogSchema]).default(false),
  /**
   * Values the site's own React components read (`useDocusaurusContext().siteConfig.customFields`,
   * the `config` prop of a React page). JSON values. @default {}
   */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** Documentation content settings. */
  docs: z
    .strictObject({
      /** Folder holding the Markdown sources, relative to the site root. @default 'content' */
      contentDir: z.string().default('content'),
      /** URL prefix of the docs; `/` serves them at the site root. @default '/' */
      routeBasePath: z.string().regex(/^\//, 'must start with "/"').default('/'),
      /** Show when each doc was last changed ("Last updated on May 1, 2024"), from git. @default false */
      showLastUpdateTime: z.boolean().default(false),
      /** Show who last changed each doc ("by Ada"), from git. @default false */
      showLastUpdateAuthor: z.boolean().default(false),
      /**
       * Docs versions, in the order the version menu lists them. The docs folder holds the first
       * version without a `contentDir`; each version with one is built from that folder (see
       * `versionSchema`). @default [{ name: 'current', label: 'Next' }]
       */
      versions: z
        .array(versionSchema)
        .min(1)
        .default([{ name: 'current', label: 'Next', path: '', banner: 'none', noIndex: false }]),
      /**
       * The version readers are sent to (the banner's link, search on pages of no version): a
       * name of `versions`. @default the first built version whose path is '', else the first built one
       */
      lastVersion: z.string().min(1).optional(),
      /** Edit links of every version's docs lead to the docs folder's file (`docs/intro.md`), not the version's own. @default false */
      editCurrentVersion: z.boolean().default(false),
      /**
       * Edit links of a doc a locale translates lead to the translation's file
       * (`…/i18n/fr/docusaurus-plugin-content-docs/current/intro.md`), not the default locale's;
       * a doc without a translation keeps its own. @default false
       */
      editLocalizedFiles: z.boolean().default(false),
      /** Hand-written sidebars by id. Without any, one sidebar per top-level folder is generated. */
      sidebars: z.record(z.string(), z.array(sidebarItemSchema)).optional(),
      /** Whether nested categories start collapsed when the sidebar does not say. @default true */
      sidebarCollapsed: z.boolean().default(true),
      /** Whether categories can be collapsed at all. @default true */
      sidebarCollapsible: z.boolean().default(true),
      /**
       * A sidebar with more links than this renders collapsed categories that have their own page
       * without their items: the toggle links to the category's page (where it is open) and, with
       * JavaScript, loads the items from that page in place. Keeps every page of a very large site
       * small. @default 300
       */
      lazySidebarAbove: z.number().int().min(0).default(300),
      /**
       * Globs (relative to the content folder) of Markdown files that are not pages, besides the
       * `_`-prefixed files and folders, which never are. @default []
       */
      exclude: z.array(z.string().min(1)).default([]),
      /** Folders under the content folder that hold include snippets (also published as pages). @default ['snippets'] */
      snippetDirs: z.array(z.string()).default(['snippets']),
    })
    .prefault({}),
  /** Version of the documented product, shown on the status page. */
  siteVersion: z.string().optional(),
  navbar: z
    .strictObject({
      /** Text beside the logo. */
      title: z.string().optional(),
      logo: z
        .strictObject({
          alt: z.string(),
          /** Logo for light mode, inside `static/`. */
          src: z.string(),
          /** Logo for dark mode. Defaults to `src`. */
          srcDark: z.string().optional(),
        })
        .optional(),
      /** @default [] */
      items: z
        .array(
          z.union([
            navbarItemSchema,
            navbarVersionItemSchema,
            htmlItemSchema.extend({
              /** `left` or `right` of the navbar. @default 'left' */
              position: z.enum(['left', 'right']).default('left'),
            }),
          ]),
        )
        .default([]),
      /** Hide the navbar while scrolling down. @default true */
      hideOnScroll: z.boolean().default(true),
      /** Show the docs version menu. @default true (a Docusaurus site: with a `docsVersionDropdown` item) */
      versionMenu: z.boolean().default(true),
      /** Show the language menu. @default true (a Docusaurus site: when its navbar has a `localeDropdown` item) */
      localeMenu: z.boolean().default(true),
    })
    .prefault({}),
  footer: z
    .strictObject({
      /** @default 'dark' */
      style: z.enum(['dark', 'light']).default('dark'),
      /** Link groups; `{ html }` items show their HTML as it is (a badge). @default [] */
      links: z
        .array(z.strictObject({ title: z.string(), items: z.array(z.union([linkSchema, htmlItemSchema])) }))
        .default([]),
      copyright: z.string().optional(),
      /**
       * An image above the copyright (a site path or URL; `srcDark` in dark mode), linked to `href`
       * if given, in the window `target` names (`_blank`: a new tab).
       */
      logo: z
        .strictObject({
          src: z.string().min(1),
          srcDark: z.string().min(1).optional(),
          alt: z.string().default(''),
          href: z.string().optional(),
          target: z.string().min(1).optional(),
          width: z.number().positive().optional(),
          height: z.number().positive().optional(),
        })
        .optional(),
    })
    .prefault({}),
  /** An optional bar above the navbar. */
  announcementBar: z
    .strictObject({
      /** Changing the id shows the bar again to readers who dismissed it. */
      id: z.string().min(1),
      /** HTML content (trusted: it comes from the config). */
      content: z.string(),
      /** @default '#fff' */
      backgroundColor: z.string().default('#fff'),
      /** @default '#000' */
      textColor: z.string().default('#000'),
      /** @default true */
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  colorMode: z
    .strictObject({
      /** @default 'light' */
      defaultMode: z.enum(['light', 'dark']).default('light'),
      /** Hide the light/dark switch. @default false */
      disableSwitch: z.boolean().default(false),
      /** Follow the reader's system preference until they choose. @default false */
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .prefault({}),
  tableOfContents: z
    .strictObject({
      /** @default 2 */
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      /** @default 3 */
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .prefault({})
    .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, {
      message: 'minHeadingLevel must not be greater than maxHeadingLevel',
    }),
  /** Placed between a page title and the site title in `<title>`. @default '|' */
  titleDelimiter: z.string().default('|'),
  /** Ask search engines not to index the site. @default false */
  noIndex: z.boolean().default(false),
  /** Links to pages that do not exist, during `build` (`check-links` always fails on them). @default 'warn' */
  onBrokenLinks: reportingSeverity.default('warn'),
  /**
   * Links to a heading or id a page does not have, during `build` (`check-links` always fails on
   * them). @default onBrokenLinks (a Docusaurus site: its `onBrokenAnchors`, else 'warn')
   */
  onBrokenAnchors: reportingSeverity.optional(),
  /** Links to `.md` files that do not exist, during `build`. @default 'warn' */
  onBrokenMarkdownLinks: reportingSeverity.default('warn'),
  /** Two sources claiming one URL. @default 'warn' */
  onDuplicateRoutes: reportingSeverity.default('warn'),
  /**
   * Publish the docs for machines: every page as Markdown at `<route>.md`, `/llms.txt` (the pages
   * by sidebar, with their descriptions) and `/llms-full.txt` (every page), and a "Copy page"
   * control on each docs page. A page leaves them out with `llms: false` in its front matter.
   * Off unless asked for, like the llms.txt plugins of other generators: it writes one more file
   * per page (at 10000 pages about a fifth more build time).
   * @default false
   */
  llms: z.boolean().default(false),
  search: searchSchema,
  /** OpenAPI documents rendered as API reference pages. @default [] */
  openapi: z.array(openapiSchema).default([]),
  /** Live code blocks (`live` meta on jsx fences). */
  liveCodeBlock: z
    .strictObject({
      /** Where the result panel goes. @default 'bottom' */
      playgroundPosition: z.enum(['top', 'bottom']).default('bottom'),
    })
    .prefault({}),
  /**
   * Extra stylesheets linked from every page after the theme's, by URL (a web font's CSS, a
   * file of `static/`): a string, or `{ href }`. The CSP of `_headers` allows their origins, and
   * web fonts from any HTTPS origin when one is on another site. @default []
   */
  stylesheets: z
    .array(z.union([z.string().min(1), z.strictObject({ href: z.string().min(1) })]))
    .default([])
    .transform((list) => list.map((entry) => (typeof entry === 'string' ? { href: entry } : entry))),
  /** Extra scripts added to every page (the CSP of `_headers` allows their origins). @default [] */
  scripts: z
    .array(
      z.strictObject({
        src: z.string(),
        /** @default true */
        async: z.boolean().default(true),
        /** @default false */
        defer: z.boolean().default(false),
      }),
    )
    .default([]),
  markdown: markdownSchema,
})

/** What users write in `site.config.ts`. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>

/** The validated config every stage receives (frozen), plus where it came from. */
export type ResolvedConfig = Readonly<
  Omit<z.output<typeof siteConfigSchema>, 'title' | 'blog'> & {
    title: string
    /** The blog's settings, with its authors file read (`false`: no blog). */
    blog: false | (z.output<typeof blogSchema> & { authors: Readonly<Record<string, BlogAuthor>> })
    /** Absolute path of the site root. */
    rootDir: string
    /** Config file relative to the site root, or undefined when defaults apply. */
    configFile?: string
    /**
     * What kind of site the config was read from: `docsgen` (`site.config.ts`, or defaults) or
     * `docusaurus` (`docusaurus.config.js` read as an input; its rules apply where the two differ,
     * such as number prefixes in file names and which front matter keys are worth a warning).
     */
    flavour: 'docsgen' | 'docusaurus'
    /** File the sidebars came from, relative to the site root (`sidebars.js`), when not the config file. */
    sidebarsFile?: string
    /**
     * Where each of `navbar.items` (see `NavbarItemSource`) and of `footer.links[g].items` is in a
     * Docusaurus config, whose indexes count items docsgen places itself or leaves out.
     */
    sources?: ConfigSources
    /**
     * The locale this config builds, when it is not the default one: a locale's pass of the
     * pipeline (see `localeConfigs`), at its path, with its translations applied.
     */
    locale?: string
    /** Notes about the config made while reading it (what a Docusaurus config holds that docsgen does not map). */
    notes: readonly Diagnostic[]
    /**
     * Set when the config holds a function (an `editUrl` function): a hash of the config file's
     * code as bundled, its imports included. Build keys are made from the config as JSON, which
     * leaves functions out; this makes them change when the code of such a function may have.
     * Such a site is never found up to date as a whole (see `siteKeyOf`): a function may read
     * what no key covers.
     */
    functionsKey?: string
  }
>
