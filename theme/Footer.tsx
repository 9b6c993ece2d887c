import { ExternalLinkIcon } from './Icons.js'
import { HtmlItem } from './RawHtml.js'

/** A footer link. */
export interface FooterLink {
  label: string
  href: string
  external: boolean
}

/** An item of a footer column: a link, or the site author's HTML (a badge) shown as it is. */
export type FooterItem = FooterLink | { html: string; className?: string }

/** Props of `Footer`. */
export interface FooterProps {
  style: 'dark' | 'light'
  groups: readonly { title: string; items: readonly FooterItem[] }[]
  /** Plain text. */
  copyright?: string
  /** An image above the copyright (`srcDark` in dark mode), linked to `href` if given. */
  logo?: {
    alt: string
    src: string
    srcDark: string
    href?: string
    /**
     * The link leads to another site: `rel="noopener noreferrer"`. It opens in the same tab unless
     * `target` says otherwise, as Docusaurus's footer logo does (its `target` option, passed on
     * even when unset, overrides the new tab its links give other sites).
     */
    external?: boolean
    target?: string
    width?: number
    height?: number
  }
}

function FooterLogo({ logo }: { logo: NonNullable<FooterProps['logo']> }) {
  const size = { width: logo.width, height: logo.height }
  const images =
    logo.srcDark === logo.src ? (
      <img className="footer-logo-image" src={logo.src} alt={logo.alt} loading="lazy" {...size} />
    ) : (
      <>
        <img className="footer-logo-image logo-light" src={logo.src} alt={logo.alt} loading="lazy" {...size} />
        <img className="footer-logo-image logo-dark" src={logo.srcDark} alt={logo.alt} loading="lazy" {...size} />
      </>
    )
  const link = {
    ...(logo.external ? { rel: 'noopener noreferrer' } : {}),
    ...(logo.target ? { target: logo.target } : {}),
  }
  return (
    <div className="footer-logo">
      {logo.href ? (
        <a href={logo.href} {...link}>
          {images}
        </a>
      ) : (
        images
      )}
    </div>
  )
}

/** Link groups with titles, then the copyright line. */
export function Footer({ style, groups, copyright, logo }: FooterProps) {
  return (
    <footer className={`footer footer-${style}`}>
      <div className="footer-inner">
        {groups.length > 0 ? (
          <div className="footer-groups">
            {groups.map((group) => (
              <div className="footer-group" key={group.title}>
                <div className="footer-title">{group.title}</div>
                <ul>
                  {group.items.map((item) =>
                    'html' in item ? (
                      <HtmlItem key={`html:${item.html}`} kind="footer-html" {...item} />
                    ) : (
                      <li key={item.href + item.label}>
                        <a
                          className="footer-link"
                          href={item.href}
                          {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        >
                          {item.label}
                          {item.external ? <ExternalLinkIcon /> : null}
                        </a>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {logo ? <FooterLogo logo={logo} /> : null}
        {copyright ? <p className="footer-copyright">{copyright}</p> : null}
      </div>
    </footer>
  )
}
