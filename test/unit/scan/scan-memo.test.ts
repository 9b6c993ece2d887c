import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/config/index.js'
import { ScanMemo, scanSources } from '../../../src/scan/index.js'
import { writeSite } from '../../helpers/build-fixture.js'

// The dev server's scan: the previous list of sources is kept when the changes its watcher
// reported cannot have added, removed or replaced a source; otherwise the site is listed again.

async function memoOnSite() {
  const rootDir = await writeSite({
    'content/index.md': '# Home\n',
    'content/guide/a.md': '# A\n',
    'content/guide/_category_.json': '{ "label": "Guide" }\n',
    'theme/client.css': 'body {}\n',
  })
  const config = await loadConfig({ rootDir, cache: false })
  const memo = new ScanMemo()
  const files = await scanSources(config)
  memo.keep(config, files)
  const abs = (rel: string) => path.join(rootDir, rel)
  const take = (...changed: string[]) => memo.take(config, new Set(changed.map(abs)))
  return { config, memo, files, abs, take }
}

describe('ScanMemo', () => {
  it('keeps the list when sources are edited in place, or files that are not sources change', async () => {
    const s = await memoOnSite()
    await writeFile(s.abs('content/guide/a.md'), '# A edited\n')
    expect(s.take('content/guide/a.md')).toBe(s.files)
    expect(s.take('content/guide/_category_.json')).toBe(s.files)
    // Outside the content folder, and files the scan skips inside it.
    await writeFile(s.abs('content/guide/diagram.png'), 'png')
    await writeFile(s.abs('content/_partial.md'), 'partial')
    expect(s.take('theme/client.css', 'site.config.ts', 'content/guide/diagram.png', 'content/_partial.md')).toBe(
      s.files,
    )
  })

  it('lists again when changes are unknown, the config is another, or a source may be added or removed', async () => {
    const s = await memoOnSite()
    expect(s.memo.take(s.config, undefined)).toBeUndefined()
    expect(s.memo.take({ ...s.config }, new Set([s.abs('content/guide/a.md')]))).toBeUndefined()
    // A new page, a new category file, a new folder.
    await writeFile(s.abs('content/guide/b.md'), '# B\n')
    expect(s.take('content/guide/b.md')).toBeUndefined()
    await mkdir(s.abs('content/more'))
    expect(s.take('content/more')).toBeUndefined()
    await writeFile(s.abs('content/more/_category_.json'), '{}')
    expect(s.take('content/more/_category_.json')).toBeUndefined()
    // A page deleted, or replaced by a folder; a folder removed.
    await rm(s.abs('content/guide/a.md'))
    expect(s.take('content/guide/a.md')).toBeUndefined()
    await mkdir(s.abs('content/guide/a.md'))
    expect(s.take('content/guide/a.md')).toBeUndefined()
    await rm(s.abs('content/more'), { recursive: true })
    expect(s.take('content/more')).toBeUndefined()
  })

  it('with the site root as content folder, lists again for a new page, not for a file that is none', async () => {
    const rootDir = await writeSite({ 'index.md': '# Home\n', 'guide/a.md': '# A\n', 'static/logo.png': 'png' })
    const config = await loadConfig({ rootDir, cache: false })
    expect(config.docs.contentDir).toBe('')
    const memo = new ScanMemo()
    const files = await scanSources(config)
    memo.keep(config, files)
    const take = (rel: string) => memo.take(config, new Set([path.join(rootDir, rel)]))
    await writeFile(path.join(rootDir, 'guide/b.md'), '# B\n')
    expect(take('guide/b.md')).toBeUndefined()
    await writeFile(path.join(rootDir, 'static/other.png'), 'png')
    expect(take('static/other.png')).toBe(files)
  })

  it('lists again for anything new in the pages folder of a site that has one', async () => {
    const rootDir = await writeSite({
      'site.config.ts': "export default { pagesDir: 'pages' }\n",
      'content/a.md': '# A\n',
      'pages/about.md': '# About\n',
    })
    const config = await loadConfig({ rootDir, cache: false })
    const memo = new ScanMemo()
    const files = await scanSources(config)
    expect(files.map((file) => file.contentPath)).toEqual(['a.md', '../pages/about.md'])
    memo.keep(config, files)
    await writeFile(path.join(rootDir, 'pages/team.js'), 'export default function Team() { return null }\n')
    expect(memo.take(config, new Set([path.join(rootDir, 'pages/team.js')]))).toBeUndefined()
    expect(memo.take(config, new Set([path.join(rootDir, 'pages/about.md')]))).toBe(files)
  })
})
