import type { Html, Paragraph, Text } from 'mdast'
import type { Point } from 'unist'
import type { VFile } from 'vfile'
import { closestMatch } from '../diagnostics/index.js'
import { type ComponentTag, scanComponentTags } from './component-tags.js'
import type { ComponentTagNode } from './components.js'
import { reportUnevaluated } from './mdx-expressions.js'
import { isReadByComponent } from './tab-values.js'

/** What `splitHtmlNode` needs to know to judge a tag. */
export interface TagContext {
  file: VFile
  /** Component names the page may use: docsgen's own and the ones it imports. */
  known: ReadonlySet<string>
  /** Local names of imported theme components, by ours (`import MyTabs from '@theme/Tabs'`: MyTabs -> Tabs). */
  aliases: ReadonlyMap<string, string>
}

/**
 * Split a raw HTML node at its component tags: `<details>\n<summary><Install /></summary>` becomes
 * html `<details>\n<summary>`, a tag node `Install`, html `</summary>`. Returns undefined when the
 * node holds no component tag. Tags get positions inside the node; `inline` marks tags that share
 * a line with other text (so a snippet included there is spliced as text, not as blocks).
 */
export function splitHtmlNode(
  node: Html,
  inline: boolean,
  context: TagContext,
): (Html | ComponentTagNode)[] | undefined {
  return split(node, inline, context) as (Html | ComponentTagNode)[] | undefined
}

/**
 * Split a text node at component tags CommonMark did not read as HTML (attribute values in
 * braces: `<GoldBadge title={"x"} />`). Only text written exactly as it is in the source is
 * split, so `\<Tabs>` and `&lt;Tabs>` stay text.
 */
export function splitTextNode(node: Text, context: TagContext): (Text | ComponentTagNode)[] | undefined {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  if (start === undefined || end === undefined || String(context.file.value).slice(start, end) !== node.value) {
    return undefined
  }
  return split(node, true, context) as (Text | ComponentTagNode)[] | undefined
}

function split(
  node: Html | Text,
  inline: boolean,
  context: TagContext,
): (Html | Text | ComponentTagNode)[] | undefined {
  const value = node.value
  const isText = node.type === 'text'
  const pieces = scanComponentTags(value)
  if (pieces.every((piece) => piece.type !== 'tag') && (isText || pieces.every((piece) => piece.type === 'raw'))) {
    return undefined
  }
  const out: (Html | Text | ComponentTagNode)[] = []
  for (const piece of pieces) {
    if (piece.type === 'raw') {
      const text = value.slice(piece.start, piece.end)
      if (!isText && text.trim() === '') continue
      const raw: Html | Text = { type: node.type, value: text }
      const position = positionOf(node, piece.start, piece.end)
      if (position) raw.position = position
      out.push(raw)
    } else if (piece.type === 'malformed') {
      if (!isText) reportMalformed(piece.name, positionOf(node, piece.start, piece.start + 1)?.start, context.file)
    } else {
      const { tag } = piece
      const tagNode: ComponentTagNode = {
        type: 'componentTag',
        kind: tag.kind,
        name: context.aliases.get(tag.name) ?? tag.name,
        attributes: tag.attributes,
        inline: inline || sharesLine(value, tag),
      }
      if (tag.unsupported.length > 0) {
        tagNode.expressions = Object.fromEntries(tag.unsupported.map(({ name, expression }) => [name, expression]))
      }
      const position = positionOf(node, tag.start, tag.end)
      if (position) tagNode.position = position
      checkTag(tag, tagNode, context)
      out.push(tagNode)
    }
  }
  // A malformed tag is reported but stays in the HTML it was found in.
  if (out.every((n) => n.type !== 'componentTag')) return undefined
  return out
}

/**
 * A paragraph whose source is nothing but component tags, some of which CommonMark could not read
 * as HTML (`<Tabs defaultValue={"ts"}>`): its tags, for the parent level.
 */
export function tagParagraph(node: Paragraph, context: TagContext): ComponentTagNode[] | undefined {
  const start = node.position?.start
  const end = node.position?.end.offset
  if (start?.offset === undefined || end === undefined) return undefined
  const value = String(context.file.value).slice(start.offset, end)
  if (!value.startsWith('<')) return undefined
  const pieces = scanComponentTags(value)
  if (pieces[0]?.type === 'malformed') reportMalformed(pieces[0].name, start, context.file)
  const onlyTags = pieces.every(
    (p) => p.type === 'tag' || (p.type === 'raw' && value.slice(p.start, p.end).trim() === ''),
  )
  if (!onlyTags) return undefined
  const html: Html = { type: 'html', value, position: { start, end: node.position?.end ?? start } }
  return splitHtmlNode(html, false, context)?.filter((child) => child.type === 'componentTag')
}

/** Report text that starts like a component tag but is not one (`<Tabs groupId="x"` never closed). */
export function reportMalformed(name: string, place: Point | undefined, file: VFile): void {
  const message = file.message(`"<${name}" is not a complete component tag; it is kept as text`, {
    place,
    source: 'components',
    ruleId: 'malformed-tag',
  })
  message.note = 'end the tag with ">" or "/>" and put attribute values in quotes or braces: name="value"'
}

function checkTag(tag: ComponentTag, node: ComponentTagNode, { file, known }: TagContext): void {
  for (const { name, expression } of tag.unsupported) {
    // `components={props.components}`: how MDX pages hand their components to a snippet; a
    // snippet here is spliced into the page and sees them anyway.
    if (name === 'components') continue
    if (isReadByComponent(tag.name, name, expression)) continue
    reportUnevaluated(file, node.position?.start, `Attribute ${name}={${brief(expression)}} of <${tag.name}>`)
  }
  if (tag.kind === 'close' || known.has(tag.name)) return
  const message = file.message(`Unknown component <${tag.name}>; its content is shown without it`, {
    place: node.position,
    source: 'components',
    ruleId: 'unknown-component',
  })
  const suggestion = closestMatch(tag.name, known)
  message.note = suggestion
    ? `did you mean <${suggestion}>?`
    : 'import a Markdown snippet under this name, or use one of the components listed in the docs'
}

/** Whether other text than blanks is on the tag's line, before or after it. */
function sharesLine(value: string, tag: ComponentTag): boolean {
  const lineStart = value.lastIndexOf('\n', tag.start - 1) + 1
  const lineEnd = value.indexOf('\n', tag.end)
  return (
    value.slice(lineStart, tag.start).trim() !== '' ||
    value.slice(tag.end, lineEnd === -1 ? undefined : lineEnd).trim() !== ''
  )
}

/** Position of `value[start..end)` of a node (columns of later lines assume the first line's indent). */
function positionOf(node: Html | Text, start: number, end: number): Html['position'] {
  const origin = node.position?.start
  if (!origin) return undefined
  return { start: pointAt(origin, node.value, start), end: pointAt(origin, node.value, end) }
}

function pointAt(origin: Point, value: string, index: number): Point {
  let line = origin.line
  let lastBreak = -1
  for (let at = value.indexOf('\n'); at !== -1 && at < index; at = value.indexOf('\n', at + 1)) {
    line++
    lastBreak = at
  }
  const column = lastBreak === -1 ? origin.column + index : index - lastBreak + origin.column - 1
  const point: Point = { line, column }
  if (origin.offset !== undefined) point.offset = origin.offset + index
  return point
}

/** An attribute's expression cut to a length that fits in a message. */
function brief(expression: string): string {
  const line = expression.replace(/\s+/g, ' ')
  return line.length > 40 ? `${line.slice(0, 39)}…` : line
}
