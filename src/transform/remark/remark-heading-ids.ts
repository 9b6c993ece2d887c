import { slug } from 'github-slugger'
import type { Heading as MdastHeading, PhrasingContent, Root } from 'mdast'
import { toString as mdastToString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import type { Heading } from '../../model/page.js'
import { pageData } from '../page-data.js'
import { safeId } from '../safe-id.js'
import { SKIP, walkMdast } from '../walk.js'

const CUSTOM_ID = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/

/** How headings get their ids: see `markdown.headingIds` in `src/config/schema.ts`. */
export type HeadingIdStyle = 'docsgen' | 'docusaurus'

/**
 * Give every heading an id and record it in the page's headings: a GitHub-style slug of its text
 * (`-1`, `-2` for repeats on the page), or an explicit id written at the end of the heading:
 *
 * ```md
 * ## Install the CLI {#install}
 * ```
 *
 * Ids that could shadow page globals (`constructor`, `location`, …) get an `h-` prefix. With
 * `style: 'docusaurus'` the slug is the one Docusaurus gives (its `headings` plugin): github-slugger
 * over the heading's text untrimmed, tags left out but their content kept (`## SSO <GoldBadge />`
 * is `sso-`), and no prefix, so deep links written for a Docusaurus site keep working.
 */
export function remarkHeadingIds(options: { style?: HeadingIdStyle } = {}) {
  const docusaurus = options.style === 'docusaurus'
  const guard = docusaurus ? (id: string) => id : safeId
  return (tree: Root, file: VFile): void => {
    const headings = pageData(file).headings
    const used = new Map<string, number>()
    walkMdast(tree, (node) => {
      if (node.type !== 'heading') return
      const custom = takeCustomId(node)
      const raw = mdastToString(node, { includeHtml: false })
      const text = raw.replace(/\s+/g, ' ').trim()
      let id: string
      if (custom !== undefined) {
        id = guard(custom)
        if (used.has(id)) {
          const message = file.message(`Heading id "${id}" is used twice on this page`, {
            place: node.position,
            source: 'markdown',
            ruleId: 'duplicate-heading-id',
          })
          message.note = 'links to it always go to the first heading; choose another {#id}'
        }
        used.set(id, used.get(id) ?? 0)
      } else {
        id = unique(guard(slug(docusaurus ? raw : text) || 'heading'), used)
      }
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
      const heading: Heading = { depth: node.depth, id, text }
      const html = tocHtml(node)
      if (html !== undefined) heading.html = html
      const start = node.position?.start
      if (start) heading.position = { line: start.line, column: start.column }
      headings.push(heading)
      return SKIP
    })
  }
}

/** Inline marks the table of contents keeps, as Docusaurus's does. */
const MARKS = { emphasis: 'em', strong: 'strong', delete: 'del' } as const

/**
 * A heading's HTML for the table of contents (see `Heading.html`); undefined when it is its plain
 * text (no inline code or emphasis).
 */
function tocHtml(node: MdastHeading): string | undefined {
  let marked = false
  const html = (children: readonly PhrasingContent[]): string =>
    children
      .map((child): string => {
        if (child.type === 'inlineCode') {
          marked = true
          return `<code>${escapeHtml(child.value)}</code>`
        }
        if (child.type === 'emphasis' || child.type === 'strong' || child.type === 'delete') {
          marked = true
          const mark = MARKS[child.type]
          return `<${mark}>${html(child.children)}</${mark}>`
        }
        if (child.type === 'link' || child.type === 'linkReference') return html(child.children)
        return escapeHtml(mdastToString(child, { includeHtml: false }))
      })
      .join('')
  const result = html(node.children).replace(/\s+/g, ' ').trim()
  return marked ? result : undefined
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'))
}

/** Remove a trailing `{#id}` from the heading's last text (badges may follow it) and return the id. */
function takeCustomId(node: MdastHeading): string | undefined {
  let at = node.children.length - 1
  while (node.children[at]?.type === 'component' || isBlank(node.children[at])) at--
  const last = node.children[at]
  if (last?.type !== 'text') return undefined
  const match = CUSTOM_ID.exec(last.value)
  if (!match?.[1]) return undefined
  // Keep a space before badges written after the id (`## SSO {#sso} <GoldBadge />`).
  last.value = last.value.slice(0, match.index) + (at < node.children.length - 1 ? ' ' : '')
  if (last.value === '') node.children.splice(at, 1)
  return match[1]
}

function isBlank(node: MdastHeading['children'][number] | undefined): boolean {
  return node?.type === 'text' && node.value.trim() === ''
}

/** The github-slugger rule for repeats: `id`, then `id-1`, `id-2`, … skipping taken ones. */
function unique(base: string, used: Map<string, number>): string {
  let id = base
  while (used.has(id)) {
    const count = (used.get(base) ?? 0) + 1
    used.set(base, count)
    id = `${base}-${count}`
  }
  used.set(id, 0)
  return id
}
