import type { Heading } from '../model/index.js'
import { escapeAttribute } from './urls.js'

const HEADING = /<h([2-6])(\s[^>]*)?>([\s\S]*?)<\/h\1>/g
const ID_ATTRIBUTE = /(?:^|\s)id=(?:"([^"]*)"|'([^']*)')/
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

function decodeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|lt|gt|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
}

/**
 * Append a `#` link to every h2-h6 that has an id, so readers can copy a link to the section:
 * `<h2 id="setup">Setup</h2>` → `<h2 id="setup">Setup<a class="hash-link" href="#setup"
 * aria-label="Direct link to Setup">#</a></h2>`. The label uses the heading's plain text from the
 * route graph when known (badges left out), else the heading's text with tags stripped.
 * Headings that already have an anchor are left alone, so running it twice is harmless.
 */
export function addHeadingAnchors(html: string, headings: readonly Heading[] = []): string {
  if (!html.includes('<h')) return html
  const textById = new Map(headings.map((heading) => [heading.id, heading.text]))
  return html.replace(HEADING, (match, level: string, attributes: string | undefined, inner: string) => {
    const id = attributes === undefined ? undefined : ID_ATTRIBUTE.exec(attributes)
    const rawId = id?.[1] ?? id?.[2]
    if (!rawId || inner.includes('class="hash-link"')) return match
    const decodedId = decodeAttribute(rawId)
    const known = textById.get(decodedId)
    // The stripped inner HTML is already escaped text: only `"` needs escaping inside the attribute.
    const label =
      known === undefined
        ? `Direct link to ${inner
            .replace(/<[^>]*>/g, '')
            .replace(/\s+/g, ' ')
            .trim()
            .replace(/"/g, '&quot;')}`
        : escapeAttribute(`Direct link to ${known}`)
    const anchor = `<a class="hash-link" href="#${escapeAttribute(decodedId)}" aria-label="${label}">#</a>`
    return `<h${level}${attributes ?? ''}>${inner}${anchor}</h${level}>`
  })
}
