/** A neighbour page. */
export interface PagerLink {
  label: string
  href: string
}

/** Props of `Pager`. */
export interface PagerProps {
  prev?: PagerLink
  next?: PagerLink
}

/** Previous / next page links at the bottom of a doc. */
export function Pager({ prev, next }: PagerProps) {
  if (!prev && !next) return null
  return (
    <nav className="pager" aria-label="Docs pages">
      {prev ? (
        <a className="pager-link pager-prev" href={prev.href} rel="prev">
          <span className="pager-sublabel">Previous</span> <span className="pager-label">{prev.label}</span>
        </a>
      ) : null}
      {next ? (
        <a className="pager-link pager-next" href={next.href} rel="next">
          <span className="pager-sublabel">Next</span> <span className="pager-label">{next.label}</span>
        </a>
      ) : null}
    </nav>
  )
}
