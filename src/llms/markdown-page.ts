import { MARKDOWN_SLOT, ROUTE_LINK } from '../html/index.js'
import { type DocCard, docCardsOf, markdownLinkTarget, withBase } from '../links/index.js'
import {
  MD_LINK_PLACEHOLDER,
  type PageMeta,
  type RouteGraph,
  type RouteNode,
  type RoutePath,
  routePath,
} from '../model/index.js'

/** What a page's final Markdown is made from besides its compiled Markdown form. */
export interface MarkdownSite {
  graph: RouteGraph
  baseUrl: string
}

/** A page's Markdown: its body (opening with its H1) and what its front matter says. */
export interface MarkdownPage {
  node: RouteNode
  /** The URL of the Markdown form (`/dev-docs/cli.md`). */
  url: string
  title: string
  description: string
  /** The body, from its `# Title` on. */
  body: string
}

/** The URL of a route's Markdown form; undefined when it has none. */
export function markdownUrlOf(route: RoutePath, site: MarkdownSite): string | undefined {
  const file = site.graph.routes.get(route)?.markdownFile
  return file === undefined ? undefined : withBase(site.baseUrl, `/${file}`)
}

// A link destination the compiled form marked (`](docsgen-md-link:3)`, `](<docsgen-route:/a b>)`).
const MARKED = new RegExp(`(\\]\\(<?)(?:${MD_LINK_PLACEHOLDER}(\\d+)|${ROUTE_LINK}([^)>\\s]*))`, 'g')

/**
 * A page's final Markdown, from its compiled form (`markdownForm`): `.md` links and links to the
 * site's pages point at the targets' Markdown forms (a target without one: its page URL; a missing
 * `.md` target: the link as written, reported by the links stage already), `<DocCardList />` is
 * the list of its cards, and a page whose body has no H1 starts with its title.
 */
export function markdownPage(input: { node: RouteNode; page: PageMeta; markdown: string; site: MarkdownSite }) {
  const { node, page, site } = input
  let body = input.markdown.replace(
    MARKED,
    // Positional: `String.replace` hands the match and its groups as arguments.
    (_match, open: string, index: string | undefined, url = '') =>
      index === undefined ? open + siteLink(url, site) : open + mdLink(page, Number(index), site),
  )
  if (body.includes(MARKDOWN_SLOT)) body = body.split(MARKDOWN_SLOT).join(cardList(node.path, site))
  if (!body.startsWith('# ')) body = `# ${node.title}\n\n${body}`
  return {
    node,
    url: markdownUrlOf(node.path, site) ?? node.path,
    title: node.title,
    description: node.description,
    body: body.endsWith('\n') ? body : `${body}\n`,
  } satisfies MarkdownPage
}

/** What the `.md` file and the `/llms-full.txt` part are made of. */
type PageText = Pick<MarkdownPage, 'title' | 'description' | 'url' | 'body'>

/** The `.md` file's front matter: the page's title and description. */
function frontMatterOf(page: PageText): string {
  const description = page.description === '' ? '' : `description: ${yamlString(page.description)}\n`
  return `---\ntitle: ${yamlString(page.title)}\n${description}---\n\n`
}

const NEWLINE = 0x0a

/**
 * A page as UTF-8: its `.md` file (front matter, then the body), and its part of `/llms-full.txt`
 * (its H1, where it is published, then the rest of its body) as pieces of the same bytes. The
 * body is encoded once, and the part copies nothing: at 10000 pages the two strings and their
 * encodings were most of the llms stage's own time.
 */
export function markdownBytes(page: PageText): { document: Buffer; fullPart: Buffer[] } {
  const front = frontMatterOf(page)
  const document = Buffer.from(front + page.body)
  const body = document.subarray(Buffer.byteLength(front))
  const newline = body.indexOf(NEWLINE)
  const end = newline < 0 ? body.length : newline
  let rest = end + 1
  while (body[rest] === NEWLINE) rest++
  const source = Buffer.from(`\n\nSource: ${page.url}\n\n`)
  return { document, fullPart: [body.subarray(0, end), source, body.subarray(rest)] }
}

function mdLink(page: PageMeta, index: number, site: MarkdownSite): string {
  const link = page.links[index]
  if (!link) return ''
  const target = markdownLinkTarget(link, site.graph.sourceToRoute)
  if (target === undefined) return link.url
  const hash = link.url.indexOf('#')
  const fragment = hash >= 0 ? link.url.slice(hash) : ''
  return (markdownUrlOf(target, site) ?? withBase(site.baseUrl, target)) + fragment
}

/** A link to `/path#fragment` of this site: the target's Markdown form when it has one. */
function siteLink(url: string, site: MarkdownSite): string {
  const cut = url.search(/[?#]/)
  const path = cut < 0 ? url : url.slice(0, cut)
  const base = site.baseUrl.replace(/\/$/, '')
  const local = base !== '' && path.startsWith(`${base}/`) ? path.slice(base.length) : path
  const route = routePath(local.replace(/(.)\/+$/, '$1'))
  const found = markdownUrlOf(route, site) ?? markdownUrlOf(routePath(`${route}/`), site)
  return found === undefined ? url : found + (cut < 0 ? '' : url.slice(cut))
}

function cardList(route: RoutePath, site: MarkdownSite): string {
  const cards = docCardsOf(route, site.graph) ?? []
  const href = (card: DocCard) =>
    card.href ??
    (card.path ? (markdownUrlOf(card.path, site) ?? withBase(site.baseUrl, card.path)) : withBase(site.baseUrl, '/'))
  return cards
    .map((card) => `- [${escapeLabel(card.title)}](${href(card)})${card.description ? `: ${card.description}` : ''}`)
    .join('\n')
}

export function escapeLabel(text: string): string {
  return text.replace(/[\\[\]]/g, '\\$&')
}

/** A YAML scalar: plain when it reads the same, else double-quoted (JSON strings are YAML). */
function yamlString(value: string): string {
  const plain =
    /^[\p{L}\p{N}(][^\n:#"'\\]*$/u.test(value) &&
    !/\s$/.test(value) &&
    !/^(true|false|null|yes|no|on|off|[\d.+-]+)$/i.test(value)
  return plain ? value : JSON.stringify(value)
}
