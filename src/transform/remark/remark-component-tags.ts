import type { Heading, Paragraph, Parent, Root, RootContent } from 'mdast'
import type { VFile } from 'vfile'
import { splitHtmlNode, splitTextNode, type TagContext, tagParagraph } from '../component-tag-nodes.js'
import { KNOWN_COMPONENTS, mayHaveComponents } from '../components.js'
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
    const context: TagContext = { file, known }
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
