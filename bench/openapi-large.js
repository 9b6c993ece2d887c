// A large OpenAPI 3.0 document for the bench and the tests (issue 21): 20 tags of 16 operations
// (320), schemas nested 7 levels deep, allOf/oneOf/anyOf, arrays of objects, enums, and $ref
// cycles (Category.parent -> Category, Node.children -> [Node]). Deterministic: no randomness,
// the same object on every call. Typed by openapi-large.d.ts.

/** Resource names, one per tag. */
const RESOURCES = [
  'Article',
  'Author',
  'Category',
  'Comment',
  'Upload',
  'Locale',
  'Role',
  'User',
  'Webhook',
  'Token',
  'Release',
  'Workflow',
  'Stage',
  'Component',
  'Page',
  'Menu',
  'Product',
  'Order',
  'Invoice',
  'Review',
]

const STATUS = { type: 'string', enum: ['draft', 'review', 'published', 'archived'], default: 'draft' }

/** `levels` nested objects, each with a scalar, an enum and the next level: `meta.audit.created...`. */
function nested(levels, name) {
  let schema = { type: 'string', description: `Innermost value of ${name}.`, example: `${name}-leaf` }
  for (let level = levels; level >= 1; level--) {
    schema = {
      type: 'object',
      description: `Level ${level} of ${name}.`,
      required: ['kind'],
      properties: {
        kind: { type: 'string', enum: [`level${level}`, 'other'] },
        weight: { type: 'integer', format: 'int32', minimum: 0, default: level },
        next: schema,
      },
    }
  }
  return schema
}

function resourceSchema(name, index) {
  const other = RESOURCES[(index + 1) % RESOURCES.length]
  return {
    description: `A ${name}: the shared base, its own fields, blocks and relations.`,
    allOf: [
      { $ref: '#/components/schemas/Base' },
      {
        type: 'object',
        required: ['title', 'status'],
        properties: {
          title: { type: 'string', description: `Title of the ${name}.`, example: `My ${name}` },
          status: STATUS,
          rank: { type: 'number', format: 'double', nullable: true },
          meta: nested(6, `${name}.meta`),
          blocks: {
            type: 'array',
            description: 'Content blocks, each one of several shapes.',
            items: {
              oneOf: [
                { $ref: '#/components/schemas/TextBlock' },
                { $ref: '#/components/schemas/MediaBlock' },
                { $ref: '#/components/schemas/Node' },
              ],
            },
          },
          owner: {
            anyOf: [{ $ref: '#/components/schemas/UserRef' }, { type: 'string', format: 'uuid' }],
          },
          category: { $ref: '#/components/schemas/Category' },
          tree: { $ref: '#/components/schemas/Node' },
          related: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id'],
              properties: {
                id: { type: 'integer' },
                kind: { type: 'string', enum: [name.toLowerCase(), other.toLowerCase()] },
                labels: { type: 'array', items: { type: 'string', enum: ['primary', 'secondary', 'hidden'] } },
              },
            },
          },
        },
      },
    ],
  }
}

function sharedSchemas() {
  return {
    Base: {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'integer', format: 'int64', example: 1 },
        createdAt: { type: 'string', format: 'date-time' },
        updatedAt: { type: 'string', format: 'date-time' },
        locale: { type: 'string', enum: ['en', 'fr', 'de', 'es'], default: 'en' },
      },
    },
    Category: {
      type: 'object',
      description: 'A category; its parent is a category too.',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string', example: 'News' },
        parent: { $ref: '#/components/schemas/Category' },
        children: { type: 'array', items: { $ref: '#/components/schemas/Category' } },
      },
    },
    Node: {
      type: 'object',
      description: 'A tree node with child nodes.',
      properties: {
        id: { type: 'string' },
        children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      },
    },
    TextBlock: {
      type: 'object',
      required: ['type', 'text'],
      properties: { type: { type: 'string', enum: ['text'] }, text: { type: 'string' } },
    },
    MediaBlock: {
      type: 'object',
      required: ['type', 'url'],
      properties: {
        type: { type: 'string', enum: ['image', 'video', 'file'] },
        url: { type: 'string', format: 'uri' },
        formats: {
          type: 'array',
          items: {
            type: 'object',
            properties: { name: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' } },
          },
        },
      },
    },
    UserRef: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        username: { type: 'string' },
        roles: { type: 'array', items: { type: 'string' } },
      },
    },
    Pagination: {
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1 },
        pageSize: { type: 'integer', maximum: 100 },
        pageCount: { type: 'integer' },
        total: { type: 'integer' },
      },
    },
    Error: {
      type: 'object',
      required: ['status', 'name', 'message'],
      properties: {
        status: { type: 'integer', example: 400 },
        name: { type: 'string', enum: ['ValidationError', 'NotFoundError', 'ForbiddenError'] },
        message: { type: 'string' },
        details: { type: 'object', additionalProperties: true },
      },
    },
  }
}

const json = (schema) => ({ 'application/json': { schema } })
const ref = (name) => ({ $ref: `#/components/schemas/${name}` })
const ok = (description, schema) => ({ description, ...(schema ? { content: json(schema) } : {}) })
const errors = {
  400: { $ref: '#/components/responses/BadRequest' },
  404: { $ref: '#/components/responses/NotFound' },
}

/** The 16 operations of one resource, over 9 paths. */
function resourcePaths(name, tag) {
  const base = `/${name.toLowerCase()}s`
  const id = { $ref: '#/components/parameters/Id' }
  const op = (verb, summary, extra) => ({
    tags: [tag],
    operationId: `${verb}${name}`,
    summary,
    description: `${summary}. Generated for the large OpenAPI fixture (\`${name}\`).`,
    ...extra,
    responses: { ...extra.responses, ...errors },
  })
  const body = { required: true, content: json(ref(name)) }
  const list = { type: 'object', properties: { data: { type: 'array', items: ref(name) }, meta: ref('Pagination') } }
  return {
    [base]: {
      get: op('list', `List ${name}s`, {
        parameters: [
          { $ref: '#/components/parameters/Page' },
          {
            name: 'sort',
            in: 'query',
            schema: { type: 'string', enum: ['createdAt:asc', 'createdAt:desc', 'title:asc'] },
          },
          { name: 'filters', in: 'query', style: 'deepObject', schema: { type: 'object', additionalProperties: true } },
        ],
        responses: { 200: ok(`A page of ${name}s.`, list) },
      }),
      post: op('create', `Create a ${name}`, {
        requestBody: body,
        responses: { 201: ok(`The new ${name}.`, ref(name)) },
      }),
    },
    [`${base}/{id}`]: {
      parameters: [id],
      get: op('get', `Get a ${name}`, { responses: { 200: ok(`The ${name}.`, ref(name)) } }),
      put: op('replace', `Replace a ${name}`, { requestBody: body, responses: { 200: ok(`The ${name}.`, ref(name)) } }),
      patch: op('update', `Update a ${name}`, { requestBody: body, responses: { 200: ok(`The ${name}.`, ref(name)) } }),
      delete: op('delete', `Delete a ${name}`, { responses: { 204: ok('Deleted.') } }),
    },
    [`${base}/{id}/relations/{relationId}`]: {
      parameters: [id, { name: 'relationId', in: 'path', required: true, schema: { type: 'integer' } }],
      get: op('getRelation', `Get a relation of a ${name}`, { responses: { 200: ok('The relation.', ref('Node')) } }),
      put: op('setRelation', `Set a relation of a ${name}`, {
        requestBody: { content: json(ref('Category')) },
        responses: { 200: ok('The relation.', ref('Category')) },
      }),
      delete: op('removeRelation', `Remove a relation of a ${name}`, { responses: { 204: ok('Removed.') } }),
    },
    [`${base}/{id}/actions/publish`]: {
      parameters: [id],
      post: op('publish', `Publish a ${name}`, { responses: { 200: ok(`The published ${name}.`, ref(name)) } }),
    },
    [`${base}/{id}/actions/unpublish`]: {
      parameters: [id],
      post: op('unpublish', `Unpublish a ${name}`, { responses: { 200: ok(`The ${name}.`, ref(name)) } }),
    },
    [`${base}/bulk`]: {
      post: op('bulkCreate', `Create ${name}s in bulk`, {
        requestBody: { content: json({ type: 'array', items: ref(name) }) },
        responses: { 200: ok('The created entries.', { type: 'array', items: ref(name) }) },
      }),
      delete: op('bulkDelete', `Delete ${name}s in bulk`, {
        requestBody: {
          content: json({ type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } }),
        },
        responses: {
          200: ok('How many were deleted.', { type: 'object', properties: { count: { type: 'integer' } } }),
        },
      }),
    },
    [`${base}/count`]: {
      get: op('count', `Count ${name}s`, { responses: { 200: ok('The count.', { type: 'integer' }) } }),
    },
    [`${base}/{id}/history`]: {
      parameters: [id],
      get: op('history', `History of a ${name}`, {
        responses: {
          200: ok('The versions.', {
            type: 'array',
            items: { allOf: [ref(name), { type: 'object', properties: { version: { type: 'integer' } } }] },
          }),
        },
      }),
    },
    [`${base}/search`]: {
      post: op('search', `Search ${name}s`, {
        requestBody: {
          content: json({ type: 'object', properties: { query: { type: 'string' }, category: ref('Category') } }),
        },
        responses: { 200: ok('The matches.', list) },
      }),
    },
  }
}

/** The large document as plain data (serialise it with JSON.stringify). */
export function largeOpenApiDocument() {
  const paths = {}
  const schemas = sharedSchemas()
  const tags = RESOURCES.map((name, index) => {
    const tag = `${name}s`
    Object.assign(paths, resourcePaths(name, tag))
    schemas[name] = resourceSchema(name, index)
    return { name: tag, description: `Everything about **${name}s**: list, read, write, relations and history.` }
  })
  return {
    openapi: '3.0.3',
    info: {
      title: 'Large API',
      version: '1.0.0',
      description: 'A generated document with 320 operations over 20 tags, deep schemas and $ref cycles.',
    },
    servers: [
      {
        url: '{protocol}://{environment}.example.com/api',
        variables: {
          protocol: { default: 'https', enum: ['http', 'https'] },
          environment: { default: 'api', enum: ['api', 'api.dev', 'api.staging'] },
        },
      },
    ],
    tags,
    paths,
    components: {
      schemas,
      parameters: {
        Id: { name: 'id', in: 'path', required: true, schema: { type: 'integer', format: 'int64' } },
        Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
      },
      responses: {
        BadRequest: { description: 'The request is not valid.', content: json(ref('Error')) },
        NotFound: { description: 'Nothing has this id.', content: json(ref('Error')) },
      },
    },
  }
}

/** Operations in the document (320). */
export const LARGE_OPERATION_COUNT = RESOURCES.length * 16
