import { ExternalLinkIcon } from './Icons.js'
import { classes, useInfimaClasses } from './infima-classes.js'
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
  const image = useInfimaClasses()?.footerLogo
  /** The logo's image: for one colour mode (`mode`), or for both. */
  const img = (src: string, mode?: 'logo-light' | 'logo-dark') => (
    <img className={classes('footer-logo-image', image, mode)} src={src} alt={logo.alt} loading="lazy" {...size} />
  )
  const images =
    logo.srcDark === logo.src ? (
      img(logo.src)
    ) : (
      <>
        {img(logo.src, 'logo-light')}
        {img(logo.srcDark, 'logo-dark')}
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
  const infima = useInfimaClasses()
  return (
    <footer className={classes('footer', `footer-${style}`, style === 'dark' && infima?.footerDark)}>
      <div className="footer-inner">
        {groups.length > 0 ? (
          <div className={classes('footer-groups', infima?.footerLinks)}>
            {groups.map((group) => (
              <div className={classes('footer-group', infima?.footerColumn)} key={group.title}>
                <div className={classes('footer-title', infima?.footerTitle)}>{group.title}</div>
                <ul className={infima?.footerItems}>
                  {group.items.map((item) =>
                    'html' in item ? (
                      <HtmlItem
                        key={`html:${item.html}`}
                        kind="footer-html"
                        html={item.html}
                        className={classes(infima?.footerItem, item.className)}
                      />
                    ) : (
                      <li key={item.href + item.label} className={infima?.footerItem}>
                        <a
                          className={classes('footer-link', infima?.footerLink)}
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
        {copyright ? <p className={classes('footer-copyright', infima?.footerCopyright)}>{copyright}</p> : null}
      </div>
    </footer>
  )
}
