import type { Nodes, PhrasingContent, Root } from 'mdast'
import { decline } from './decline.js'
import type { ContentMap, LineIndex } from './source-map.js'

/**
 * The inline content of one paragraph or heading as micromark reads it: `micromark` parses
 * `content` as a document of its own (the processor's extensions, so autolink literals, text
 * directives, entities and inline HTML come out as in the whole document), and each node's
 * position is moved to the source through `map`. Its lines are those of the paragraph without
 * container markers or indentation, which micromark leaves out of inline nodes in the whole
 * document too. The content must read as exactly one paragraph spanning all of it: if micromark
 * takes a line for the start of another block, the document is declined.
 */
export function inlineByMicromark(
  micromark: (text: string) => Root,
  { lines, content, map }: { lines: LineIndex; content: string; map: ContentMap },
): PhrasingContent[] {
  const root = micromark(content)
  const [only] = root.children
  if (
    root.children.length !== 1 ||
    only?.type !== 'paragraph' ||
    only.position?.start.offset !== 0 ||
    only.position.end.offset !== content.length
  )
    return decline('inline content micromark reads as other blocks')
  for (const child of only.children) moveToSource(child, lines, map)
  return only.children
}

/** Positions of `node` and its descendants, from offsets in the content to points in the source. */
function moveToSource(node: Nodes, lines: LineIndex, map: ContentMap): void {
  const { position } = node
  if (position) {
    const { offset: start } = position.start
    const { offset: end } = position.end
    if (start === undefined || end === undefined) decline('micromark position without offsets')
    const from = map.at(start)
    // An empty node keeps one point (the end of a range reaching back to a line's end is for
    // nodes that hold characters).
    node.position = lines.position(from, end === start ? from : map.endAt(end))
  }
  if ('children' in node) for (const child of node.children) moveToSource(child, lines, map)
}
