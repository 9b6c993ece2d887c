import type { MarkdownIt, Token } from 'markdown-it'
import type { Break, Emphasis, Html, Image, InlineCode, Link, PhrasingContent, Strong, Text } from 'mdast'
import { decline } from './decline.js'
import type { ContentMap, LineIndex } from './source-map.js'

/** One run of inline content to convert: what markdown-it parsed and where it came from. */
export interface InlineInput {
  /** The string markdown-it parsed inline. */
  content: string
  /** Where each character of `content` is in the source. */
  map: ContentMap
  /** markdown-it's inline tokens for `content`. */
  tokens: readonly Token[]
}

/**
 * Text that micromark with GFM and directives may read differently from markdown-it (which runs
 * neither): autolink literals (`www.`, `x@y`, `scheme:`), text directives (`:name`), strikethrough
 * (`~`), character references, HTML-looking `<`, footnotes (`[^`), definitions (`]:`), and
 * emphasis delimiters left over as text (`*`, `_` unless inside a word): the two emphasis
 * implementations pair stray delimiter runs differently.
 * Checked on every text node's value; a hit sends the document to the fallback.
 */
const RISKY_TEXT = /[~@*]|(?<![A-Za-z0-9_])_|_(?![A-Za-z0-9_])|&[#A-Za-z]|<[A-Za-z/!?]|www\.|:\S|\]:|\[\^/i

type Parent = Emphasis | Strong | Link

/**
 * Turn markdown-it's inline tokens into mdast phrasing content with positions, walking the
 * content string alongside the tokens: every token must be found at the cursor, in source form,
 * or the document is declined. Adjacent text, escapes and soft line breaks merge into one text
 * node, as mdast-util-from-markdown does.
 */
export function convertInline(md: MarkdownIt, lines: LineIndex, input: InlineInput): PhrasingContent[] {
  return new InlineWalker(md, lines, input).run()
}

class InlineWalker {
  private readonly md: MarkdownIt
  private readonly lines: LineIndex
  private readonly content: string
  private readonly map: ContentMap
  private readonly tokens: readonly Token[]
  private cursor = 0
  private readonly root: PhrasingContent[] = []
  private readonly stack: Parent[] = []
  private text = ''
  private textStart = -1
  private textEnd = -1

  constructor(md: MarkdownIt, lines: LineIndex, input: InlineInput) {
    this.md = md
    this.lines = lines
    this.content = input.content
    this.map = input.map
    this.tokens = input.tokens
  }

  run(): PhrasingContent[] {
    const tokens = this.tokens
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]
      if (token) i = this.token(token, i)
    }
    this.flush()
    if (this.stack.length > 0 || this.cursor !== this.content.length) decline('inline content not fully walked')
    return this.root
  }

  /** Handle one token; returns the index of the last token consumed. */
  private token(token: Token, index: number): number {
    switch (token.type) {
      case 'text':
        this.expect(token.content)
        this.addText(token.content, this.cursor, this.cursor + token.content.length)
        this.cursor += token.content.length
        return index
      case 'text_special':
        if (token.info !== 'escape') decline(`text_special ${token.info}`)
        this.expect(token.markup)
        this.addText(token.content, this.cursor, this.cursor + token.markup.length)
        this.cursor += token.markup.length
        return index
      case 'softbreak':
        this.softBreak()
        return index
      case 'hardbreak':
        this.hardBreak()
        return index
      case 'code_inline':
        this.code(token)
        return index
      case 'em_open':
      case 'strong_open':
        this.openAttention(token)
        return index
      case 'em_close':
      case 'strong_close':
        this.closeAttention(token)
        return index
      case 'link_open':
        if (token.markup === 'autolink') return this.autolink(index)
        this.openLink()
        return index
      case 'link_close':
        this.closeLink()
        return index
      case 'image':
        this.image(token)
        return index
      case 'html_inline':
        this.html(token)
        return index
      default:
        return decline(`inline token ${token.type}`)
    }
  }

  private expect(raw: string): void {
    if (!this.content.startsWith(raw, this.cursor)) decline('inline token not at the cursor')
  }

  private get children(): PhrasingContent[] {
    const parent = this.stack[this.stack.length - 1]
    return parent ? parent.children : this.root
  }

  /** Add a piece of text: its value and the content range of its source form. */
  private addText(value: string, from: number, to: number): void {
    if (from === to) return
    if (this.textStart === -1) this.textStart = this.map.at(from)
    this.text += value
    this.textEnd = this.map.endAt(to)
  }

  private flush(): void {
    if (this.textStart === -1) return
    if (RISKY_TEXT.test(this.text)) decline('risky text')
    const node: Text = { type: 'text', value: this.text, position: this.lines.position(this.textStart, this.textEnd) }
    this.children.push(node)
    this.text = ''
    this.textStart = -1
    this.textEnd = -1
  }

  private push(node: PhrasingContent): void {
    this.flush()
    this.children.push(node)
  }

  private skipSpaces(): void {
    while (this.content.charCodeAt(this.cursor) === SPACE) this.cursor++
  }

  /** Trailing spaces (dropped), the line ending (kept in the text), the next line's indent (dropped). */
  private softBreak(): void {
    this.skipSpaces()
    if (this.content.charCodeAt(this.cursor) !== NEWLINE) decline('soft break without a line ending')
    this.addText('\n', this.cursor, this.cursor + 1)
    this.cursor++
    this.skipSpaces()
  }

  /** `\` or 2+ spaces, then the line ending: a break node from there to the next line. */
  private hardBreak(): void {
    const start = this.cursor
    if (this.content.charCodeAt(this.cursor) === BACKSLASH) this.cursor++
    else this.skipSpaces()
    if (this.content.charCodeAt(this.cursor) !== NEWLINE) decline('hard break without a line ending')
    this.cursor++
    const node: Break = {
      type: 'break',
      position: this.lines.position(this.map.at(start), this.map.endAt(this.cursor)),
    }
    this.push(node)
    this.skipSpaces()
  }

  private code(token: Token): void {
    const fence = token.markup
    this.expect(fence)
    const start = this.cursor
    const from = start + fence.length
    const to = closingBackticks(this.content, from, fence.length)
    if (to === -1) decline('code span without its closing run')
    let value = this.content.slice(from, to)
    if (value.includes('\n')) decline('code span over several lines')
    if (value.length >= 2 && value.startsWith(' ') && value.endsWith(' ') && value.trim() !== '') {
      value = value.slice(1, -1)
    }
    if (value !== token.content) decline('code span value')
    this.cursor = to + fence.length
    const node: InlineCode = {
      type: 'inlineCode',
      value,
      position: this.lines.position(this.map.at(start), this.map.endAt(this.cursor)),
    }
    this.push(node)
  }

  private openAttention(token: Token): void {
    this.expect(token.markup)
    const start = this.map.at(this.cursor)
    this.cursor += token.markup.length
    const position = this.lines.position(start, start)
    const node: Emphasis | Strong =
      token.type === 'em_open'
        ? { type: 'emphasis', children: [], position }
        : { type: 'strong', children: [], position }
    this.push(node)
    this.stack.push(node)
  }

  private closeAttention(token: Token): void {
    this.flush()
    const node = this.stack.pop()
    const type = token.type === 'em_close' ? 'emphasis' : 'strong'
    if (!node || node.type !== type) decline('attention does not nest')
    this.expect(token.markup)
    this.cursor += token.markup.length
    this.end(node, this.cursor)
  }

  private end(node: Parent, cursor: number): void {
    if (node.position) node.position.end = this.lines.point(this.map.endAt(cursor))
  }

  private openLink(): void {
    this.expect('[')
    const start = this.map.at(this.cursor)
    this.cursor++
    // Title and URL are known at `link_close`, where the resource is read from the source.
    const node: Link = { type: 'link', title: null, url: '', children: [], position: this.lines.position(start, start) }
    this.push(node)
    this.stack.push(node)
  }

  private closeLink(): void {
    this.flush()
    const node = this.stack.pop()
    if (node?.type !== 'link') decline('link does not nest')
    this.expect(']')
    this.cursor++
    const resource = this.resource()
    node.title = resource.title
    node.url = resource.url
    this.end(node, this.cursor)
  }

  /** Read `(destination "title")` at the cursor, as markdown-it's link rule does. */
  private resource(): { url: string; title: string | null } {
    const content = this.content
    if (content.charCodeAt(this.cursor) !== OPEN_PAREN) decline('reference-style link')
    const close = content.indexOf(')', this.cursor)
    const newline = content.indexOf('\n', this.cursor)
    if (newline !== -1 && (close === -1 || newline < close)) decline('link resource over several lines')
    let pos = this.cursor + 1
    const max = content.length
    pos = skipSpaces(content, pos)
    const destination = this.md.helpers.parseLinkDestination(content, pos, max)
    if (!destination.ok) decline('link destination')
    const rawDestination = content.slice(pos, destination.pos)
    pos = destination.pos
    const afterDestination = pos
    pos = skipSpaces(content, pos)
    let title: string | null = null
    let rawTitle = ''
    if (pos !== afterDestination && pos < max && content.charCodeAt(pos) !== CLOSE_PAREN) {
      const parsed = this.md.helpers.parseLinkTitle(content, pos, max)
      if (!parsed.ok) decline('link title')
      rawTitle = content.slice(pos, parsed.pos)
      title = parsed.str
      pos = skipSpaces(content, parsed.pos)
    }
    if (content.charCodeAt(pos) !== CLOSE_PAREN) decline('link resource end')
    if (/[&\n]/.test(rawDestination) || /[&\n]/.test(rawTitle)) decline('reference or line ending in a link resource')
    this.cursor = pos + 1
    return { url: destination.str, title }
  }

  private autolink(index: number): number {
    const text = this.tokens[index + 1]
    const close = this.tokens[index + 2]
    if (text?.type !== 'text' || close?.type !== 'link_close') return decline('autolink shape')
    this.expect('<')
    const end = this.content.indexOf('>', this.cursor)
    if (end === -1) return decline('autolink end')
    const url = this.content.slice(this.cursor + 1, end)
    if (!/^[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\\&]*$/.test(url) || text.content !== url) decline('autolink form')
    const start = this.map.at(this.cursor)
    const node: Link = {
      type: 'link',
      title: null,
      url,
      children: [
        {
          type: 'text',
          value: url,
          position: this.lines.position(this.map.at(this.cursor + 1), this.map.endAt(end)),
        },
      ],
      position: this.lines.position(start, this.map.endAt(end + 1)),
    }
    this.cursor = end + 1
    this.push(node)
    return index + 2
  }

  private image(token: Token): void {
    this.expect('![')
    const start = this.map.at(this.cursor)
    const labelEnd = this.content.indexOf(']', this.cursor + 2)
    if (labelEnd === -1) decline('image label')
    const alt = this.content.slice(this.cursor + 2, labelEnd)
    if (/[[\\\n]/.test(alt) || RISKY_TEXT.test(alt)) decline('image alt')
    const children = token.children ?? []
    if (!(alt === '' ? children.length === 0 : children.length === 1 && children[0]?.content === alt)) {
      decline('image alt tokens')
    }
    if (children[0] && children[0].type !== 'text') decline('image alt markup')
    this.cursor = labelEnd + 1
    const resource = this.resource()
    const node: Image = {
      type: 'image',
      title: resource.title,
      url: resource.url,
      alt,
      position: this.lines.position(start, this.map.endAt(this.cursor)),
    }
    this.push(node)
  }

  private html(token: Token): void {
    const value = token.content
    if (value.includes('\n')) decline('inline HTML over several lines')
    this.expect(value)
    const start = this.cursor
    this.cursor += value.length
    const node: Html = {
      type: 'html',
      value,
      position: this.lines.position(this.map.at(start), this.map.endAt(this.cursor)),
    }
    this.push(node)
  }
}

const NEWLINE = 0x0a
const SPACE = 0x20
const OPEN_PAREN = 0x28
const CLOSE_PAREN = 0x29
const BACKSLASH = 0x5c
const BACKTICK = 0x60

function skipSpaces(text: string, pos: number): number {
  let at = pos
  while (text.charCodeAt(at) === SPACE) at++
  return at
}

/** Offset of the next run of exactly `size` backticks from `from`, or -1. */
function closingBackticks(text: string, from: number, size: number): number {
  let at = text.indexOf('`', from)
  while (at !== -1) {
    let end = at
    while (text.charCodeAt(end) === BACKTICK) end++
    if (end - at === size) return at
    at = text.indexOf('`', end)
  }
  return -1
}
