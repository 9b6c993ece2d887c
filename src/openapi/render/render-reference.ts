import type { Element, ElementContent, Root } from 'hast'
import type { Heading } from '../../model/page.js'
import type { MarkdownFragments } from '../../transform/index.js'
import { isObject } from '../narrow.js'
import type { ApiReference } from '../reference.js'
import { type RenderContext, renderMarkdown } from './context.js'
import { h } from './h.js'
import { createIdAllocator } from './ids.js'
import { renderOperation } from './render-operation.js'
import { renderSchema } from './render-schema.js'
import { defaultUrl, renderServers } from './render-servers.js'
import { renderSidebar } from './render-sidebar.js'

/** The reference page as a tree, with the headings it contains (for the TOC and anchor checks). */
export interface RenderedReference {
  tree: Root
  /** The operations list, for the layout's side column. */
  sidebar: Root
  headings: Heading[]
  /** The Markdown of each samples block (see `RenderContext.sampleSources`). */
  sampleSources: ReadonlyMap<Element, string>
}

/** How descriptions are rendered: the pages' Markdown processor, and whether raw HTML is kept. */
export interface ReferenceOptions {
  md: MarkdownFragments
  file: string
  trusted: boolean
  /**
   * Called with each operation and each schema entry as soon as it is rendered, with the page's
   * headings (all known by then) and the Markdown of the samples blocks inside it: what it
   * returns takes the element's place in the tree. `compileOpenApi` serialises the element there
   * and then, so that the page never holds the whole tree at once.
   */
  finish?: (part: Element, page: FinishedPage) => ElementContent
}

/** What `ReferenceOptions.finish` gets besides the element. */
export interface FinishedPage {
  headings: readonly Heading[]
  /** The Markdown of each samples block inside the element. */
  sampleSources: ReadonlyMap<Element, string>
}

/**
 * The page: the intro, the servers, one section per tag with one section per operation (each
 * with its samples beside it), and the schemas of `components`; and, apart, the navigation (the
 * theme places it in its side column). Anchors are stable: `get-posts-id` for an operation,
 * the tag's name for a tag, `schema-post` for a schema.
 */
export function renderReference(api: ApiReference, options: ReferenceOptions): RenderedReference {
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
  // OpenAPI 3.1 webhooks: after the paths, one section per group, headed by the webhook's name.
  for (const group of api.webhooks ?? []) {
    const name = group.name === 'Webhooks' ? 'Webhooks' : `${group.name} webhooks`
    const id = takeId(name)
    headings.push({ depth: 2, id, text: name })
    const operations = group.operations.map((operation) => {
      const opId = takeId(`webhook ${operation.path} ${operation.method}`)
      headings.push({ depth: 3, id: opId, text: `${operation.method.toUpperCase()} ${operation.path}` })
      return { operation, id: opId }
    })
    groups.push({ name, id, operations, description: group.description })
  }
  const schemaNames = Object.keys(componentSchemas(api.root))
  const schemasId = schemaNames.length > 0 ? takeId('schemas') : undefined
  const schemaIds = new Map(schemaNames.map((name) => [name, takeId(`schema ${name}`)]))
  if (schemasId) {
    headings.push({ depth: 2, id: schemasId, text: 'Schemas' })
    for (const [name, id] of schemaIds) headings.push({ depth: 3, id, text: name })
  }
  const ctx: RenderContext = {
    root: api.root,
    md: options.md,
    file: options.file,
    trusted: options.trusted,
    schemaIds,
    baseUrl: defaultUrl(api.servers[0]),
    sampleSources: new Map(),
  }
  const { finish } = options
  // A schema most operations share (a resource, an error) is rendered, read and serialised once.
  if (finish) {
    const page = { headings, sampleSources: new Map<Element, string>() }
    ctx.schemaBlocks = { finish: (block) => finish(block, page), done: new Map() }
  }
  // Each part with its own samples map, let go with the part once it is finished.
  const finished = (render: (ctx: RenderContext) => Element): ElementContent => {
    if (!finish) return render(ctx)
    const sampleSources = new Map<Element, string>()
    return finish(render({ ...ctx, sampleSources }), { headings, sampleSources })
  }
  const tree = h(
    null,
    h(
      'header',
      { className: ['api-intro'] },
      h('h1', { id: titleId }, api.title),
      api.version ? h('p', { className: ['api-version'] }, `Version ${api.version}`) : undefined,
      renderMarkdown(ctx, api.description, { idPrefix: 'intro' }),
    ),
    serversId ? renderServers(api.servers, serversId, ctx) : undefined,
    groups.map((group) =>
      h(
        'section',
        { className: ['api-tag'] },
        h('h2', { id: group.id }, group.name),
        renderMarkdown(ctx, group.description, { idPrefix: group.id }),
        group.operations.map(({ operation, id }) => finished((part) => renderOperation(operation, id, part))),
      ),
    ),
    schemasId
      ? h(
          'section',
          { className: ['api-tag', 'api-schemas'] },
          h('h2', { id: schemasId }, 'Schemas'),
          [...schemaIds].map(([name, id]) =>
            finished((part) =>
              h(
                'section',
                { className: ['api-schema-entry'], id },
                h('h3', h('code', name)),
                renderSchema({ $ref: `#/components/schemas/${escapePointer(name)}` }, part, id),
              ),
            ),
          ),
        )
      : undefined,
  )
  const schemas = schemasId ? { id: schemasId, entries: [...schemaIds].map(([name, id]) => ({ name, id })) } : undefined
  return { tree, sidebar: h(null, renderSidebar(groups, schemas)), headings, sampleSources: ctx.sampleSources }
}

function componentSchemas(root: unknown): Record<string, unknown> {
  const components = isObject(root) ? root.components : undefined
  const schemas = isObject(components) ? components.schemas : undefined
  return isObject(schemas) ? schemas : {}
}

function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1')
}
