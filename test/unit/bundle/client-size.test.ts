import { describe, expect, it } from 'vitest'
import { bundleClient, ENTRY_BUDGET_GZIP_BYTES, measureClientEntry } from '../../../src/bundle/index.js'

const bundle = await bundleClient()

describe('client bundle', () => {
  it(`keeps the entry within ${ENTRY_BUDGET_GZIP_BYTES / 1024} KB gzipped`, () => {
    const size = measureClientEntry(bundle)
    expect(size.bytes).toBe(bundle.metafile.outputs[size.fileName]?.bytes)
    expect(
      size.gzipBytes,
      `${size.fileName} is ${(size.gzipBytes / 1024).toFixed(1)} KB gzipped; keep heavy parts in islands`,
    ).toBeLessThanOrEqual(ENTRY_BUDGET_GZIP_BYTES)
  })

  it('gives the entry no static imports, and leaves React, sucrase, search and diagrams to lazily loaded chunks', () => {
    const entry = bundle.metafile.outputs[bundle.entry.fileName]
    expect(entry?.imports.filter((imported) => imported.kind !== 'dynamic-import')).toEqual([])
    expect(entry?.imports.map((imported) => imported.path).sort()).toEqual([
      expect.stringMatching(/^\.\/chunks\/diagrams\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^\.\/chunks\/runtime\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^\.\/chunks\/search\.[0-9a-f]{8}\.js$/),
    ])
    const inputs = Object.keys(entry?.inputs ?? {})
    expect(inputs.filter((input) => /node_modules\/(react|react-dom|sucrase)\//.test(input))).toEqual([])
  })

  it('names every file by its content, under assets/', () => {
    expect(bundle.entry.fileName).toMatch(/^assets\/main\.[0-9a-f]{8}\.js$/)
    for (const file of bundle.js) expect(file.fileName).toMatch(/^assets\/(?:chunks\/)?[\w-]+\.[0-9a-f]{8}\.js$/)
    expect(bundle.js.map((file) => file.fileName)).toContain(bundle.entry.fileName)
  })
})
