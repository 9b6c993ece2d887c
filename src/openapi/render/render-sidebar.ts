import type { Element } from 'hast'
import { API_REFERENCE } from '../../model/index.js'
import type { ApiOperation } from '../reference.js'
import { h } from './h.js'
import { methodBadge } from './render-operation.js'

/** A tag group as the sidebar lists it: its anchor and its operations with theirs. */
export interface SidebarGroup {
  name: string
  id: string
  operations: ReadonlyArray<{ operation: ApiOperation; id: string }>
}

/**
 * `<nav class="api-sidebar">`: every operation with its method badge, grouped by tag, then the
 * schemas. On narrow screens the theme shows it behind a "Contents" disclosure.
 */
export function renderSidebar(
  groups: readonly SidebarGroup[],
  schemas: { id: string; entries: ReadonlyArray<{ name: string; id: string }> } | undefined,
): Element {
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
                    className: [API_REFERENCE.navLink],
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
      schemas && schemas.entries.length > 0
        ? h(
            'li',
            { className: ['api-sidebar-group'] },
            h('a', { className: ['api-sidebar-tag'], href: `#${schemas.id}` }, 'Schemas'),
            h(
              'ul',
              { className: ['api-sidebar-operations'] },
              schemas.entries.map((entry) =>
                h('li', h('a', { className: [API_REFERENCE.navLink], href: `#${entry.id}` }, entry.name)),
              ),
            ),
          )
        : undefined,
    ),
  )
}
