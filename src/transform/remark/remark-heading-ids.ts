import { slug } from 'github-slugger'
import type { Heading as MdastHeading, PhrasingContent, Root } from 'mdast'
import { toString as mdastToString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import type { Heading, HeadingPart } from '../../model/page.js'
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
      const marked = markedParts(node)
      if (marked !== undefined) heading.marked = marked
      const start = node.position?.start
      if (start) heading.position = { line: start.line, column: start.column }
      headings.push(heading)
      return SKIP
    })
  }
}

/** Inline marks the table of contents keeps, as Docusaurus's does. */
const MARKS = { inlineCode: 'code', emphasis: 'em', strong: 'strong', delete: 'del' } as const

/**
 * A heading's text in parts for the table of contents (see `Heading.marked`), spaces collapsed
 * and the ends trimmed as in its `text`; undefined when nothing in it is marked.
 */
function markedParts(node: MdastHeading): HeadingPart[] | undefined {
  let marked = false
  const partsOf = (children: readonly PhrasingContent[]): HeadingPart[] =>
    children.flatMap((child): HeadingPart[] => {
      if (child.type === 'inlineCode') {
        marked = true
        return [{ mark: MARKS.inlineCode, parts: [child.value] }]
      }
      if (child.type === 'emphasis' || child.type === 'strong' || child.type === 'delete') {
        marked = true
        return [{ mark: MARKS[child.type], parts: partsOf(child.children) }]
      }
      if (child.type === 'link' || child.type === 'linkReference') return partsOf(child.children)
      return [mdastToString(child, { includeHtml: false })]
    })
  const parts = tidy(partsOf(node.children))
  return marked ? parts : undefined
}

/** Parts with neighbouring texts joined, runs of spaces made one, and the ends of the whole trimmed. */
function tidy(parts: HeadingPart[]): HeadingPart[] {
  const collapse = (list: HeadingPart[]): HeadingPart[] => {
    const joined: HeadingPart[] = []
    for (const part of list) {
      const last = joined[joined.length - 1]
      if (typeof part !== 'string') joined.push({ mark: part.mark, parts: collapse(part.parts) })
      else if (typeof last === 'string') joined[joined.length - 1] = last + part
      else joined.push(part)
    }
    return joined.map((part) => (typeof part === 'string' ? part.replace(/\s+/g, ' ') : part))
  }
  const trimSide = (list: HeadingPart[], side: 'start' | 'end'): HeadingPart[] => {
    const at = side === 'start' ? 0 : list.length - 1
    const part = list[at]
    if (part === undefined) return list
    let trimmed: HeadingPart
    if (typeof part !== 'string') trimmed = { mark: part.mark, parts: trimSide(part.parts, side) }
    else trimmed = side === 'start' ? part.trimStart() : part.trimEnd()
    const copy = [...list]
    copy[at] = trimmed
    return copy.filter((p) => p !== '')
  }
  return trimSide(trimSide(collapse(parts), 'start'), 'end')
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
