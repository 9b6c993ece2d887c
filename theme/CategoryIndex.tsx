import { DocIcon, ExternalLinkIcon, FolderIcon, LinkIcon } from './Icons.js'

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

/**
 * The body of a category's generated index page: its description, then a grid of cards, one per
 * item of the category (a doc with its description, a sub-category with its number of items, a
 * link). Plain links in a list, readable and usable without JavaScript or styles, in the markup of
 * the cards `<DocCardList />` makes in a page (`doc-card-*`), so both look alike.
 */
export function CategoryIndex({ description, cards }: CategoryIndexProps) {
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
              {card.href ? (
                <a
                  className="doc-card"
                  href={card.href}
                  {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {body}
                </a>
              ) : (
                <div className="doc-card">{body}</div>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
