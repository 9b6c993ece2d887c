import { normalizeAdmonitionTitles } from './admonition-titles.js'
import { joinMultilineComponentTags } from './component-tag-lines.js'
import { createFenceTracker } from './fences.js'
import { rewriteThemeCodeBlocks } from './theme-code-blocks.js'

/** Settings of the text rewrites. */
export interface PrepareOptions {
  /** The site's base URL (`/`, `/docs/`), for `useBaseUrl`. */
  baseUrl: string
}

/**
 * The text rewrites done before parsing a page or a snippet body (each keeps every line where it
 * was): Docusaurus admonition titles, `<CodeBlock>` with a template literal, `useBaseUrl('…')` in
 * attributes, and component tags written over several lines.
 */
export function prepareMarkdown(body: string, options: PrepareOptions = { baseUrl: '/' }): string {
  return joinMultilineComponentTags(
    rewriteBaseUrls(rewriteThemeCodeBlocks(normalizeAdmonitionTitles(body)), options.baseUrl),
  )
}

const USE_BASE_URL = /=\{\s*useBaseUrl\(\s*(['"])([^'"\n]*)\1\s*\)\s*\}/g

/**
 * `src={useBaseUrl('/img/x.png')}` (Docusaurus's `@docusaurus/useBaseUrl` in a JSX attribute) ->
 * `src="/img/x.png"` with the base URL before site paths, as the hook returns it. Code is left alone.
 */
export function rewriteBaseUrls(markdown: string, baseUrl: string): string {
  if (!markdown.includes('useBaseUrl(')) return markdown
  const isCode = createFenceTracker()
  return markdown
    .split('\n')
    .map((line) => {
      if (isCode(line) || !line.includes('useBaseUrl(')) return line
      return line.replace(
        USE_BASE_URL,
        (_, _quote: string, url: string) => `="${escapeAttribute(withBase(url, baseUrl))}"`,
      )
    })
    .join('\n')
}

/** A site path with the base URL before it (`/img/x.png` -> `/docs/img/x.png`); other URLs as they are. */
function withBase(url: string, baseUrl: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || baseUrl === '/' || url.startsWith(baseUrl)) return url
  return `${baseUrl.replace(/\/$/, '')}${url}`
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}
