import type { Element, ElementContent, Nodes } from 'hast'
import type { ApiMediaType, ApiOperation, ApiParameter, ApiResponse } from '../reference.js'
import { markBaseUrl } from './base-url.js'
import { type RenderContext, renderMarkdown } from './context.js'
import { h } from './h.js'
import { describeSchema, renderFacts, renderSchema, schemaContext } from './render-schema.js'
import { payloadSample, requestSamples, responseSamples } from './samples.js'
import { tryItData } from './try-it-data.js'

/** `<span class="api-method api-method-get">GET</span>`, shared by headings and the sidebar. */
export function methodBadge(method: string): Element {
  return h('span', { className: ['api-method', `api-method-${method}`] }, method.toUpperCase())
}

/**
 * One operation as `<section class="api-operation" id>`: the documentation column (heading,
 * summary, description, parameters, request body, responses) and, beside it on wide screens, the
 * samples column (request samples, response samples, the "Try it" button and its data).
 */
export function renderOperation(operation: ApiOperation, id: string, ctx: RenderContext): Element {
  const className = ['api-operation', ...(operation.deprecated ? ['api-operation-deprecated'] : [])]
  const md = (text: string | undefined, part: string) => renderMarkdown(ctx, text, { idPrefix: `${id}-${part}` })
  return h(
    'section',
    { className, id },
    h(
      'div',
      { className: ['api-operation-doc'] },
      h('h3', methodBadge(operation.method), ' ', h('code', { className: ['api-path'] }, operation.path)),
      operation.summary || operation.deprecated
        ? h(
            'p',
            { className: ['api-summary'] },
            operation.deprecated ? [h('span', { className: ['api-deprecated'] }, 'Deprecated'), ' '] : [],
            operation.summary ?? '',
          )
        : undefined,
      md(operation.description, 'd'),
      renderParameters(operation.parameters, id, ctx),
      operation.requestBody
        ? h(
            'div',
            { className: ['api-request-body'] },
            h('h4', 'Request body', operation.requestBody.required ? [' ', requiredBadge()] : []),
            md(operation.requestBody.description, 'b'),
            operation.requestBody.content.map((media, i) => renderMedia(media, ctx, `${id}-b${i}`)),
          )
        : undefined,
      renderResponses(operation.responses, id, ctx),
    ),
    h(
      'div',
      { className: ['api-operation-samples'] },
      operation.webhook
        ? // A webhook is a request the API sends: its payload, not a request to send.
          [
            h('p', { className: ['api-samples-title'] }, 'Payload'),
            samples(ctx, payloadSample(operation, ctx.root), `${id}-req`),
          ]
        : [
            h('p', { className: ['api-samples-title'] }, 'Request'),
            samples(ctx, requestSamples(operation, ctx.baseUrl, ctx.root), `${id}-req`),
          ],
      operation.responses.length > 0 ? h('p', { className: ['api-samples-title'] }, 'Responses') : undefined,
      samples(ctx, responseSamples(operation.responses, ctx.root), `${id}-res`),
      operation.webhook
        ? undefined
        : h(
            'div',
            { className: ['api-try'], dataApiTry: id },
            h('button', { type: 'button', className: ['api-try-open', 'button'], hidden: true }, 'Try it'),
            h('script', { type: 'application/json', className: ['api-try-data'] }, tryItData(operation, ctx)),
          ),
    ),
  )
}

/** Samples (Markdown tabs of code) rendered by the pages' processor; URLs marked for the server picker. */
function samples(ctx: RenderContext, markdown: string | undefined, idPrefix: string): ElementContent | undefined {
  if (markdown === undefined) return undefined
  // The tabs and each code block are rendered apart: the processor keeps what it rendered by
  // text, so a sample that many operations share (an error answer, a resource's shape) is
  // highlighted once. The blocks are put back in place of their placeholders.
  const blocks: string[] = []
  const skeleton = markdown.replace(FENCE, (block) => `${PLACEHOLDER}${blocks.push(block) - 1}`)
  const trusted = { ...ctx, trusted: true }
  const block = renderMarkdown(trusted, skeleton, { idPrefix, className: 'api-samples' })
  if (!block) return undefined
  spliceBlocks(block, (index) => ctx.md.render(blocks[index] ?? '', { file: ctx.file, trusted: true }))
  markBaseUrl(block, ctx.baseUrl)
  if (block.type === 'element') ctx.sampleSources.set(block, markdown)
  return block
}

/** A fenced code block as `samples.ts` writes them (the fence is longer than any run inside). */
const FENCE = /^(`{3,})[\w-]*\n[\s\S]*?\n\1$/gm

const PLACEHOLDER = 'docsgen-sample-'

/** Replace each `<p>docsgen-sample-N</p>` under `node` with the nodes of block N. */
function spliceBlocks(node: Nodes, blockNodes: (index: number) => ElementContent[]): void {
  if (!('children' in node)) return
  const out: ElementContent[] = []
  for (const child of node.children) {
    const text = child.type === 'element' && child.tagName === 'p' ? textOf(child) : undefined
    if (text?.startsWith(PLACEHOLDER)) out.push(...blockNodes(Number(text.slice(PLACEHOLDER.length))))
    else if (child.type !== 'doctype') {
      spliceBlocks(child, blockNodes)
      out.push(child)
    }
  }
  ;(node as { children: ElementContent[] }).children = out
}

function textOf(element: Element): string | undefined {
  const [only] = element.children
  return element.children.length === 1 && only?.type === 'text' ? only.value : undefined
}

function requiredBadge(): Element {
  return h('span', { className: ['api-required'] }, 'required')
}

function renderParameters(parameters: readonly ApiParameter[], id: string, ctx: RenderContext): Element | undefined {
  if (parameters.length === 0) return undefined
  const groups = ['path', 'query', 'header', 'cookie'].map((place) => ({
    place,
    list: parameters.filter((p) => p.in === place),
  }))
  return h(
    'div',
    { className: ['api-parameters'] },
    h('h4', 'Parameters'),
    groups
      .filter((group) => group.list.length > 0)
      .map((group) =>
        h(
          'div',
          { className: ['api-parameter-group'] },
          h('p', { className: ['api-parameter-place'] }, `${group.place[0]?.toUpperCase()}${group.place.slice(1)}`),
          h(
            'ul',
            { className: ['api-properties'] },
            group.list.map((param, i) => {
              const sctx = schemaContext(ctx, `${id}-p-${group.place}${i}`)
              const view = describeSchema(param.schema, sctx)
              return h(
                'li',
                { className: ['api-property'] },
                h(
                  'span',
                  { className: ['api-property-head'] },
                  h('code', { className: ['api-property-name'] }, param.name),
                  ' ',
                  h('span', { className: ['api-type'] }, view.label),
                  param.required ? [' ', requiredBadge()] : [],
                  param.deprecated ? [' ', h('span', { className: ['api-deprecated'] }, 'deprecated')] : [],
                ),
                renderMarkdown(ctx, param.description, { idPrefix: `${id}-p-${group.place}${i}` }),
                renderFacts(view.schema),
              )
            }),
          ),
        ),
      ),
  )
}

function renderResponses(responses: readonly ApiResponse[], id: string, ctx: RenderContext): Element | undefined {
  if (responses.length === 0) return undefined
  return h(
    'div',
    { className: ['api-responses'] },
    h('h4', 'Responses'),
    responses.map((response, r) => {
      const statusClass = `api-status-${/^[1-5]/.test(response.status) ? `${response.status[0]}xx` : 'default'}`
      const head = [
        h('span', { className: ['api-status', statusClass] }, response.status),
        ' ',
        h('span', { className: ['api-response-summary'] }, firstLine(response.description) ?? ''),
      ]
      const body = [
        renderMarkdown(ctx, restOf(response.description), { idPrefix: `${id}-r${r}` }),
        ...response.content.map((media, i) => renderMedia(media, ctx, `${id}-r${r}-${i}`)),
      ].filter((node) => node !== undefined)
      // A response with a body folds it (first one open); one without is a plain line.
      return body.length === 0
        ? h('div', { className: ['api-response'] }, h('p', { className: ['api-response-head'] }, head))
        : h(
            'details',
            { className: ['api-response'], open: r === 0 },
            h('summary', { className: ['api-response-head'] }, head),
            body,
          )
    }),
  )
}

/** Content type and schema tree of one body (its example is in the samples column). */
function renderMedia(media: ApiMediaType, ctx: RenderContext, idPrefix: string): Element {
  return h(
    'div',
    { className: ['api-media'] },
    h('p', { className: ['api-media-type'] }, 'Content type: ', h('code', media.type)),
    media.schema === undefined ? undefined : renderSchema(media.schema, ctx, idPrefix),
  )
}

/** The first line of a description (a response's summary); the rest is rendered as Markdown below. */
function firstLine(text: string | undefined): string | undefined {
  return text?.split(/\r?\n/)[0]?.trim()
}

function restOf(text: string | undefined): string | undefined {
  const lines = text?.split(/\r?\n/) ?? []
  return lines.length > 1 ? lines.slice(1).join('\n') : undefined
}
