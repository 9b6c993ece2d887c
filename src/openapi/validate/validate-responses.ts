import { describeValue, isObject } from '../narrow.js'
import type { Tokens } from '../pointer.js'
import type { CheckContext } from './context.js'

interface ResponsesInput {
  /** The operation, as messages name it (`GET /posts`). */
  label: string
  responses: unknown
  operationAt: Tokens
}

/** Check an operation's `responses`: at least one status code, each response described. */
export function validateResponses(ctx: CheckContext, { label, responses, operationAt }: ResponsesInput): void {
  const codes = isObject(responses) ? Object.keys(responses).filter((key) => !key.startsWith('x-')) : []
  if (isObject(responses) && codes.length > 0) {
    for (const status of codes) {
      validateResponse(ctx, {
        response: responses[status],
        at: [...operationAt, 'responses', status],
        label: `response "${status}" of ${label}`,
      })
    }
    return
  }
  const missing = responses === undefined
  ctx.report({
    code: 'openapi/missing-responses',
    at: [...operationAt, 'responses'],
    key: missing,
    message: missing
      ? `${label} has no "responses"`
      : isObject(responses)
        ? `the responses of ${label} are empty`
        : `expected the responses of ${label} to be a map of status codes, found ${describeValue(responses)}`,
    hint: 'List at least one response by status code, such as responses: { "200": { description: OK } }.',
  })
}

/** Check the responses defined under `components.responses` (referenced ones are checked there). */
export function validateComponentResponses(ctx: CheckContext, components: unknown): void {
  const responses = isObject(components) ? components.responses : undefined
  if (!isObject(responses)) return
  for (const [name, response] of Object.entries(responses)) {
    validateResponse(ctx, { response, at: ['components', 'responses', name], label: `response "${name}"` })
  }
}

/** A response object has a `description` (required by OpenAPI); a `$ref` is checked where it points. */
function validateResponse(
  ctx: CheckContext,
  { response, at, label }: { response: unknown; at: Tokens; label: string },
): void {
  if (isObject(response) && '$ref' in response) return
  if (!isObject(response)) {
    ctx.report({
      code: 'openapi/invalid-response',
      at,
      message: `expected ${label} to be a response object, found ${describeValue(response)}`,
      hint: 'A response is a map with a description and, for a body, content: { description: OK, content: { ... } }.',
    })
  } else if (typeof response.description !== 'string') {
    ctx.report({
      code: 'openapi/invalid-response',
      at: [...at, 'description'],
      key: response.description === undefined,
      message:
        response.description === undefined
          ? `${label} has no "description"`
          : `expected the description of ${label} to be a string, found ${describeValue(response.description)}`,
      hint: 'OpenAPI requires a description on every response; add one, such as description: The created post.',
    })
  }
}
