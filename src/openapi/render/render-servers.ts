import type { Element } from 'hast'
import { h } from 'hastscript'
import type { ApiServer } from '../reference.js'
import { renderText } from './html.js'

/** The servers block: each URL template with a table of its variables. */
export function renderServers(servers: readonly ApiServer[], id: string): Element {
  return h(
    'section',
    { className: ['api-servers'] },
    h('h2', { id }, 'Servers'),
    h(
      'ul',
      { className: ['api-server-list'] },
      servers.map((server) =>
        h(
          'li',
          { className: ['api-server'] },
          h('p', h('code', { className: ['api-server-url'] }, server.url)),
          renderText(server.description),
          renderVariables(server),
        ),
      ),
    ),
  )
}

function renderVariables(server: ApiServer): Element | undefined {
  if (server.variables.length === 0) return undefined
  const head = ['Variable', 'Default', 'Values', 'Description'].map((label) => h('th', { scope: 'col' }, label))
  const rows = server.variables.map((variable) =>
    h(
      'tr',
      h('td', h('code', variable.name)),
      h('td', variable.default === undefined ? '' : h('code', variable.default)),
      h(
        'td',
        variable.enum.flatMap((value, index) => [...(index > 0 ? [', '] : []), h('code', value)]),
      ),
      h('td', renderText(variable.description)),
    ),
  )
  return h('table', { className: ['api-server-variables'] }, h('thead', h('tr', head)), h('tbody', rows))
}
