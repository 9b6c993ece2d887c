import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { highlightWorkerScript } from '../../src/compile/highlight-pool.js'
import { buildToDisk, writeSite } from '../helpers/build-fixture.js'

// A cold build of fewer pages than compile workers pay for compiles them on this thread while a
// worker thread highlights their code blocks. The output must be the same, file for file, as
// highlighting in place.

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`
const LANGUAGES = ['js', 'ts', 'bash', 'json', 'php', 'yaml', 'jsx', 'http', 'sql', 'text']

describe('highlighting on a worker thread while pages compile here', () => {
  it('writes the same output and diagnostics as highlighting in place', async () => {
    expect(highlightWorkerScript(), 'dist/highlight-worker.js is missing: run `npm run prepare`').toBeDefined()
    const files: Record<string, string> = {
      'content/index.md': page('Home', 'Welcome.\n\n```bash\nnpm install\n```'),
      // A snippet in a language no page uses itself.
      'content/_snippets/query.md': '```python\nprint("from a snippet")\n```\n',
    }
    for (const [i, lang] of LANGUAGES.entries()) {
      files[`content/guide/g${i}.md`] = page(
        `Guide ${i}`,
        [
          "import Query from '../_snippets/query.md'",
          `## Step ${i}`,
          `\`\`\`${lang} title="example.${lang}" {1}\nconst n = ${i} // <b>\nconst m = "${lang}"\n\`\`\``,
          // The same block on every page, highlighted once.
          '```bash\nnpm install\n```',
          i === 3 ? '```klingon\nqaleghneS\n```' : '',
          '<Query />',
        ].join('\n\n'),
      )
    }
    const rootDir = await writeSite(files)
    const build = async (outDir: string, workers: number) => {
      const { result, logger } = await buildToDisk(rootDir, outDir, { cache: false, workers })
      expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true)
      const elsewhere = logger.lines.some((line) => line.includes('code highlighted on a worker thread'))
      expect(elsewhere, outDir).toBe(workers > 1)
      // Every block on the worker (one that failed would leave the same output, made here).
      expect(logger.lines.join('\n')).not.toContain('after it failed')
      return result
    }
    const elsewhere = await build('elsewhere', 2)
    const here = await build('here', 1)
    expect(elsewhere.diagnostics).toEqual(here.diagnostics)
    expect(here.diagnostics.map((d) => d.code)).toContain('code/unknown-language')
    const names = (await readdir(path.join(rootDir, 'here'), { recursive: true })).sort()
    expect((await readdir(path.join(rootDir, 'elsewhere'), { recursive: true })).sort()).toEqual(names)
    const pages = names.filter((name) => name.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(LANGUAGES.length)
    for (const name of pages) {
      const expected = await readFile(path.join(rootDir, 'here', name), 'utf8')
      expect(await readFile(path.join(rootDir, 'elsewhere', name), 'utf8'), name).toBe(expected)
    }
    const g0 = await readFile(path.join(rootDir, 'here', 'guide/g0/index.html'), 'utf8')
    expect(g0).toContain('print')
    expect(g0).toMatch(/<span class="line highlighted"><span class="sh-keyword">const<\/span>/)
  })
})
