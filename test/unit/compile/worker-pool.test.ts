import { mkdtempSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BodyFile, readBody } from '../../../src/compile/body-file.js'
import { compileOnWorkers, startCompileWorkers } from '../../../src/compile/worker-pool.js'
import type { CompiledPage } from '../../../src/model/page.js'

/** The stand-in worker scripts' folder, removed after the tests. */
const scripts = mkdtempSync(path.join(tmpdir(), 'docsgen-fake-worker-'))
afterAll(() => rmSync(scripts, { recursive: true, force: true }))

// A stand-in for dist/compile-worker.js: answers each batch with one "page" per item naming the
// worker's thread id, and a heap size large enough to have it replaced after every batch.
const FAKE_WORKER = `
import { parentPort, threadId } from 'node:worker_threads'
import { writeSync } from 'node:fs'
import { serialize } from 'node:v8'

parentPort.on('message', (request) => {
  const pages = request.items.map((item) => ({ source: item.source, html: item.text + '@' + threadId, text: '' }))
  if (!request.bodies) return parentPort.postMessage({ id: request.id, pages, heapBytes: 1e12 })
  const end = new BigInt64Array(request.bodies.end)
  const ranges = pages.map((page) => {
    // The body file format (serializeBody): a header (no Markdown form; the HTML's and the search
    // text's lengths), the HTML as UTF-8, the search text.
    const html = Buffer.from(page.html)
    const search = serialize({ sections: [] })
    const header = Buffer.alloc(9)
    header.writeUInt32LE(html.length, 1)
    header.writeUInt32LE(search.length, 5)
    const bytes = Buffer.concat([header, html, search])
    const start = Number(Atomics.add(end, 0, BigInt(bytes.length)))
    writeSync(request.bodies.fd, bytes, 0, bytes.length, start)
    page.html = ''
    return { start, end: start + bytes.length }
  })
  parentPort.postMessage({ id: request.id, pages, ranges, heapBytes: 0 })
})
`

describe('compileOnWorkers', () => {
  it('loads each source when its batch is sent, keeps input order, and replaces workers whose heap grew', async () => {
    const script = path.join(scripts, 'worker.mjs')
    await writeFile(script, FAKE_WORKER)
    const loaded: number[] = []
    const items = Array.from({ length: 100 }, (_, i) => async () => {
      loaded.push(i)
      // Unreadable sources are skipped.
      return i % 10 === 3 ? undefined : { source: `p${i}.md`, text: `text ${i}` }
    })
    const results = new Map<number, CompiledPage>()
    let batches = 0
    await compileOnWorkers(items, {
      workers: 2,
      script,
      compiler: {} as never,
      onPage: (index, page) => results.set(index, page),
      onBatch: () => batches++,
    })
    expect(loaded.sort((a, b) => a - b)).toEqual(items.map((_, i) => i))
    expect([...results.keys()].sort((a, b) => a - b)).toEqual(items.map((_, i) => i).filter((i) => i % 10 !== 3))
    for (const [index, page] of results) expect(page.html).toMatch(new RegExp(`^text ${index}@\\d+$`))
    const threads = new Set([...results.values()].map((page) => page.html.split('@')[1]))
    // Every batch after the first of each slot ran on a fresh worker.
    expect(threads.size).toBe(batches)
  })

  it('uses workers started earlier first, terminates the surplus, and all of them at the end', async () => {
    const script = path.join(scripts, 'started.mjs')
    await writeFile(script, FAKE_WORKER)
    const started = startCompileWorkers(script, {} as never, 3)
    const exited = started.map((worker) => new Promise<number>((resolve) => worker.once('exit', resolve)))
    const startedIds = new Set(started.map((worker) => String(worker.threadId)))
    // 16 items make 2 workers at most (PAGES_PER_WORKER 8): the third started one is not needed.
    const items = Array.from({ length: 16 }, (_, i) => async () => ({ source: `p${i}.md`, text: `text ${i}` }))
    const threads = new Set<string>()
    await compileOnWorkers(items, {
      workers: 2,
      script,
      compiler: {} as never,
      onPage: (_index, page) => threads.add(page.html.split('@')[1] ?? ''),
      heapLimit: Number.POSITIVE_INFINITY,
      started,
    })
    // Every page was compiled by one of the two workers started first.
    expect(threads.size).toBe(2)
    for (const thread of threads) expect(startedIds.has(thread)).toBe(true)
    expect(await Promise.all(exited)).toHaveLength(3)
  })

  it('lets workers write the bodies into one shared file, read back through the pages', async () => {
    const script = path.join(scripts, 'bodies.mjs')
    await writeFile(script, FAKE_WORKER)
    const items = Array.from({ length: 400 }, (_, i) => async () => ({ source: `p${i}.md`, text: `text ${i}` }))
    const file = BodyFile.temporary()
    let asked = 0
    const results = new Map<number, CompiledPage>()
    const ranges: { start: number; end: number }[] = []
    const threads = new Set<number>()
    await compileOnWorkers(items, {
      workers: 2,
      script,
      compiler: {} as never,
      bodies: () => {
        asked++
        return file
      },
      heapLimit: Number.POSITIVE_INFINITY,
      onPage: (index, page, stored) => {
        expect(page.html).toBe('')
        expect(stored?.file).toBe(file)
        if (!stored) return
        ranges.push(stored)
        results.set(index, { ...page, ...readBody(stored) })
      },
    })
    expect(asked).toBe(2)
    expect(results.size).toBe(400)
    for (const [index, page] of results) {
      expect(page.html).toMatch(new RegExp(`^text ${index}@\\d+$`))
      threads.add(Number(page.html.split('@')[1]))
    }
    // Both workers wrote, into ranges that tile the file: none overlaps another, none is lost.
    expect(threads.size).toBe(2)
    ranges.sort((a, b) => a.start - b.start)
    for (const [i, range] of ranges.entries()) expect(range.start).toBe(i === 0 ? 0 : ranges[i - 1]?.end)
    expect(ranges.at(-1)?.end).toBe(file.size)
  })
})
