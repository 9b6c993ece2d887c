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
})
