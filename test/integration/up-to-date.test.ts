import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { themeDirOf } from '../../src/cli/context.js'
import { loadConfig } from '../../src/config/index.js'
import { createMemoryLogger } from '../../src/logger/index.js'
import { runPipeline } from '../../src/pipeline.js'
import { reuseForBuild } from '../../src/reuse/index.js'
import { FsWriter } from '../../src/write/index.js'
import { writeSite } from '../helpers/build-fixture.js'

// Issue 26: a build whose inputs are all as the last build read them keeps its output as it is
// (`UpToDate`); any input that changed, or an output file touched, makes the build run as usual.
// Stamps of files changed in the last two seconds are not trusted: the test waits that long
// before each build that could be found up to date.

const settle = () => new Promise((resolve) => setTimeout(resolve, 2100))

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

/** A build of the site at `root` into its `build/` folder, with a cache, as `docsgen build` runs one. */
async function buildSite(root: string, buildDate = '2026-01-01') {
  const config = await loadConfig({ rootDir: root })
  const out = path.join(root, 'build')
  return runPipeline(config, {
    mode: 'build',
    logger: createMemoryLogger(),
    writer: new FsWriter(out),
    themeDir: themeDirOf(config),
    buildDate,
    reuse: await reuseForBuild(config, { cache: true, outDir: out }),
    speed: { bodies: 'file' },
  })
}

describe('a build of the inputs of the last build', () => {
  it('keeps the output as it is, and builds again when anything it was made from changed', async () => {
    const root = await writeSite({
      'site.config.ts': "export default { title: 'Kept', url: 'https://kept.example.com' }\n",
      'content/index.md': '---\ntitle: Home\n---\n\n# Home\n\nSee [the guide](./guide.md).\n',
      'content/guide.md':
        "---\ntitle: Guide\n---\nimport Note from '/snippets/note.md'\n\n# Guide\n\n<Note />\n\n![Logo](./logo.png)\n\n[Data](./data.csv)\n",
      'content/snippets/note.md': 'A note from a snippet.\n',
      'content/logo.png': PNG.toString('binary'),
      'static/robots-extra.txt': 'extra\n',
    })
    const out = path.join(root, 'build')
    const build = async (buildDate = '2026-01-01') => {
      const result = await buildSite(root, buildDate)
      expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true)
      return result
    }
    const guide = () => readFile(path.join(out, 'guide/index.html'), 'utf8')

    // Files changed in the two seconds before a build are not recorded as read by it.
    await settle()
    const first = await build()
    expect(first.kept).toBeUndefined()
    await settle()
    const again = await build()
    // Reported as the build that made the output did.
    expect(again.kept).toEqual({
      pages: first.graph?.routes.size,
      markdownPages: 0,
      written: first.written,
      diagnostics: first.diagnostics,
    })

    // A snippet a page reads (a dependency the scan does not list as a page's own source).
    await writeFile(path.join(root, 'content/snippets/note.md'), 'A note, edited.\n')
    await settle()
    expect((await build()).kept).toBeUndefined()
    expect(await guide()).toContain('A note, edited.')

    // A file beside a page, published under a name made from its content.
    const before = await guide()
    await writeFile(path.join(root, 'content/logo.png'), Buffer.concat([PNG, Buffer.from('00', 'hex')]))
    await settle()
    expect((await build()).kept).toBeUndefined()
    expect(await guide()).not.toBe(before)

    // A file beside a page that was missing (a warning) and is now there.
    expect((await build()).diagnostics.map((d) => d.code)).toContain('links/broken-link')
    await writeFile(path.join(root, 'content/data.csv'), 'a,b\n')
    await settle()
    const added = await build()
    expect(added.kept).toBeUndefined()
    expect(added.diagnostics.map((d) => d.code)).not.toContain('links/broken-link')
    expect(await guide()).toMatch(/href="\/assets\/files\/data-[0-9a-f]{8}\.csv"/)

    // A file of a static folder.
    await writeFile(path.join(root, 'static/new.txt'), 'new\n')
    await settle()
    expect((await build()).kept).toBeUndefined()
    expect(await readFile(path.join(out, 'new.txt'), 'utf8')).toBe('new\n')

    // An output file removed, or changed by hand.
    await settle()
    await rm(path.join(out, 'guide/index.html'))
    expect((await build()).kept).toBeUndefined()
    expect(await guide()).toContain('A note, edited.')
    await writeFile(path.join(out, 'guide/index.html'), 'changed by hand')
    expect((await build()).kept).toBeUndefined()
    expect(await guide()).toContain('A note, edited.')

    // The config, and the build date (shown on /status).
    await writeFile(
      path.join(root, 'site.config.ts'),
      "export default { title: 'Kept 2', url: 'https://kept.example.com' }\n",
    )
    await settle()
    expect((await build()).kept).toBeUndefined()
    expect(await guide()).toContain('Kept 2')
    expect((await build('2026-01-02')).kept).toBeUndefined()
    expect(await readFile(path.join(out, 'status/index.html'), 'utf8')).toContain('2026-01-02')

    // Nothing changed since: kept again.
    expect((await build('2026-01-02')).kept).toBeDefined()
  }, 60_000)

  it('reports the pages’ errors as before when a bundle fails', async () => {
    const root = await writeSite({
      'site.config.ts': "export default { title: 'Broken CSS', customCss: ['./custom.css'] }\n",
      'custom.css': '@import "./nope.css";\n',
      'content/index.md': "import Gone from '/snippets/gone.md'\n\n# Home\n\n<Gone />\n",
    })
    const result = await buildSite(root).catch((error: unknown) => ({ error }))
    const codes = 'error' in result ? [String(result.error)] : result.diagnostics.map((d) => d.code)
    expect(codes.join(' ')).toMatch(/snippet/)
  })
})

describe('a site whose config holds a function', () => {
  it('is never kept whole: an editUrl function reading the environment gives the links of this build', async () => {
    const root = await writeSite({
      'site.config.ts':
        "export default { title: 'Fn', editUrl: ({ docPath }) => 'https://git.example/edit/' + process.env.DOCSGEN_TEST_BRANCH + '/' + docPath }\n",
      'content/index.md': '# Home\n\nHello.\n',
    })
    const out = path.join(root, 'build')
    const build = async (branch: string) => {
      process.env.DOCSGEN_TEST_BRANCH = branch
      try {
        const result = await buildSite(root)
        expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true)
        return { result, html: await readFile(path.join(out, 'index.html'), 'utf8') }
      } finally {
        delete process.env.DOCSGEN_TEST_BRANCH
      }
    }
    await settle()
    expect((await build('main')).html).toContain('https://git.example/edit/main/index.md')
    await settle()
    const next = await build('v2')
    expect(next.result.kept).toBeUndefined()
    expect(next.html).toContain('https://git.example/edit/v2/index.md')
  })
})
