import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MemoryWriter } from '../../../src/write/index.js'
import { writeSite } from '../../helpers/build-fixture.js'

describe('MemoryWriter', () => {
  it('counts bytes, not characters, and keeps the sizes of files a rebuild left unchanged', async () => {
    const page = `<p>${'é'.repeat(1000)}</p>`
    const first = new MemoryWriter()
    await first.begin()
    await first.add({ path: 'b/index.html', contents: page })
    await first.add({ path: 'a.bin', contents: new Uint8Array(5) })
    expect(await first.commit()).toEqual({ files: 2, bytes: 2007 + 5 })
    expect([...first.files.keys()]).toEqual(['a.bin', 'b/index.html'])
    expect(first.sizes.get('b/index.html')).toBe(2007)

    // The same string again: its size comes from the previous output (a wrong one shows it).
    ;(first.sizes as Map<string, number>).set('b/index.html', 1)
    const second = new MemoryWriter({ previous: first })
    await second.begin()
    await second.add({ path: 'b/index.html', contents: page })
    await second.add({ path: 'c.html', contents: 'changed' })
    expect(await second.commit()).toEqual({ files: 2, bytes: 1 + 7 })

    // Contents that changed are measured again.
    const third = new MemoryWriter({ previous: second })
    await third.begin()
    await third.add({ path: 'b/index.html', contents: `${page} ` })
    expect(await third.commit()).toEqual({ files: 1, bytes: 2008 })
  })

  it('copies a static folder, reading again only the files changed since the previous writer read them', async () => {
    const root = await writeSite({ 'static/img/a.png': 'aaa', 'static/b.txt': 'bbb' })
    const dir = path.join(root, 'static')
    // A file changed in the last two seconds is read every time: let these settle.
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const build = async (previous?: MemoryWriter) => {
      const writer = new MemoryWriter({ previous })
      await writer.begin()
      await writer.copyDir(dir)
      await writer.commit()
      return writer
    }
    const first = await build()
    expect(Buffer.from(first.files.get('img/a.png') as Uint8Array).toString()).toBe('aaa')
    await writeFile(path.join(dir, 'b.txt'), 'BBB')
    await mkdir(path.join(dir, 'new'))
    await writeFile(path.join(dir, 'new/c.txt'), 'ccc')
    const second = await build(first)
    // Unchanged: the very bytes read before; changed and new files read now.
    expect(second.files.get('img/a.png')).toBe(first.files.get('img/a.png'))
    expect(Buffer.from(second.files.get('b.txt') as Uint8Array).toString()).toBe('BBB')
    expect(Buffer.from(second.files.get('new/c.txt') as Uint8Array).toString()).toBe('ccc')
    // A writer without a previous one reads everything.
    expect((await build()).files.get('img/a.png')).not.toBe(first.files.get('img/a.png'))
  })

  it('keeps a file named by its content from the previous output, without its source (the dev server’s rebuilds)', async () => {
    const first = new MemoryWriter()
    await first.begin()
    const chunk = new Uint8Array([1, 2, 3])
    await first.add({ path: 'assets/mermaid/11.0.0/chunks/a.mjs', contents: chunk })
    await first.commit()
    const second = new MemoryWriter({ previous: first })
    await second.begin()
    expect(second.keepNamedByContent('assets/mermaid/11.0.0/chunks/a.mjs')).toBe(true)
    expect(second.keepNamedByContent('assets/mermaid/11.0.0/chunks/b.mjs')).toBe(false)
    expect(await second.commit()).toEqual({ files: 1, bytes: 3 })
    expect(second.files.get('assets/mermaid/11.0.0/chunks/a.mjs')).toBe(chunk)
    // Nothing to keep without a previous output.
    expect(new MemoryWriter().keepNamedByContent('assets/mermaid/11.0.0/chunks/a.mjs')).toBe(false)
  })
})
