import { createFenceTracker } from './fences.js'

/**
 * Rewrite the Docusaurus title form of a container directive into remark-directive's label form,
 * so both parse the same way:
 *
 * ```md
 * :::tip Pro tip        ->  :::tip[Pro tip]
 * > :::note A quote     ->  > :::note[A quote]
 * ```
 *
 * remark-directive does not parse `:::tip Pro tip` as a directive at all (text after the name
 * makes it a paragraph), so this has to happen on the text. Lines inside fenced code blocks are
 * left alone. The rewrite keeps every line (and every column up to the title) where it was, so
 * positions reported later still point at the right line.
 */
export function normalizeAdmonitionTitles(markdown: string): string {
  if (!markdown.includes(':::')) return markdown
  const lines = markdown.split('\n')
  const isCode = createFenceTracker()
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (isCode(line)) continue
    const titled = TITLED_DIRECTIVE.exec(line)
    if (!titled) continue
    const [, prefix = '', title = ''] = titled
    lines[i] = `${prefix}[${escapeBrackets(title.trimEnd())}]`
  }
  return lines.join('\n')
}

/** `:::name Title` with nothing between the name and the title but spaces (not `[`, not `{`). */
const TITLED_DIRECTIVE =
  /^([ \t]*(?:>[ \t]?)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?:{3,}[A-Za-z][\w-]*)[ \t]+([^[{\s].*)$/

/** Keep brackets that pair up (links in titles); escape the rest so the label cannot end early. */
function escapeBrackets(title: string): string {
  let depth = 0
  for (const char of title) {
    if (char === '[') depth++
    if (char === ']' && --depth < 0) break
  }
  return depth === 0 ? title : title.replace(/[[\]]/g, '\\$&')
}
