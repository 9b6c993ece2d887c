/** The text of the comment that marks where a post's excerpt ends (see `transform/truncate-marker.ts`). */
export const TRUNCATE_VALUE = 'truncate'

/** The truncate marker as compiled bodies keep it. */
export const TRUNCATE_COMMENT = `<!--${TRUNCATE_VALUE}-->`

/**
 * A post's excerpt for the list pages: its body up to the truncate marker, and whether it was cut
 * there (without a marker, the whole body).
 */
export function excerptOf(html: string): { html: string; truncated: boolean } {
  const at = html.indexOf(TRUNCATE_COMMENT)
  return at === -1 ? { html, truncated: false } : { html: html.slice(0, at), truncated: true }
}
