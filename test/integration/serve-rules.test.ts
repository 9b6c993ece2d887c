import type { IncomingMessage } from 'node:http'
import { Script } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { createHostGuard } from '../../src/serve/host-check.js'
import { diffOutputs } from '../../src/serve/output-diff.js'
import { injectReloadClient, RELOAD_CLIENT_JS } from '../../src/serve/reload-client.js'
import { headersFor, pageKeyOf, resolveUrl } from '../../src/serve/url-rules.js'

describe('resolveUrl: the URL rules shared by serve and preview', () => {
  it('maps clean URLs to files, the page itself first', () => {
    expect(resolveUrl('/')).toEqual({ kind: 'files', candidates: ['index.html'] })
    expect(resolveUrl('/guide/start?x=1')).toEqual({
      kind: 'files',
      candidates: ['guide/start', 'guide/start/index.html'],
    })
    expect(resolveUrl('/guide/')).toEqual({ kind: 'files', candidates: ['guide/index.html'] })
    expect(resolveUrl('/img/logo%20big.svg')).toEqual({
      kind: 'files',
      candidates: ['img/logo big.svg', 'img/logo big.svg/index.html'],
    })
  })

  it('redirects /x/index.html and /x.html to /x (encoded, query kept), but not /404.html', () => {
    expect(resolveUrl('/x/index.html?a=1')).toEqual({ kind: 'redirect', location: '/x?a=1' })
    expect(resolveUrl('/x.html')).toEqual({ kind: 'redirect', location: '/x' })
    expect(resolveUrl('/index.html')).toEqual({ kind: 'redirect', location: '/' })
    expect(resolveUrl('/caf%C3%A9/index.html')).toEqual({ kind: 'redirect', location: '/caf%C3%A9' })
    expect(resolveUrl('/a%3Fb.html')).toEqual({ kind: 'redirect', location: '/a%3Fb' })
    expect(resolveUrl('/404.html')).toEqual({ kind: 'files', candidates: ['404.html', '404.html/index.html'] })
  })

  it('refuses every way out of the site', () => {
    for (const url of [
      '/../etc/passwd',
      '/a/../../b',
      '/%2e%2e/x',
      '/%2E%2E%2Fx',
      '/a%2F..%2F..%2Fx',
      '/a/./b',
      '/..%5cx',
      '/a\\b',
      '/%00',
      '/a%00.html',
      '//etc/passwd',
      '/%2F%2Fetc',
      'http://evil.example/x',
      '*',
      '/%E0%A4%A',
    ]) {
      expect(resolveUrl(url), url).toEqual({ kind: 'not-found' })
    }
  })

  it('serves a site under its baseUrl only', () => {
    expect(resolveUrl('/', '/docs/')).toEqual({ kind: 'redirect', location: '/docs/' })
    expect(resolveUrl('/docs', '/docs/')).toEqual({ kind: 'redirect', location: '/docs/' })
    expect(resolveUrl('/docs/a', '/docs/')).toEqual({ kind: 'files', candidates: ['a', 'a/index.html'] })
    expect(resolveUrl('/docs/a/index.html', '/docs/')).toEqual({ kind: 'redirect', location: '/docs/a' })
    expect(resolveUrl('/other', '/docs/')).toEqual({ kind: 'not-found' })
  })

  it('names pages and picks headers', () => {
    expect(pageKeyOf('index.html')).toBe('/')
    expect(pageKeyOf('guide/start/index.html')).toBe('/guide/start')
    expect(pageKeyOf('404.html')).toBe('/404.html')
    expect(headersFor('a/index.html')['Cache-Control']).toBe('no-cache')
    expect(headersFor('assets/styles.0650d9ed.css')['Cache-Control']).toContain('immutable')
    expect(headersFor('assets/main.KQGDHHYS.js')['Cache-Control']).toContain('immutable')
    expect(headersFor('assets/app.combined.js')['Cache-Control']).toBe('no-cache')
    expect(headersFor('x.unknown')['Content-Type']).toBe('application/octet-stream')
  })
})

describe('diffOutputs: what open pages must do after a rebuild', () => {
  const page = (css: string, body: string) => `<link rel="stylesheet" href="/assets/styles.${css}.css"><p>${body}</p>`

  it('names changed, added and removed pages', () => {
    const prev = new Map([
      ['index.html', page('aaaaaaaa', 'home')],
      ['a/index.html', page('aaaaaaaa', 'a')],
      ['gone/index.html', 'x'],
    ])
    const next = new Map([
      ['index.html', page('aaaaaaaa', 'home')],
      ['a/index.html', page('aaaaaaaa', 'a, edited')],
      ['new/index.html', 'y'],
      ['sitemap.xml', '<urlset/>'],
    ])
    const diff = diffOutputs(prev, next)
    expect(diff.pages).toEqual(['/a', '/gone', '/new'])
    expect(diff.css).toEqual([])
    expect(diff.assets).toEqual([])
  })

  it('treats pages that differ only by the stylesheet name as a CSS change', () => {
    const prev = new Map<string, string | Uint8Array>([
      ['index.html', page('aaaaaaaa', 'home')],
      ['assets/styles.aaaaaaaa.css', 'a{}'],
    ])
    const next = new Map<string, string | Uint8Array>([
      ['index.html', page('bbbbbbbb', 'home')],
      ['assets/styles.bbbbbbbb.css', 'b{}'],
    ])
    const diff = diffOutputs(prev, next)
    expect(diff.pages).toEqual([])
    expect(diff.css).toEqual([{ from: 'assets/styles.aaaaaaaa.css', to: 'assets/styles.bbbbbbbb.css' }])
  })

  it('reports changed images and scripts as assets, and compares bytes', () => {
    const prev = new Map<string, string | Uint8Array>([['img/a.png', new Uint8Array([1, 2])]])
    const next = new Map<string, string | Uint8Array>([['img/a.png', new Uint8Array([1, 3])]])
    expect(diffOutputs(prev, next).assets).toEqual(['img/a.png'])
    expect(diffOutputs(prev, new Map([['img/a.png', new Uint8Array([1, 2])]])).files).toEqual([])
  })
})

describe('host guard and client injection', () => {
  const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage

  it('accepts only this server by name and port, and only its own origins', () => {
    const guard = createHostGuard('127.0.0.1', () => 3000)
    expect(guard.hostAllowed(req({ host: '127.0.0.1:3000' }))).toBe(true)
    expect(guard.hostAllowed(req({ host: 'LOCALHOST:3000' }))).toBe(true)
    expect(guard.hostAllowed(req({ host: '[::1]:3000' }))).toBe(true)
    expect(guard.hostAllowed(req({ host: 'rebound.attacker.example:3000' }))).toBe(false)
    expect(guard.hostAllowed(req({ host: '127.0.0.1:3001' }))).toBe(false)
    expect(guard.hostAllowed(req({}))).toBe(false)
    expect(guard.originAllowed(req({}))).toBe(true)
    expect(guard.originAllowed(req({ origin: 'http://localhost:3000' }))).toBe(true)
    expect(guard.originAllowed(req({ origin: 'https://localhost:3000' }))).toBe(false)
    expect(guard.originAllowed(req({ origin: 'http://attacker.example' }))).toBe(false)
    expect(guard.originAllowed(req({ origin: 'null' }))).toBe(false)
  })

  it('serves a client script that parses (it lives in a template string: escapes matter)', () => {
    expect(() => new Script(RELOAD_CLIENT_JS)).not.toThrow()
  })

  it('injects the client before </body> with escaped attributes', () => {
    const html = injectReloadClient('<html><body><p>x</p></body></html>', {
      revision: 3,
      page: '/a"b<',
      boot: 'b1',
      base: '/d"/',
    })
    expect(html).toBe(
      '<html><body><p>x</p><script src="/__docsgen/client.js" data-docsgen-rev="3" data-docsgen-page="/a&quot;b&lt;" data-docsgen-boot="b1" data-docsgen-base="/d&quot;/"></script></body></html>',
    )
  })
})
