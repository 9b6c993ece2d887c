import type { BlockContent, DefinitionContent, Paragraph, PhrasingContent, Root } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import { toString as mdastToString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import { closestMatch } from '../../diagnostics/index.js'
import { INFIMA_ALERTS } from '../../model/infima.js'
import { ADMONITION } from '../../model/markup.js'
import {
  ADMONITION_TYPES_DEPENDENCY,
  SITE_COMPONENTS_DEPENDENCY,
  type SiteComponentRef,
} from '../../model/site-components.js'
import { pageData } from '../page-data.js'
import { walkMdast } from '../walk.js'
import { SITE_COMPONENT_ELEMENT } from './remark-site-components.js'

/** Admonition types and their default titles. */
export const ADMONITION_TITLES: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
  strapi: 'Strapi',
  callout: 'Callout',
  prerequisites: 'Prerequisites',
}

/** How `remarkAdmonitions` marks up a box. */
export interface AdmonitionOptions {
  /**
   * A Docusaurus site's: the box also carries the classes of that version of Docusaurus's classic
   * theme (`theme-admonition theme-admonition-tip alert alert--success`), which the site's CSS is
   * written against, and its title row is a `<div>` as there.
   */
  infima?: 'docusaurus-2' | 'docusaurus-3' | undefined
  /**
   * A Docusaurus site's admonition types that its own components render (its swizzled
   * `@theme/Admonition/Types`): such a box becomes the site's component, with `type` and the
   * label's text as `title` for props and the body as children, as Docusaurus renders it.
   */
  siteTypes?: ReadonlySet<string> | undefined
}

/** Docusaurus's classes of an admonition box of `type`. */
function infimaClasses(type: string, version: 'docusaurus-2' | 'docusaurus-3'): string[] {
  const alert =
    type === 'warning' ? (version === 'docusaurus-2' ? 'danger' : 'warning') : (INFIMA_ALERTS[type] ?? 'info')
  return ['theme-admonition', `theme-admonition-${type}`, 'alert', `alert--${alert}`]
}

/** Types whose title cannot be changed by the author. */
const FIXED_TITLES = new Set(['prerequisites'])

/**
 * Turn container directives into admonition boxes (any depth: lists, other admonitions):
 *
 * ```md
 * :::tip[Pro tip]            (or `:::tip Pro tip`, see admonition-titles.ts)
 * Body **Markdown**.
 * :::
 * ```
 *
 * becomes `<div role="note" class="admonition admonition-tip" data-admonition="tip"><p
 * class="admonition-heading">Pro tip</p><div class="admonition-content">…</div></div>`.
 * Unknown types are reported and shown as notes. `{#id .class}` attributes are kept.
 */
export function remarkAdmonitions(options: AdmonitionOptions = {}) {
  const { infima, siteTypes } = options
  return (tree: Root, file: VFile): void => {
    walkMdast(tree, (node) => {
      if (node.type !== 'containerDirective' || node.data?.hName) return // not one, or already done
      // On a Docusaurus site, the box depends on which types the site renders itself.
      if (infima) pageData(file).dependencies.add(ADMONITION_TYPES_DEPENDENCY)
      if (siteTypes?.has(node.name)) {
        renderWithSiteType(node, file)
        return
      }
      let type = node.name
      if (!Object.hasOwn(ADMONITION_TITLES, type)) {
        const suggestion = closestMatch(type, Object.keys(ADMONITION_TITLES))
        const message = file.message(`Unknown admonition type "${type}", shown as a note`, {
          place: node.position,
          source: 'markdown',
          ruleId: 'unknown-admonition',
        })
        message.note = suggestion
          ? `did you mean ":::${suggestion}"?`
          : `use one of ${Object.keys(ADMONITION_TITLES).join(', ')}`
        type = 'note'
      }
      const [first, ...rest] = node.children
      const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true
      const titleChildren: PhrasingContent[] =
        hasLabel && !FIXED_TITLES.has(type) && first.children.length > 0
          ? first.children
          : [{ type: 'text', value: ADMONITION_TITLES[type] ?? 'Note' }]
      const heading: Paragraph = {
        type: 'paragraph',
        children: titleChildren,
        data: { ...(infima ? { hName: 'div' } : {}), hProperties: { className: [ADMONITION.heading] } },
      }
      const headingPosition = hasLabel ? first.position : node.position
      if (headingPosition) heading.position = headingPosition
      const body = (hasLabel ? rest : node.children) as (BlockContent | DefinitionContent)[]
      const content: ContainerDirective = {
        type: 'containerDirective',
        name: 'admonition-content',
        children: body,
        data: { hName: 'div', hProperties: { className: [ADMONITION.content] } },
      }
      if (node.position) content.position = node.position
      const extraClasses = (node.attributes?.class ?? '').split(/\s+/).filter(Boolean)
      const id = node.attributes?.id
      node.data = {
        // A div with role="note", not <aside>: asides are landmarks, and a page with several
        // unnamed landmarks fails WCAG's unique-landmark rule.
        hName: 'div',
        hProperties: {
          role: 'note',
          className: [
            ADMONITION.admonition,
            `${ADMONITION.admonition}-${type}`,
            ...(infima ? infimaClasses(type, infima) : []),
            ...extraClasses,
          ],
          dataAdmonition: type, // ADMONITION.attr.type
          ...(id ? { id } : {}),
        },
      }
      node.children = [heading, content]
    })
  }
}

/**
 * A box of a type the site's own component renders: marked for `rehypeSiteComponents` as the
 * component of its type, with Docusaurus's props (`type`, and `title` when a label gives one).
 */
function renderWithSiteType(node: ContainerDirective, file: VFile): void {
  const [first, ...rest] = node.children
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true
  const title = hasLabel ? mdastToString(first).trim() : ''
  pageData(file).dependencies.add(SITE_COMPONENTS_DEPENDENCY)
  node.data = {
    hName: SITE_COMPONENT_ELEMENT,
    hProperties: {
      dataName: `Admonition type="${node.name}"`,
      dataRef: JSON.stringify({ admonition: node.name } satisfies SiteComponentRef),
      dataProps: JSON.stringify({ type: node.name, ...(title === '' ? {} : { title }) }),
    },
  }
  if (hasLabel) node.children = rest
}
