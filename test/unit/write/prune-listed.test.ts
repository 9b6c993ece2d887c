import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderStamps } from '../../../src/files/index.js'
import { FsWriter } from '../../../src/write/index.js'
import { filesUnder, foldersAbove, listInBackground, prune } from '../../../src/write/output-folder.js'

// Issue 26: a warm build updates its output in place and prunes what it no longer has; the
// output's folders are read on another thread while the pages render (10,000 of them took this
// thread 0.2-0.4 s at the end of the build), and only the folders the build wrote into are read
// again. The result must be the one a walk at the end gives.

async function folder(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'docsgen-prune-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return root
}

const PAGES = {
  'index.html': 'home',
  'a/index.html': 'a',
  'a/b/index.html': 'b',
  'a/gone/index.html': 'gone',
  'c/index.html': 'c',
  'assets/x.css': 'x',
}

describe('prune with the folders read before', () => {
  it('deletes, keeps and stamps as a walk at the end does, the folders written into read again', async () => {
    const walked = await folder(PAGES)
    const listed = await folder(PAGES)
    const listing = await listInBackground(listed).listing
    expect(
      listing
        ?.get('a/')
        ?.map((entry) => entry.name)
        .sort(),
    ).toEqual(['b', 'gone', 'index.html'])
    // The build writes a new page into a/ (a new folder) and a new file at the root, after the reading.
    for (const root of [walked, listed]) {
      mkdirSync(path.join(root, 'a/new'))
      writeFileSync(path.join(root, 'a/new/index.html'), 'new')
      writeFileSync(path.join(root, 'sitemap.xml'), 'map')
    }
    const written = new Set(['a/new/index.html', 'sitemap.xml'])
    const kept = new Set(['index.html', 'a/index.html', 'a/b/index.html', 'assets/x.css'])
    const keep = (file: string) => kept.has(file) || written.has(file)
    const stamps = { walked: new Map<string, string>(), listed: new Map<string, string>() }
    prune(walked, keep, { stamps: stamps.walked, others: new Set() })
    prune(listed, keep, {
      stamps: stamps.listed,
      others: new Set(),
      listed: listing && { listing, changed: foldersAbove(written) },
    })
    expect(filesUnder(listed).sort()).toEqual(filesUnder(walked).sort())
    expect(filesUnder(listed).sort()).toEqual([...kept, ...written].sort())
    // Pruned: the page that is gone, its folder, and c/ whose only file was not kept.
    expect(existsSync(path.join(listed, 'a/gone'))).toBe(false)
    expect(existsSync(path.join(listed, 'c'))).toBe(false)
    expect([...stamps.listed.keys()].sort()).toEqual([...stamps.walked.keys()].sort())
    expect(stamps.listed).toEqual(folderStamps(listed))
  })

  it("leaves other builds' folders at the root unread; a walk stopped gives no listing", async () => {
    const root = await folder({ ...PAGES, 'fr/index.html': 'fr', 'fr/a/index.html': 'fr a' })
    const listing = await listInBackground(root, ['fr']).listing
    expect(listing?.get('')?.some((entry) => entry.name === 'fr')).toBe(true)
    expect(listing?.has('fr/')).toBe(false)
    expect(listing?.has('a/b/')).toBe(true)
    const stopped = listInBackground(root)
    stopped.stop()
    expect(await stopped.listing).toBeUndefined()
  })

  it('names every folder above the files written, the root too', () => {
    expect([...foldersAbove(['a/b/c.html', 'a/d.html', 'e.html'])].sort()).toEqual(['', 'a/', 'a/b/'])
  })
})

describe('FsWriter, updating its output in place', () => {
  it('commits what a walk would: pages kept, one edited, one added, one gone, stamps exact', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'docsgen-inplace-'))
    const out = path.join(root, 'build')
    const writer = new FsWriter(out, { stampCommitted: true })
    const pages: Record<string, string> = {}
    for (let i = 0; i < 40; i++) pages[`docs/p${i}/index.html`] = `page ${i}`
    await writer.begin()
    for (const [file, contents] of Object.entries(pages)) await writer.add({ path: file, contents })
    await writer.commit()
    // The next build keeps all but p0 (edited) and p1 (gone), and adds p40.
    const stamps = await writer.stamps(Object.keys(pages))
    await writer.begin()
    for (const [file, stamp] of stamps) {
      if (file === 'docs/p0/index.html') await writer.add({ path: file, contents: 'page 0, edited' })
      else if (file !== 'docs/p1/index.html') await writer.reuse(file, stamp)
    }
    await writer.add({ path: 'docs/p40/index.html', contents: 'page 40' })
    await writer.commit()
    expect(readFileSync(path.join(out, 'docs/p0/index.html'), 'utf8')).toBe('page 0, edited')
    expect(existsSync(path.join(out, 'docs/p1'))).toBe(false)
    expect(readFileSync(path.join(out, 'docs/p40/index.html'), 'utf8')).toBe('page 40')
    expect(filesUnder(out)).toHaveLength(40)
    expect(writer.committedStamps()).toEqual(folderStamps(out))
  })
})
