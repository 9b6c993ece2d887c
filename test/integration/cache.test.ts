import { readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSources, stampOf } from '../../src/compile/compile-sources.js'
import { type CacheBodies, CompileCache, openCompileCache } from '../../src/compile/index.js'
import { loadConfig } from '../../src/config/index.js'
import { createMemoryLogger } from '../../src/logger/index.js'
import { runPipeline } from '../../src/pipeline.js'
import { DEFAULT_THEME_DIR } from '../../src/render/index.js'
import { noReuse } from '../../src/reuse/index.js'
import { scanSources } from '../../src/scan/index.js'
import { MemoryWriter } from '../../src/write/index.js'
import { writeSite } from '../helpers/build-fixture.js'

async function buildWithCache(rootDir: string, bodies: Exclude<CacheBodies, 'none'> = 'memory') {
  const config = await loadConfig({ rootDir })
  const cache = await openCompileCache(config, { bodies })
  const writer = new MemoryWriter()
  const logger = createMemoryLogger()
  const result = await runPipeline(config, {
    mode: 'build',
    logger,
    writer,
    reuse: { ...noReuse(), compiled: cache, persistCompiled: true },
    speed: { bodies },
    themeDir: DEFAULT_THEME_DIR,
    buildDate: '2026-01-01',
  })
  return { result, writer, cache, debug: logger.lines.join('\n') }
}

/** Change the byte `fromEnd` bytes before the end of `file`, as a damaged disk would. */
async function flipByte(file: string, fromEnd: number): Promise<void> {
  const bytes = Buffer.from(await readFile(file))
  const at = bytes.length - fromEnd
  bytes[at] = (bytes[at] ?? 0) ^ 0xff
  await writeFile(file, bytes)
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
    await flipByte(file, 5)
    expect((await buildWithCache(root)).cache.status).toBe('corrupt')
    expect((await buildWithCache(root)).cache.status).toBe('loaded')
    // The bodies file is checked too, and must be the one the index was written with.
    const bodiesFile = path.join(root, '.docsgen-cache/bodies.bin')
    const bodies = await readFile(bodiesFile)
    await writeFile(bodiesFile, bodies.subarray(0, bodies.length - 3))
    expect((await buildWithCache(root)).cache.status).toBe('corrupt')
    expect((await buildWithCache(root)).cache.status).toBe('loaded')
    // A byte changed in place (same size): the file's stamp is no longer the one recorded, so its
    // checksum is read again and does not match.
    const written = Buffer.from(await readFile(bodiesFile))
    written[written.length - 2] = (written[written.length - 2] ?? 0) ^ 0xff
    await writeFile(bodiesFile, written)
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
      reuse: { ...noReuse(), compiled: cache, persistCompiled: true },
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
        reuse: { ...noReuse(), compiled: cache },
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
      reuse: { ...noReuse(), compiled: cache },
      themeDir: DEFAULT_THEME_DIR,
      buildDate: '2026-01-01',
    })
    expect(logger.lines.join('\n')).toContain('2 from cache, 0 compiled')
    await cache.save()
    expect(await readFile(index)).not.toEqual(before)
  })

  it('builds the same site with bodies kept in files (docsgen build), cold and warm', async () => {
    const files = {
      'content/a.md': "import Note from '/snippets/note.md'\n\n# A\n\nSee [b](./b.md#part).\n\n<Note />\n",
      'content/b.md': '# B\n\n## Part\n\n```js\nconst x = "→"\n```\n',
      'content/snippets/note.md': 'The note.\n',
    }
    const root = await writeSite(files)
    const inMemory = await buildWithCache(root)
    await rm(path.join(root, '.docsgen-cache'), { recursive: true })
    const cold = await buildWithCache(root, 'file')
    const warm = await buildWithCache(root, 'file')
    expect(warm.cache.status).toBe('loaded')
    expect(warm.debug).toContain('3 from cache, 0 compiled')
    for (const build of [cold, warm]) {
      expect([...build.writer.files.keys()].sort()).toEqual([...inMemory.writer.files.keys()].sort())
      for (const file of inMemory.writer.files.keys()) expect(build.writer.text(file)).toBe(inMemory.writer.text(file))
    }
    // A corrupted bodies file is detected in this mode too.
    const bodiesFile = path.join(root, '.docsgen-cache/bodies.bin')
    await flipByte(bodiesFile, 2)
    const healed = await buildWithCache(root, 'file')
    expect(healed.cache.status).toBe('corrupt')
    expect(healed.writer.text('a/index.html')).toBe(inMemory.writer.text('a/index.html'))
  })

  it('appends the bodies of a warm build to the bodies file, and copies the used ones to a new file when the unused outweigh them', async () => {
    const pages: Record<string, string> = {}
    for (let i = 0; i < 6; i++) pages[`content/p${i}.md`] = `# Page ${i}\n\n${'Some text of this page. '.repeat(400)}\n`
    const root = await writeSite(pages)
    const bodiesFile = path.join(root, '.docsgen-cache/bodies.bin')
    const cold = await buildWithCache(root, 'file')
    expect(cold.result.ok).toBe(true)
    const first = await stat(bodiesFile)
    const edits: { size: number; ino: number }[] = []
    for (let round = 1; round <= 12; round++) {
      await writeFile(path.join(root, 'content/p0.md'), `# Page 0\n\n${'Edited text. '.repeat(700)} round ${round}\n`)
      const warm = await buildWithCache(root, 'file')
      expect(warm.debug).toContain('5 from cache, 1 compiled')
      expect(warm.writer.text('p0/index.html')).toContain(`round ${round}`)
      const now = await stat(bodiesFile)
      edits.push({ size: now.size, ino: now.ino })
      if (round === 1) {
        // Appended in place: the same file, grown by one body.
        expect(now.ino).toBe(first.ino)
        expect(now.size).toBeGreaterThan(first.size)
        expect(now.size - first.size).toBeLessThan(first.size / 3)
      }
      // What the next build reads back is what this one compiled, through the stamp or the checksum.
      const again = await buildWithCache(root, 'file')
      expect(again.debug).toContain('6 from cache, 0 compiled')
      expect(again.writer.text('p0/index.html')).toBe(warm.writer.text('p0/index.html'))
      expect(again.writer.text('p5/index.html')).toBe(cold.writer.text('p5/index.html'))
    }
    // Never much more than twice what is used: a new file once the old bodies outweighed the used ones.
    expect(Math.max(...edits.map((edit) => edit.size))).toBeLessThan(first.size * 2.5)
    expect(edits.some((edit) => edit.ino !== first.ino)).toBe(true)
    expect(edits.at(-1)?.size).toBeLessThan(edits.reduce((most, edit) => Math.max(most, edit.size), 0))
    // A bodies file changed by hand after an append is caught by its checksum.
    await utimes(bodiesFile, new Date(2001, 1, 1), new Date(2001, 1, 1))
    await flipByte(bodiesFile, 3)
    const healed = await buildWithCache(root, 'file')
    expect(healed.cache.status).toBe('corrupt')
    expect(healed.writer.text('p5/index.html')).toBe(cold.writer.text('p5/index.html'))
  })

  it('knows an unchanged file by its stamp, and never trusts a stamp once the file changed', async () => {
    const root = await writeSite({
      'content/a.md': '# A\n\nFirst.\n',
      'content/b.md': '# B\n',
      'content/_category_.json': '{ "label": "Top" }',
    })
    const a = path.join(root, 'content/a.md')
    const b = path.join(root, 'content/b.md')
    const category = path.join(root, 'content/_category_.json')
    // Files changed in the last two seconds get no stamp (a coarse clock could hide a change).
    await buildWithCache(root)
    let cache = await openCompileCache(await loadConfig({ rootDir: root }))
    const fresh = stampOf(a)
    expect(fresh).toBeUndefined()
    const hourAgo = new Date(Date.now() - 3_600_000)
    for (const file of [a, b, category]) await utimes(file, hourAgo, hourAgo)
    // Changing a file's times changes its ctime: wait until that has settled too.
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const second = await buildWithCache(root)
    expect(second.debug).toContain('2 from cache, 0 compiled')
    cache = await openCompileCache(await loadConfig({ rootDir: root }))
    const stamp = stampOf(a)
    expect(stamp).toBeDefined()
    expect(cache.entryKeyByStamp('a.md', stamp ?? '')).toBe(CompileCache.entryKey('a.md', '# A\n\nFirst.\n'))
    // Category files are kept as text, known by their stamp too.
    expect(cache.textByStamp('_category_.json', stampOf(category) ?? '')).toBe('{ "label": "Top" }')
    await writeFile(category, '{ "label": "Mid" }')
    await utimes(category, hourAgo, hourAgo)
    expect(cache.textByStamp('_category_.json', stampOf(category) ?? '')).toBeUndefined()
    // Same size, same modification time: the change time still differs, so the file is hashed.
    await writeFile(a, '# A\n\nOther.\n')
    await utimes(a, hourAgo, hourAgo)
    expect(cache.entryKeyByStamp('a.md', stampOf(a) ?? '')).toBeUndefined()
    // Told a file did not change (the dev server's watcher), the compile stage takes the stamp the
    // cache recorded without looking at the file: what it was told is what it does.
    const config = await loadConfig({ rootDir: root })
    const files = await scanSources(config)
    const trusted = await compileSources(files, config, { cache, unchanged: () => true })
    expect(trusted.bodies.html('a.md')).toContain('First.')
    const told = await compileSources(files, config, { cache, unchanged: (file) => file !== a })
    expect(told.bodies.html('a.md')).toContain('Other.')
    const third = await buildWithCache(root)
    expect(third.debug).toContain('1 from cache, 1 compiled')
    expect(third.writer.text('a/index.html')).toContain('Other.')
  })
})
