import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FsWriter } from '../../../src/write/index.js'

// Issue 25: a site's other locales are written into folders of its output by builds of their own;
// the default locale's writer leaves them as they are, whichever way it commits.

async function site(): Promise<{ root: string; out: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'docsgen-keep-'))
  return { root, out: path.join(root, 'build') }
}

async function writeAll(writer: FsWriter, files: Record<string, string>): Promise<void> {
  await writer.begin()
  for (const [file, contents] of Object.entries(files)) await writer.add({ path: file, contents })
  await writer.commit()
}

describe('FsWriter keep and besideOf', () => {
  it("keeps another build's folder through a swap and an in-place commit, and leaves it out of its stamps", async () => {
    const { root, out } = await site()
    await writeAll(new FsWriter(out), { 'index.html': 'en' })
    // The French pass: its own output inside the site's, its temporary folder beside the site's.
    const fr = new FsWriter(path.join(out, 'fr'), { besideOf: out })
    await writeAll(fr, { 'index.html': 'fr', 'docs/a.html': 'fr a' })
    expect(readdirSync(out).filter((name) => name.startsWith('.'))).toEqual([])
    // A swap (nothing kept): the folder moves into the new output.
    const en = new FsWriter(out, { keep: ['fr'], stampCommitted: true })
    await writeAll(en, { 'index.html': 'en 2', 'b.html': 'b' })
    expect(readFileSync(path.join(out, 'fr/docs/a.html'), 'utf8')).toBe('fr a')
    expect([...(en.committedStamps()?.keys() ?? [])].sort()).toEqual(['b.html', 'index.html'])
    // In place (most files kept): the folder is not pruned.
    const stamps = await en.stamps(['index.html', 'b.html'])
    await en.begin()
    for (const [file, stamp] of stamps) await en.reuse(file, stamp)
    await en.add({ path: 'c.html', contents: 'c' })
    await en.commit()
    expect(readFileSync(path.join(out, 'fr/index.html'), 'utf8')).toBe('fr')
    expect(existsSync(path.join(out, 'c.html'))).toBe(true)
    expect([...(en.committedStamps()?.keys() ?? [])].sort()).toEqual(['b.html', 'c.html', 'index.html'])
    expect(readdirSync(root).filter((name) => name.startsWith('.docsgen-tmp'))).toEqual([])
  })
})
