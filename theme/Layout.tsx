import type { ReactNode } from 'react'
import { AnnouncementBar } from './AnnouncementBar.js'
import { Footer } from './Footer.js'
import { baseUrlBannerScript, headScript } from './head-script.js'
import { Navbar } from './Navbar.js'
import { SearchModal } from './SearchModal.js'
import { SkipLink } from './SkipLink.js'
import type { HeadProps, SiteChromeProps } from './types.js'

/** Props of `Layout`. */
export interface LayoutProps {
  head: HeadProps
  chrome: SiteChromeProps
  /** The page body; it must contain `<main id="main">`. */
  children: ReactNode
}

function Head({ head, announcementId }: { head: HeadProps; announcementId: string | undefined }) {
  // Before first paint: stored reader choices, then (when the base URL is known) the banner for a
  // site served under the wrong base URL, which must work even when no asset loads.
  const early = [
    headScript({ colorMode: head.colorMode, ...(announcementId !== undefined ? { announcementId } : {}) }),
    head.baseUrl !== undefined && head.routePath !== undefined
      ? baseUrlBannerScript({ baseUrl: head.baseUrl, routePath: head.routePath })
      : '',
  ].join(';')
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script built from config values, JSON-escaped */}
      <script dangerouslySetInnerHTML={{ __html: early }} />
      {head.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {/* The name the search script reads (DOCS_VERSION_META in src/model/search-index.ts). */}
      {head.docsVersion ? <meta name="docsearch:version" content={head.docsVersion} /> : null}
      <meta name="description" content={head.description} />
      {head.keywords && head.keywords.length > 0 ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
      {head.canonicalUrl ? <link rel="canonical" href={head.canonicalUrl} /> : null}
      {head.markdownHref ? <link rel="alternate" type="text/markdown" href={head.markdownHref} /> : null}
      {head.alternates?.map((alt) => (
        <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
      ))}
      {head.feeds?.map((feed) => (
        <link key={feed.href} rel="alternate" type={feed.type} href={feed.href} title={feed.title} />
      ))}
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonicalUrl ? <meta property="og:url" content={head.canonicalUrl} /> : null}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={head.siteName} />
      {head.image ? <meta property="og:image" content={head.image} /> : null}
      {head.image ? <meta name="twitter:card" content="summary_large_image" /> : null}
      {head.image ? <meta name="twitter:image" content={head.image} /> : null}
      {head.faviconHref ? <link rel="icon" href={head.faviconHref} /> : null}
      {head.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {head.scripts.map((script) => (
        <script key={script.src} src={script.src} type={script.type} async={script.async} defer={script.defer} />
      ))}
    </head>
  )
}

/** The document shell: `<html>`, `<head>`, skip link, announcement bar, navbar, page, footer. */
export function Layout({ head, chrome, children }: LayoutProps) {
  return (
    <html lang={chrome.lang} dir={chrome.dir} data-theme={head.colorMode.defaultMode}>
      <Head head={head} announcementId={chrome.announcementBar?.id} />
      <body>
        <SkipLink />
        {chrome.announcementBar ? <AnnouncementBar {...chrome.announcementBar} /> : null}
        <Navbar {...chrome.navbar} />
        <div className="main-wrapper">{children}</div>
        {chrome.footer ? <Footer {...chrome.footer} /> : null}
        {chrome.navbar.searchAction ? (
          <SearchModal action={chrome.navbar.searchAction} wording={chrome.searchWording} />
        ) : null}
      </body>
    </html>
  )
}
