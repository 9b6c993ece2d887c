import type { ReactNode } from 'react'
import { DocIcon, ExternalLinkIcon, FolderIcon, LinkIcon } from './Icons.js'
import { useInfimaClasses } from './infima-classes.js'

/** One card of a category page: an item of the category. */
export interface CategoryCardProps {
  kind: 'doc' | 'category' | 'link'
  label: string
  /** Where the card leads (a category without a page of its own: its first page). */
  href?: string
  /** A link to another site (opens as such, marked with an icon). */
  external?: boolean
  /** A doc's description. */
  description?: string
  /** A category's number of items. */
  items?: number
}

/** Props of `CategoryIndex`. */
export interface CategoryIndexProps {
  description?: string
  cards: readonly CategoryCardProps[]
}

const ICONS = { doc: DocIcon, category: FolderIcon, link: LinkIcon } as const

/** A card's box: a link where it leads (another site's opening as such), else a plain box. */
function Card({ card, className, children }: { card: CategoryCardProps; className: string; children: ReactNode }) {
  if (!card.href) return <div className={className}>{children}</div>
  const external = card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <a className={className} href={card.href} {...external}>
      {children}
    </a>
  )
}

/**
 * The body of a category's generated index page: its description, then a grid of cards, one per
 * item of the category (a doc with its description, a sub-category with its number of items, a
 * link). Plain links in a list, readable and usable without JavaScript or styles, in the markup of
 * the cards `<DocCardList />` makes in a page (`doc-card-*`), so both look alike.
 */
export function CategoryIndex({ description, cards }: CategoryIndexProps) {
  if (useInfimaClasses()) return <InfimaCategoryIndex cards={cards} {...(description ? { description } : {})} />
  return (
    <div className="category-index">
      {description ? <p className="category-index-description">{description}</p> : null}
      <ul className="doc-card-list">
        {cards.map((card, i) => {
          const Icon = ICONS[card.kind]
          const about =
            card.description ??
            (card.items === undefined ? undefined : card.items === 1 ? '1 item' : `${card.items} items`)
          const body = (
            <>
              <span className="doc-card-title">
                <Icon className="doc-card-icon" size={18} />
                <span>{card.label}</span>
                {card.external ? <ExternalLinkIcon /> : null}
              </span>
              {about ? <span className="doc-card-description">{about}</span> : null}
            </>
          )
          return (
            // Labels may repeat within a category; the position is the card's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static markup
            <li key={i}>
              <Card card={card} className="doc-card">
                {body}
              </Card>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** Docusaurus's icon of a card: a page, a category, another address. */
const INFIMA_ICONS = { doc: '📄️', category: '🗃️', link: '🔗' } as const

/**
 * A Docusaurus site's generated index page, its cards in the markup of Docusaurus's `DocCardList`
 * (as `<DocCardList />` in a page of such a site: `section.row > article.col--6 > a.card > h2 + p`),
 * which the site's CSS is written against.
 */
function InfimaCategoryIndex({ description, cards }: CategoryIndexProps) {
  return (
    <div className="category-index">
      {description ? <p className="category-index-description">{description}</p> : null}
      <section className="doc-card-row row">
        {cards.map((card, i) => {
          const about =
            card.description ??
            (card.items === undefined ? undefined : card.items === 1 ? '1 item' : `${card.items} items`)
          const title = `${INFIMA_ICONS[card.kind]} ${card.label}`
          const body = (
            <>
              <h2 className="doc-card-title text--truncate" title={card.label}>
                {title}
              </h2>
              {about ? (
                <p className="doc-card-description text--truncate" title={about}>
                  {about}
                </p>
              ) : null}
            </>
          )
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static markup
            <article key={i} className="col col--6 margin-bottom--lg">
              <Card card={card} className="doc-card card padding--lg">
                {body}
              </Card>
            </article>
          )
        })}
      </section>
    </div>
  )
}
