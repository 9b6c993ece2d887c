import { CopyIcon } from './Icons.js'

/** Props of `CopyPageLink`. */
export interface CopyPageLinkProps {
  /** The page's Markdown form (`/dev-docs/cli.md`). */
  href: string
}

/**
 * "Copy page": a link to the page's Markdown form (`data-copy-page`), which the client script
 * turns into a copy of that Markdown (a modified click still opens it). Without the script it
 * reads "View as Markdown" and opens it; the labels swap on `html[data-client-ready]`.
 */
export function CopyPageLink({ href }: CopyPageLinkProps) {
  return (
    <a className="copy-page" href={href} type="text/markdown" data-copy-page>
      <CopyIcon size={16} />
      <span className="copy-page-label" aria-live="polite">
        Copy page
      </span>
      <span className="copy-page-fallback">View as Markdown</span>
    </a>
  )
}
