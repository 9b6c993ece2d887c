import * as z from 'zod'

// "Edit this page": a base URL the page's path is appended to, or a function of the page, as
// Docusaurus's docs and blog plugins take their `editUrl`. A function stays in the resolved config
// (which never crosses a thread: workers get compiler options and page props); the graph stage
// calls it once per page and the route nodes carry the strings it returned.

/** What an `editUrl` function is given for a doc: the arguments of Docusaurus's docs plugin. */
export interface DocEditUrlInput {
  /** The doc's version: `current` (the docs folder), or a released version's name (`1.0`). */
  version: string
  /** The version's docs folder, from the site folder (`docs`, `versioned_docs/version-1.0`). */
  versionDocsDirPath: string
  /** The doc's file, from the folder it was read from (`guides/install.md`; a translation's path is the same). */
  docPath: string
  /** The doc's URL path, the base URL included (`/fr/docs/guides/install`). */
  permalink: string
  /** The locale being built (`en`, `fr`). */
  locale: string
}

/** What an `editUrl` function is given for a blog post: the arguments of Docusaurus's blog plugin. */
export interface BlogEditUrlInput {
  /**
   * The folder the post was read from, from the site folder: the blog's (`blog`), or in a
   * locale's pass, the locale's translation of it (`i18n/fr/docusaurus-plugin-content-blog`).
   */
  blogDirPath: string
  /** The post's file, from that folder (`2024-05-01-launch.md`). */
  blogPath: string
  /** The post's URL path, the base URL included (`/blog/2024/05/01/launch`). */
  permalink: string
  /** The locale being built (`en`, `fr`). */
  locale: string
}

/** An `editUrl` function: the page's "Edit this page" URL; `undefined` or `''` for no link. */
export type EditUrlFunction<Input> = (input: Input) => string | undefined

/**
 * An `editUrl` setting: a base URL (`https://github.com/acme/docs/edit/main/`) or an
 * `EditUrlFunction`. Its input and output are typed, not checked: what it returns is checked
 * where it is called.
 */
export function editUrlSchema<Input>() {
  return z.union([z.url(), z.function({ input: [z.custom<Input>()], output: z.custom<string | undefined>() })])
}
