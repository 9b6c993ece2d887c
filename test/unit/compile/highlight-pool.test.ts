import { mkdtempSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { highlightWorkerScript, startHighlightWorker } from '../../../src/compile/highlight-pool.js'
import { createCodeHighlighter, type HighlightJob, highlightJobs } from '../../../src/transform/index.js'

/** The stand-in worker scripts' folder, removed after the tests. */
const scripts = mkdtempSync(path.join(tmpdir(), 'docsgen-fake-highlight-'))
afterAll(() => rmSync(scripts, { recursive: true, force: true }))

const THEMES = { light: 'css-variables', dark: 'css-variables' }
const JOBS: HighlightJob[] = [
  { code: 'const a = 1\nconst b = 2', lang: 'js', marked: [[2, 'highlighted']] },
  { code: 'npm run build', lang: 'bash', marked: [] },
  { code: '<b>plain</b>', lang: 'text', marked: [] },
]

/** A stand-in worker script, written to a temporary file. */
async function fakeWorker(name: string, body: string): Promise<string> {
  const script = path.join(scripts, `${name}.mjs`)
  await writeFile(script, `import { parentPort } from 'node:worker_threads'\n${body}\n`)
  return script
}

describe('startHighlightWorker', () => {
  it('highlights on the worker thread what this thread would', async () => {
    const script = highlightWorkerScript()
    expect(script, 'dist/highlight-worker.js is missing: run `npm run prepare`').toBeDefined()
    const worker = startHighlightWorker(script as string, THEMES)
    try {
      const expected = await highlightJobs(await createCodeHighlighter(THEMES), JOBS)
      const [first, second] = await Promise.all([
        worker.service.highlight(JOBS),
        worker.service.highlight([JOBS[1] as HighlightJob]),
      ])
      expect(first).toEqual(expected)
      expect(second).toEqual([expected[1]])
      expect(first[0]).toContain('<span class="line highlighted">')
      // All of it on the worker: a dead one would give the same HTML, highlighted here.
      expect(worker.blocksHere()).toBe(0)
    } finally {
      await worker.close()
    }
  })

  it('answers the blocks here when the worker answers with an error', async () => {
    const script = await fakeWorker(
      'error',
      `parentPort.on('message', (r) => parentPort.postMessage({ id: r.id, error: 'boom' }))`,
    )
    const worker = startHighlightWorker(script, THEMES)
    try {
      expect(await worker.service.highlight(JOBS)).toEqual(
        await highlightJobs(await createCodeHighlighter(THEMES), JOBS),
      )
      expect(worker.blocksHere()).toBe(JOBS.length)
    } finally {
      await worker.close()
    }
  })

  it('answers waiting and later blocks here when the worker dies', async () => {
    const script = await fakeWorker('dies', `parentPort.on('message', () => { throw new Error('worker failed') })`)
    const worker = startHighlightWorker(script, THEMES)
    try {
      const expected = await highlightJobs(await createCodeHighlighter(THEMES), JOBS)
      expect(await worker.service.highlight(JOBS)).toEqual(expected)
      expect(await worker.service.highlight(JOBS.slice(1))).toEqual(expected.slice(1))
      expect(worker.blocksHere()).toBe(JOBS.length * 2 - 1)
    } finally {
      await worker.close()
    }
  })
})
