import type { ReactNode } from 'react'
import { AnnouncementBar } from './AnnouncementBar.js'
import { colorModeScript } from './color-mode-script.js'
import { Footer } from './Footer.js'
import { Navbar } from './Navbar.js'
import { SkipLink } from './SkipLink.js'
import type { HeadProps, SiteChromeProps } from './types.js'

/** Props of `Layout`. */
export interface LayoutProps {
  head: HeadProps
  chrome: SiteChromeProps
  /** The page body; it must contain `<main id="main">`. */
  children: ReactNode
}

function Head({ head }: { head: HeadProps }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script built from config values, JSON-escaped */}
      <script dangerouslySetInnerHTML={{ __html: colorModeScript(head.colorMode) }} />
      {head.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta name="description" content={head.description} />
      {head.canonicalUrl ? <link rel="canonical" href={head.canonicalUrl} /> : null}
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonicalUrl ? <meta property="og:url" content={head.canonicalUrl} /> : null}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={head.siteName} />
      {head.faviconHref ? <link rel="icon" href={head.faviconHref} /> : null}
      {head.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {head.scripts.map((script) => (
        <script key={script.src} src={script.src} async={script.async} defer={script.defer} />
      ))}
    </head>
  )
}

/** The document shell: `<html>`, `<head>`, skip link, announcement bar, navbar, page, footer. */
export function Layout({ head, chrome, children }: LayoutProps) {
  return (
    <html lang={chrome.lang} dir={chrome.dir} data-theme={head.colorMode.defaultMode}>
      <Head head={head} />
      <body>
        <SkipLink />
        {chrome.announcementBar ? <AnnouncementBar {...chrome.announcementBar} /> : null}
        <Navbar {...chrome.navbar} />
        <div className="main-wrapper">{children}</div>
        {chrome.footer ? <Footer {...chrome.footer} /> : null}
      </body>
    </html>
  )
}
