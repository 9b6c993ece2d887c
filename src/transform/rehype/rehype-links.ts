import type { Element, Root } from 'hast'
import type { VFile } from 'vfile'
import { MD_LINK_PLACEHOLDER } from '../../model/page.js'
import { pageData } from '../page-data.js'
import { classifyUrl, type MarkdownLinkOrder } from '../urls.js'
import { walkHast } from '../walk.js'

/**
 * Record every link (`<a href>`) and image (`<img src>`), from Markdown and raw HTML alike, in the
 * page's `links`. Links to Markdown files (`./cli.md#flags`, `/dev-docs/cli.md`) get the href
 * `docsgen-md-link:N` (N = index in `links`); the links stage replaces it with the target's URL
 * and appends the fragment kept in `PageLink.fragment`. `order`: a Docusaurus site's `.md` links
 * are looked for where its version of Docusaurus looks (the docs folder `contentDir`, the site's
 * folder, beside the page; see `classifyUrl`).
 */
export function rehypeLinks(
  options: {
    order?: MarkdownLinkOrder | undefined
    contentDir?: string | undefined
    postsPrefix?: string | undefined
    versionPrefixes?: readonly string[] | undefined
  } = {},
) {
  return (tree: Root, file: VFile): void => {
    const data = pageData(file)
    walkHast(tree, (node) => {
      if (node.type !== 'element') return
      const element = node.tagName === 'a' ? 'a' : node.tagName === 'img' ? 'img' : undefined
      if (!element) return
      const url = node.properties[element === 'a' ? 'href' : 'src']
      if (typeof url !== 'string') return
      const classified = classifyUrl(url, element, { source: data.source, ...options })
      if (!classified) return
      const { link } = classified
      const start = node.position?.start
      if (start) link.position = { line: start.line, column: start.column }
      if (classified.escapesContent) reportEscape(file, node, url)
      if (link.kind === 'markdown-file') {
        link.placeholder = `${MD_LINK_PLACEHOLDER}${data.links.length}`
        node.properties.href = link.placeholder
      }
      data.links.push(link)
    })
  }
}

function reportEscape(file: VFile, node: Element, url: string): void {
  const message = file.message(`Link "${url}" points outside the content folder`, {
    place: node.position,
    source: 'markdown',
    ruleId: 'link-outside-content',
  })
  message.note = 'link to a page inside the content folder, or use the URL of the published page'
}
