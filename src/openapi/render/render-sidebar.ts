import type { Element } from 'hast'
import { h } from 'hastscript'
import type { ApiOperation } from '../reference.js'
import { methodBadge } from './render-operation.js'

/** A tag group as the sidebar lists it: its anchor and its operations with theirs. */
export interface SidebarGroup {
  name: string
  id: string
  operations: ReadonlyArray<{ operation: ApiOperation; id: string }>
}

/** `<nav class="api-sidebar">`: every operation with its method badge, grouped by tag. */
export function renderSidebar(groups: readonly SidebarGroup[]): Element {
  return h(
    'nav',
    { className: ['api-sidebar'], ariaLabel: 'API operations' },
    h(
      'ul',
      { className: ['api-sidebar-groups'] },
      groups.map((group) =>
        h(
          'li',
          { className: ['api-sidebar-group'] },
          h('a', { className: ['api-sidebar-tag'], href: `#${group.id}` }, group.name),
          h(
            'ul',
            { className: ['api-sidebar-operations'] },
            group.operations.map(({ operation, id }) =>
              h(
                'li',
                h(
                  'a',
                  {
                    className: ['api-sidebar-link'],
                    href: `#${id}`,
                    title: `${operation.method.toUpperCase()} ${operation.path}`,
                  },
                  methodBadge(operation.method),
                  ' ',
                  h('span', { className: ['api-sidebar-label'] }, operation.summary ?? operation.path),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  )
}
