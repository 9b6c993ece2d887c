import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderWorkerScript } from '../../src/render/index.js'
import { buildToDisk, writeSite } from '../helpers/build-fixture.js'

// Large builds render pages on worker threads too (React on every core, each page written by the
// worker that rendered it). The output must be the same file for file as rendering on one thread,
// the pages' Markdown forms and /llms.txt included.

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`

describe('rendering on worker threads', () => {
  it('writes the same output as rendering on this thread, cold and warm', async () => {
    expect(renderWorkerScript(), 'dist/render-worker.js is missing: run `npm run prepare`').toBeDefined()
    const files: Record<string, string> = {
      'site.config.ts': `export default { title: 'Workers', llms: true }`,
      'content/index.md': page('Home', 'Welcome. See [the first guide](./guide/g0.md).'),
    }
    for (let i = 0; i < 12; i++) {
      files[`content/guide/g${i}.md`] = page(
        `Guide ${i}`,
        `Guide ${i}.\n\n## Steps\n\n\`\`\`js\nconst n = ${i}\n\`\`\``,
      )
    }
    const rootDir = await writeSite(files)
    const build = async (outDir: string, onWorkers: boolean) => {
      const { result, logger } = await buildToDisk(rootDir, outDir, {
        manifest: `output-${outDir}.json`,
        workers: onWorkers ? 2 : 1,
        renderWorkers: { minPages: 1, firstHere: 3 },
      })
      expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true)
      expect(
        logger.lines.some((line) => line.includes('rendered on worker threads')),
        outDir,
      ).toBe(onWorkers)
      return result.written
    }
    const same = async () => {
      const workers = await build('workers', true)
      const here = await build('here', false)
      expect(workers).toEqual(here)
      const names = (await readdir(path.join(rootDir, 'here'), { recursive: true })).sort()
      expect((await readdir(path.join(rootDir, 'workers'), { recursive: true })).sort()).toEqual(names)
      for (const name of names.filter((n) => /\.(?:html|md|txt)$/.test(n))) {
        const expected = await readFile(path.join(rootDir, 'here', name), 'utf8')
        expect(await readFile(path.join(rootDir, 'workers', name), 'utf8'), name).toBe(expected)
      }
      return names.filter((n) => n.endsWith('.html')).length
    }
    expect(await same()).toBeGreaterThan(13)
    expect(await readFile(path.join(rootDir, 'workers', 'guide', 'g7.md'), 'utf8')).toContain('const n = 7')
    // Warm: a title change re-renders every page of the sidebar; the rest is kept.
    await writeFile(path.join(rootDir, 'content/guide/g5.md'), page('Guide five', 'Renamed.'))
    expect(await same()).toBeGreaterThan(13)
  })
})
