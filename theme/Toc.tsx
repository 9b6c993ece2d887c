import { classes, useInfimaClasses } from './infima-classes.js'

/** A heading listed in the table of contents. */
export interface TocItem {
  id: string
  /** Plain text of the heading. */
  text: string
  /** The heading's text in parts when it has inline code or emphasis (see `TocPart`). */
  marked?: readonly TocPart[]
  depth: number
}

/** A part of a heading's text: plain, or inside inline code or emphasis. */
export type TocPart = string | { mark: 'code' | 'em' | 'strong' | 'del'; parts: readonly TocPart[] }

/** A heading's parts as elements: `code`, `em`, `strong` and `del` around their text. */
function Marked({ parts }: { parts: readonly TocPart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        if (typeof part === 'string') return part
        const Mark = part.mark
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one heading, fixed
          <Mark key={index}>
            <Marked parts={part.parts} />
          </Mark>
        )
      })}
    </>
  )
}

interface TocNode {
  item: TocItem
  children: TocNode[]
}

/** Nest a flat heading list: each heading goes under the closest previous shallower one. */
function nestHeadings(items: readonly TocItem[]): TocNode[] {
  const root: TocNode[] = []
  const stack: TocNode[] = []
  for (const item of items) {
    const node: TocNode = { item, children: [] }
    while (stack.length > 0 && (stack[stack.length - 1]?.item.depth ?? 0) >= item.depth) stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) parent.children.push(node)
    else root.push(node)
    stack.push(node)
  }
  return root
}

/** `listClass` on the outer list only, `linkClass` on every link (Infima's, on a Docusaurus site). */
function TocList({
  nodes,
  listClass,
  linkClass,
}: {
  nodes: readonly TocNode[]
  listClass?: string | undefined
  linkClass?: string | undefined
}) {
  return (
    <ul className={listClass}>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a className={linkClass} href={`#${item.id}`}>
            {item.marked ? <Marked parts={item.marked} /> : item.text}
          </a>
          {children.length > 0 ? <TocList nodes={children} linkClass={linkClass} /> : null}
        </li>
      ))}
    </ul>
  )
}

/** Props of `Toc`. */
export interface TocProps {
  /** Headings already filtered to the levels to show. */
  items: readonly TocItem[]
  /** `aside`: the right-hand column; `collapsible`: the folded box above the content on narrow screens. */
  variant: 'aside' | 'collapsible'
  /** The box's name. @default 'On this page' */
  title?: string | undefined
}

/** "On this page": the page's headings as a nested list. */
export function Toc({ items, variant, title = 'On this page' }: TocProps) {
  const infima = useInfimaClasses()
  const nodes = nestHeadings(items)
  if (variant === 'aside') {
    return (
      <div className={classes('toc toc-aside', infima?.tocAside)}>
        <nav className="toc-nav" aria-label={title} data-current-class={infima?.tocAsideLinkActive}>
          <TocList nodes={nodes} listClass={infima?.tocAsideList} linkClass={infima?.tocAsideLink} />
        </nav>
      </div>
    )
  }
  // Not a second "On this page" landmark: only one of the two is displayed at any width.
  return (
    <details className={classes('toc toc-collapsible', infima?.tocCollapsible)}>
      <summary>{title}</summary>
      <div className="toc-nav">
        <TocList nodes={nodes} linkClass={infima?.tocLink} />
      </div>
    </details>
  )
}
