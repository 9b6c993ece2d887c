import { DocContent } from './DocContent.js'

/** Build facts shown on /status, computed by the render stage. */
export interface StatusReport {
  siteVersion?: string
  /** ISO date of the build. */
  buildDate: string
  pagesPerArea: readonly { area: string; pages: number }[]
  /** Undefined when the build did not check links (`onBrokenLinks: 'ignore'`). */
  linkCheck?: { checkedLinks: number; brokenLinks: number } | undefined
}

/** Props of `StatusPage`. */
export interface StatusPageBodyProps {
  title: string
  showTitle: boolean
  html: string
  status: StatusReport
}

function Heading2({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${children}`}>
        #
      </a>
    </h2>
  )
}

/** The status.md body, then a generated build report. */
export function StatusPage({ title, showTitle, html, status }: StatusPageBodyProps) {
  const total = status.pagesPerArea.reduce((sum, row) => sum + row.pages, 0)
  const { linkCheck } = status
  return (
    <main id="main" tabIndex={-1} className="page-narrow">
      {showTitle ? <h1 className="page-title">{title}</h1> : null}
      <DocContent html={html} />
      <section className="markdown status-report" aria-labelledby="build-report">
        <Heading2 id="build-report">Build report</Heading2>
        <dl className="status-facts">
          {status.siteVersion ? (
            <div>
              <dt>Site version</dt>
              <dd>{status.siteVersion}</dd>
            </div>
          ) : null}
          <div>
            <dt>Built on</dt>
            <dd>
              <time dateTime={status.buildDate}>{status.buildDate}</time>
            </dd>
          </div>
        </dl>
        <Heading2 id="pages-per-area">Pages per area</Heading2>
        <table>
          <thead>
            <tr>
              <th scope="col">Area</th>
              <th scope="col">Pages</th>
            </tr>
          </thead>
          <tbody>
            {status.pagesPerArea.map((row) => (
              <tr key={row.area}>
                <td>{row.area}</td>
                <td>{row.pages}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{total}</td>
            </tr>
          </tfoot>
        </table>
        <Heading2 id="link-check">Link check</Heading2>
        {linkCheck ? (
          <p className={linkCheck.brokenLinks === 0 ? 'status-ok' : 'status-problem'}>
            {`${linkCheck.checkedLinks} ${linkCheck.checkedLinks === 1 ? 'link' : 'links'} checked, `}
            <strong>{`${linkCheck.brokenLinks} broken`}</strong>.
          </p>
        ) : (
          <p>
            Links were not checked by this build (<code>onBrokenLinks</code> is <code>'ignore'</code>). Run{' '}
            <code>docsgen check-links</code> to check them.
          </p>
        )}
      </section>
    </main>
  )
}
