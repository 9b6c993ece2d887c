import { readFileSync } from 'node:fs'
import { open, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config/index.js'
import { DEFAULT_THEME_DIR } from '../../src/render/index.js'
import { SiteWatcher, watchTargetsOf } from '../../src/serve/watch.js'
import { writeSite } from '../helpers/build-fixture.js'

// The dev server's watcher (chokidar with filters, debounced batches) on a temporary site.

/** Waits are for events, never fixed times; this bounds each of them on a slow shared machine. */
const EVENT_TIMEOUT = 20_000

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** An in-place save whose write comes 150 ms after the truncation (a busy machine, a slow editor). */
async function saveLate(file: string, text: string): Promise<void> {
  const handle = await open(file, 'w')
  await sleep(150)
  await handle.writeFile(text)
  await handle.close()
}

describe('SiteWatcher', () => {
  // An editor saving in place truncates the file, then writes it; on a busy machine (CI) the write
  // came after the watcher's short wait, and the build showed the page empty.
  it('waits for the content of a file saved in place, written 150 ms after the truncation', async () => {
    const dir = await writeSite({ 'content/a.md': '# A\n\nv0\n' })
    const file = path.join(dir, 'content/a.md')
    const config = await loadConfig({ rootDir: dir })
    const seen: string[] = []
    let batches = 0
    const watcher = new SiteWatcher(
      watchTargetsOf(config, DEFAULT_THEME_DIR, undefined),
      (paths) => {
        batches++
        if (paths.includes(file)) seen.push(readFileSync(file, 'utf8'))
      },
      { debounceMs: 10 },
    )
    try {
      await watcher.ready
      await saveLate(file, '# A\n\nv1, written late\n')
      await expect.poll(() => seen.length, { timeout: EVENT_TIMEOUT, interval: 2 }).toBeGreaterThanOrEqual(1)
      expect(seen).not.toContain('')
      // While other files keep changing (batches of 500 ms), saved late in a batch: the wait runs
      // from when the file was found empty, not from the batch's first change.
      let writing = true
      const others = (async () => {
        for (let i = 0; writing; i++) {
          await writeFile(path.join(dir, 'content', `c${i % 20}.md`), `# C\n\n${i}\n`)
          await sleep(3)
        }
      })()
      const before = batches
      await expect.poll(() => batches, { timeout: EVENT_TIMEOUT, interval: 1 }).toBeGreaterThan(before + 1)
      await sleep(440)
      await saveLate(file, '# A\n\nv2, written late among other changes\n')
      await expect.poll(() => seen.at(-1), { timeout: EVENT_TIMEOUT, interval: 2 }).toContain('v2')
      writing = false
      await others
      expect(seen).not.toContain('')
      // A file really emptied is reported all the same.
      const reported = seen.length
      await writeFile(file, '')
      await expect.poll(() => seen.slice(reported), { timeout: EVENT_TIMEOUT, interval: 2 }).toContain('')
    } finally {
      await watcher.close()
      await rm(dir, { recursive: true, force: true })
    }
  })

  // chokidar reports one change of a file per 50 ms and drops the rest: a save right after another
  // (format-on-save) was never rebuilt, so the server kept the previous version.
  it('reports a save that follows the previous one within 50 ms', async () => {
    const dir = await writeSite({ 'content/a.md': '# A\n\nv0\n' })
    const file = path.join(dir, 'content/a.md')
    const config = await loadConfig({ rootDir: dir })
    const batches: string[][] = []
    const watcher = new SiteWatcher(
      watchTargetsOf(config, DEFAULT_THEME_DIR, undefined),
      (paths) => batches.push(paths),
      { debounceMs: 10 },
    )
    try {
      await watcher.ready
      await writeFile(file, '# A\n\nv1\n')
      await expect.poll(() => batches.length, { timeout: EVENT_TIMEOUT, interval: 2 }).toBeGreaterThanOrEqual(1)
      const seen = batches.length
      await writeFile(file, '# A\n\nv2, saved again at once\n')
      await expect.poll(() => batches.slice(seen).flat(), { timeout: 2_000 }).toContain(file)
      // Nothing changed since: no further report.
      const settled = batches.length
      await sleep(300)
      expect(batches.length).toBe(settled)
    } finally {
      await watcher.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
