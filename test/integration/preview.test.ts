import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { type IncomingHttpHeaders, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPreviewServer } from '../../src/serve/index.js'
import { contentsOf } from '../../src/write/index.js'
import { buildFixture, writeSite } from '../helpers/build-fixture.js'
import { get } from '../helpers/serve-client.js'

describe('docsgen serve --build / docsgen preview (built folder)', () => {
  let site: string
  let outside: string
  let preview: Awaited<ReturnType<typeof startPreviewServer>>

  beforeAll(async () => {
    const built = await buildFixture('basic')
    site = await mkdtemp(path.join(tmpdir(), 'docsgen-preview-'))
    for (const [file, contents] of built.writer.files) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true })
      await writeFile(path.join(site, file), contentsOf(contents))
    }
    outside = await writeSite({ 'secret.txt': 'TOP-SECRET-OUTSIDE' })
    await symlink(path.join(outside, 'secret.txt'), path.join(site, 'leak.txt'))
    await symlink(outside, path.join(site, 'leakdir'))
    preview = await startPreviewServer({ dir: site, host: '127.0.0.1', port: 0 })
  }, 60_000)

  afterAll(async () => {
    await preview?.close()
    await rm(site, { recursive: true, force: true })
    await rm(outside, { recursive: true, force: true })
  })

  it('serves the folder with clean URLs, redirects and the 404 page, without the live-reload client', async () => {
    const page = await get(preview.url, '/guide/start')
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.body).not.toContain('__docsgen')
    expect((await get(preview.url, '/guide/start/index.html')).headers.location).toBe('/guide/start')
    expect((await get(preview.url, '/guide/start.html')).headers.location).toBe('/guide/start')
    const missing = await get(preview.url, '/nope')
    expect(missing.status).toBe(404)
    expect(missing.body).toContain('<title>')
    expect((await get(preview.url, '/__docsgen/events')).status).toBe(404)
    expect((await get(preview.url, '/', { Host: 'attacker.example' })).status).toBe(421)
  })

  it('gzips text for clients that accept it, as production hosts do', async () => {
    const raw = (rawPath: string, encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        const url = new URL(preview.url)
        request(
          { host: url.hostname, port: url.port, path: rawPath, headers: { 'Accept-Encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }))
          },
        )
          .on('error', reject)
          .end()
      })
    const plain = await raw('/guide/start', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const zipped = await raw('/guide/start', 'br, gzip;q=0.8')
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toBe('Accept-Encoding')
    expect(gunzipSync(zipped.bytes).equals(plain.bytes)).toBe(true)
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 2)
    expect((await raw('/guide/start', 'gzip;q=0')).headers['content-encoding']).toBeUndefined()
    const missing = await raw('/nope', 'gzip')
    expect(gunzipSync(missing.bytes).toString('utf8')).toContain('<title>')
  })

  it('answers 404 to every path that leaves the folder and never reads it', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/guide%2F..%2F..%2Fsecret.txt',
      '/..%5csecret.txt',
      '/guide\\..\\..\\secret.txt',
      '/index.html%00.txt',
      '//etc/passwd',
      '/leak.txt',
      '/leakdir/secret.txt',
      `/${outside}/secret.txt`,
    ]) {
      const res = await get(preview.url, attempt)
      expect(res.status, attempt).toBe(404)
      expect(res.body, attempt).not.toContain('TOP-SECRET')
      expect(res.body, attempt).not.toContain('root:')
    }
  })
})

describe('docsgen build output', () => {
  it('never contains the live-reload client', async () => {
    const built = await buildFixture('basic')
    for (const [file, kept] of built.writer.files) {
      const contents = contentsOf(kept)
      const text = typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8')
      expect(text, file).not.toContain('__docsgen')
      expect(text, file).not.toContain('data-docsgen-rev')
      expect(text, file).not.toContain('EventSource')
    }
  })
})
