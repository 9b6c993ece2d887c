import { posix } from 'node:path'
import type { Root } from 'mdast'
import type { Position } from 'unist'
import type { VFile } from 'vfile'
import { walkMdast } from './walk.js'

const RELATIVE_MARKDOWN = /^(?![a-z][a-z\d+.-]*:|\/|#)[^?#]*\.mdx?(?:[?#].*)?$/i

/**
 * Make a parsed snippet ready to splice into a page: move its positions to the include's virtual
 * lines (see `include-lines.ts`), move the problems found while parsing it to the page's file
 * (same lines), and make its relative `.md` links absolute, since they are written relative to
 * the snippet (`./other.md` in `snippets/a.md` -> `/snippets/other.md`).
 */
export function rebaseSnippet(tree: Root, snippetFile: VFile, pageFile: VFile, lineBase: number): void {
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
