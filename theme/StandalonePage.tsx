import { DocPage } from './DocPage.js'
import { RawHtml } from './RawHtml.js'
import type { StandalonePageProps } from './types.js'

/** A body that has its own `<main>` (most React landing pages): the page must not add a second one. */
const OWN_MAIN = /<main[\s>]/

/**
 * A page outside the docs. A Markdown page reads like a doc without its sidebar, breadcrumbs and
 * pager (its own headings give the title, as on Docusaurus's Markdown pages); a React page's HTML
 * spans the page, in the page's `main` landmark unless it brings its own.
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
  const Landmark = OWN_MAIN.test(html) ? 'div' : 'main'
  return (
    <Landmark id="main" tabIndex={-1} className="standalone-page">
      <RawHtml html={html} />
    </Landmark>
  )
}
