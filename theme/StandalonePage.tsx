import { DocPage } from './DocPage.js'
import { RawHtml } from './RawHtml.js'
import type { StandalonePageProps } from './types.js'

/**
 * A React page's own `<main>` (most landing pages have one) as a `<div>`: the page has one main
 * landmark, docsgen's, and the page's header inside it is not a second banner beside the navbar.
 */
function withoutMain(html: string): string {
  if (!html.includes('<main')) return html
  return html.replace(/<main(?=[\s>])/g, '<div').replace(/<\/main>/g, '</div>')
}

/**
 * A page outside the docs. A Markdown page reads like a doc without its sidebar, breadcrumbs and
 * pager (its own headings give the title, as on Docusaurus's Markdown pages); a React page's HTML
 * spans the page, in the page's `main` landmark.
 */
export function StandalonePage(props: Omit<StandalonePageProps, 'kind' | 'head' | 'chrome'>) {
  const { title, html, fullWidth, toc, editUrl, markdownHref } = props
  if (!fullWidth) {
    return (
      <DocPage
        title={title}
        showTitle={false}
        html={html}
        pager={{}}
        {...(toc ? { toc } : {})}
        {...(editUrl ? { editUrl } : {})}
        {...(markdownHref ? { markdownHref } : {})}
      />
    )
  }
  return (
    <main id="main" tabIndex={-1} className="standalone-page">
      <RawHtml html={withoutMain(html)} />
    </main>
  )
}
