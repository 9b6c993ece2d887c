import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BodyFile, pageWithStoredBody } from '../../../src/compile/body-file.js'
import { compileOnWorkers, startCompileWorkers } from '../../../src/compile/worker-pool.js'
import type { CompiledPage } from '../../../src/model/page.js'

// A stand-in for dist/compile-worker.js: answers each batch with one "page" per item naming the
// worker's thread id, and a heap size large enough to have it replaced after every batch.
const FAKE_WORKER = `
import { parentPort, threadId } from 'node:worker_threads'
import { writeSync } from 'node:fs'
import { serialize } from 'node:v8'
parentPort.on('message', (request) => {
  const pages = request.items.map((item) => ({ source: item.source, html: item.text + '@' + threadId, text: '' }))
  if (!request.bodies) return parentPort.postMessage({ id: request.id, pages, heapBytes: 1e12 })
  let offset = request.bodies.offset
  const ranges = pages.map((page) => {
    const bytes = serialize({ html: page.html, text: page.text })
    writeSync(request.bodies.fd, bytes, 0, bytes.length, offset)
    page.html = ''
    offset += bytes.length
    return { start: offset - bytes.length, end: offset }
  })
  parentPort.postMessage({ id: request.id, pages, ranges, heapBytes: 0 })
})
`

describe('compileOnWorkers', () => {
  it('loads each source when its batch is sent, keeps input order, and replaces workers whose heap grew', async () => {
    const script = path.join(tmpdir(), `docsgen-fake-worker-${process.pid}.mjs`)
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
    const script = path.join(tmpdir(), `docsgen-fake-worker-${process.pid}-started.mjs`)
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

  it('lets workers write the bodies to files of their own, read back through the pages', async () => {
    const script = path.join(tmpdir(), `docsgen-fake-worker-${process.pid}-bodies.mjs`)
    await writeFile(script, FAKE_WORKER)
    const items = Array.from({ length: 40 }, (_, i) => async () => ({ source: `p${i}.md`, text: `text ${i}` }))
    const files: BodyFile[] = []
    const results = new Map<number, CompiledPage>()
    await compileOnWorkers(items, {
      workers: 2,
      script,
      compiler: {} as never,
      bodies: () => {
        const file = BodyFile.temporary()
        files.push(file)
        return file
      },
      onPage: (index, page, stored) => {
        expect(page.html).toBe('')
        if (stored) results.set(index, pageWithStoredBody(page, stored))
      },
    })
    expect(files).toHaveLength(2)
    expect(results.size).toBe(40)
    for (const [index, page] of results) expect(page.html).toMatch(new RegExp(`^text ${index}@\\d+$`))
  })
})
