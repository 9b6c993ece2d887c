import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
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
