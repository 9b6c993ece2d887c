import type { Element, ElementContent, Root, RootContent } from 'hast'
import { ADMONITION, API_CALL, COLUMNS, DOC_CARD, TABS } from '../model/markup.js'
import { escapeText, hasClass, type InlineContext, inlineMarkdown, markedUrl, textOf } from './markdown-inline.js'
import { markdownTable } from './markdown-table.js'

/** What `<DocCardList />` is in a Markdown form, until the links stage fills it. */
export const MARKDOWN_SLOT = '<!-- docsgen-slot:doc-card-list -->'

/** What `markdownForm` leaves out besides scripts, styles and controls. */
export interface MarkdownFormOptions {
  skip?: (element: Element) => boolean
  /** TeX math is on (`markdown.math`): formulas as `$…$`, a `$` of the text escaped. @default false */
  math?: boolean
}

/**
 * A page body's Markdown form (the `.md` file next to its HTML, and `/llms.txt`), read from the
 * compiled tree: what readers see, snippets spliced in, components read back through their
 * markup (`model/markup.ts`):
 *
 * - every tab panel, under a bold label naming its tab (`**JavaScript**`);
 * - an admonition: a blockquote opened by its type and title (`> **Tip: Pro tip**`);
 * - `ApiCall`: its request and response, each under a bold label (`**Request: …**` when its title
 *   does not say which), then its code blocks; `Columns`: each column's title as a bold label;
 * - a code block: a fence with its language and `title="…"`; a `$$` math block a `math` fence;
 * - `<details>`: the summary as a bold label, then the content; a badge: `(Gold)`;
 * - headings keep their id (`## Setup {#setup}`); a card is its link and description.
 *
 * What needs the route graph stays marked for the links stage: `.md` links keep their placeholder
 * (`docsgen-md-link:N`), site-absolute links get `ROUTE_LINK` in front, `<DocCardList />` is
 * `MARKDOWN_SLOT`. Written by hand rather than through hast-util-to-mdast and
 * mdast-util-to-markdown: on the bench corpus those two cost about 3 times the rest of a page's
 * compile; this walk costs a few per cent of it.
 */
export function markdownForm(tree: Root, options: MarkdownFormOptions = {}): string {
  const blocks = blocksOf(tree.children, pageContext(options))
  return blocks.length === 0 ? '' : `${blocks.join('\n\n')}\n`
}

/**
 * The Markdown blocks of one block element (a `section`, a `div`…) read on its own, to be spliced
 * into its page's form later: a raw node holding the element's HTML with these as
 * `data.markdownBlocks` reads, to `markdownForm`, as the element itself would. The element is
 * read as a block of the page's root, or of plain containers around it (no tab, table or
 * admonition).
 */
export function markdownBlocks(element: Element, options: MarkdownFormOptions = {}): string[] {
  const { tagName } = element
  if (!isBlock(element)) throw new Error(`markdownBlocks reads block elements, not <${tagName}>`)
  return blockOf(element, pageContext(options))
}

function pageContext(options: MarkdownFormOptions): Context {
  return { inTable: false, skip: options.skip, tabs: [], math: options.math }
}

declare module 'mdast-util-to-hast' {
  interface RawData {
    /** The Markdown blocks of the element this raw HTML was serialised from (see `markdownBlocks`). */
    markdownBlocks?: string[] | undefined
  }
}

interface Context extends InlineContext {
  skip: MarkdownFormOptions['skip']
  /** The labels of the tabs around (a tab inside a tab is labelled `Outer › Inner`). */
  tabs: readonly string[]
}

const BLOCK_TAGS = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'dd', 'div', 'dl', 'dt', 'fieldset'],
  ...['figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr'],
  ...['li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul', 'iframe', 'video', 'audio'],
])
const NOT_WRITTEN = new Set(['script', 'style', 'template', 'noscript', 'button', 'form', 'dialog'])

function isBlock(node: ElementContent | RootContent): node is Element {
  return node.type === 'element' && (BLOCK_TAGS.has(node.tagName) || hasClass(node, DOC_CARD.card))
}

const isElement = (node: ElementContent | RootContent): node is Element => node.type === 'element'

/** The blocks of `nodes`: runs of inline content become paragraphs. */
function blocksOf(nodes: readonly (ElementContent | RootContent)[], ctx: Context): string[] {
  const out: string[] = []
  let run: (ElementContent | RootContent)[] = []
  const flush = () => {
    if (run.length === 0) return
    const text = paragraph(inlineMarkdown(run, ctx))
    if (text !== '') out.push(text)
    run = []
  }
  for (const node of nodes) {
    if (isBlock(node)) {
      flush()
      out.push(...blockOf(node, ctx))
    } else if (node.type === 'raw' && node.data?.markdownBlocks) {
      flush()
      out.push(...node.data.markdownBlocks)
    } else if (node.type === 'text' || isElement(node)) run.push(node)
  }
  flush()
  return out
}

function blockOf(node: Element, ctx: Context): string[] {
  if (NOT_WRITTEN.has(node.tagName) || ctx.skip?.(node) || hasClass(node, TABS.list)) return []
  if (hasClass(node, DOC_CARD.card)) return [card(node, ctx)]
  switch (node.tagName) {
    case 'p':
      return nonEmpty(paragraph(inlineMarkdown(node.children, ctx)))
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [heading(node, ctx)]
    case 'pre':
      return [fence(node)]
    case 'ul':
    case 'ol':
      return nonEmpty(list(node, ctx))
    case 'blockquote':
      return nonEmpty(quote(blocksOf(node.children, ctx)))
    case 'table': {
      const inTable = { ...ctx, inTable: true }
      return nonEmpty(markdownTable(node, (cell) => inlineMarkdown(cell.children, inTable)))
    }
    case 'hr':
      return ['---']
    case 'details':
      return details(node, ctx)
    case 'summary':
    case 'dt':
      return nonEmpty(label(inlineMarkdown(node.children, ctx)))
    case 'iframe':
    case 'video':
    case 'audio':
      return embedded(node)
    default:
      return container(node, ctx)
  }
}

/** A `div` and the like: a component by its markup, else its content. */
function container(node: Element, ctx: Context): string[] {
  if (dataOf(node, 'data-docsgen-slot') !== undefined) return [MARKDOWN_SLOT]
  if (dataOf(node, TABS.attr.set) !== undefined) return tabs(node, ctx)
  if (hasClass(node, ADMONITION.admonition)) return [admonition(node, ctx)]
  if (hasClass(node, API_CALL.request)) return apiCallPart(node, 'Request', ctx)
  if (hasClass(node, API_CALL.response)) return apiCallPart(node, 'Response', ctx)
  if (hasClass(node, COLUMNS.title)) return nonEmpty(label(inlineMarkdown(node.children, ctx)))
  const [first] = node.children.filter(isElement)
  const id = node.properties.id
  // A heading without an id is reached through its section's (an operation of the API reference).
  if (typeof id === 'string' && first && /^h[2-6]$/.test(first.tagName) && first.properties.id === undefined) {
    return blocksOf(
      node.children.map((c) => (c === first ? { ...first, properties: { ...first.properties, id } } : c)),
      ctx,
    )
  }
  return blocksOf(node.children, ctx)
}

/** A request or response of an `ApiCall`: its title says which (`Request: …` unless it does), then its content. */
function apiCallPart(node: Element, role: string, ctx: Context): string[] {
  const title = node.children.find((c): c is Element => c.type === 'element' && hasClass(c, API_CALL.title))
  const text = title ? inlineMarkdown(title.children, ctx).trim() : ''
  const named = text.toLowerCase().includes(role.toLowerCase()) ? text : text === '' ? role : `${role}: ${text}`
  return [
    label(named),
    ...blocksOf(
      node.children.filter((c) => c !== title),
      ctx,
    ),
  ]
}

/** Every panel under its tab's label (the tab list only repeats the labels), nested tabs under both. */
function tabs(node: Element, ctx: Context): string[] {
  const out: string[] = []
  for (const child of node.children) {
    const name = child.type === 'element' && hasClass(child, TABS.panel) ? dataOf(child, TABS.attr.label) : undefined
    if (child.type === 'element' && name !== undefined) {
      const trail = [...ctx.tabs, escapeText(name)]
      out.push(label(trail.join(' › ')), ...blocksOf(child.children, { ...ctx, tabs: trail }))
    } else out.push(...blocksOf([child], ctx))
  }
  return out
}

function admonition(node: Element, ctx: Context): string {
  const type = dataOf(node, ADMONITION.attr.type) ?? 'note'
  const typeName = type.charAt(0).toUpperCase() + type.slice(1)
  const head = node.children.find((c): c is Element => c.type === 'element' && hasClass(c, ADMONITION.heading))
  const title = head ? inlineMarkdown(head.children, ctx).trim() : ''
  const opening = title === '' || title.toLowerCase() === type ? typeName : `${typeName}: ${title}`
  const rest = node.children.filter((c) => c !== head)
  return quote([label(opening), ...blocksOf(rest, ctx)])
}

function details(node: Element, ctx: Context): string[] {
  const summary = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'summary')
  const rest = node.children.filter((c) => c !== summary)
  return [...(summary ? nonEmpty(label(inlineMarkdown(summary.children, ctx))) : []), ...blocksOf(rest, ctx)]
}

/** A `CustomDocCard`: its link, then its description. */
function card(node: Element, ctx: Context): string {
  const part = (className: string) =>
    node.children.find((c): c is Element => c.type === 'element' && hasClass(c, className))
  const title = part(DOC_CARD.title)
  const about = part(DOC_CARD.description)
  const text = (title ? inlineMarkdown(title.children, ctx) : textOf(node)).trim()
  const href = typeof node.properties.href === 'string' ? node.properties.href : ''
  const link = href === '' ? `**${text}**` : `[${text}](${markedUrl(href)})`
  const description = about ? inlineMarkdown(about.children, ctx).trim() : ''
  return description === '' ? link : `${link}: ${description}`
}

function heading(node: Element, ctx: Context): string {
  const depth = Number(node.tagName.slice(1))
  const text = inlineMarkdown(node.children, ctx).replace(/\\\n/g, ' ').trim()
  const id = node.properties.id
  const suffix = typeof id === 'string' && id !== '' && depth > 1 ? ` {#${id}}` : ''
  return `${'#'.repeat(depth)} ${text}${suffix}`
}

/** A fence with the block's language and title (marked lines and line numbers are for readers). */
function fence(node: Element): string {
  const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code') ?? node
  const classes = code.properties.className
  const language = Array.isArray(classes)
    ? classes
        .map(String)
        .find((c) => c.startsWith('language-'))
        ?.slice('language-'.length)
    : undefined
  const meta = code.properties.dataMeta
  const title = typeof meta === 'string' ? /\btitle=("[^"]*"|'[^']*')/.exec(meta)?.[1] : undefined
  const value = textOf(code).replace(/\n$/, '')
  let marker = '```'
  while (value.includes(marker)) marker += '`'
  const info = title ? `${language ?? 'text'} title=${title}` : language === 'text' ? '' : (language ?? '')
  return `${marker}${info}\n${value}\n${marker}`
}

function list(node: Element, ctx: Context): string {
  const ordered = node.tagName === 'ol'
  let number = Number(node.properties.start ?? 1) || 1
  const items: string[][] = []
  for (const child of node.children) {
    if (child.type !== 'element' || child.tagName !== 'li') continue
    const blocks = blocksOf(child.children, ctx)
    const box = checkbox(child)
    if (box !== undefined) blocks[0] = `[${box ? 'x' : ' '}] ${blocks[0] ?? ''}`
    items.push(blocks.length === 0 ? [''] : blocks)
  }
  const loose = items.some((blocks) => blocks.length > 1)
  return items
    .map((blocks) => {
      const marker = ordered ? `${number++}. ` : '- '
      return marker + indented(blocks.join('\n\n'), marker.length)
    })
    .join(loose ? '\n\n' : '\n')
}

/** A task list item's box: checked, not checked, or none. */
function checkbox(item: Element): boolean | undefined {
  const first = item.children.find((c) => c.type === 'element')
  const inside =
    first?.type === 'element' && first.tagName === 'p' ? first.children.find((c) => c.type === 'element') : first
  const box = inside?.type === 'element' && inside.tagName === 'input' ? inside : undefined
  return box?.properties.type === 'checkbox' ? Boolean(box.properties.checked) : undefined
}

function embedded(node: Element): string[] {
  const src = node.properties.src
  if (typeof src !== 'string') return []
  const title = typeof node.properties.title === 'string' ? node.properties.title : src
  return [`[${escapeText(title)}](${src})`]
}

/** Lines after the first indented by `width` (a list item's continuation), blank lines left blank. */
function indented(text: string, width: number): string {
  const pad = ' '.repeat(width)
  return text.replace(/\n(?!\n)/g, `\n${pad}`)
}

function quote(blocks: string[]): string {
  if (blocks.length === 0) return ''
  return blocks
    .join('\n\n')
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n')
}

/** A bold label (bold inside it is dropped: `**a **b****` would not read as one). */
const label = (text: string): string => {
  const inner = text.trim().replace(/(?<!\\)\*\*/g, '')
  return inner === '' ? '' : `**${inner}**`
}

/**
 * A paragraph's text, trimmed, with what would start another block at the start of a line escaped
 * (`# `, `> `, `- `, `1. `).
 */
function paragraph(inline: string): string {
  const text = inline.trim()
  // Most paragraphs start with a letter and have no hard break: nothing to escape.
  if (!BLOCK_START.test(text) && !text.includes('\\\n')) return text
  return text
    .replace(/ *\\\n */g, '\\\n')
    .replace(/(^|\\\n)(#{1,6}(?= |$)|>|[-+](?= |$)|\d+(?=[.)](?: |$)))/g, (_m, start: string, mark: string) =>
      /^\d/.test(mark) ? `${start}${mark}\\` : `${start}\\${mark}`,
    )
}

/** A first character that may start another block (`#`, `>`, `-`, `+`, a digit). */
const BLOCK_START = /^[#>+\-\d]/

const nonEmpty = (text: string): string[] => (text === '' ? [] : [text])

/** A data attribute as the tree has it: `data-label` as written, or `dataLabel` once parsed by rehype-raw. */
function dataOf(element: Element, name: string): string | undefined {
  const camel = name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())
  const value = element.properties[name] ?? element.properties[camel]
  return value === undefined || value === null ? undefined : String(value)
}
