import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openCompileCache } from '../../src/compile/index.js'
import { loadConfig } from '../../src/config/index.js'
import { createMemoryLogger } from '../../src/logger/index.js'
import { runPipeline } from '../../src/pipeline.js'
import { DEFAULT_THEME_DIR } from '../../src/render/index.js'
import { MemoryWriter } from '../../src/write/index.js'
import { writeSite } from '../helpers/build-fixture.js'

async function buildWithCache(rootDir: string) {
  const config = await loadConfig({ rootDir })
  const cache = await openCompileCache(config)
  const writer = new MemoryWriter()
  const logger = createMemoryLogger()
  const result = await runPipeline(config, {
    mode: 'build',
    logger,
    writer,
    cache,
    themeDir: DEFAULT_THEME_DIR,
    buildDate: '2026-01-01',
  })
  return { result, writer, cache, debug: logger.lines.join('\n') }
}

describe('the build cache (.docsgen-cache)', () => {
  it('reuses unchanged pages, and recompiles pages whose snippet changed', async () => {
    const root = await writeSite({
      'content/a.md': "import Note from '/snippets/note.md'\n\n# A\n\n<Note />\n",
      'content/b.md': '# B\n\nPlain.\n',
      'content/snippets/note.md': 'First version of the note.\n',
    })
    const first = await buildWithCache(root)
    expect(first.writer.text('a/index.html')).toContain('First version')
    const second = await buildWithCache(root)
    expect(second.debug).toContain('3 from cache, 0 compiled')
    await writeFile(path.join(root, 'content/snippets/note.md'), 'Second version of the note.\n')
    const third = await buildWithCache(root)
    expect(third.writer.text('a/index.html')).toContain('Second version')
    expect(third.debug).toContain('1 from cache, 2 compiled')
  })

  it('detects a truncated or corrupted cache file and rebuilds it', async () => {
    const root = await writeSite({ 'content/a.md': '# A\n' })
    await buildWithCache(root)
    const file = path.join(root, '.docsgen-cache/compile.bin')
    const bytes = await readFile(file)
    await writeFile(file, bytes.subarray(0, bytes.length - 10))
    const truncated = await buildWithCache(root)
    expect(truncated.cache.status).toBe('corrupt')
    expect(truncated.result.ok).toBe(true)
    const flipped = Buffer.from(await readFile(file))
    flipped[flipped.length - 5] = (flipped[flipped.length - 5] ?? 0) ^ 0xff
    await writeFile(file, flipped)
    expect((await buildWithCache(root)).cache.status).toBe('corrupt')
    expect((await buildWithCache(root)).cache.status).toBe('loaded')
    // The bodies file is checked too, and must be the one the index was written with.
    const bodiesFile = path.join(root, '.docsgen-cache/bodies.bin')
    const bodies = await readFile(bodiesFile)
    await writeFile(bodiesFile, bodies.subarray(0, bodies.length - 3))
    expect((await buildWithCache(root)).cache.status).toBe('corrupt')
    const other = await writeSite({ 'content/a.md': '# Another A\n' })
    await buildWithCache(other)
    await writeFile(bodiesFile, await readFile(path.join(other, '.docsgen-cache/bodies.bin')))
    expect((await buildWithCache(root)).cache.status).toBe('corrupt')
    const healed = await buildWithCache(root)
    expect(healed.cache.status).toBe('loaded')
    expect(healed.writer.text('a/index.html')).toContain('<h1 id="a">A</h1>')
  })

  it('lets check-links read page metadata only, and never write the cache', async () => {
    const root = await writeSite({
      'content/a.md': '# A\n\nSee [b](./b.md) and [gone](./gone.md).\n',
      'content/b.md': '# B\n\n## Part\n\nBack to [a](/a#nowhere).\n',
    })
    await buildWithCache(root)
    const index = path.join(root, '.docsgen-cache/compile.bin')
    const before = await readFile(index)
    const config = await loadConfig({ rootDir: root })
    const cache = await openCompileCache(config, { bodies: false })
    const logger = createMemoryLogger()
    const result = await runPipeline(config, {
      mode: 'check',
      logger,
      cache,
      themeDir: DEFAULT_THEME_DIR,
      buildDate: '2026-01-01',
    })
    expect(cache.status).toBe('loaded')
    expect(logger.lines.join('\n')).toContain('2 from cache, 0 compiled')
    expect(result.linkReport?.brokenLinks).toBe(2)
    expect(result.diagnostics.map((d) => d.code).sort()).toEqual(['links/broken-anchor', 'links/broken-markdown-link'])
    expect(await readFile(index)).toEqual(before)
  })

  it('keeps a build in memory only with persist: false, and writes it on the next save', async () => {
    const root = await writeSite({ 'content/a.md': '# A\n', 'content/b.md': '# B\n' })
    await buildWithCache(root)
    const index = path.join(root, '.docsgen-cache/compile.bin')
    const before = await readFile(index)
    const config = await loadConfig({ rootDir: root })
    const cache = await openCompileCache(config)
    await writeFile(path.join(root, 'content/b.md'), '# B changed\n')
    const run = () =>
      runPipeline(config, {
        mode: 'build',
        logger: createMemoryLogger(),
        writer: new MemoryWriter(),
        cache,
        persistCache: false,
        themeDir: DEFAULT_THEME_DIR,
        buildDate: '2026-01-01',
      })
    expect((await run()).ok).toBe(true)
    expect(await readFile(index)).toEqual(before)
    // The next build still finds the page compiled by the one before (in memory).
    const logger = createMemoryLogger()
    await runPipeline(config, {
      mode: 'build',
      logger,
      writer: new MemoryWriter(),
      cache,
      persistCache: false,
      themeDir: DEFAULT_THEME_DIR,
      buildDate: '2026-01-01',
    })
    expect(logger.lines.join('\n')).toContain('2 from cache, 0 compiled')
    await cache.save()
    expect(await readFile(index)).not.toEqual(before)
  })
})
