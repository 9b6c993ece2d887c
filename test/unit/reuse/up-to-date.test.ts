import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderStamps } from '../../../src/files/index.js'
import { type KeptBuild, type SiteKey, UpToDate } from '../../../src/reuse/index.js'
import { FsWriter } from '../../../src/write/index.js'

// Issue 26: the record of an up-to-date build pairs its inputs' key with its output as that build
// committed it, so another build committing in between is never taken for this one.

const build: KeptBuild = { pages: 1, markdownPages: 0, written: { files: 1, bytes: 5 }, diagnostics: [] }
const key: SiteKey = { sources: 'sources', full: async () => 'full' }

async function site() {
  const root = await mkdtemp(path.join(tmpdir(), 'docsgen-up-to-date-'))
  const out = path.join(root, 'build')
  const upToDate = new UpToDate(path.join(root, '.docsgen-cache/up-to-date.json'), out, {
    rootDir: root,
    contentDir: 'content',
  })
  return { root, out, upToDate }
}

describe('UpToDate', () => {
  it('keeps a build only while its output is as it committed it', async () => {
    const { out, upToDate } = await site()
    await mkdir(out, { recursive: true })
    await writeFile(path.join(out, 'a.html'), 'first')
    const committed = folderStamps(out)
    // Another build replaces the page before this one records.
    await rm(path.join(out, 'a.html'))
    await writeFile(path.join(out, 'a.html'), 'other')
    await upToDate.record(key, { build, dependencies: [], since: Date.now(), outputs: committed })
    expect(await upToDate.find(key)).toBeUndefined()
    // Recorded with what is there: found, while nothing changes.
    await upToDate.record(key, { build, dependencies: [], since: Date.now() })
    expect(await upToDate.find(key)).toEqual(build)
    expect(await upToDate.find({ ...key, full: async () => 'another' })).toBeUndefined()
    expect(await upToDate.find({ ...key, sources: 'another' })).toBeUndefined()
    await writeFile(path.join(out, 'b.html'), 'added by hand')
    expect(await upToDate.find(key)).toBeUndefined()
  })

  it('forgets the record when a dependency changed after the build started', async () => {
    const { root, upToDate } = await site()
    const snippet = path.join(root, 'content/snippet.md')
    await mkdir(path.dirname(snippet), { recursive: true })
    await writeFile(snippet, 'text')
    await upToDate.record(key, { build, dependencies: [snippet], since: Date.now() - 60_000 })
    expect(await upToDate.find(key)).toBeUndefined()
  })
})

describe('FsWriter with stampCommitted', () => {
  it('reads the stamps of the output as it commits it', async () => {
    const { out } = await site()
    const writer = new FsWriter(out, { stampCommitted: true })
    await writer.begin()
    await writer.add({ path: 'a/index.html', contents: 'page' })
    await writer.commit()
    expect(writer.committedStamps()).toEqual(folderStamps(out))
    expect([...(writer.committedStamps()?.keys() ?? [])]).toEqual(['a/index.html'])
    const plain = new FsWriter(out)
    await plain.begin()
    await plain.add({ path: 'a/index.html', contents: 'page' })
    await plain.commit()
    expect(plain.committedStamps()).toBeUndefined()
  })

  it('reads them in the walk that prunes an output updated in place, and answers stamps from them', async () => {
    const { out } = await site()
    const first = new FsWriter(out)
    await first.begin()
    for (const name of ['a', 'b', 'c', 'd']) await first.add({ path: `${name}/index.html`, contents: name })
    await first.add({ path: 'gone/index.html', contents: 'gone' })
    await first.commit()
    const before = await first.stamps(['a/index.html', 'b/index.html', 'c/index.html'])
    const writer = new FsWriter(out, { stampCommitted: true })
    await writer.begin()
    await writer.stamps(['a/index.html', 'b/index.html', 'c/index.html'])
    for (const name of ['a', 'b', 'c'])
      expect(await writer.reuse(`${name}/index.html`, before.get(`${name}/index.html`) ?? '')).toBe(true)
    await writer.add({ path: 'd/index.html', contents: 'd, edited' })
    await writer.commit()
    // Updated in place (three of four kept), `gone` pruned: the stamps are those of the output now.
    expect(writer.committedStamps()).toEqual(folderStamps(out))
    expect([...(writer.committedStamps()?.keys() ?? [])].sort()).toEqual([
      'a/index.html',
      'b/index.html',
      'c/index.html',
      'd/index.html',
    ])
    const files = ['a/index.html', 'd/index.html']
    expect(await writer.stamps(files)).toEqual(await new FsWriter(out).stamps(files))
    // The next build with the same writer reads the output as it is then.
    await writer.begin()
    await rm(path.join(out, 'a/index.html'))
    expect([...(await writer.stamps(files)).keys()]).toEqual(['d/index.html'])
    await writer.abort()
  })
})
