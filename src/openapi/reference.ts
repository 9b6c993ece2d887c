import type { HttpMethod } from './narrow.js'

/** An OpenAPI document read for rendering: only what the page shows, references still lazy. */
export interface ApiReference {
  title: string
  version: string
  description?: string
  servers: ApiServer[]
  groups: ApiTagGroup[]
  /**
   * OpenAPI 3.1 `webhooks` (requests the API sends to its users), grouped by first tag like
   * `groups`, untagged ones in a group named "Webhooks"; absent when the document has none. Each
   * operation has `webhook: true` and the webhook's name (its key under `webhooks`) as `path`.
   */
  webhooks?: ApiTagGroup[]
  /** The whole document, for resolving schema `$ref`s while rendering. */
  root: unknown
}

/** One entry of `servers`. */
export interface ApiServer {
  url: string
  description?: string
  variables: ApiServerVariable[]
}

/** A `{variable}` of a server URL template. */
export interface ApiServerVariable {
  name: string
  default?: string
  enum: string[]
  description?: string
}

/** The operations of one tag (or "Default" for untagged ones), in document order. */
export interface ApiTagGroup {
  name: string
  description?: string
  operations: ApiOperation[]
}

/** One method of one path. */
export interface ApiOperation {
  method: HttpMethod
  path: string
  operationId?: string
  summary?: string
  description?: string
  deprecated: boolean
  /** Set on the operations of `ApiReference.webhooks`: `path` is then a name, not a URL path. */
  webhook?: true
  parameters: ApiParameter[]
  requestBody?: ApiRequestBody
  responses: ApiResponse[]
}

/** A parameter after `$ref` resolution and path-level merging. */
export interface ApiParameter {
  name: string
  in: string
  required: boolean
  deprecated: boolean
  description?: string
  /** The raw schema (may be a `$ref`). */
  schema: unknown
  /** The parameter's `example` (or the first of its `examples`). */
  example?: { value: unknown }
}

/** `requestBody` after `$ref` resolution. */
export interface ApiRequestBody {
  required: boolean
  description?: string
  content: ApiMediaType[]
}

/** One content type of a body with its schema and example. */
export interface ApiMediaType {
  type: string
  /** The raw schema (may be a `$ref`); `undefined` when none is given. */
  schema: unknown
  /** The example given on the media type (`example` or the first of `examples`). */
  example?: { value: unknown }
}

/** One response of an operation after `$ref` resolution. */
export interface ApiResponse {
  status: string
  description?: string
  content: ApiMediaType[]
}
