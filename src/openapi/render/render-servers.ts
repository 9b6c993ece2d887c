import type { Element } from 'hast'
import { API_REFERENCE, type ApiServerChoice } from '../../model/index.js'
import type { ApiServer } from '../reference.js'
import { baseUrlCode } from './base-url.js'
import { type RenderContext, renderMarkdown } from './context.js'
import { h } from './h.js'

/** A server's URL with each `{variable}` replaced by its default (else its first allowed value). */
export function defaultUrl(server: ApiServer | undefined): string {
  if (!server) return ''
  const values = new Map(server.variables.map((v) => [v.name, v.default ?? v.enum[0] ?? '']))
  return server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => values.get(name) ?? whole)
}

/**
 * The servers block: the base URL the samples use, each server's URL template with its
 * variables, and the picker (a server select and a select per variable) that the client reveals.
 */
export function renderServers(servers: readonly ApiServer[], id: string, ctx: RenderContext): Element {
  const choices: ApiServerChoice[] = servers.map((server) => ({
    url: server.url,
    ...(server.description ? { description: server.description } : {}),
    variables: server.variables.map((v) => ({ name: v.name, default: v.default ?? v.enum[0] ?? '', enum: v.enum })),
  }))
  return h(
    'section',
    { className: ['api-servers'] },
    h('h2', { id }, 'Servers'),
    h('p', { className: ['api-base'] }, 'Base URL: ', baseUrlCode(ctx.baseUrl)),
    h(
      'div',
      { className: [API_REFERENCE.picker], hidden: true, [API_REFERENCE.attr.servers]: JSON.stringify(choices) },
      servers.length > 1
        ? h(
            'label',
            'Server ',
            h(
              'select',
              { [API_REFERENCE.attr.server]: '' },
              servers.map((server, i) => h('option', { value: String(i) }, server.url)),
            ),
          )
        : undefined,
      (servers[0]?.variables ?? [])
        .filter((v) => v.enum.length > 0)
        .map((variable) =>
          h(
            'label',
            `${variable.name} `,
            h(
              'select',
              { [API_REFERENCE.attr.variable]: variable.name },
              variable.enum.map((value) => h('option', { value, selected: value === variable.default }, value)),
            ),
          ),
        ),
    ),
    h(
      'ul',
      { className: ['api-server-list'] },
      servers.map((server, i) =>
        h(
          'li',
          { className: ['api-server'] },
          h('p', h('code', { className: ['api-server-url'] }, server.url)),
          renderMarkdown(ctx, server.description, { idPrefix: `${id}-${i}` }),
          renderVariables(server, `${id}-${i}`, ctx),
        ),
      ),
    ),
  )
}

function renderVariables(server: ApiServer, idPrefix: string, ctx: RenderContext): Element | undefined {
  if (server.variables.length === 0) return undefined
  const head = ['Variable', 'Default', 'Values', 'Description'].map((label) => h('th', { scope: 'col' }, label))
  const rows = server.variables.map((variable, i) =>
    h(
      'tr',
      h('td', h('code', variable.name)),
      h('td', variable.default === undefined ? '' : h('code', variable.default)),
      h(
        'td',
        variable.enum.flatMap((value, index) => [...(index > 0 ? [', '] : []), h('code', value)]),
      ),
      h('td', renderMarkdown(ctx, variable.description, { idPrefix: `${idPrefix}-v${i}` })),
    ),
  )
  return h('table', { className: ['api-server-variables'] }, h('thead', h('tr', head)), h('tbody', rows))
}
