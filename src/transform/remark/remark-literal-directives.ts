import type { Paragraph, Root, Text } from 'mdast'
import type { VFile } from 'vfile'
import { walkMdast } from '../walk.js'

/**
 * Put text and leaf directives back as the text they were written as. remark-directive reads
 * `10:30` as text `10` plus a directive named `30`, and `::name` on its own line as a leaf
 * directive; docsgen only uses container directives (`:::tip`), so the others are plain text.
 * The original characters are taken from the source, so nothing is lost or re-escaped.
 */
export function remarkLiteralDirectives() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value)
    walkMdast(tree, (node, index, parent) => {
      if (node.type !== 'textDirective' && node.type !== 'leafDirective') return
      const start = node.position?.start.offset
      const end = node.position?.end.offset
      const value =
        start !== undefined && end !== undefined
          ? source.slice(start, end)
          : `${node.type === 'leafDirective' ? '::' : ':'}${node.name}`
      const text: Text = { type: 'text', value }
      if (node.position) text.position = node.position
      if (node.type === 'leafDirective') {
        const paragraph: Paragraph = { type: 'paragraph', children: [text] }
        if (node.position) paragraph.position = node.position
        parent.children.splice(index, 1, paragraph)
      } else {
        parent.children.splice(index, 1, text)
      }
      return index + 1
    })
  }
}
