import type { VFile } from 'vfile'
import type { Heading, PageLink } from '../model/page.js'

/** An MDX-style `import Name from 'path'` line found at the top level of a page (resolved later). */
export interface PageImport {
  /** The import clause as written: `InstallCommand`, `{ A, B }`, `* as C`. */
  name: string
  specifier: string
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
  firstH1?: string
  contentTitle?: string
  firstParagraph?: string
  text: string
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
      text: '',
    }
    file.data.page = data
  }
  return data
}
