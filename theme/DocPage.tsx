import type { ReactNode } from 'react'
import { Breadcrumbs } from './Breadcrumbs.js'
import { DocContent } from './DocContent.js'
import { DocLayout } from './DocLayout.js'
import { classes, useInfimaClasses } from './infima-classes.js'
import { PageActions } from './PageActions.js'
import { Pager } from './Pager.js'
import { Sidebar } from './Sidebar.js'
import { Toc } from './Toc.js'
import type { DocPageProps, LastUpdateProps } from './types.js'
import { VersionBadge } from './VersionBadge.js'
import { VersionBanner } from './VersionBanner.js'

/**
 * Props of `DocPage`: the doc fields of the page props, without head and chrome; `children`, when
 * given, stand in for the body HTML (a category's generated index page).
 */
export type DocPageBodyProps = Omit<DocPageProps, 'head' | 'chrome' | 'kind'> & { children?: ReactNode }

/**
 * Sidebar, then the doc column (breadcrumbs, badge, title, body, edit link and "Copy page", pager),
 * then the TOC.
 */
export function DocPage(props: DocPageBodyProps) {
  const { title, showTitle, html, sidebar, breadcrumbs, versionLabel, toc, pager, editUrl, markdownHref, children } =
    props
  const { lastUpdate, versionBanner, wording = {} } = props
  const hasToc = toc !== undefined && toc.length > 0
  const infima = useInfimaClasses()
  return (
    <DocLayout
      sidebar={sidebar ? <Sidebar {...sidebar} /> : undefined}
      aside={hasToc ? <Toc items={toc} variant="aside" title={wording.toc} /> : undefined}
    >
      <article className="doc-article">
        {versionBanner ? <VersionBanner {...versionBanner} /> : null}
        {breadcrumbs ? <Breadcrumbs {...breadcrumbs} /> : null}
        {versionLabel ? <VersionBadge label={versionLabel} /> : null}
        {hasToc ? <Toc items={toc} variant="collapsible" title={wording.toc} /> : null}
        {showTitle ? <h1 className="page-title">{title}</h1> : null}
        {children ?? <DocContent html={html} doc />}
        {editUrl || markdownHref || lastUpdate ? (
          <footer className={classes('doc-footer', infima?.docFooter)}>
            <PageActions editUrl={editUrl} markdownHref={markdownHref} editLabel={wording.editThisPage} />
            {lastUpdate ? <LastUpdated {...lastUpdate} /> : null}
          </footer>
        ) : null}
      </article>
      <Pager
        {...pager}
        wording={{ prevSublabel: wording.previous ?? 'Previous', nextSublabel: wording.next ?? 'Next' }}
      />
    </DocLayout>
  )
}

/** "Last updated on Nov 26, 2026 by Ada", Docusaurus's wording. */
function LastUpdated({ dateTime, dateLabel, author }: LastUpdateProps) {
  return (
    <p className={classes('last-updated', useInfimaClasses()?.lastUpdated)}>
      Last updated
      {dateTime ? (
        <>
          {' on '}
          <time dateTime={dateTime}>{dateLabel}</time>
        </>
      ) : null}
      {author ? (
        <>
          {' by '}
          <b>{author}</b>
        </>
      ) : null}
    </p>
  )
}
