/**
 * The API reference page's markup contract: what the openapi stage writes and the client reads
 * (server picker, navigation in sync with the reading position, "Try it").
 */
export const API_REFERENCE = {
  /** `section.api-operation[id]`: one operation. */
  operation: 'api-operation',
  /** `a.api-sidebar-link[href="#id"]`: an operation's entry in the navigation. */
  navLink: 'api-sidebar-link',
  /** The navigation entry of the operation being read carries `aria-current="location"` and this class. */
  navActive: 'api-sidebar-active',
  /** The server picker (`div[hidden]` until the client shows it): a `select[data-api-server]` and `select[data-api-variable=name]` per variable. */
  picker: 'api-server-picker',
  /** `div.api-try[data-api-try=operation id]`: holds the "Try it" button and its JSON data. */
  tryIt: 'api-try',
  tryOpen: 'api-try-open',
  tryData: 'api-try-data',
  attr: {
    /** Elements whose text is the chosen server's URL (samples, the shown base URL). */
    base: 'data-api-base',
    /** On the picker's root: the servers as JSON (`ApiServerChoice[]`). */
    servers: 'data-api-servers',
    server: 'data-api-server',
    variable: 'data-api-variable',
    tryIt: 'data-api-try',
  },
  /** Storage key (under the `docsgen.` prefix) of the reader's server choice, per document route. */
  storageKey: (route: string) => `api.server.${route}`,
} as const

/** A server as the picker offers it: its URL template and its variables. */
export interface ApiServerChoice {
  url: string
  description?: string
  variables: { name: string; default: string; enum: string[] }[]
}

/** What "Try it" needs of an operation (the `script.api-try-data` JSON of its samples column). */
export interface TryItOperation {
  method: string
  path: string
  parameters: { name: string; in: string; required: boolean; example?: string; schema: TrySchema }[]
  body?: { type: string; required: boolean; example?: string; schema: TrySchema }
}

/**
 * A schema as "Try it" checks a body against it: `$ref`s inlined, `allOf` merged, cycles and
 * deep levels cut to `{}` (anything).
 */
export interface TrySchema {
  type?: string | string[]
  format?: string
  enum?: unknown[]
  nullable?: boolean
  required?: string[]
  properties?: Record<string, TrySchema>
  items?: TrySchema
  oneOf?: TrySchema[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
}
