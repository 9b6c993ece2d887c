import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'
import type { ApiMediaType, ApiOperation, ApiParameter, ApiResponse } from '../reference.js'
import { renderText } from './html.js'
import { describeSchema, renderSchema, schemaContext } from './render-schema.js'
import { sampleFromSchema } from './sample.js'

/** `<span class="api-method api-method-get">GET</span>`, shared by headings and the sidebar. */
export function methodBadge(method: string): Element {
  return h('span', { className: ['api-method', `api-method-${method}`] }, method.toUpperCase())
}

/** One operation as `<section class="api-operation" id>` with its H3, parameters, body and responses. */
export function renderOperation(operation: ApiOperation, id: string, root: unknown): Element {
  const className = ['api-operation', ...(operation.deprecated ? ['api-operation-deprecated'] : [])]
  return h(
    'section',
    { className, id },
    h('h3', methodBadge(operation.method), ' ', h('code', { className: ['api-path'] }, operation.path)),
    operation.summary || operation.deprecated
      ? h(
          'p',
          { className: ['api-summary'] },
          operation.deprecated ? [h('span', { className: ['api-deprecated'] }, 'Deprecated'), ' '] : [],
          operation.summary ?? '',
        )
      : undefined,
    renderText(operation.description),
    renderParameters(operation.parameters, root),
    operation.requestBody
      ? h(
          'div',
          { className: ['api-request-body'] },
          h('h4', 'Request body', operation.requestBody.required ? [' ', requiredBadge()] : []),
          renderText(operation.requestBody.description),
          operation.requestBody.content.map((media) => renderMedia(media, root)),
        )
      : undefined,
    renderResponses(operation.responses, root),
  )
}

function requiredBadge(): Element {
  return h('span', { className: ['api-required'] }, 'required')
}

function renderParameters(parameters: readonly ApiParameter[], root: unknown): Element | undefined {
  if (parameters.length === 0) return undefined
  const rows = parameters.map((param) =>
    h(
      'tr',
      h(
        'td',
        h('code', param.name),
        param.deprecated ? [' ', h('span', { className: ['api-deprecated'] }, 'deprecated')] : [],
      ),
      h('td', param.in),
      h('td', h('span', { className: ['api-type'] }, describeSchema(param.schema, schemaContext(root)).label)),
      h('td', param.required ? 'Yes' : 'No'),
      h('td', renderText(param.description)),
    ),
  )
  const head = ['Name', 'In', 'Type', 'Required', 'Description'].map((label) => h('th', { scope: 'col' }, label))
  return h(
    'div',
    { className: ['api-parameters'] },
    h('h4', 'Parameters'),
    h('table', { className: ['api-parameters-table'] }, h('thead', h('tr', head)), h('tbody', rows)),
  )
}

function renderResponses(responses: readonly ApiResponse[], root: unknown): Element | undefined {
  if (responses.length === 0) return undefined
  return h(
    'div',
    { className: ['api-responses'] },
    h('h4', 'Responses'),
    responses.map((response) => {
      const statusClass = `api-status-${/^[1-5]/.test(response.status) ? `${response.status[0]}xx` : 'default'}`
      return h(
        'div',
        { className: ['api-response'] },
        h(
          'div',
          { className: ['api-response-head'] },
          h('span', { className: ['api-status', statusClass] }, response.status),
          renderText(response.description),
        ),
        response.content.map((media) => renderMedia(media, root)),
      )
    }),
  )
}

/** Content type, schema and example (given, else generated from the schema) of one body. */
function renderMedia(media: ApiMediaType, root: unknown): ElementContent[] {
  const example = media.example ? media.example.value : sampleFromSchema(media.schema, root)
  const isJson = /\bjson\b|\+json$/.test(media.type) || typeof example !== 'string'
  return [
    h('p', { className: ['api-media-type'] }, 'Content type: ', h('code', media.type)),
    media.schema === undefined ? undefined : renderSchema(media.schema, root),
    example === undefined
      ? undefined
      : h(
          'div',
          { className: ['api-example'] },
          h('p', { className: ['api-example-title'] }, 'Example'),
          h(
            'pre',
            h(
              'code',
              { className: [isJson ? 'language-json' : 'language-text'] },
              isJson ? JSON.stringify(example, null, 2) : String(example),
            ),
          ),
        ),
  ].filter((node) => node !== undefined)
}
