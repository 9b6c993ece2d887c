import type { Root } from 'mdast'
import { walkMdast } from '../walk.js'

/**
 * Keep a fenced code block's meta string (`title="a.js" {1,3} showLineNumbers live`) on the
 * `<code>` element as `data-meta`, so it survives rehype-raw and rehype-sanitize (remark-rehype's
 * own `data.meta` does not) and marks the block as a Markdown fence for `rehypeHighlightCode`.
 */
export function remarkCodeMeta() {
  return (tree: Root): void => {
    walkMdast(tree, (node) => {
      if (node.type !== 'code') return
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataMeta: node.meta ?? '' } }
    })
  }
}
