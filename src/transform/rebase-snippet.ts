import { posix } from 'node:path'
import type { Root } from 'mdast'
import type { Position } from 'unist'
import type { VFile } from 'vfile'
import { walkMdast } from './walk.js'

const RELATIVE_MARKDOWN = /^(?![a-z][a-z\d+.-]*:|\/|#)[^?#]*\.mdx?(?:[?#].*)?$/i

/** Inputs of `rebaseSnippet`. */
export interface RebaseSnippetInput {
  /** The parsed snippet. */
  tree: Root
  /** The file the snippet was parsed from: its path and the problems found while parsing. */
  snippetFile: VFile
  /** The file of the page the snippet is included into. */
  pageFile: VFile
  /** Added to the snippet's lines (see `include-lines.ts`). */
  lineBase: number
}

/**
 * Make a parsed snippet ready to splice into a page: move its positions to the include's virtual
 * lines (see `include-lines.ts`), move the problems found while parsing it to the page's file
 * (same lines), and make its relative `.md` links absolute, since they are written relative to
 * the snippet (`./other.md` in `snippets/a.md` -> `/snippets/other.md`).
 */
export function rebaseSnippet({ tree, snippetFile, pageFile, lineBase }: RebaseSnippetInput): void {
  const dir = posix.dirname(snippetFile.path)
  walkMdast(tree, (node) => {
    if (node.position) node.position = shift(node.position, lineBase)
    if ((node.type === 'link' || node.type === 'definition') && RELATIVE_MARKDOWN.test(node.url)) {
      const joined = posix.join(dir, node.url)
      if (!joined.startsWith('../')) node.url = `/${joined}`
    }
  })
  for (const message of snippetFile.messages) {
    if (message.line != null) message.line += lineBase
    message.file = snippetFile.path
    pageFile.messages.push(message)
  }
}

// New objects: pairing may have let two nodes share one point.
function shift(position: Position, lineBase: number): Position {
  return {
    start: { ...position.start, line: position.start.line + lineBase },
    end: { ...position.end, line: position.end.line + lineBase },
  }
}
