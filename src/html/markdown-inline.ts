import type { Element, ElementContent, Root, RootContent } from 'hast'
import { BADGE } from '../model/markup.js'

// The inline half of a body's Markdown form (see `markdownForm`): text, emphasis, code, links and
// images, written the way a person writes Markdown. Escaping is kept to what would otherwise
// change the meaning, so `snake_case` and `a * b` read as they are.

/** Put before a site-absolute link's URL (`docsgen-route:/dev-docs/cli#x`) in a Markdown form. */
export const ROUTE_LINK = 'docsgen-route:'

/** Where inline content is written: in a table cell, a line break is `<br>` (a cell is one line). */
export interface InlineContext {
  inTable: boolean
  /** TeX math is on (`markdown.math`): a `$` of the text is escaped, so it does not open math. */
  math?: boolean | undefined
}

/** Whitespace that is not one plain space: collapsed to one. */
const SPACES = /\s\s|[\t\n\r\f\v]/

/** Elements that hold inline content but are not written themselves. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'button', 'input', 'select', 'textarea'])

/** The inline Markdown of `nodes`, whitespace collapsed (not trimmed). */
export function inlineMarkdown(nodes: readonly (ElementContent | RootContent)[], ctx: InlineContext): string {
  let out = ''
  for (const node of nodes) out += inlineOf(node, ctx)
  return out
}

function inlineOf(node: ElementContent | RootContent, ctx: InlineContext): string {
  if (node.type === 'text') {
    const text = escapeText(SPACES.test(node.value) ? node.value.replace(/\s+/g, ' ') : node.value)
    return ctx.math && text.includes('$') ? text.replace(/\$/g, '\\$') : text
  }
  if (node.type !== 'element') return ''
  const { tagName } = node
  if (SKIPPED.has(tagName) || hasClass(node, 'hash-link')) return ''
  switch (tagName) {
    case 'strong':
    case 'b':
      return wrapped('**', inlineMarkdown(node.children, ctx))
    case 'em':
    case 'i':
      return wrapped('_', inlineMarkdown(node.children, ctx))
    case 'del':
    case 's':
      return wrapped('~~', inlineMarkdown(node.children, ctx))
    case 'code':
      // TeX math (`markdown.math`) as written, `$…$`, which GitHub's Markdown reads too.
      if (ctx.math && hasClass(node, 'language-math')) return `$${textOf(node)}$`
      return codeSpan(textOf(node))
    case 'kbd':
      return codeSpan(textOf(node))
    case 'br':
      return ctx.inTable ? '<br>' : '\\\n'
    case 'img':
      return image(node)
    case 'a':
      return link(node, inlineMarkdown(node.children, ctx).trim())
    default:
      if (hasClass(node, BADGE.badge)) return `(${textOf(node).trim()})`
      return inlineMarkdown(node.children, ctx)
  }
}

/** `**text**` with the marker inside the spaces around the text (`** a**` would not be bold). */
function wrapped(marker: string, inner: string): string {
  const trimmed = inner.trim()
  if (trimmed === '') return inner
  const before = inner.startsWith(' ') ? ' ' : ''
  const after = inner.endsWith(' ') ? ' ' : ''
  return `${before}${marker}${trimmed}${marker}${after}`
}

function codeSpan(code: string): string {
  const value = code.replace(/\n/g, ' ')
  let fence = '`'
  while (value.includes(fence)) fence += '`'
  const pad = value.startsWith('`') || value.endsWith('`') || /^ .* $/.test(value) ? ' ' : ''
  return `${fence}${pad}${value}${pad}${fence}`
}

function image(node: Element): string {
  const src = node.properties.src
  if (typeof src !== 'string') return ''
  const alt = typeof node.properties.alt === 'string' ? node.properties.alt : ''
  return `![${escapeText(alt)}](${destination(src)}${titlePart(node)})`
}

function link(node: Element, text: string): string {
  const href = node.properties.href
  if (typeof href !== 'string' || href === '') return text
  return `[${text === '' ? escapeText(href) : text}](${destination(markedUrl(href))}${titlePart(node)})`
}

/** A site-absolute URL marked for the links stage (it may have a `.md` form); others as they are. */
export function markedUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${ROUTE_LINK}${url}` : url
}

function titlePart(node: Element): string {
  const title = node.properties.title
  return typeof title === 'string' && title !== '' ? ` "${title.replace(/["\\]/g, '\\$&')}"` : ''
}

/** A link destination: in `<…>` when it has spaces or unbalanced parentheses. */
function destination(url: string): string {
  const open = url.split('(').length
  const close = url.split(')').length
  return /[\s<>]/.test(url) || open !== close ? `<${url.replace(/[<>]/g, (c) => encodeURIComponent(c))}>` : url
}

/**
 * Text as Markdown: backslashes, backticks, brackets, `*` and `<` before a tag-like letter are
 * escaped; `_` only where it could start or end emphasis (not inside a word).
 */
export function escapeText(value: string): string {
  // Most text has none of these: left as it is without three passes over it.
  if (!MAY_ESCAPE.test(value)) return value
  return value
    .replace(/[\\`*[\]]/g, '\\$&')
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/(^|[^\p{L}\p{N}])_|_(?=[^\p{L}\p{N}]|$)/gu, (match) => match.replace('_', '\\_'))
}

const MAY_ESCAPE = /[\\`*[\]<_]/

/** The text of a node, as written (code, titles). */
export function textOf(node: Element | Root): string {
  let out = ''
  for (const child of node.children) {
    if (child.type === 'text') out += child.value
    else if (child.type === 'element') out += textOf(child)
  }
  return out
}

export function hasClass(element: Element, className: string): boolean {
  const value = element.properties.className
  return Array.isArray(value) ? value.includes(className) : value === className
}
