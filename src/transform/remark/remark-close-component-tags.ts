import type { Root } from 'mdast'
import { walkMdast } from '../walk.js'

/** `<Name attr="…" />` with a capitalised (component) name; attribute values may contain `>` or `/`. */
const SELF_CLOSING_COMPONENT = /<([A-Z][\w.]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/>/g

/**
 * Write self-closing component tags out in full before raw HTML is parsed:
 *
 * ```md
 * <DocCardList />      ->  <DocCardList></DocCardList>
 * ```
 *
 * HTML ignores `/>` on non-void elements, so without this `<DocCardList />` would swallow the rest
 * of the page, and `## Title <GoldBadge />` the rest of the heading.
 */
export function remarkCloseComponentTags() {
  return (tree: Root): void => {
    walkMdast(tree, (node) => {
      if (node.type !== 'html' || !node.value.includes('/>')) return
      node.value = node.value.replace(SELF_CLOSING_COMPONENT, '<$1$2></$1>')
    })
  }
}
