import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture, buildToDisk, writeSite } from '../helpers/build-fixture.js'

// Issue 27: the Markdown files for machines, on small sites built by the real pipeline: what a
// page's `.md` holds, the `llms` switches (config and front matter), and warm builds.

const page = (front: string, body: string) => `---\n${front}\n---\n\n${body}\n`

const SITE = {
  'site.config.ts': `export default {
    title: 'Fixture Docs',
    llms: true,
    tagline: 'Docs for the fixture.',
    editUrl: 'https://example.com/edit/',
    docs: { sidebars: { guide: [{ type: 'category', label: '📘 Guide', link: { type: 'doc', id: 'guide/index' }, items: ['guide/start', 'guide/hidden'] }] } },
  }`,
  'content/index.md': page(
    'title: Home\ndescription: The home page.',
    'See [start](./guide/start.md#run-it) and [the hidden page](./guide/hidden.md).',
  ),
  'content/guide/index.md': page('title: Guide\ndescription: All about the guide.', '# Guide\n\n<DocCardList />'),
  'content/guide/start.md': page(
    'title: Start\ndescription: "Start here: install, then run."',
    [
      "import Install from '/snippets/install.md'",
      '',
      '# Start',
      '',
      '<Install />',
      '',
      '## Run it {#run-it}',
      '',
      ':::caution Mind the port',
      'Port **1337** must be free.',
      ':::',
      '',
      '<ApiCall>',
      '<Request>',
      '',
      '```http',
      'GET /api/articles',
      '```',
      '',
      '</Request>',
      '<Response title="The list">',
      '',
      '```json',
      '{ "data": [] }',
      '```',
      '',
      '</Response>',
      '</ApiCall>',
      '',
      'Back to [home](/).',
    ].join('\n'),
  ),
  'content/guide/hidden.md': page('title: Hidden\nllms: false', 'Not for machines.'),
  'content/snippets/install.md': page(
    'title: install',
    [
      '<Tabs groupId="yarn-npm">',
      '<TabItem value="yarn" label="Yarn">',
      '',
      '```bash',
      'yarn install',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="npm" label="npm">',
      '',
      '```bash',
      'npm install',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n'),
  ),
}

describe('a page as Markdown', () => {
  it('splices snippets in, keeps every tab, admonitions, ApiCall and heading ids, and points links at .md', async () => {
    const site = await buildFixture(SITE)
    expect(site.result.ok, JSON.stringify(site.diagnostics)).toBe(true)
    expect(site.file('guide/start.md')).toBe(
      [
        '---',
        'title: Start',
        'description: "Start here: install, then run."',
        '---',
        '',
        '# Start',
        '',
        '**Yarn**',
        '',
        '```bash',
        'yarn install',
        '```',
        '',
        '**npm**',
        '',
        '```bash',
        'npm install',
        '```',
        '',
        '## Run it {#run-it}',
        '',
        '> **Caution: Mind the port**',
        '>',
        '> Port **1337** must be free.',
        '',
        '**Example request**',
        '',
        '```http',
        'GET /api/articles',
        '```',
        '',
        '**Response: The list**',
        '',
        '```json',
        '{ "data": [] }',
        '```',
        '',
        'Back to [home](/index.md).',
        '',
      ].join('\n'),
    )
    // A page without an H1 gets its title; a link to a page left out goes to its HTML page.
    expect(site.file('index.md')).toBe(
      '---\ntitle: Home\ndescription: The home page.\n---\n\n# Home\n\nSee [start](/guide/start.md#run-it) and [the hidden page](/guide/hidden).\n',
    )
    // <DocCardList />: the category's pages, to their Markdown when they have one.
    expect(site.file('guide.md')).toContain(
      '# Guide\n\n- [Start](/guide/start.md): Start here: install, then run.\n- [Hidden](/guide/hidden): Not for machines.\n',
    )
  })

  it('lists the pages in /llms.txt by sidebar category, and every page in /llms-full.txt', async () => {
    const site = await buildFixture(SITE)
    expect(site.file('llms.txt')).toBe(
      [
        '# Fixture Docs',
        '',
        '> Docs for the fixture.',
        '',
        "Every page below is Markdown, at its page's URL followed by `.md`; [llms-full.txt](/llms-full.txt) has them all in one file.",
        '',
        '## guide: Guide',
        '',
        '- [Guide](/guide.md): All about the guide.',
        '- [Start](/guide/start.md): Start here: install, then run.',
        '',
        '## Optional',
        '',
        '- [Home](/index.md): The home page.',
        '- [install](/snippets/install.md)',
        '',
      ].join('\n'),
    )
    const full = site.file('llms-full.txt')
    expect(full.startsWith('# Fixture Docs\n\n> Docs for the fixture.\n\n# Guide\n\nSource: /guide.md\n\n')).toBe(true)
    expect(full).toContain('# Start\n\nSource: /guide/start.md\n\n**Yarn**')
    expect(full).not.toContain('Source: /guide/hidden')
  })

  it('leaves a page out with llms: false, and offers "Copy page" and rel=alternate on the others', async () => {
    const site = await buildFixture(SITE)
    expect(site.writer.text('guide/hidden.md')).toBeUndefined()
    expect(site.file('guide/hidden/index.html')).not.toContain('text/markdown')
    const html = site.file('guide/start/index.html')
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/guide/start.md"/>')
    expect(html).toMatch(
      /<footer class="doc-footer"><a class="edit-link"[^>]*>[\s\S]*?<\/a><a class="copy-page" href="\/guide\/start.md"/,
    )
  })

  it('writes none of it, and no control, with llms: false in the config', async () => {
    const site = await buildFixture({
      ...SITE,
      'site.config.ts': SITE['site.config.ts'].replace('llms: true,', 'llms: false,'),
    })
    expect(site.result.ok).toBe(true)
    const files = [...site.writer.files.keys()]
    expect(files.filter((file) => file.endsWith('.md') || file.startsWith('llms'))).toEqual([])
    expect(site.file('guide/start/index.html')).not.toContain('copy-page')
    expect(site.file('guide/start/index.html')).not.toContain('text/markdown')
  })

  it('lets pages link to /llms.txt and /llms-full.txt without check-links calling them broken', async () => {
    const links = 'Read [the index](/llms.txt), [everything](/llms-full.txt) and [nothing](/nothing.txt).'
    const site = await buildFixture(
      { ...SITE, 'content/guide/links.md': page('title: Links', links) },
      { mode: 'check' },
    )
    const broken = site.diagnostics.filter((d) => d.code === 'links/broken-link').map((d) => d.message)
    expect(broken).toEqual([expect.stringContaining('"/nothing.txt"')])
  })
})

describe('warm builds', () => {
  it('keep the Markdown files while nothing changed, remake them after an edit, and equal a cold build', async () => {
    const rootDir = await writeSite(SITE)
    const build = async (outDir: string, cache = true) => {
      const { result, logger } = await buildToDisk(rootDir, outDir, { cache })
      expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true)
      return logger.lines.some((line) => line.includes('pipeline llms'))
    }
    const out = (dir: string, file: string) => path.join(rootDir, dir, file)
    expect(await build('build')).toBe(true)
    const inode = (await stat(out('build', 'guide/start.md'))).ino
    // Nothing changed: the files are the previous output's (hard links), the stage never ran.
    expect(await build('build')).toBe(false)
    expect((await stat(out('build', 'guide/start.md'))).ino).toBe(inode)
    const markdownFiles = async () =>
      (await readdir(path.join(rootDir, 'build'), { recursive: true }))
        .filter((f) => /\.md$|^llms(-full)?\.txt$/.test(f))
        .sort()
    const before = new Map<string, { ino: number; text: string }>()
    for (const file of await markdownFiles())
      before.set(file, { ino: (await stat(out('build', file))).ino, text: await readFile(out('build', file), 'utf8') })
    await writeFile(
      path.join(rootDir, 'content/snippets/install.md'),
      SITE['content/snippets/install.md'].replace('yarn install', 'yarn add'),
    )
    expect(await build('build')).toBe(true)
    expect(await readFile(out('build', 'guide/start.md'), 'utf8')).toContain('yarn add')
    // Each file the edit changed is written again; each one made again the same is kept as it was.
    const changed: string[] = []
    for (const file of await markdownFiles()) {
      const was = before.get(file)
      const text = await readFile(out('build', file), 'utf8')
      if (was?.text !== text) changed.push(file)
      else expect((await stat(out('build', file))).ino, file).toBe(was.ino)
    }
    expect(changed).toContain('guide/start.md')
    expect(changed.length).toBeLessThan(before.size - 2)
    // The warm output equals a cold one, file for file.
    await build('cold', false)
    const files = (await readdir(path.join(rootDir, 'cold'), { recursive: true })).filter(
      (file) => file.endsWith('.md') || file.endsWith('.txt'),
    )
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) {
      expect(await readFile(out('build', file), 'utf8'), file).toBe(await readFile(out('cold', file), 'utf8'))
    }
  }, 60_000)
})
