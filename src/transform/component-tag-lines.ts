import { parseTag } from './component-tags.js'
import { createFenceTracker } from './fences.js'

/** Longest tag, in lines, that is joined; a longer "tag" is more likely a typo. */
const MAX_TAG_LINES = 20
const TAG_LINE = /^[ \t]*<[A-Z]/

/**
 * Put a component tag written over several lines on one line, Docusaurus style:
 *
 * ```md
 * <TabItem                          <TabItem value="js" label="JavaScript">
 *   value="js"              ->
 *   label="JavaScript"
 * >
 * ```
 *
 * CommonMark reads such a tag as a paragraph (a `>` alone even starts a block quote). The lines the
 * tag took become blank, so every later line keeps its number. Code fences are left alone, and
 * with `math` (`markdown.math`) `$$` math blocks too.
 */
export function joinMultilineComponentTags(markdown: string, options: { math?: boolean } = {}): string {
  if (!/^[ \t]*<[A-Z]/m.test(markdown)) return markdown
  const lines = markdown.split('\n')
  const isCode = createFenceTracker(options)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (isCode(line) || !TAG_LINE.test(line)) continue
    const start = line.indexOf('<')
    if (parseTag(line, start)) continue
    const text = lines.slice(i, i + MAX_TAG_LINES).join('\n')
    const tag = parseTag(text, start)
    if (!tag || tag.end <= line.length) continue
    const lineEnd = text.indexOf('\n', tag.end)
    const after = text.slice(tag.end, lineEnd === -1 ? undefined : lineEnd)
    const joined = text.slice(start, tag.end).replace(/[ \t]*\n[ \t]*/g, ' ')
    const taken = text.slice(0, tag.end).split('\n').length - 1
    lines[i] = `${line.slice(0, start)}${joined}${after}`
    for (let k = 1; k <= taken; k++) lines[i + k] = ''
    i += taken
  }
  return lines.join('\n')
}
