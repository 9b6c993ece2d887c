import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { DOC_CARD } from '../../model/markup.js'
import { componentsOf, renderAs, stringAttribute } from '../components.js'

/** Written where `<DocCardList />` stands; `fillSlots` (links stage) puts the cards in. */
export const DOC_CARD_LIST_SLOT = 'doc-card-list'

/**
 * Render link cards:
 *
 * ```md
 * <CustomDocCard title="Quick start" description="Set up a project." link="/dev-docs/quick-start.md" />
 * <DocCardList />
 * ```
 *
 * A CustomDocCard becomes `<a class="doc-card" href="…"><span class="doc-card-title">…</span><span
 * class="doc-card-description">…</span></a>` (`CustomDocCardsWrapper` lays cards out in a grid).
 * DocCardList lists the items of the page's sidebar category, which only the route graph knows:
 * it becomes `<div data-docsgen-slot="doc-card-list"></div>`, filled in after the graph is built.
 */
export function remarkDocCards() {
  return (tree: Root, file: VFile): void => {
    for (const node of componentsOf(tree, file)) {
      if (node.name === 'DocCardList') {
        renderAs(node, 'div', { dataDocsgenSlot: DOC_CARD_LIST_SLOT })
        node.children = []
      } else if (node.name === 'CustomDocCardsWrapper') {
        renderAs(node, 'div', { className: [DOC_CARD.grid] })
      } else if (node.name === 'CustomDocCard') {
        const title = stringAttribute(node, 'title') ?? ''
        const description = stringAttribute(node, 'description')
        const link = stringAttribute(node, 'link')
        if (!link) {
          const message = file.message('<CustomDocCard> has no link', {
            place: node.position,
            source: 'components',
            ruleId: 'missing-card-link',
          })
          message.note = 'add link="…" with the page the card leads to (a .md path or a URL)'
        }
        renderAs(node, link ? 'a' : 'div', { className: [DOC_CARD.card], ...(link ? { href: link } : {}) })
        node.children = []
        node.data = {
          ...node.data,
          hChildren: [
            {
              type: 'element',
              tagName: 'span',
              properties: { className: [DOC_CARD.title] },
              children: [{ type: 'text', value: title }],
            },
            // The space keeps title and description apart in the link's accessible name.
            ...(description
              ? [
                  { type: 'text' as const, value: ' ' },
                  {
                    type: 'element' as const,
                    tagName: 'span',
                    properties: { className: [DOC_CARD.description] },
                    children: [{ type: 'text' as const, value: description }],
                  },
                ]
              : []),
          ],
        }
      }
    }
  }
}
