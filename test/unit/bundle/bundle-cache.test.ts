import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { cachedBundle } from '../../../src/esbuild/index.js'

/** A "bundle" of two input files, counting how often it is made. */
async function setup() {
  const root = await mkdtemp(path.join(tmpdir(), 'docsgen-bundle-cache-'))
  await writeFile(path.join(root, 'a.ts'), 'export const a = 1')
  await writeFile(path.join(root, 'b.css'), 'b { color: red }')
  let made = 0
  const make = async () => {
    made++
    const text = (await readFile(path.join(root, 'a.ts'), 'utf8')) + (await readFile(path.join(root, 'b.css'), 'utf8'))
    const metafile = { inputs: { 'a.ts': {}, 'b.css': {} }, outputs: {} } as unknown as Metafile
    return { value: { text }, metafile }
  }
  const entry = (key = 'k') => ({ dir: path.join(root, 'cache'), name: 'x.json', root, key })
  return { root, make, entry, made: () => made }
}

describe('cachedBundle', () => {
  it('bundles once, then reuses the stored bundle while its inputs, options and esbuild are unchanged', async () => {
    const site = await setup()
    const first = await cachedBundle(site.entry(), site.make)
    const second = await cachedBundle(site.entry(), site.make)
    expect(second).toEqual(first)
    expect(site.made()).toBe(1)
  })

  it('bundles again when an input file changes or the options do', async () => {
    const site = await setup()
    await cachedBundle(site.entry(), site.make)
    await writeFile(path.join(site.root, 'b.css'), 'b { color: blue }')
    expect(await cachedBundle(site.entry(), site.make)).toEqual({ text: 'export const a = 1b { color: blue }' })
    expect(site.made()).toBe(2)
    await cachedBundle(site.entry('other options'), site.make)
    expect(site.made()).toBe(3)
  })

  it('treats a corrupted or truncated record as a miss, and a missing input as a change', async () => {
    const site = await setup()
    await cachedBundle(site.entry(), site.make)
    const record = path.join(site.root, 'cache', 'x.json')
    await writeFile(record, (await readFile(record, 'utf8')).slice(0, 20))
    expect(await cachedBundle(site.entry(), site.make)).toEqual({ text: 'export const a = 1b { color: red }' })
    expect(site.made()).toBe(2)
    await writeFile(record, '{"inputs": [["gone.ts", "x"]], "format": 1}')
    await cachedBundle(site.entry(), site.make)
    expect(site.made()).toBe(3)
  })

  it('without a cache folder, bundles every time', async () => {
    const site = await setup()
    const entry = { ...site.entry(), dir: undefined }
    await cachedBundle(entry, site.make)
    await cachedBundle(entry, site.make)
    expect(site.made()).toBe(2)
  })

  it('stores a bundle with inputs from a plugin namespace, which are not files', async () => {
    const site = await setup()
    const make = async () => {
      const metafile = { inputs: { 'a.ts': {}, 'docsgen-virtual:docsgen': {} }, outputs: {} } as unknown as Metafile
      return { value: { text: 'made' }, metafile }
    }
    await cachedBundle(site.entry(), make)
    const stored = JSON.parse(await readFile(path.join(site.root, 'cache', 'x.json'), 'utf8')) as { inputs: unknown[] }
    expect(stored.inputs).toEqual([['a.ts', expect.any(String)]])
  })
})
