import { appendFileSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { entryOf, readBodyRef } from '../../../src/compile/body-store.js'
import { CompileCache } from '../../../src/compile/cache.js'
import type { CompiledPage } from '../../../src/model/page.js'

// How a warm build's compiled bodies reach `bodies.bin` (src/compile/save-bodies.ts): appended
// in place, by one process at a time, to the end its index names; never over bodies another
// process appended, and a save killed midway costs nothing but the bytes it wrote.

function page(source: string, html: string): CompiledPage {
  return {
    source,
    id: source.replace(/\.mdx?$/, ''),
    frontmatter: { extra: {} },
    title: source,
    description: '',
    headings: [],
    anchors: [],
    links: [],
    dependencies: [],
    diagnostics: [],
    html,
    sections: [{ id: '', depth: 0, heading: '', text: `text of ${source}` }],
  }
}

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A cache folder after a cold build of `a.md` and `b.md`. */
async function coldCache(): Promise<{ dir: string; bodies: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-save-bodies-'))
  dirs.push(dir)
  const cold = new CompileCache({ dir, key: 'k', bodies: 'file' })
  const file = cold.newBodyFile()
  if (!file) throw new Error('no body file')
  cold.set('a', entryOf(page('a.md', '<p>A</p>'), file))
  cold.set('b', entryOf(page('b.md', '<p>B</p>'), file))
  await cold.save()
  return { dir, bodies: path.join(dir, 'bodies.bin') }
}

/** A warm build of the cache in `dir`: `a.md` kept, `b.md` compiled again as `html` (entry key `key`). */
async function warmBuild(dir: string, key: string, html: string): Promise<CompileCache> {
  const warm = new CompileCache({ dir, key: 'k', bodies: 'file' })
  await warm.load()
  expect(warm.status).toBe('loaded')
  expect(warm.get('a')).toBeDefined()
  const fresh = warm.newBodyFile()
  if (!fresh) throw new Error('no body file')
  warm.set(key, entryOf(page('b.md', html), fresh))
  return warm
}

/** The bodies a fresh process reads from the cache in `dir`, by entry key. */
async function readBack(dir: string): Promise<{ status: string; html: Record<string, string | undefined> }> {
  const cache = new CompileCache({ dir, key: 'k', bodies: 'file' })
  await cache.load()
  const html: Record<string, string | undefined> = {}
  for (const key of ['a', 'b', 'b2', 'b3', 'b4']) {
    const entry = cache.get(key)
    if (entry) html[key] = readBodyRef(entry.body).html
  }
  return { status: cache.status, html }
}

describe('appending a warm build to bodies.bin', () => {
  it('appends where the index says the bodies end, and a save killed after appending leaves the cache as it was', async () => {
    const { dir, bodies } = await coldCache()
    const { ino } = statSync(bodies)
    await (await warmBuild(dir, 'b2', '<p>B, edited</p>')).save()
    expect(statSync(bodies).ino).toBe(ino)
    expect(await readBack(dir)).toEqual({ status: 'loaded', html: { a: '<p>A</p>', b2: '<p>B, edited</p>' } })
    // Bytes a killed save appended (its index never written) are not read, and the cache still loads.
    appendFileSync(bodies, Buffer.from('half of a body'))
    expect(await readBack(dir)).toEqual({ status: 'loaded', html: { a: '<p>A</p>', b2: '<p>B, edited</p>' } })
    // The next save does not append after them: the used bodies go to a new file.
    await (await warmBuild(dir, 'b3', '<p>B, edited again</p>')).save()
    expect(statSync(bodies).ino).not.toBe(ino)
    expect(await readBack(dir)).toEqual({ status: 'loaded', html: { a: '<p>A</p>', b3: '<p>B, edited again</p>' } })
  })

  it('never appends over bodies another process appended since it loaded the cache', async () => {
    const { dir, bodies } = await coldCache()
    // Two processes load the same cache (a build and the dev server, say).
    const first = await warmBuild(dir, 'b2', '<p>B from the first process</p>')
    const second = await warmBuild(dir, 'b3', '<p>B from the second process, longer than the first</p>')
    await second.save()
    await first.save()
    // The last index written is the first process's, and it reads its own bodies back.
    expect(await readBack(dir)).toEqual({
      status: 'loaded',
      html: { a: '<p>A</p>', b2: '<p>B from the first process</p>' },
    })
    // The second process's entries still read what it wrote (its file is still open).
    const mine = second.get('b3')
    expect(mine && readBodyRef(mine.body).html).toBe('<p>B from the second process, longer than the first</p>')
    expect(existsSync(`${bodies}.lock`)).toBe(false)
  })

  it('leaves the file to a process that holds its lock, and takes over the lock of one that is gone', async () => {
    const { dir, bodies } = await coldCache()
    const { ino } = statSync(bodies)
    // This process counts as another running one: the save copies instead of appending.
    writeFileSync(`${bodies}.lock`, String(process.pid))
    await (await warmBuild(dir, 'b2', '<p>B, edited</p>')).save()
    expect(statSync(bodies).ino).not.toBe(ino)
    expect(existsSync(`${bodies}.lock`)).toBe(true)
    // No process has this id (Linux allows at most 2^22): its lock is stale, taken over and released.
    writeFileSync(`${bodies}.lock`, String(2 ** 22 + 1))
    const { ino: copied } = statSync(bodies)
    await (await warmBuild(dir, 'b3', '<p>B, edited again</p>')).save()
    expect(statSync(bodies).ino).toBe(copied)
    expect(existsSync(`${bodies}.lock`)).toBe(false)
    expect(await readBack(dir)).toEqual({ status: 'loaded', html: { a: '<p>A</p>', b3: '<p>B, edited again</p>' } })
  })
})
