import type { BlockContent, DefinitionContent, Paragraph, Root } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { VFile } from 'vfile'
import { type ComponentNode, componentsOf, generated, renderAs, stringAttribute } from '../components.js'
import { walkMdast } from '../walk.js'

/**
 * Docusaurus theme components written as tags (imported from `@theme/Admonition` and
 * `@theme/Details`), rendered as ours:
 *
 * ```md
 * <Admonition type="tip" title="Pro tip">       same as :::tip[Pro tip] … :::
 *
 * Body **Markdown**.
 *
 * </Admonition>
 *
 * <Details summary="More">…</Details>           a <details> element (or <summary> written inside)
 * ```
 *
 * An admonition becomes a container directive here, so `remarkAdmonitions` (next) renders it
 * like any other.
 */
export function remarkThemeComponents() {
  return (tree: Root, file: VFile): void => {
    const components = componentsOf(tree, file)
    if (!components.some((node) => node.name === 'Admonition' || node.name === 'Details')) return
    for (const node of components) if (node.name === 'Details') renderDetails(node)
    walkMdast(tree, (node, index, parent) => {
      if (node.type !== 'component' || node.name !== 'Admonition') return undefined
      parent.children.splice(index, 1, asDirective(node) as (typeof parent.children)[number])
      return undefined
    })
  }
}

function asDirective(node: ComponentNode): ContainerDirective {
  const title = stringAttribute(node, 'title')
  const label: Paragraph[] = title
    ? [{ type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: title }] }]
    : []
  const directive: ContainerDirective = {
    type: 'containerDirective',
    name: stringAttribute(node, 'type') ?? 'note',
    attributes: {},
    children: [...label, ...(node.children as (BlockContent | DefinitionContent)[])],
  }
  if (node.position) directive.position = node.position
  return directive
}

function renderDetails(node: ComponentNode): void {
  renderAs(node, 'details', {})
  const summary = stringAttribute(node, 'summary')
  if (summary) node.children.unshift(generated('summary', {}, [{ type: 'text', value: summary }]))
}
