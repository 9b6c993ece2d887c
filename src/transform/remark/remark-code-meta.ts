import type { Root } from 'mdast'
import { walkMdast } from '../walk.js'

/**
 * Keep a fenced code block's meta string (`title="a.js" {1,3} showLineNumbers live`) on the
 * `<code>` element as `data-meta`, so it survives rehype-raw and rehype-sanitize (remark-rehype's
 * own `data.meta` does not) and marks the block as a Markdown fence for `rehypeHighlightCode`.
 * A block written without a language gets `defaultLanguage`, when there is one
 * (`markdown.defaultCodeLanguage`): every later step (magic comments, the Markdown form,
 * highlighting, the language label) reads it as written so.
 */
export function remarkCodeMeta(options: { defaultLanguage?: string | undefined } = {}) {
  const { defaultLanguage } = options
  return (tree: Root): void => {
    walkMdast(tree, (node) => {
      if (node.type !== 'code') return
      if (defaultLanguage && !node.lang) node.lang = defaultLanguage
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataMeta: node.meta ?? '' } }
    })
  }
}
