import { describe, expect, it } from 'vitest'
import { MemoryWriter } from '../../../src/write/index.js'

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
})
