import * as z from 'zod'
import { sidebarItemSchema } from './sidebar-schema.js'

/** One docs version of `docs.versions`. */
export const versionSchema = z.strictObject({
  /** Version name (`current`, `1.0`). */
  name: z.string().min(1),
  /** Label shown in the version menu, the badge and the banner. */
  label: z.string(),
  /** Path segment of this version under `docs.routeBasePath` (`1.0` -> `/docs/1.0/`); `''`: the base itself. @default '' */
  path: z.string().default(''),
  /**
   * Folder of this version's Markdown, relative to the site root (`versioned_docs/version-1.0`):
   * its pages are built at this version's path, with its own sidebars, and the menu, badge,
   * banner and search follow the page's version. Without it, the first such version is the docs
   * folder's (`docs.contentDir`); any other is a version built elsewhere, which the menu only
   * links to (`/<path>` + the page's URL).
   */
  contentDir: z.string().min(1).optional(),
  /** This version's sidebars by id (the shape of `docs.sidebars`). @default docs.sidebars for the docs folder's version, else one generated sidebar */
  sidebars: z.record(z.string(), z.array(sidebarItemSchema)).optional(),
  /** File those sidebars came from, relative to the site root, for messages (`versioned_sidebars/version-1.0-sidebars.json`). */
  sidebarsFile: z.string().min(1).optional(),
  /**
   * A banner above this version's docs, linking to the same doc in `docs.lastVersion`:
   * `unreleased` (docs of a version not released yet), `unmaintained` (an old version). @default 'none'
   */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).default('none'),
  /**
   * Show the "Version: <label>" badge on this version's docs. @default true when `docs.versions`
   * lists more than one version, else false (a site with one version has nothing to tell apart;
   * Docusaurus's default too)
   */
  badge: z.boolean().optional(),
  /** Ask search engines not to index this version's docs (and leave them out of the sitemap). @default false */
  noIndex: z.boolean().default(false),
})
