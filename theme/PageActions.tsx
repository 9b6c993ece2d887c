import { CopyPageLink } from './CopyPageLink.js'
import { EditLink } from './EditLink.js'

/** "Edit this page" and "Copy page" under a page (each only when it has a URL). */
export function PageActions({
  editUrl,
  markdownHref,
  editLabel,
}: {
  editUrl?: string | undefined
  markdownHref?: string | undefined
  /** @default 'Edit this page' */
  editLabel?: string | undefined
}) {
  return (
    <>
      {editUrl ? <EditLink href={editUrl} label={editLabel} /> : null}
      {markdownHref ? <CopyPageLink href={markdownHref} /> : null}
    </>
  )
}
