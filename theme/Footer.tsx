import { ExternalLinkIcon } from './Icons.js'

/** A footer link. */
export interface FooterLink {
  label: string
  href: string
  external: boolean
}

/** Props of `Footer`. */
export interface FooterProps {
  style: 'dark' | 'light'
  groups: readonly { title: string; items: readonly FooterLink[] }[]
  /** Plain text. */
  copyright?: string
}

/** Link groups with titles, then the copyright line. */
export function Footer({ style, groups, copyright }: FooterProps) {
  return (
    <footer className={`footer footer-${style}`}>
      <div className="footer-inner">
        {groups.length > 0 ? (
          <div className="footer-groups">
            {groups.map((group) => (
              <div className="footer-group" key={group.title}>
                <div className="footer-title">{group.title}</div>
                <ul>
                  {group.items.map((link) => (
                    <li key={link.href + link.label}>
                      <a
                        className="footer-link"
                        href={link.href}
                        {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      >
                        {link.label}
                        {link.external ? <ExternalLinkIcon /> : null}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {copyright ? <p className="footer-copyright">{copyright}</p> : null}
      </div>
    </footer>
  )
}
