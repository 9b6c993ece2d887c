import { htmlVoidElements } from 'html-void-elements'

/** The text of the comment that marks where a post's excerpt ends (see `transform/truncate-marker.ts`). */
export const TRUNCATE_VALUE = 'truncate'

/** The truncate marker as compiled bodies keep it. */
export const TRUNCATE_COMMENT = `<!--${TRUNCATE_VALUE}-->`

/**
 * A post's excerpt for the list pages: its body up to the truncate marker, and whether it was cut
 * there (without a marker, the whole body). A marker inside an element (a paragraph) cuts it
 * there: the elements still open are closed.
 */
export function excerptOf(html: string): { html: string; truncated: boolean } {
  const at = html.indexOf(TRUNCATE_COMMENT)
  return at === -1 ? { html, truncated: false } : { html: closeOpenElements(html.slice(0, at)), truncated: true }
}

/** Elements without an end tag. */
const VOID = new Set(htmlVoidElements)

/** Start and end tags of compiled HTML (attribute values there have `>` escaped), and comments. */
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g

/** `html` with an end tag for each element it leaves open, innermost first. */
function closeOpenElements(html: string): string {
  const open: string[] = []
  for (const [tag, end, name, selfClosing] of html.matchAll(TAG)) {
    if (name === undefined || tag.startsWith('<!--')) continue
    const lower = name.toLowerCase()
    if (end) {
      const at = open.lastIndexOf(lower)
      if (at !== -1) open.length = at
    } else if (!selfClosing && !VOID.has(lower)) open.push(lower)
  }
  return (
    html +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  )
}
