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

/** Comments, and start and end tags with their attributes (quoted values may hold `>`). */
const TAG =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*(\/?)>/g

/** Elements whose content is text, not tags (`<script>el.innerHTML = '<div>'</script>`). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title'])

/** `html` with an end tag for each element it leaves open, innermost first. */
function closeOpenElements(html: string): string {
  const open: string[] = []
  const tags = new RegExp(TAG.source, 'g')
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const [, end, name, selfClosing] = match
    if (name === undefined) continue
    const lower = name.toLowerCase()
    if (end) {
      const at = open.lastIndexOf(lower)
      if (at !== -1) open.length = at
    } else if (!selfClosing && !VOID.has(lower)) {
      open.push(lower)
      if (RAW_TEXT.has(lower)) {
        // Its text runs to its end tag (or to the cut): nothing in it opens or closes elements.
        const close = html.toLowerCase().indexOf(`</${lower}`, tags.lastIndex)
        if (close === -1) break
        tags.lastIndex = close
      }
    }
  }
  return (
    html +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  )
}
