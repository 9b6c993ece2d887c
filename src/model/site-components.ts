/**
 * The site's own React components (a Docusaurus site's `src/components/`, and those registered in
 * `src/theme/MDXComponents.js`), bundled into one module before the pages compile. Plain data: it
 * goes to the compile workers with the compiler's options.
 */
export interface SiteComponentsModule {
  /** Absolute path of the bundled ES module (in the OS temp folder, named by its hash and the process; see `writeTempModule`). */
  module: string
  /** Hash of the module's code: pages that use a site component depend on it (see `SITE_COMPONENTS_DEPENDENCY`). */
  hash: string
  /** The site folder. */
  rootDir: string
  /** The bundled component files (React pages included), relative to the site folder, `/`-separated. */
  files: readonly string[]
  /** Names registered in `src/theme/MDXComponents.js`: known on every page without an import. */
  global: readonly string[]
  /**
   * The admonition types the site renders with components of its own: those of its swizzled
   * `src/theme/Admonition/Types.js` that are not Docusaurus's (`:::strapi`, or a `tip` of its own).
   */
  admonitionTypes?: readonly string[] | undefined
}

/**
 * A component a page uses: an export of a bundled file, a name registered globally, or the
 * component of an admonition type (`src/theme/Admonition/Types.js`).
 */
export type SiteComponentRef = { file: string; export: string } | { global: string } | { admonition: string }

/**
 * The dependency recorded by pages whose HTML depends on the site's components (they use one, or
 * a tag that is not one of ours): the compile cache compares it with the module's hash.
 */
export const SITE_COMPONENTS_DEPENDENCY = '<site-components>'

/**
 * The dependency recorded by pages with an admonition on a Docusaurus site: whichever way its box
 * was made, a change in which types the site renders itself (`SiteComponentsModule.admonitionTypes`)
 * changes it (the compile cache compares the list).
 */
export const ADMONITION_TYPES_DEPENDENCY = '<admonition-types>'

/** Whether a recorded dependency stands for something other than a file of the content folder. */
export function isSiteDependency(dependency: string): boolean {
  return dependency === SITE_COMPONENTS_DEPENDENCY || dependency === ADMONITION_TYPES_DEPENDENCY
}

/**
 * How a bundled component renders: its HTML, with `CHILDREN_MARKER` where it put its children,
 * and the title and description of the `<Layout>` it rendered (a React page), if any.
 */
export type RenderSiteComponent = (
  ref: SiteComponentRef,
  props: Record<string, unknown>,
  hasChildren: boolean,
) => RenderedSiteComponent

/** What `RenderSiteComponent` gives. */
export interface RenderedSiteComponent {
  html: string
  layout?: PageLayout
}

/** What a React page's `<Layout title description>` says of it. */
export interface PageLayout {
  title?: string | undefined
  description?: string | undefined
}

/** What a site component renders in place of the children the page gives it (replaced by them). */
export const CHILDREN_MARKER = '<docsgen-children></docsgen-children>'
