import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { BADGE } from '../../model/markup.js'
import { componentsOf, renderAs, stringAttribute } from '../components.js'

const BADGES: Readonly<Record<string, { kind: string; text: string }>> = {
  GoldBadge: { kind: 'gold', text: 'Gold' },
  BetaBadge: { kind: 'beta', text: 'Beta' },
  AlphaBadge: { kind: 'alpha', text: 'Alpha' },
}

/**
 * Render plan and status badges as inline pills, also inside headings:
 *
 * ```md
 * ## Audit logs <GoldBadge />
 * <BetaBadge title="May change" link="/dev-docs/faq.md" />
 * ```
 *
 * becomes `<span class="badge badge-gold">Gold</span>` (an `a.badge` with `link`, `title` as a
 * tooltip). The text is generated hast, not Markdown, so it stays out of heading ids and the table
 * of contents; this plugin runs after `remarkHeadingIds` all the same.
 */
export function remarkBadges() {
  return (tree: Root, file: VFile): void => {
    for (const node of componentsOf(tree, file)) {
      const badge = BADGES[node.name]
      if (!badge) continue
      const link = stringAttribute(node, 'link')
      const title = stringAttribute(node, 'title')
      renderAs(node, link ? 'a' : 'span', {
        className: [BADGE.badge, `${BADGE.badge}-${badge.kind}`],
        ...(link ? { href: link } : {}),
        ...(title ? { title } : {}),
      })
      node.children = []
      node.data = { ...node.data, hChildren: [{ type: 'text', value: badge.text }] }
    }
  }
}
