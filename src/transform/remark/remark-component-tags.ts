import type { Heading, Paragraph, Parent, Root, RootContent } from 'mdast'
import type { Point } from 'unist'
import type { VFile } from 'vfile'
import { splitHtmlNode, splitTextNode, type TagContext, tagParagraph } from '../component-tag-nodes.js'
import { KNOWN_COMPONENTS, mayHaveComponents, THEME_IMPORTS } from '../components.js'
import { pageData } from '../page-data.js'
import { pairComponentTags } from '../pair-component-tags.js'
import { importedNames } from './remark-mdx-imports.js'

/** Parents whose children are blocks; tags anywhere else are inside a line of text. */
const FLOW_PARENTS = new Set([
  'root',
  'blockquote',
  'listItem',
  'containerDirective',
  'footnoteDefinition',
  'component',
])

/**
 * Turn component tags written in the Markdown into `component` nodes (see `components.ts`):
 *
 * ```md
 * <Tabs groupId="js-ts">
 * <TabItem value="js" label="JavaScript">
 *
 * Markdown inside, **with** blank lines around it.
 *
 * </TabItem>
 * </Tabs>
 *
 * ## Audit logs <GoldBadge />
 * ```
 *
 * Tags open and close at one sibling level (flow) or inside one line of text (inline). Lowercase
 * HTML (`<details>`) stays raw HTML. Pages without any `<Uppercase` text are skipped at once.
 * Known names: ours, those the page imports, and `globals` (the site's registered components).
 */
export function remarkComponentTags(options: { globals?: ReadonlySet<string> | undefined } = {}) {
  const globals = [...(options.globals ?? [])]
  return (tree: Root, file: VFile): void => {
    if (!mayHaveComponents(String(file.value))) return
    const data = pageData(file)
    const known = new Set([...KNOWN_COMPONENTS.keys(), ...globals, ...data.imports.flatMap(importedNames)])
    const aliases = new Map<string, string>()
    for (const entry of data.imports) {
      const ours = THEME_IMPORTS.get(entry.specifier)
      if (ours && /^[\w$]+$/.test(entry.name) && entry.name !== ours) aliases.set(entry.name, ours)
    }
    const context: TagContext = { file, known, aliases }
    resolve(tree, context)
    data.hasComponents = true
  }
}

/** Split and pair the tags among `parent`'s children, then go down into containers. */
function resolve(parent: Parent, context: TagContext): void {
  const inline = !FLOW_PARENTS.has(parent.type)
  const split: RootContent[] = []
  for (const child of parent.children) {
    if (child.type === 'html') split.push(...(splitHtmlNode(child, inline, context) ?? [child]))
    else if (child.type === 'text' && mayHaveComponents(child.value))
      split.push(...(splitTextNode(child, context) ?? [child]))
    else if (child.type === 'paragraph' || child.type === 'heading') split.push(...resolveLine(child, context))
    else split.push(child)
  }
  parent.children = pairComponentTags(split, context.file)
  descend(parent.children, context)
}

/** Paired components hold siblings that were already split: only their containers need a visit. */
function descend(children: readonly RootContent[], context: TagContext): void {
  for (const child of children) {
    if (child.type === 'component') descend(child.children, context)
    else if (child.type !== 'paragraph' && child.type !== 'heading' && 'children' in child) resolve(child, context)
  }
}

/**
 * Resolve the tags of a paragraph or heading. A paragraph made only of tags (a tag written over
 * several lines is a paragraph in CommonMark) gives its tags to the parent level, and a paragraph
 * that is just one block component (`<TabItem value="a">Text</TabItem>`) is replaced by it.
 */
function resolveLine(node: Paragraph | Heading, context: TagContext): RootContent[] {
  const parts = node.type === 'paragraph' ? splitAtTagLine(node, context.file) : undefined
  if (parts) return parts.flatMap((part) => resolveLine(part, context))
  const tagText = (child: RootContent) => child.type === 'text' && mayHaveComponents(child.value)
  if (!node.children.some((child) => child.type === 'html' || tagText(child))) return [node]
  const tagsOnly = node.type === 'paragraph' ? tagParagraph(node, context) : undefined
  if (tagsOnly) return tagsOnly
  const split: RootContent[] = node.children.flatMap((child): RootContent[] =>
    child.type === 'html'
      ? (splitHtmlNode(child, true, context) ?? [child])
      : child.type === 'text' && tagText(child)
        ? (splitTextNode(child, context) ?? [child])
        : [child],
  )
  const blank = (child: RootContent) => child.type === 'text' && child.value.trim() === ''
  if (node.type === 'paragraph' && split.every((child) => child.type === 'componentTag' || blank(child))) {
    return split.flatMap((child) => (child.type === 'componentTag' ? [{ ...child, inline: false }] : []))
  }
  node.children = pairComponentTags(split, context.file) as typeof node.children
  for (const child of node.children) if (child.type !== 'component' && 'children' in child) resolve(child, context)
  const meaningful = node.children.filter((child) => !blank(child))
  const only = meaningful[0]
  if (node.type === 'paragraph' && meaningful.length === 1 && only?.type === 'component') {
    if (KNOWN_COMPONENTS.get(only.name) === 'block') {
      const inner: Paragraph = { type: 'paragraph', children: only.children as Paragraph['children'] }
      if (node.position) inner.position = node.position
      only.children = only.children.length > 0 ? [inner] : []
      only.inline = false
      return [only]
    }
  }
  return [node]
}

/** A line that starts with a component tag (`<Tabs>`, `</TabItem>`), indented or not. */
const TAG_LINE = /\n([ \t]*)<\/?[A-Z]/g

/**
 * A paragraph split before its first line that starts with a component tag, as MDX 1 reads it: a
 * line starting with a tag interrupts a paragraph, and its block runs to the next blank line.
 * CommonMark keeps such a line in the paragraph (an HTML block of that kind cannot interrupt one):
 *
 * ```md
 * The configuration should include the following:
 * <Tabs>
 * <TabItem value="js" label="JavaScript">
 * ```
 *
 * Undefined when there is no such line, or the paragraph's text is not as written at that point.
 */
function splitAtTagLine(node: Paragraph, file: VFile): Paragraph[] | undefined {
  const start = node.position?.start
  const end = node.position?.end
  if (start?.offset === undefined || end?.offset === undefined) return undefined
  const source = String(file.value)
  const value = source.slice(start.offset, end.offset)
  TAG_LINE.lastIndex = 0
  const match = TAG_LINE.exec(value)
  if (!match) return undefined
  const at = start.offset + match.index + 1 + (match[1]?.length ?? 0)
  const before: Paragraph['children'] = []
  const after: Paragraph['children'] = []
  const middle = pointAfter(source, { line: start.line, offset: start.offset }, at)
  for (const child of node.children) {
    const position = child.position
    const from = position?.start.offset
    const to = position?.end.offset
    if (!position || from === undefined || to === undefined) return undefined
    if (to <= at) before.push(child)
    else if (from >= at) after.push(child)
    else if (child.type === 'text' && source.slice(from, to) === child.value) {
      before.push({
        ...child,
        value: child.value.slice(0, at - from),
        position: { start: position.start, end: middle },
      })
      after.push({ ...child, value: child.value.slice(at - from), position: { start: middle, end: position.end } })
    } else return undefined
  }
  const last = before[before.length - 1]
  if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '')
  const first: Paragraph = { type: 'paragraph', children: before, position: { start, end: middle } }
  const rest: Paragraph = { type: 'paragraph', children: after, position: { start: middle, end } }
  return [first, rest]
}

/** The point at `offset` of `source`, counted from `from` (lines may be a snippet's virtual ones). */
function pointAfter(source: string, from: { line: number; offset: number }, offset: number): Point {
  let line = from.line
  for (let i = source.indexOf('\n', from.offset); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) line++
  return { line, column: offset - source.lastIndexOf('\n', offset - 1), offset }
}
