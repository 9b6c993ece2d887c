/** A neighbour page. */
export interface PagerLink {
  label: string
  href: string
}

/** Props of `Pager`. */
export interface PagerProps {
  prev?: PagerLink | undefined
  next?: PagerLink | undefined
}

/** How a pager names itself and its two links (the docs' "Previous" / "Next" unless given). */
export interface PagerWording {
  /** The navigation's accessible name. */
  name?: string
  /** Shown above each link's label; `null` shows the label alone. */
  prevSublabel?: string | null
  nextSublabel?: string | null
}

/** Previous / next page links at the bottom of a doc (and a blog's newer / older links). */
export function Pager({ prev, next, wording = {} }: PagerProps & { wording?: PagerWording }) {
  if (!prev && !next) return null
  const { name = 'Docs pages', prevSublabel = 'Previous', nextSublabel = 'Next' } = wording
  return (
    <nav className="pager" aria-label={name}>
      {prev ? <PagerAnchor link={prev} rel="prev" sublabel={prevSublabel} /> : null}
      {next ? <PagerAnchor link={next} rel="next" sublabel={nextSublabel} /> : null}
    </nav>
  )
}

function PagerAnchor({ link, rel, sublabel }: { link: PagerLink; rel: 'prev' | 'next'; sublabel: string | null }) {
  return (
    <a className={`pager-link pager-${rel}`} href={link.href} rel={rel}>
      {sublabel === null ? null : (
        <>
          <span className="pager-sublabel">{sublabel}</span>{' '}
        </>
      )}
      <span className="pager-label">{link.label}</span>
    </a>
  )
}
