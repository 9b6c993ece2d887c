import { normalizeAdmonitionTitles } from './admonition-titles.js'
import { joinMultilineComponentTags } from './component-tag-lines.js'

/**
 * The text rewrites done before parsing a page or a snippet body (each keeps every line where it
 * was): Docusaurus admonition titles, and component tags written over several lines.
 */
export function prepareMarkdown(body: string): string {
  return joinMultilineComponentTags(normalizeAdmonitionTitles(body))
}
