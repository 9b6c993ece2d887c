import { lstat, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildToDisk, writeSite } from '../helpers/build-fixture.js'

// Issue 6, "Warm rebuild with the content-hash cache": `docsgen build` keeps the pages of the
// previous output whose props and body are unchanged (hard links), and renders the others.

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`

async function site(more: Record<string, string> = {}) {
  const rootDir = await writeSite({
    'content/index.md': page('Home', 'Welcome. See [alpha](./guide/alpha.md).'),
    'content/guide/alpha.md': page('Alpha', 'First page.'),
    'content/guide/beta.md': page('Beta', 'Second page.\n\nMore about it.'),
    'content/guide/gamma.md': page('Gamma', 'Third page.'),
    ...more,
  })
  const buildLog = async (outDir: string, options: { cache?: boolean } = {}) => {
    const { result, logger } = await buildToDisk(rootDir, outDir, options)
    expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true)
    return logger.lines
  }
  const build = async (outDir: string, options: { cache?: boolean } = {}) => {
    const kept = (await buildLog(outDir, options)).find((line) => line.includes('kept from the previous output')) ?? ''
    return Number(/(\d+) pages kept/.exec(kept)?.[1] ?? Number.NaN)
  }
  const out = (file: string) => path.join(rootDir, 'build', file)
  const inode = async (file: string) => (await stat(out(file))).ino
  const edit = (file: string, text: string) => writeFile(path.join(rootDir, 'content', file), text)
  /** Every page of the output (every file: `all`) equals a build without any cache. */
  const equalsFresh = async (options: { all?: boolean } = {}) => {
    await build('fresh', { cache: false })
    const entries = await readdir(path.join(rootDir, 'fresh'), { recursive: true, withFileTypes: true })
    const files = entries
      .filter((entry) => entry.isFile() && (options.all || entry.name.endsWith('.html')))
      .map((entry) => path.relative(path.join(rootDir, 'fresh'), path.join(entry.parentPath, entry.name)))
    expect(files.length).toBeGreaterThan(5)
    if (options.all) {
      const output = await readdir(path.join(rootDir, 'build'), { recursive: true, withFileTypes: true })
      expect(output.filter((entry) => entry.isFile())).toHaveLength(files.length)
    }
    for (const file of files) {
      expect(await readFile(out(file), 'utf8'), file).toBe(await readFile(path.join(rootDir, 'fresh', file), 'utf8'))
    }
  }
  return { build, buildLog, inode, edit, out, equalsFresh }
}

describe('docsgen build keeps unchanged pages of the previous output', () => {
  it('keeps every page when nothing changed, one changed page is rendered, and the output equals a fresh build', async () => {
    const s = await site()
    expect(await s.build('build')).toBe(0)
    const before = { alpha: await s.inode('guide/alpha/index.html'), beta: await s.inode('guide/beta/index.html') }
    const pages = await s.build('build')
    expect(pages).toBeGreaterThan(5)
    expect(await s.inode('guide/alpha/index.html')).toBe(before.alpha)
    await s.equalsFresh()

    // A body edit (not of the first paragraph, which is also the description): that page only.
    await s.edit('guide/beta.md', page('Beta', 'Second page.\n\nMore about it, edited.'))
    expect(await s.build('build')).toBe(pages - 1)
    expect(await s.inode('guide/alpha/index.html')).toBe(before.alpha)
    expect(await s.inode('guide/beta/index.html')).not.toBe(before.beta)
    expect(await readFile(s.out('guide/beta/index.html'), 'utf8')).toContain('More about it, edited.')
    await s.equalsFresh()

    // A title is in the sidebar of every page; a slug moves a link target: all of it is rendered again.
    await s.edit('guide/gamma.md', page('Gamma renamed', 'Third page.'))
    await s.edit('guide/alpha.md', '---\ntitle: Alpha\nslug: /moved\n---\n\nFirst page.\n')
    expect(await s.build('build')).toBeLessThan(pages - 3)
    expect(await readFile(s.out('index.html'), 'utf8')).toContain('See <a href="/moved">alpha</a>')
    await s.equalsFresh()
  }, 120_000)

  it('keeps the search index when no page changed, and makes again only the fragment folder and shards an edit changed', async () => {
    // 150 more pages: two folders of fragment files (a hundred files each, a page per file).
    const many: Record<string, string> = {}
    for (let i = 0; i < 150; i++) {
      const n = String(i).padStart(3, '0')
      many[`content/many/p${n}.md`] = page(`Page ${n}`, `Text of page ${n}.\n\nAbout koalas and numbers.`)
    }
    const s = await site(many)
    await s.build('build')
    const manifestFile = 'assets/search/manifest.json'
    const searchFiles = async () =>
      (await readdir(s.out('assets/search'), { recursive: true })).filter((f) => f.endsWith('.json')).sort()
    const manifestOf = async () =>
      JSON.parse(await readFile(s.out(manifestFile), 'utf8')) as { fragments: string[]; shards: Record<string, string> }
    const files = await searchFiles()
    const inode = await s.inode(manifestFile)
    await s.build('build')
    expect(await searchFiles()).toEqual(files)
    expect(await s.inode(manifestFile)).toBe(inode)

    const before = await manifestOf()
    expect(before.fragments).toHaveLength(2)
    const firstFolder = (await readdir(s.out(`assets/search/${before.fragments[0]}`))).sort()
    const inodes = await Promise.all(firstFolder.map((f) => s.inode(`assets/search/${before.fragments[0]}${f}`)))
    await s.edit('many/p149.md', page('Page 149', 'Text of page 149.\n\nNow about wombats.'))
    const log = await s.buildLog('build')
    expect(await s.inode(manifestFile)).not.toBe(inode)
    const after = await manifestOf()
    // The first folder kept, file by file; the second made again under a new name.
    expect(after.fragments[0]).toBe(before.fragments[0])
    expect(after.fragments[1]).not.toBe(before.fragments[1])
    for (const [i, f] of firstFolder.entries())
      expect(await s.inode(`assets/search/${before.fragments[0]}${f}`), f).toBe(inodes[i])
    const second = await readdir(s.out(`assets/search/${after.fragments[1]}`))
    const texts = await Promise.all(
      second.map((f) => readFile(s.out(`assets/search/${after.fragments[1]}${f}`), 'utf8')),
    )
    expect(texts.some((text) => text.includes('wombats'))).toBe(true)
    // Shards without the page's old or new words are kept; the old folder is gone with the old output.
    const keptShards = Object.entries(after.shards).filter(([key, hash]) => before.shards[key] === hash)
    expect(keptShards.length).toBeGreaterThan(0)
    expect(keptShards.length).toBeLessThan(Object.keys(after.shards).length)
    expect(log.some((line) => /search .*files kept/.test(line) && !/ 0 files kept/.test(line))).toBe(true)
    expect(await searchFiles()).not.toContain(`${before.fragments[1]?.replace(/\/$/, '')}/149.json`)
    expect((await searchFiles()).filter((f) => f.startsWith('fragments/'))).toHaveLength(
      firstFolder.length + second.length,
    )
    await s.equalsFresh({ all: true })
  })

  it('renders again a page whose output file was changed or removed by hand', async () => {
    const s = await site()
    await s.build('build')
    const pages = await s.build('build')
    await writeFile(s.out('guide/beta/index.html'), 'tampered')
    await writeFile(s.out('guide/gamma/index.html'), '') // then removed below
    await import('node:fs/promises').then((fs) => fs.rm(s.out('guide/gamma/index.html')))
    expect(await s.build('build')).toBe(pages - 2)
    await s.equalsFresh()
  }, 120_000)
})

describe('files kept beside pages in a warm build', () => {
  it('keeps one whose content (so whose published name) is the same, and writes a changed one anew', async () => {
    const rootDir = await writeSite({
      'content/index.md': page('Home', '![A picture](./pic.png)'),
      'content/pic.png': 'first picture',
    })
    const build = async () => {
      const { result } = await buildToDisk(rootDir, 'build')
      expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true)
      const files = await readdir(path.join(rootDir, 'build/assets/files'))
      expect(files).toHaveLength(1)
      const file = path.join(rootDir, 'build/assets/files', files[0] ?? '')
      const bytes = await readFile(file)
      return { name: files[0], inode: (await stat(file)).ino, text: bytes.toString('utf8'), bytes: [...bytes] }
    }
    const first = await build()
    expect(first.text).toBe('first picture')
    // Nothing changed: the same file, not written again.
    expect(await build()).toEqual(first)
    await writeFile(path.join(rootDir, 'content/pic.png'), 'second picture')
    const second = await build()
    expect(second.name).not.toBe(first.name)
    expect(second.text).toBe('second picture')
    // A binary edit that reads as the same text in UTF-8 (both bytes invalid there): seen too.
    await writeFile(path.join(rootDir, 'content/pic.png'), Buffer.from([0xff, 0x00]))
    const third = await build()
    await writeFile(path.join(rootDir, 'content/pic.png'), Buffer.from([0xfe, 0x00]))
    const fourth = await build()
    expect(fourth.name).not.toBe(third.name)
    expect(fourth.bytes).toEqual([0xfe, 0x00])
  })
})

describe('docsgen build keeps unchanged static files of the previous output', () => {
  it('copies a static file again only when its source changed, and drops one whose source is gone', async () => {
    const rootDir = await writeSite({
      'content/index.md': page('Home', 'Welcome.'),
      // A page and a static file of the same path: the page wins, as with a fresh build.
      'content/foo.md': page('Foo', 'The page.'),
      'static/foo/index.html': '<p>the static file</p>',
      'static/img/a.png': 'aaa',
      'static/b.txt': 'bbb',
    })
    await symlink('b.txt', path.join(rootDir, 'static/link.txt'))
    // A source changed in the last two seconds is copied every time (its stamp may not show the
    // next change on a file system with coarse times): let these settle.
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const out = (file: string) => path.join(rootDir, 'build', file)
    const build = async () => {
      const { result } = await buildToDisk(rootDir, 'build')
      expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true)
    }
    await build()
    const before = (await stat(out('img/a.png'))).ino
    await writeFile(path.join(rootDir, 'static/b.txt'), 'BBB')
    await writeFile(path.join(rootDir, 'static/new.txt'), 'new')
    await writeFile(path.join(rootDir, 'static/foo/index.html'), '<p>the static file, edited</p>')
    await build()
    expect(await readFile(out('foo/index.html'), 'utf8')).toContain('The page.')
    expect((await lstat(out('link.txt'))).isSymbolicLink()).toBe(true)
    // Kept (the same file), copied again, copied for the first time.
    expect((await stat(out('img/a.png'))).ino).toBe(before)
    expect(await readFile(out('img/a.png'), 'utf8')).toBe('aaa')
    expect(await readFile(out('b.txt'), 'utf8')).toBe('BBB')
    expect(await readFile(out('new.txt'), 'utf8')).toBe('new')
    // A copy changed in the output is not trusted: copied again from its source.
    await writeFile(out('img/a.png'), 'tampered')
    await build()
    expect(await readFile(out('img/a.png'), 'utf8')).toBe('aaa')
    await rm(path.join(rootDir, 'static/img/a.png'))
    await build()
    await expect(stat(out('img/a.png'))).rejects.toThrow()
    expect(await readFile(out('b.txt'), 'utf8')).toBe('BBB')
    // Without the page, the static file of its path is there.
    await rm(path.join(rootDir, 'content/foo.md'))
    await build()
    expect(await readFile(out('foo/index.html'), 'utf8')).toBe('<p>the static file, edited</p>')
    // Every file as a build without a cache makes it.
    await buildToDisk(rootDir, 'fresh', { cache: false })
    const files = (await readdir(path.join(rootDir, 'fresh'), { recursive: true })).sort()
    expect((await readdir(path.join(rootDir, 'build'), { recursive: true })).sort()).toEqual(files)
    for (const file of ['b.txt', 'new.txt', 'foo/index.html']) {
      expect(await readFile(out(file), 'utf8'), file).toBe(await readFile(path.join(rootDir, 'fresh', file), 'utf8'))
    }
  })
})
