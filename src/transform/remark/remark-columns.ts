import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { COLUMNS } from '../../model/markup.js'
import { componentsOf, generated, renderAs, stringAttribute } from '../components.js'

/**
 * Render two titled columns, as used for "before / after" comparisons:
 *
 * ```md
 * <Columns>
 * <ColumnLeft title="Strapi v3">
 *
 * Markdown…
 *
 * </ColumnLeft>
 * <ColumnRight title="Strapi v4">…</ColumnRight>
 * </Columns>
 * ```
 *
 * becomes `<div class="columns"><div class="column column-left"><div class="column-title">Strapi
 * v3</div>…</div><div class="column column-right">…</div></div>`; a grid on wide screens.
 */
export function remarkColumns() {
  return (tree: Root, file: VFile): void => {
    for (const node of componentsOf(tree, file)) {
      if (node.name === 'Columns') renderAs(node, 'div', { className: [COLUMNS.columns] })
      else if (node.name === 'ColumnLeft' || node.name === 'ColumnRight') {
        const side = node.name === 'ColumnLeft' ? COLUMNS.left : COLUMNS.right
        renderAs(node, 'div', { className: [COLUMNS.column, side] })
        const title = stringAttribute(node, 'title')
        if (title)
          node.children.unshift(generated('div', { className: [COLUMNS.title] }, [{ type: 'text', value: title }]))
      }
    }
  }
}
