import * as z from 'zod'

// The navbar's and the footer's items as site.config.ts writes them (`navbar.items`,
// `footer.links`); a Docusaurus site's come from its themeConfig (see docusaurus/map-theme-config.ts).

/** A link of a footer column. */
export const linkSchema = z.strictObject({
  /** Text of the link. */
  label: z.string(),
  /** A site path (`/user-docs/intro`), resolved against the base URL. */
  to: z.string().optional(),
  /** An absolute URL to another site. */
  href: z.string().optional(),
})

/**
 * An item of raw HTML among a footer column's links or a dropdown's (a badge, a separator, a
 * heading), written by the site's author and shown as it is.
 */
export const htmlItemSchema = z.strictObject({
  /** The item's HTML (`<hr />`, `<a href="…"><img …></a>`). */
  html: z.string(),
  /** Extra class names for theming. */
  className: z.string().optional(),
})

/** A navbar link, as an item of the navbar or of one of its dropdowns. */
const navbarLinkSchema = z.strictObject({
  /** Text shown in the navbar (a dropdown's button, with `items`). */
  label: z.string(),
  /** A site path; the item is active while the current route starts with it (or equals it, see `activeMatch`). */
  to: z.string().optional(),
  /** An absolute URL to another site. */
  href: z.string().optional(),
  /** A doc by id (`dev-docs/intro`): the item links to its page, wherever its slug puts it. */
  docId: z.string().min(1).optional(),
  /** A sidebar by id: the item links to the sidebar's first page. */
  sidebarId: z.string().min(1).optional(),
  /** Route pattern that marks this item active (`/user-docs/:rest*`). Defaults to `to` as a prefix. */
  activeMatch: z.string().optional(),
  /** Extra class names for theming. */
  className: z.string().optional(),
})

/**
 * A link to a docs version (Docusaurus's `docsVersion` navbar item): to the main doc of the version
 * of the page shown, or of the last version on pages of no version (the doc at the version's root,
 * else the first doc of its first sidebar, else its first doc), labelled with that version's label.
 * `label`, and `to` or `href`, replace what the version gives.
 */
export const navbarVersionLinkSchema = z.strictObject({
  docsVersion: z.literal(true),
  /** Text shown instead of the version's label. */
  label: z.string().optional(),
  /** A site path to link to instead of the version's main doc. */
  to: z.string().optional(),
  /** An absolute URL to link to instead of the version's main doc. */
  href: z.string().optional(),
  /** Extra class names for theming. */
  className: z.string().optional(),
})

/**
 * Where an item of `navbar.items` was written in a config docsgen read as an input (a Docusaurus
 * config: `themeConfig.navbar.items[2]`, whose indexes count items docsgen places itself, such as a
 * `docsVersionDropdown`, or leaves out), and its dropdown's items, for messages.
 */
export interface NavbarItemSource {
  path: string
  items?: readonly string[]
}

/** Where the navbar's items and the footer's links were written in a config read as an input, for messages. */
export interface ConfigSources {
  navbar: readonly NavbarItemSource[]
  /** Per footer column, where each of its links is (`themeConfig.footer.links[1].items[3]`, counting links left out). */
  footer: readonly (readonly string[])[]
}

/** Where a navbar item goes, and how assistive technology names it. */
const placed = {
  /** `left` or `right` of the navbar. @default 'left' */
  position: z.enum(['left', 'right']).default('left'),
  /** Accessible label, for icon-only items such as the GitHub link. */
  ariaLabel: z.string().optional(),
}

/** A `docsVersion` link as an item of the navbar (see `navbarVersionLinkSchema`). */
export const navbarVersionItemSchema = navbarVersionLinkSchema.extend(placed)

export const navbarItemSchema = navbarLinkSchema.extend({
  ...placed,
  /**
   * A dropdown: these links open from the item's button (its own `to`, `href`, `docId` are not
   * used); each is active on its own page, below its `to`, or where its `activeMatch` says.
   * `{ html }` items show their HTML as it is (a separator, a heading).
   */
  items: z
    .array(z.union([navbarLinkSchema, htmlItemSchema, navbarVersionLinkSchema]))
    .min(1)
    .optional(),
})
