import type { RootContent } from 'mdast'
import type { Position } from 'unist'
import type { VFile } from 'vfile'
import type { ComponentNode, ComponentTagNode } from './components.js'

/**
 * Pair the opening and closing component tags of one list of siblings: the siblings between
 * `<Tabs>` and `</Tabs>` become the children of one `component` node (nested pairs first), and a
 * self-closing tag becomes a childless one. A closer without opener is reported and dropped; an
 * opener never closed is reported and keeps no children (what followed it stays in place). Linear
 * in the number of siblings: each node is moved once per level it ends up nested in.
 */
export function pairComponentTags(children: readonly RootContent[], file: VFile): RootContent[] {
  const out: RootContent[] = []
  const open: { tag: ComponentTagNode; at: number }[] = []
  for (const child of children) {
    if (child.type !== 'componentTag') {
      out.push(child)
      continue
    }
    if (child.kind === 'self') out.push(toComponent(child, [], child.position))
    else if (child.kind === 'open') {
      open.push({ tag: child, at: out.length })
      out.push(child)
    } else {
      let match = open.length - 1
      while (match >= 0 && open[match]?.tag.name !== child.name) match--
      if (match < 0) {
        reportStray(child, file)
        continue
      }
      for (const unclosed of open.splice(match + 1)) closeEmpty(unclosed, out, file)
      const start = open.pop()
      if (!start) continue
      const inner = out.splice(start.at + 1)
      const position = start.tag.position &&
        child.position && { start: start.tag.position.start, end: child.position.end }
      out[start.at] = toComponent(start.tag, inner, position)
    }
  }
  for (const unclosed of open) closeEmpty(unclosed, out, file)
  return out
}

function toComponent(tag: ComponentTagNode, children: RootContent[], position: Position | undefined): ComponentNode {
  const node: ComponentNode = {
    type: 'component',
    name: tag.name,
    attributes: tag.attributes,
    inline: tag.inline,
    children,
  }
  if (tag.expressions) node.expressions = tag.expressions
  if (position) node.position = position
  return node
}

function closeEmpty(unclosed: { tag: ComponentTagNode; at: number }, out: RootContent[], file: VFile): void {
  const { tag } = unclosed
  const message = file.message(`<${tag.name}> is never closed`, {
    place: tag.position,
    source: 'components',
    ruleId: 'unclosed-tag',
  })
  message.note = `add </${tag.name}> at the same level (same list item, admonition or paragraph), with blank lines around the Markdown inside; or write <${tag.name} /> if it has no content`
  message.fatal = true
  out[unclosed.at] = toComponent(tag, [], tag.position)
}

function reportStray(tag: ComponentTagNode, file: VFile): void {
  const message = file.message(`Closing tag </${tag.name}> has no matching <${tag.name}>`, {
    place: tag.position,
    source: 'components',
    ruleId: 'unexpected-closing-tag',
  })
  message.note = `remove it, or open <${tag.name}> at the same level: a component must open and close in the same list item, admonition or paragraph`
  message.fatal = true
}
