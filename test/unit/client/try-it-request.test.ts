import { describe, expect, it } from 'vitest'
import {
  failureMessage,
  isMixedContent,
  joinUrl,
  prepareRequest,
  prettyBody,
  statusLine,
  type TryInput,
} from '../../../src/client/islands/try-it/request.js'
import type { TryItOperation } from '../../../src/model/api-reference.js'

const PUT: TryItOperation = {
  method: 'PUT',
  path: '/posts/{id}',
  parameters: [
    { name: 'id', in: 'path', required: true, example: '1', schema: { type: 'integer', minimum: 1 } },
    { name: 'fields', in: 'query', required: false, schema: { type: 'array', items: { type: 'string' } } },
    { name: 'X-Trace', in: 'header', required: false, schema: { type: 'string' } },
    { name: 'session', in: 'cookie', required: true, schema: { type: 'string' } },
  ],
  body: {
    type: 'application/json',
    required: true,
    schema: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } },
  },
}

const input = (change: Partial<TryInput> = {}): TryInput => ({
  server: 'http://localhost:1337/api',
  params: { 'path-id': '7' },
  headers: [],
  body: '{"title":"Spring"}',
  ...change,
})

describe('prepareRequest', () => {
  it('fills the path, the query and the headers, and adds the body with its type', () => {
    const prepared = prepareRequest(
      PUT,
      input({
        server: 'http://localhost:1337/api/',
        params: { 'path-id': '7', 'query-fields': 'title, body', 'header-X-Trace': 't1' },
        headers: [
          { name: 'Authorization', value: 'Bearer x' },
          { name: '', value: '' },
        ],
      }),
    )
    expect(prepared).toEqual({
      ok: true,
      request: {
        method: 'PUT',
        url: 'http://localhost:1337/api/posts/7?fields=title&fields=body',
        headers: [
          ['X-Trace', 't1'],
          ['Authorization', 'Bearer x'],
          ['Content-Type', 'application/json'],
        ],
        body: '{"title":"Spring"}',
      },
    })
  })

  it('encodes path parameters, and reports a parameter that is not of its type', () => {
    const byName: TryItOperation = {
      method: 'GET',
      path: '/tags/{name}/posts',
      parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
    }
    const prepared = prepareRequest(byName, input({ params: { 'path-name': 'a b/c' } }))
    expect(prepared.ok && prepared.request.url).toBe('http://localhost:1337/api/tags/a%20b%2Fc/posts')
    const typed = prepareRequest(PUT, input({ params: { 'path-id': 'seven' } }))
    expect(typed.ok ? {} : typed.errors).toEqual({ 'path-id': ['Expected integer.'] })
  })

  it("keeps the reader's Content-Type, and sends no body when an optional one is empty", () => {
    const custom = prepareRequest(PUT, input({ headers: [{ name: 'content-type', value: 'application/merge+json' }] }))
    expect(custom.ok && custom.request.headers).toEqual([['content-type', 'application/merge+json']])
    const optional: TryItOperation = {
      ...PUT,
      parameters: [],
      body: { type: 'application/json', required: false, schema: {} },
    }
    const none = prepareRequest(optional, input({ body: '  ' }))
    expect(none.ok && none.request).toEqual({ method: 'PUT', url: 'http://localhost:1337/api/posts/{id}', headers: [] })
  })

  it('refuses to send with every problem by field', () => {
    const prepared = prepareRequest(
      PUT,
      input({
        server: 'localhost:1337',
        params: { 'path-id': '0' },
        headers: [
          { name: 'Bad Name', value: 'x' },
          { name: '', value: 'orphan' },
        ],
        body: '{"title": 5}',
      }),
    )
    expect(prepared).toEqual({
      ok: false,
      errors: {
        server: [
          '"localhost:1337" is not a full URL: start it with http:// or https://, such as http://localhost:1337/api.',
        ],
        'path-id': ['Must be at least 1.'],
        'header-0': ['"Bad Name" is not a header name: use letters, digits and dashes, no spaces or colon.'],
        'header-1': ["Enter the header's name."],
        body: ['body.title: expected string, got number'],
      },
    })
    const empty = prepareRequest(PUT, input({ server: '', params: {}, body: '' }))
    expect(empty.ok ? {} : empty.errors).toEqual({
      server: ["Enter the server's URL, such as http://localhost:1337/api."],
      'path-id': ['Required.'],
      body: ['The request body is required.'],
    })
    const broken = prepareRequest(PUT, input({ body: '{"title": ' }))
    expect(broken.ok ? [] : broken.errors.body).toEqual([expect.stringMatching(/^The body is not valid JSON: /)])
    const ftp = prepareRequest(PUT, input({ server: 'ftp://example.com' }))
    expect(ftp.ok ? [] : ftp.errors.server).toEqual(['Use an http:// or https:// URL.'])
    const withUser = prepareRequest(PUT, input({ server: 'https://me:secret@example.com' }))
    expect(withUser.ok ? [] : withUser.errors.server).toEqual([
      'Leave credentials out of the URL; add an Authorization header instead.',
    ])
  })
})

describe('the answer', () => {
  it('joins the base URL and the path with one slash, dropping a query or fragment of the base', () => {
    expect(joinUrl(new URL('http://h:1/api/'), '/posts')).toBe('http://h:1/api/posts')
    expect(joinUrl(new URL('http://h:1'), '/posts')).toBe('http://h:1/posts')
    expect(joinUrl(new URL('http://h:1/api?x=1#y'), 'posts')).toBe('http://h:1/api/posts')
  })

  it('gives a status its reason phrase when the server sent none (HTTP/2)', () => {
    expect(statusLine(404, '')).toBe('404 Not Found')
    expect(statusLine(200, 'Fine')).toBe('200 Fine')
    expect(statusLine(299, '')).toBe('299')
  })

  it('pretty-prints JSON bodies and leaves other text alone', () => {
    expect(prettyBody('{"a":[1,2]}', 'application/json; charset=utf-8')).toEqual({
      text: '{\n  "a": [\n    1,\n    2\n  ]\n}',
      json: true,
    })
    expect(prettyBody('[1]', null)).toEqual({ text: '[\n  1\n]', json: true })
    expect(prettyBody('{not json', 'application/json')).toEqual({ text: '{not json', json: false })
    expect(prettyBody('<p>hi</p>', 'text/html')).toEqual({ text: '<p>hi</p>', json: false })
  })

  it('explains a failure in one sentence', () => {
    for (const kind of ['network', 'mixed-content', 'csp', 'timeout'] as const) {
      const message = failureMessage(kind, 'http://api.example.com:1337/api/posts/1', 'https://docs.example.com')
      expect(message).toContain('http://api.example.com:1337')
      expect(message.match(/[.!?](\s|$)/g), message).toHaveLength(1)
    }
    expect(failureMessage('network', 'http://h:1/x', 'http://docs:2')).toContain('(CORS)')
  })

  it('knows which http:// URLs an https:// page may not call', () => {
    expect(isMixedContent('http://api.example.com/x', 'https:')).toBe(true)
    expect(isMixedContent('http://localhost:1337/x', 'https:')).toBe(false)
    expect(isMixedContent('http://127.0.0.1:1337/x', 'https:')).toBe(false)
    expect(isMixedContent('http://api.example.com/x', 'http:')).toBe(false)
  })
})
