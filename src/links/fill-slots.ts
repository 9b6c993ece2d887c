import { categoryCards } from '../graph/index.js'
import { escapeHtml } from '../html/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { DOC_CARD } from '../model/markup.js'
import type { CategoryCard, NavItem, RouteGraph, RoutePath } from '../model/route-graph.js'
import { withBase } from './resolve-markdown-links.js'

const DOC_CARD_LIST = /<div data-docsgen-slot="doc-card-list"><\/div>/g

/** Inputs of `fillSlots`. */
export interface FillSlotsInput {
  /** The page body, `.md` links already resolved. */
  html: string
  route: RoutePath
  graph: RouteGraph
  baseUrl: string
  /** A Docusaurus site's page: the cards in Docusaurus's markup (see `renderInfimaCards`). */
  infimaCards?: boolean
}

/** One card of a DocCardList: a page of the site (`path`) or another address (`href`). */
export interface DocCard {
  title: string
  path?: RoutePath
  href?: string
  description: string | undefined
  /** The card of a sub-category. */
  category?: boolean
}

/**
 * Fill the placeholders the transform stage leaves for content that needs the route graph:
 * `<div data-docsgen-slot="doc-card-list"></div>` (`<DocCardList />`) becomes a list of cards for
 * the items of the page's sidebar category (the category the page is the index of, else the one it
 * is in): title, the target page's description (for a category: its number of items) and link.
 */
export function fillSlots(input: FillSlotsInput): { html: string; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  if (!input.html.includes('data-docsgen-slot=')) return { html: input.html, diagnostics }
  const node = input.graph.routes.get(input.route)
  const cards = docCardsOf(input.route, input.graph)
  if (!cards) {
    diagnostics.push({
      severity: 'warning',
      code: 'components/doc-card-list-without-category',
      message: '<DocCardList /> is on a page that is not in a sidebar category, so it shows no cards',
      hint: 'use it on the page a sidebar category links to, or on a page inside a category',
      ...(node?.source ? { file: node.source } : {}),
    })
  }
  const href = (card: DocCard) => card.href ?? withBase(input.baseUrl, card.path ?? '/')
  const list =
    !cards || cards.length === 0
      ? ''
      : input.infimaCards
        ? renderInfimaCards(cards, href)
        : `<ul class="${DOC_CARD.list}">${cards.map((card) => renderCard(card, href(card))).join('')}</ul>`
  return { html: input.html.replace(DOC_CARD_LIST, () => list), diagnostics }
}

/** The cards `<DocCardList />` shows on `route`; undefined when the page is in no sidebar category. */
export function docCardsOf(route: RoutePath, graph: RouteGraph): DocCard[] | undefined {
  const node = graph.routes.get(route)
  const tree = node?.sidebar ? graph.sidebars.get(node.sidebar) : undefined
  const items = tree && node?.docId ? categoryItemsOf(tree.items, node.docId) : undefined
  return items && categoryCards(items, graph).map(docCardOf)
}

/** Items of the category linked to `docId`, else the siblings of `docId` in its category. */
function categoryItemsOf(items: readonly NavItem[], docId: string): NavItem[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue
    if (item.docId === docId) return item.items
    if (item.items.some((child) => child.type === 'doc' && child.docId === docId)) {
      return item.items.filter((child) => !(child.type === 'doc' && child.docId === docId))
    }
    const inner = categoryItemsOf(item.items, docId)
    if (inner) return inner
  }
  return undefined
}

/** A card as `<DocCardList />` shows it: a category's number of items is its description. */
function docCardOf(card: CategoryCard): DocCard {
  const count = card.items === undefined ? undefined : `${card.items} item${card.items === 1 ? '' : 's'}`
  return {
    title: card.label,
    ...(card.path ? { path: card.path } : {}),
    ...(card.href ? { href: card.href } : {}),
    description: card.description ?? count,
    ...(card.kind === 'category' ? { category: true } : {}),
  }
}

function renderCard(card: DocCard, href: string): string {
  const description = card.description
    ? ` <span class="${DOC_CARD.description}">${escapeHtml(card.description)}</span>`
    : ''
  return `<li><a class="${DOC_CARD.card}" href="${escapeHtml(href)}"><span class="${DOC_CARD.title}">${escapeHtml(card.title)}</span>${description}</a></li>`
}

/**
 * The cards in the markup of Docusaurus's `DocCardList`, which a Docusaurus site's CSS is written
 * against (`section.row article.col--6 a.card h2`): Infima's grid and card, the title in an `<h2>`
 * after Docusaurus's icon (📄️ a page, 🗃️ a category, 🔗 another site), the description in a `<p>`;
 * our own card classes too, for the theme's look.
 */
function renderInfimaCards(cards: readonly DocCard[], href: (card: DocCard) => string): string {
  const items = cards.map((card) => {
    const icon = card.category ? '🗃️' : card.href === undefined ? '📄️' : '🔗'
    const title = escapeHtml(card.title)
    const description = card.description
      ? `<p class="${DOC_CARD.description} text--truncate" title="${escapeHtml(card.description)}">${escapeHtml(card.description)}</p>`
      : ''
    return (
      `<article class="col col--6 margin-bottom--lg"><a class="${DOC_CARD.card} card padding--lg" href="${escapeHtml(href(card))}">` +
      `<h2 class="${DOC_CARD.title} text--truncate" title="${title}">${icon} ${title}</h2>${description}</a></article>`
    )
  })
  return `<section class="${DOC_CARD.infimaList} row">${items.join('')}</section>`
}
