import type { MarkdownIt, Token } from 'markdown-it'
import type {
  BlockContent,
  Blockquote,
  Code,
  DefinitionContent,
  Heading,
  Html,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  ThematicBreak,
} from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import { Decline, decline } from './decline.js'
import { blankSpreadsItem } from './directive-rule.js'
import type { ScanRecord } from './engine.js'
import { convertFence } from './fence.js'
import { convertInline } from './inline.js'
import { inlineByMicromark } from './inline-micromark.js'
import { continuationReadOtherwise, htmlBlockUnended, LIST_OR_QUOTE } from './quirks.js'
import { ContentMap, type LineIndex, paragraphMap } from './source-map.js'
import { convertTable } from './table.js'

/** A block the converter makes. */
export type Flow = BlockContent | DefinitionContent

/** A document scanned by markdown-it (see `scan` in `engine.ts`), to convert. */
export interface ScannedDocument {
  md: MarkdownIt
  lines: LineIndex
  tokens: Token[]
  record: ScanRecord
  /**
   * micromark (with the processor's extensions) over a text of its own: a paragraph or heading
   * whose inline content the converter declines is parsed by it alone (see `inlineByMicromark`),
   * instead of the whole document. Without it, such a document is declined.
   */
  micromark?: ((text: string) => Root) | undefined
  /** Whether micromark reads indented lines as code (see `FastParseParts.indentedCode`); default true. */
  indentedCode?: boolean | undefined
}

/**
 * Turn markdown-it's block tokens into the mdast tree mdast-util-from-markdown builds. Block
 * starts come from the scan record; a block ends at the end of its last line (trailing spaces
 * included, as micromark does), containers at the end of their last child.
 */
export function convertDocument(document: ScannedDocument): Root {
  const walker = new BlockWalker(document)
  const children = walker.blocks(null)
  const { lines } = document
  return { type: 'root', children, position: lines.position(0, lines.text.length) }
}

/** The top-level blocks of tokens `from` (a block's first) to `to` (exclusive), or a `Decline`. */
export function convertSection(document: ScannedDocument, from: number, to: number): Flow[] {
  return new BlockWalker(document).range(from, to)
}

class BlockWalker {
  private readonly md: MarkdownIt
  readonly lines: LineIndex
  readonly src: string
  private readonly tokens: Token[]
  readonly record: ScanRecord
  private readonly micromark: ((text: string) => Root) | undefined
  readonly indentedCode: boolean
  private index = 0
  /** Lists converted so far (to know whether a blockquote holds one). */
  private lists = 0
  /** Depth of list items, and of blockquotes, around the current block. */
  private items = 0
  private quotes = 0
  /** A directive in the current list item holds a blank line that makes the item spread (see `blankSpreadsItem`). */
  private spreadItem = false

  constructor({ md, lines, tokens, record, micromark, indentedCode }: ScannedDocument) {
    this.md = md
    this.lines = lines
    this.src = lines.text
    this.tokens = tokens
    this.record = record
    this.micromark = micromark
    this.indentedCode = indentedCode ?? true
  }

  /** The blocks of tokens `from` to `to` (exclusive), which must end a block. */
  range(from: number, to: number): Flow[] {
    this.index = from
    const out: Flow[] = []
    for (let token = this.tokens[from]; token && this.index < to; token = this.tokens[this.index]) {
      out.push(this.block(token))
    }
    if (this.index !== to) decline('section end')
    return out
  }

  /** Blocks up to the token of type `close` (left for the caller), or to the end. */
  blocks(close: string | null): Flow[] {
    const out: Flow[] = []
    const tokens = this.tokens
    while (this.index < tokens.length) {
      const token = tokens[this.index]
      if (!token) break
      if (token.type === close) return out
      out.push(this.block(token))
    }
    if (close !== null) decline(`missing ${close}`)
    return out
  }

  /** The next token (not taken). */
  peek(): Token | undefined {
    return this.tokens[this.index]
  }

  take(type: string): Token {
    const token = this.tokens[this.index]
    if (token?.type !== type) return decline(`expected ${type}`)
    this.index++
    return token
  }

  private start(index: number): number {
    const start = this.record.blockStart[index]
    if (start === undefined) return decline('block start not recorded')
    return start
  }

  private block(token: Token): Flow {
    switch (token.type) {
      case 'paragraph_open':
        return this.paragraph()
      case 'heading_open':
        return this.heading(token)
      case 'bullet_list_open':
      case 'ordered_list_open':
        return this.list(token)
      case 'blockquote_open':
        return this.blockquote()
      case 'fence':
        return this.fence(token)
      case 'hr':
        return this.thematicBreak(token)
      case 'html_block':
        return this.htmlBlock(token)
      case 'table_open':
        return convertTable(this, token)
      case 'directive_open':
        return this.directive(token)
      default:
        return decline(`block token ${token.type}`)
    }
  }

  private paragraph(): Paragraph {
    const open = this.index
    this.take('paragraph_open')
    const inline = this.take('inline')
    this.take('paragraph_close')
    const map = inline.map
    if (!map) return decline('paragraph without lines')
    const content = inline.content
    // A task list item checkbox is GFM syntax markdown-it does not have.
    if (TASK.test(content)) decline('task list item')
    const contentMap = paragraphMap(this.lines, content, map)
    const start = contentMap.at(0)
    if (start !== this.start(open)) decline('paragraph start')
    if (map[1] - map[0] > 1 && continuationReadOtherwise(content, this.indentedCode)) decline('paragraph line')
    return {
      type: 'paragraph',
      children: this.inlineOrMicromark(inline, content, contentMap),
      position: this.lines.position(start, this.lines.lineEnd(map[1] - 1)),
    }
  }

  inline(token: Token, content: string, map: ContentMap): PhrasingContent[] {
    return convertInline(this.md, this.lines, { content, map, tokens: token.children ?? [] })
  }

  /**
   * The inline content of a paragraph or heading, converted, or else parsed by micromark alone:
   * a URL, an `@`, a text directive or an entity in one paragraph then costs micromark that
   * paragraph, not the whole document.
   */
  private inlineOrMicromark(token: Token, content: string, map: ContentMap): PhrasingContent[] {
    try {
      return this.inline(token, content, map)
    } catch (error) {
      if (!(error instanceof Decline) || !this.micromark) throw error
      return inlineByMicromark(this.micromark, { lines: this.lines, content, map })
    }
  }

  private heading(token: Token): Heading {
    const open = this.index
    this.take('heading_open')
    const inline = this.take('inline')
    this.take('heading_close')
    const depth = token.markup.length
    if (token.markup.charCodeAt(0) !== HASH || depth > 6 || !token.map) return decline('setext heading')
    const start = this.start(open)
    let at = start + depth
    while (this.src.charCodeAt(at) === SPACE) at++
    const content = inline.content
    if (content === '' || !this.src.startsWith(content, at)) decline('heading content')
    const map = new ContentMap()
    map.add(0, at)
    return {
      type: 'heading',
      depth: depth as Heading['depth'],
      children: this.inlineOrMicromark(inline, content, map),
      position: this.lines.position(start, this.lines.lineEnd(token.map[0])),
    }
  }

  private list(token: Token): List {
    const closeType = token.type === 'bullet_list_open' ? 'bullet_list_close' : 'ordered_list_close'
    const ordered = token.type === 'ordered_list_open'
    this.take(token.type)
    const items: ListItem[] = []
    let start: number | null = null
    while (this.tokens[this.index]?.type === 'list_item_open') {
      const itemIndex = this.index
      const item = this.take('list_item_open')
      const marker = this.start(itemIndex)
      if (ordered) {
        if (!/^\d{1,9}$/.test(item.info) || !this.src.startsWith(item.info + item.markup, marker)) {
          decline('list item marker')
        }
        if (start === null) start = Number.parseInt(item.info, 10)
      } else if (this.src.charCodeAt(marker) !== item.markup.charCodeAt(0)) {
        decline('list item marker')
      }
      this.items++
      const outerSpread = this.spreadItem
      this.spreadItem = false
      const children = this.blocks('list_item_close')
      const spreadInside = this.spreadItem
      this.spreadItem = outerSpread
      this.items--
      this.take('list_item_close')
      const first = children[0]
      const last = children[children.length - 1]
      if (!first?.position || !last?.position || !item.map) return decline('empty list item')
      if (first.position.start.line !== item.map[0] + 1) decline('list item starting with a blank line')
      items.push({
        type: 'listItem',
        spread: spreadInside || hasGap(children),
        checked: null,
        children,
        position: { start: this.lines.point(marker), end: { ...last.position.end } },
      })
    }
    this.take(closeType)
    this.lists++
    if (this.quotes > 0 && LIST_OR_QUOTE.test(this.peek()?.type ?? '')) decline('list then list or quote in a quote')
    const first = items[0]
    const last = items[items.length - 1]
    if (!first?.position || !last?.position) return decline('empty list')
    return {
      type: 'list',
      ordered,
      start,
      spread: hasGap(items),
      children: items,
      position: { start: { ...first.position.start }, end: { ...last.position.end } },
    }
  }

  /**
   * micromark stretches a blockquote (and a list in it) over trailing `>` lines, and does not see
   * a `>` line as a blank line between list items: such blockquotes are declined.
   */
  private blockquote(): Blockquote {
    const open = this.index
    const map = this.take('blockquote_open').map
    const start = this.start(open)
    if (this.src.charCodeAt(start) !== GREATER_THAN || !map) return decline('blockquote marker')
    const lists = this.lists
    this.quotes++
    const children = this.blocks('blockquote_close')
    this.quotes--
    this.take('blockquote_close')
    if (this.quotes > 0 && LIST_OR_QUOTE.test(this.peek()?.type ?? '')) decline('quote then list or quote in a quote')
    const last = children[children.length - 1]
    if (!last?.position) return decline('empty blockquote')
    if (last.position.end.line < map[1]) decline('blockquote ending with a blank line')
    if (this.lists > lists) {
      for (let line = map[0]; line < map[1]; line++)
        if (this.isQuoteBlankLine(line)) decline('list in a blockquote with a blank line')
    }
    return { type: 'blockquote', children, position: { start: this.lines.point(start), end: { ...last.position.end } } }
  }

  private fence(token: Token): Code {
    const start = this.start(this.index)
    this.index++
    return convertFence(this, token, start)
  }

  private thematicBreak(token: Token): ThematicBreak {
    const start = this.start(this.index)
    this.index++
    if (!token.map) return decline('thematic break lines')
    return { type: 'thematicBreak', position: this.lines.position(start, this.lines.lineEnd(token.map[0])) }
  }

  private htmlBlock(token: Token): Html {
    const start = this.start(this.index)
    this.index++
    const map = token.map
    if (!map || this.src.charCodeAt(start) !== LESS_THAN) return decline('indented HTML block')
    const lastLine = map[1] - 1
    const lastStart = this.record.lineStart[lastLine] ?? -1
    const end = this.lines.lineEnd(lastLine)
    if (lastStart < 0 || lastStart >= end) decline('HTML block end')
    const content = token.content
    const value = content.endsWith('\n') ? content.slice(0, -1) : content
    if (!value.startsWith('<')) decline('HTML block value')
    if (htmlBlockUnended(value)) decline('HTML block its end condition does not end')
    return { type: 'html', value, position: this.lines.position(start, end) }
  }

  /** A line holding nothing but spaces and blockquote markers. */
  private isQuoteBlankLine(line: number): boolean {
    const start = this.lines.starts[line] ?? 0
    const end = this.lines.lineEnd(line)
    for (let at = start; at < end; at++) {
      const code = this.src.charCodeAt(at)
      if (code !== SPACE && code !== GREATER_THAN) return false
    }
    return true
  }

  isBlankLine(line: number): boolean {
    const start = this.lines.starts[line] ?? 0
    const end = this.lines.lineEnd(line)
    for (let at = start; at < end; at++) if (this.src.charCodeAt(at) !== SPACE) return false
    return true
  }

  private directive(token: Token): ContainerDirective {
    const open = this.index
    this.take('directive_open')
    const start = this.start(open)
    const map = token.map
    if (!map) return decline('directive lines')
    const children: Flow[] = []
    const label = typeof token.meta?.label === 'number' ? token.meta.label : -1
    if (label !== -1) {
      const inline = this.take('inline')
      const content = inline.content
      const contentMap = new ContentMap()
      contentMap.add(0, label + 1)
      const paragraph: Paragraph = {
        type: 'paragraph',
        data: { directiveLabel: true },
        children: this.inline(inline, content, contentMap),
        position: this.lines.position(label, label + content.length + 2),
      }
      children.push(paragraph)
    }
    children.push(...this.blocks('directive_close'))
    this.take('directive_close')
    // See quirks.ts for these (and the list's and HTML block's).
    if (this.quotes > 0 && children.slice(0, -1).some((c) => c.type === 'list' || c.type === 'blockquote'))
      decline('list or blockquote followed in a directive in a quote')
    if (this.items > 0) {
      const inside = { tokens: this.tokens, from: open + 1, to: this.index - 1, map }
      if (blankSpreadsItem(inside, (line) => this.isBlankLine(line))) this.spreadItem = true
    }
    return {
      type: 'containerDirective',
      name: token.info,
      attributes: {},
      children,
      position: this.lines.position(start, this.lines.lineEnd(map[1] - 1)),
    }
  }
}

const SPACE = 0x20
const HASH = 0x23
const LESS_THAN = 0x3c
const GREATER_THAN = 0x3e

const TASK = /^\[[ xX]\](?:[ \n]|$)/

function hasGap(nodes: readonly { position?: { start: { line: number }; end: { line: number } } | undefined }[]) {
  for (let i = 1; i < nodes.length; i++) {
    const before = nodes[i - 1]?.position
    const after = nodes[i]?.position
    if (before && after && after.start.line > before.end.line + 1) return true
  }
  return false
}
