import type { Root } from 'hast'
import { h } from 'hastscript'
import type { Heading } from '../../model/page.js'
import type { ApiReference } from '../reference.js'
import { renderText } from './html.js'
import { createIdAllocator } from './ids.js'
import { renderOperation } from './render-operation.js'
import { renderServers } from './render-servers.js'
import { renderSidebar } from './render-sidebar.js'

/** The reference page as a tree, with the headings it contains (for the TOC and anchor checks). */
export interface RenderedReference {
  tree: Root
  /** The operations list, for the layout's side column. */
  sidebar: Root
  headings: Heading[]
}

/**
 * The page: the intro, the servers, and one section per tag with one section per operation;
 * and, apart, the operations sidebar (the theme places it in its side column).
 */
export function renderReference(api: ApiReference): RenderedReference {
  const takeId = createIdAllocator()
  const titleId = takeId(api.title)
  const headings: Heading[] = [{ depth: 1, id: titleId, text: api.title }]
  const serversId = api.servers.length > 0 ? takeId('servers') : undefined
  if (serversId) headings.push({ depth: 2, id: serversId, text: 'Servers' })
  const groups = api.groups.map((group) => {
    const id = takeId(group.name)
    headings.push({ depth: 2, id, text: group.name })
    const operations = group.operations.map((operation) => {
      const text = `${operation.method.toUpperCase()} ${operation.path}`
      const opId = takeId(`${operation.method} ${operation.path}`)
      headings.push({ depth: 3, id: opId, text })
      return { operation, id: opId }
    })
    return { name: group.name, id, operations, description: group.description }
  })
  const tree = h(
    null,
    h(
      'header',
      { className: ['api-intro'] },
      h('h1', { id: titleId }, api.title),
      api.version ? h('p', { className: ['api-version'] }, `Version ${api.version}`) : undefined,
      renderText(api.description),
    ),
    serversId ? renderServers(api.servers, serversId) : undefined,
    groups.map((group) =>
      h(
        'section',
        { className: ['api-tag'] },
        h('h2', { id: group.id }, group.name),
        renderText(group.description),
        group.operations.map(({ operation, id }) => renderOperation(operation, id, api.root)),
      ),
    ),
  )
  return { tree, sidebar: h(null, renderSidebar(groups)), headings }
}
