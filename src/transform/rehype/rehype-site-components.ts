import type { Element, ElementContent, Root, RootContent } from 'hast'
import type { VFile } from 'vfile'
import { REACT_PAGE_SOURCE } from '../../model/page.js'
import { CHILDREN_MARKER, type RenderSiteComponent, type SiteComponentRef } from '../../model/site-components.js'
import { pageData } from '../page-data.js'
import { SITE_COMPONENT_ELEMENT } from '../remark/remark-site-components.js'

/**
 * Render the site's components marked by `remarkSiteComponents` with React (the bundled module's
 * `render`), innermost first, with the attributes written on the tag as props and the Markdown
 * inside as children: the component's HTML goes in as raw HTML around the children's own nodes
 * (where it rendered `CHILDREN_MARKER`), so `rehypeRaw` parses both into one tree and the steps
 * after (links, anchors, search text, highlighting) see the component's output like any HTML.
 * A component that fails (it did not compile, throws, is not a component) gives a warning at its
 * tag, and its children are shown without it.
 */
export function rehypeSiteComponents(options: { render: RenderSiteComponent }) {
  return (tree: Root, file: VFile): void => {
    if (hasSiteComponent(tree)) tree.children = renderAll(tree.children, { file, render: options.render })
  }
}

interface RenderContext {
  file: VFile
  render: RenderSiteComponent
}

function hasSiteComponent(node: Root | RootContent): boolean {
  if (node.type === 'element' && node.tagName === SITE_COMPONENT_ELEMENT) return true
  return 'children' in node && node.children.some(hasSiteComponent)
}

function renderAll<T extends RootContent | ElementContent>(children: T[], context: RenderContext): T[] {
  return children.flatMap((child): T[] => {
    if (child.type !== 'element') return [child]
    if (hasSiteComponent(child)) child.children = renderAll(child.children, context)
    return child.tagName === SITE_COMPONENT_ELEMENT ? (renderOne(child, context) as T[]) : [child]
  })
}

function renderOne(element: Element, { file, render }: RenderContext): ElementContent[] {
  const name = String(element.properties.dataName ?? '')
  const children = element.children
  const hasChildren = children.some((child) => child.type !== 'text' || child.value.trim() !== '')
  let html: string
  let ref: SiteComponentRef | undefined
  try {
    ref = JSON.parse(String(element.properties.dataRef)) as SiteComponentRef
    const props = JSON.parse(String(element.properties.dataProps)) as Record<string, unknown>
    const rendered = render(ref, props, hasChildren)
    html = rendered.html
    // A React page's <Layout> names the page (the first one rendered, should there be more).
    if (rendered.layout) pageData(file).layout ??= rendered.layout
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const message = file.message(
      `Component <${name}> could not be rendered: ${reason}; its content is shown without it`,
      {
        place: element.position,
        source: 'components',
        ruleId: 'render-failed',
      },
    )
    // Name the file to fix: the component's module (a React page's own), the registry of global
    // ones, or the site's admonition types.
    const where =
      ref === undefined
        ? 'src/components/'
        : 'file' in ref
          ? ref.file
          : 'admonition' in ref
            ? 'src/theme/Admonition/Types'
            : 'src/theme/MDXComponents.js'
    message.note = REACT_PAGE_SOURCE.test(file.path)
      ? `fix the page's module (${where}): its default export must render on the server`
      : `fix the component (${where}), or remove the tag`
    return children
  }
  const parts = html.split(CHILDREN_MARKER)
  const start = element.position?.start
  const position = start && { start, end: start }
  const out: ElementContent[] = []
  parts.forEach((part, i) => {
    if (i > 0) out.push(...(i === 1 ? children : structuredClone(children)))
    // At the tag: what rehypeRaw parses out of it (an image, a link) is reported there.
    if (part !== '') out.push({ type: 'raw', value: part, ...(position ? { position } : {}) })
  })
  return out
}
