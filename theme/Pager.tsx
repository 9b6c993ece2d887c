import { classes, useInfimaClasses } from './infima-classes.js'

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
  const infima = useInfimaClasses()
  if (!prev && !next) return null
  const { name = 'Docs pages', prevSublabel = 'Previous', nextSublabel = 'Next' } = wording
  return (
    <nav className={classes('pager', infima?.pager)} aria-label={name}>
      {prev ? <PagerAnchor link={prev} rel="prev" sublabel={prevSublabel} /> : null}
      {next ? <PagerAnchor link={next} rel="next" sublabel={nextSublabel} /> : null}
    </nav>
  )
}

function PagerAnchor({ link, rel, sublabel }: { link: PagerLink; rel: 'prev' | 'next'; sublabel: string | null }) {
  const infima = useInfimaClasses()
  return (
    <a
      className={classes('pager-link', `pager-${rel}`, rel === 'prev' ? infima?.pagerPrev : infima?.pagerNext)}
      href={link.href}
      rel={rel}
    >
      {sublabel === null ? null : (
        <>
          <span className={classes('pager-sublabel', infima?.pagerSublabel)}>{sublabel}</span>{' '}
        </>
      )}
      <span className={classes('pager-label', infima?.pagerLabel)}>{link.label}</span>
    </a>
  )
}
