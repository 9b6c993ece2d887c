import type { VFile } from 'vfile'
import type { Position } from '../model/diagnostic.js'
import type { Heading, PageLink, SearchSection } from '../model/page.js'
import type { PageLayout, SiteComponentRef } from '../model/site-components.js'
import type { ComponentNode } from './component-node.js'
import type { IncludedFile } from './include-lines.js'

/** An MDX-style `import Name from 'path'` line found at the top level of a page (resolved later). */
export interface PageImport {
  /** The import clause as written: `InstallCommand`, `{ A, B }`, `* as C`. */
  name: string
  specifier: string
  /** Where the import line starts (in the file the import is written in). */
  position?: Position
}

/** What the plugins learn about a page while compiling it; read by the compiler afterwards. */
export interface PageData {
  /** Path of the page relative to the content folder (`dev-docs/cli.md`). */
  source: string
  headings: Heading[]
  links: PageLink[]
  /** Start offsets of Markdown links already recorded, so raw HTML links are not counted twice. */
  linkOffsets: Set<number>
  anchors: string[]
  imports: PageImport[]
  /** Names bound to the site's components by the page's (and its snippets') imports. */
  siteComponents: Map<string, SiteComponentRef>
  /** Names the page's `export const` / `export function` lines define. */
  exports: Set<string>
  /** Set once a JavaScript expression docsgen does not run has been reported (one per file). */
  reportedUnevaluated?: boolean
  /** Set by `remarkComponentTags` when the page (or a snippet it includes) has component tags. */
  hasComponents?: boolean
  /** Component nodes in document order, see `componentsOf`. */
  components?: ComponentNode[]
  /** Snippets spliced into the page, in include order (see `include-lines.ts`). */
  includes: IncludedFile[]
  /** Snippet files the page read or tried to read, relative to the content folder. */
  dependencies: Set<string>
  /** Files beside the page it links to, by path from the content folder: where each is published. */
  localFiles: Map<string, string>
  firstH1?: string
  /** What the `<Layout>` a React page rendered says of it (its title, description). */
  layout?: PageLayout
  contentTitle?: string
  firstParagraph?: string
  sections: SearchSection[]
  /** The page's Markdown form (`rehypeMarkdownForm`), when asked for. */
  markdown?: string
  /** Highlighted blocks of the page's previous body (see `highlightSeedOf`), when the compiler was given it. */
  highlightSeed?: Map<string, string>
}

declare module 'vfile' {
  interface DataMap {
    page: PageData
  }
}

/** The page data of `file`, created on first use. */
export function pageData(file: VFile): PageData {
  let data = file.data.page
  if (!data) {
    data = {
      source: file.path ?? '',
      headings: [],
      links: [],
      linkOffsets: new Set(),
      anchors: [],
      imports: [],
      siteComponents: new Map(),
      exports: new Set(),
      includes: [],
      dependencies: new Set(),
      localFiles: new Map(),
      sections: [],
    }
    file.data.page = data
  }
  return data
}
