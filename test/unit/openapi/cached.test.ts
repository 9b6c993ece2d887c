import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compileOpenApi } from '../../../src/openapi/compiler.js'
import { type OpenApiCache, readStoredOpenApi, storeOpenApi } from '../../../src/openapi/stored.js'

/** The page as a build gets it: from the cache if kept there, else compiled and stored (plain code). */
function compileOpenApiCached(input: Parameters<typeof compileOpenApi>[0], cache: OpenApiCache | undefined) {
  const stored = cache && readStoredOpenApi(input, cache)
  if (stored) return stored
  const page = compileOpenApi(input)
  if (cache) storeOpenApi(input, cache, page)
  return page
}

/** A stored page's file: its header line, then the page's JSON. */
function parseStored(text: string): { header: { key: string; crc: number }; page: { title: string } } {
  const newline = text.indexOf('\n')
  return { header: JSON.parse(text.slice(0, newline)), page: JSON.parse(text.slice(newline + 1)) }
}

const REPO = path.resolve(import.meta.dirname, '../../..')

async function setup() {
  const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-openapi-cache-'))
  const text = await readFile(path.join(REPO, 'openapi/rest-api.yaml'), 'utf8')
  const input = { file: 'openapi/rest-api.yaml', text, route: '/openapi/' }
  return { dir, input, cache: { dir, fingerprint: 'code-1' } }
}

describe('the OpenAPI page cache (readStoredOpenApi, storeOpenApi)', () => {
  it('stores the page and returns it, equal to a fresh compile, while text, route and code are the same', async () => {
    const { dir, input, cache } = await setup()
    const fresh = compileOpenApi(input)
    expect(compileOpenApiCached(input, cache)).toEqual(fresh)
    const files = await readdir(dir)
    expect(files).toHaveLength(1)
    // A second call returns the stored page: changed on disk (with a matching checksum), it shows.
    const file = path.join(dir, files[0] ?? '')
    const { header, page } = parseStored(await readFile(file, 'utf8'))
    expect(page).toEqual(JSON.parse(JSON.stringify(fresh)))
    page.title = 'From the cache'
    const json = JSON.stringify(page)
    header.crc = crc32(json)
    await writeFile(file, `${JSON.stringify(header)}\n${json}`)
    expect(compileOpenApiCached(input, cache).title).toBe('From the cache')
  })

  it('compiles again when the text, the route or docsgen changes, or the stored file is damaged', async () => {
    const { dir, input, cache } = await setup()
    compileOpenApiCached(input, cache)
    const [name] = await readdir(dir)
    const file = path.join(dir, name ?? '')
    const edited = { ...input, text: input.text.replace(/title: .*/, 'title: Renamed API') }
    expect(compileOpenApiCached(edited, cache).title).toBe('Renamed API')
    expect(compileOpenApiCached(input, { ...cache, fingerprint: 'code-2' }).title).toBe(compileOpenApi(input).title)
    // A stored page whose checksum does not match is not trusted.
    const { header, page } = parseStored(await readFile(file, 'utf8'))
    page.title = 'Tampered'
    await writeFile(file, `${JSON.stringify(header)}\n${JSON.stringify(page)}`)
    expect(compileOpenApiCached(input, { ...cache, fingerprint: 'code-2' }).title).not.toBe('Tampered')
    // Cut short (a header alone, or half of it), or with a header that is not one.
    const whole = await readFile(file, 'utf8')
    for (const damaged of [whole.slice(0, whole.indexOf('\n') + 1), '{"key": "trunc', `[1]\n${JSON.stringify(page)}`]) {
      await writeFile(file, damaged)
      expect(compileOpenApiCached(input, cache)).toEqual(compileOpenApi(input))
    }
  })

  it('without a cache, compiles every time and writes nothing', async () => {
    const { dir, input } = await setup()
    expect(compileOpenApiCached(input, undefined)).toEqual(compileOpenApi(input))
    expect(await readdir(dir)).toEqual([])
  })
})
