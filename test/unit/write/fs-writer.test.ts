import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderStamps } from '../../../src/files/index.js'
import { FsWriter } from '../../../src/write/index.js'

const siblings = async (dir: string) => (await readdir(path.dirname(dir))).sort()

/** Wait until `done()` holds, checking every 20 ms, for at most `ms`. */
async function until(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await done()) return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return done()
}

describe('FsWriter', () => {
  it('swaps the new output in at commit, and the old one is deleted without the build waiting for it', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'docsgen-writer-'))
    const outDir = path.join(parent, 'build')
    const write = async (files: Record<string, string>) => {
      const writer = new FsWriter(outDir)
      await writer.begin()
      for (const [file, contents] of Object.entries(files)) await writer.add({ path: file, contents })
      return writer.commit()
    }
    await write({ 'index.html': 'one', 'a/index.html': 'a one' })
    expect(await siblings(outDir)).toEqual(['build'])

    // An old output an earlier build left behind (its remover was killed) goes too.
    const stale = path.join(parent, '.docsgen-old-1-1-build')
    await mkdir(path.join(stale, 'x'), { recursive: true })
    await writeFile(path.join(stale, 'x', 'index.html'), 'stale')

    expect(await write({ 'index.html': 'two', 'b/index.html': 'b two' })).toEqual({ files: 2, bytes: 8 })
    // The new output is complete at once.
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('two')
    expect(existsSync(path.join(outDir, 'a'))).toBe(false)
    // The old ones disappear shortly after, and nothing else is left beside the output.
    expect(await until(async () => (await siblings(outDir)).length === 1, 10_000)).toBe(true)
    expect(await siblings(outDir)).toEqual(['build'])
  })

  it('updates the output in place when files were kept: written files replace theirs, the rest go', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'docsgen-writer-'))
    const outDir = path.join(parent, 'build')
    const first = new FsWriter(outDir)
    await first.begin()
    const files = { 'a/index.html': 'a', 'b/index.html': 'b one', 'gone.txt': 'x', d: 'a file', 'e/index.html': 'e' }
    for (const [file, contents] of Object.entries(files)) await first.add({ path: file, contents })
    await first.commit()
    const inode = async (file: string) => (await stat(path.join(outDir, file))).ino
    const keptInode = await inode('a/index.html')

    const second = new FsWriter(outDir)
    await second.begin()
    const stamps = await second.stamps(['a/index.html'])
    expect(await second.reuse('a/index.html', stamps.get('a/index.html') ?? '')).toBe(true)
    // A stamp that no longer matches is not kept.
    expect(await second.reuse('b/index.html', 'stale')).toBe(false)
    await second.add({ path: 'b/index.html', contents: 'b two' })
    // A file where a folder was, and a folder where a file was.
    await second.add({ path: 'd/index.html', contents: 'd is a page now' })
    await second.add({ path: 'e', contents: 'e is a file now' })
    await second.commit()

    expect(await inode('a/index.html')).toBe(keptInode)
    expect(await readFile(path.join(outDir, 'b/index.html'), 'utf8')).toBe('b two')
    expect(await readFile(path.join(outDir, 'd/index.html'), 'utf8')).toBe('d is a page now')
    expect(await readFile(path.join(outDir, 'e'), 'utf8')).toBe('e is a file now')
    expect((await readdir(outDir, { recursive: true })).sort()).toEqual([
      'a',
      'a/index.html',
      'b',
      'b/index.html',
      'd',
      'd/index.html',
      'e',
    ])
    expect(await until(async () => (await siblings(outDir)).length === 1, 10_000)).toBe(true)
  })

  it('records the stamps of the output it committed in place: the kept files as read when kept, the written ones as written', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'docsgen-writer-'))
    const outDir = path.join(parent, 'build')
    const first = new FsWriter(outDir, { stampCommitted: true })
    await first.begin()
    for (const name of ['a', 'b', 'c', 'd', 'e']) await first.add({ path: `${name}/index.html`, contents: name })
    await first.commit()
    // Later than the first files by more than the clock's step: a rewritten file's stamp differs.
    await new Promise((resolve) => setTimeout(resolve, 20))

    const second = new FsWriter(outDir, { stampCommitted: true })
    await second.begin()
    const kept = ['a/index.html', 'b/index.html', 'c/index.html', 'd/index.html']
    const stamps = await second.stamps(kept)
    for (const file of kept) expect(await second.reuse(file, stamps.get(file) ?? '')).toBe(true)
    // Kept, then written again: the new version is what the output has.
    await second.add({ path: 'd/index.html', contents: 'd, longer now' })
    await second.add({ path: 'f/index.html', contents: 'f' })
    // A kept file touched by something else during the build: recorded as it was when kept (not
    // read again), so the next build sees it changed and writes it.
    const touched = path.join(outDir, 'a/index.html')
    const later = new Date(Date.now() + 60_000)
    await utimes(touched, later, later)
    await second.commit()
    expect(await readFile(path.join(outDir, 'd/index.html'), 'utf8')).toBe('d, longer now')
    const committed = second.committedStamps()
    expect(committed?.get('a/index.html')).toBe(stamps.get('a/index.html'))
    const onDisk = folderStamps(outDir)
    expect(onDisk.get('a/index.html')).not.toBe(stamps.get('a/index.html'))
    onDisk.set('a/index.html', stamps.get('a/index.html') ?? '')
    expect(committed).toEqual(onDisk)
  })

  it('swaps in a new folder when most files were written, the kept ones linked into it', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'docsgen-writer-'))
    const outDir = path.join(parent, 'build')
    const first = new FsWriter(outDir)
    await first.begin()
    await first.add({ path: 'kept/index.html', contents: 'kept' })
    await first.add({ path: 'old/index.html', contents: 'old' })
    await first.commit()
    const keptInode = (await stat(path.join(outDir, 'kept/index.html'))).ino

    const second = new FsWriter(outDir)
    await second.begin()
    const stamps = await second.stamps(['kept/index.html'])
    expect(await second.reuse('kept/index.html', stamps.get('kept/index.html') ?? '')).toBe(true)
    for (const name of ['b', 'c', 'd']) await second.add({ path: `${name}/index.html`, contents: name })
    await second.commit()
    expect((await stat(path.join(outDir, 'kept/index.html'))).ino).toBe(keptInode)
    expect((await readdir(outDir)).sort()).toEqual(['b', 'c', 'd', 'kept'])
  })

  it('leaves the previous output as it was when a build is aborted', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'docsgen-writer-'))
    const outDir = path.join(parent, 'build')
    const first = new FsWriter(outDir)
    await first.begin()
    await first.add({ path: 'index.html', contents: 'kept' })
    await first.commit()
    const second = new FsWriter(outDir)
    await second.begin()
    await second.add({ path: 'index.html', contents: 'never seen' })
    await second.abort()
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('kept')
    expect(await siblings(outDir)).toEqual(['build'])
  })
})
