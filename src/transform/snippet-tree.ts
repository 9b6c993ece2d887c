import type { Root, RootContent } from 'mdast'
import { VFile } from 'vfile'
import { parseFrontmatter } from '../parse/index.js'
import { type PageData, pageData } from './page-data.js'
import { type PrepareOptions, prepareMarkdown } from './prepare-markdown.js'
import { rebaseSnippet } from './rebase-snippet.js'

/** A snippet parsed for one inclusion, its nodes on the include's virtual lines. */
export interface SnippetTree {
  tree: Root
  /** What the early plugins learnt about the snippet (its imports, whether it has components). */
  data: PageData
  /** Lines of front matter before the body. */
  lineOffset: number
}

/**
 * Parse a snippet for inclusion into the page of `pageFile`: front matter dropped, the same text
 * rewrites and early plugins as a page (`prepare`), positions and problems moved to `lineBase`.
 */
export function parseSnippet(input: {
  source: string
  text: string
  prepare: (file: VFile) => Root
  pageFile: VFile
  lineBase: number
  /** The text rewrites (see `prepareMarkdown`). */
  rewrites: PrepareOptions
}): SnippetTree {
  const parsed = parseFrontmatter(input.text, input.source)
  const file = new VFile({ path: input.source, value: prepareMarkdown(parsed.body, input.rewrites) })
  const tree = input.prepare(file)
  rebaseSnippet({ tree, snippetFile: file, pageFile: input.pageFile, lineBase: input.lineBase })
  return { tree, data: pageData(file), lineOffset: parsed.bodyLine - 1 }
}

/**
 * A snippet's content for a place inside a line of text. A one-paragraph snippet gives its text
 * (in a span next to raw HTML such as `<summary>`, so it stays together without a paragraph). In
 * a paragraph, blocks cannot go: only the text of the snippet's paragraphs does.
 */
export function inlineContent(children: RootContent[], inParagraph: boolean): RootContent[] {
  const only = children[0]
  if (children.length === 1 && only?.type === 'paragraph') {
    return inParagraph ? only.children : [{ ...only, data: { ...only.data, hName: 'span' } }]
  }
  if (!inParagraph) return children
  return children.flatMap((child, i) =>
    child.type === 'paragraph' ? [...(i > 0 ? [{ type: 'text', value: ' ' } as const] : []), ...child.children] : [],
  )
}
