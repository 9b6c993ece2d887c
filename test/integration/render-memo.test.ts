import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config/index.js'
import { FinalBodyMemo } from '../../src/links/index.js'
import { createMemoryLogger } from '../../src/logger/index.js'
import { runPipeline } from '../../src/pipeline.js'
import { DEFAULT_THEME_DIR, RenderMemo } from '../../src/render/index.js'
import { noReuse } from '../../src/reuse/index.js'
import { diffOutputs } from '../../src/serve/output-diff.js'
import { contentsOf, MemoryWriter } from '../../src/write/index.js'
import { writeSite } from '../helpers/build-fixture.js'

const page = (title: string, label: string, body: string) =>
  `---\ntitle: ${title}\nsidebar_label: ${label}\n---\n\n${body}\n`

/** A site built again and again with one render memo, as the dev server does. */
async function memoSite() {
  const rootDir = await writeSite({
    'content/index.md': page('Home', 'Home', 'Welcome. See [alpha](./guide/alpha.md).'),
    'content/guide/alpha.md': page('Alpha', 'Alpha', 'First page.'),
    'content/guide/beta.md': page('Beta', 'Beta', 'Second page.'),
    'content/guide/gamma.md': page('Gamma', 'Gamma', 'Third page.'),
    'content/guide/delta.md': page('Delta', 'Delta', 'Fourth page.'),
  })
  const memo = new RenderMemo()
  const finalBodies = new FinalBodyMemo()
  const themeMemo = new Map<string, Promise<unknown>>()
  /**
   * `every-page`: as the dev server does, then every page asked for (as a reader opening each);
   * `on-demand`: pages left to be asked for; `none`: no memo, every page rendered by the build.
   */
  const build = async (mode: 'every-page' | 'on-demand' | 'none' = 'every-page') => {
    const writer = new MemoryWriter()
    const config = await loadConfig({ rootDir })
    const result = await runPipeline(config, {
      mode: 'build',
      logger: createMemoryLogger(),
      writer,
      themeDir: DEFAULT_THEME_DIR,
      buildDate: '2026-01-01',
      reuse: {
        ...noReuse(),
        bundles: themeMemo,
        ...(mode === 'none' ? {} : { finalBodies, pages: { kind: 'on-demand' as const, memo } }),
      },
    })
    expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true)
    if (mode === 'every-page') for (const file of writer.files.keys()) if (file.endsWith('.html')) writer.text(file)
    return { stats: { ...memo.stats }, writer, diagnostics: result.diagnostics }
  }
  const edit = (file: string, text: string) => writeFile(path.join(rootDir, 'content', file), text)
  return { build, edit, memo }
}

describe('render memo (dev server rebuilds)', () => {
  it('renders again only the pages whose props changed, and their output equals a fresh render', async () => {
    const site = await memoSite()
    const first = await site.build()
    expect(first.stats.reused).toBe(0)
    const pages = first.stats.rendered
    expect(pages).toBeGreaterThan(5)

    // Nothing changed: nothing is rendered again.
    expect((await site.build()).stats).toEqual({ rendered: 0, reused: pages })

    // A body edit renders that page only.
    await site.edit('guide/gamma.md', page('Gamma', 'Gamma', 'Third page, edited.'))
    const bodyEdit = await site.build()
    expect(bodyEdit.stats).toEqual({ rendered: 1, reused: pages - 1 })
    expect(bodyEdit.writer.text('guide/gamma/index.html')).toContain('Third page, edited.')

    // A sidebar label is in every page of the sidebar (and in its neighbours' pagers).
    await site.edit('guide/gamma.md', page('Gamma', 'Gamma renamed', 'Third page, edited.'))
    const labelEdit = await site.build()
    expect(labelEdit.stats.rendered).toBeGreaterThanOrEqual(5)
    expect(labelEdit.writer.text('guide/beta/index.html')).toContain('Gamma renamed')

    // A slug change moves a page: the page linking to it (its body is unchanged) gets the new URL.
    await site.edit(
      'guide/alpha.md',
      '---\ntitle: Alpha\nsidebar_label: Alpha\nslug: /moved-alpha\n---\n\nFirst page.\n',
    )
    const slugEdit = await site.build()
    expect(slugEdit.writer.text('index.html')).toContain('See <a href="/moved-alpha">alpha</a>')

    // Lines added above a broken link move it; its warning moves with it, though the HTML is the same.
    const broken = (above: string) => page('Delta', 'Delta', `${above}Fourth page, see [nowhere](./nowhere.md).`)
    const brokenAt = async () =>
      (await site.build()).diagnostics.find((d) => d.code === 'links/broken-markdown-link')?.position?.line
    await site.edit('guide/delta.md', broken(''))
    const before = await brokenAt()
    await site.edit('guide/delta.md', broken('\n\n\n'))
    expect(await brokenAt()).toBe((before ?? 0) + 3)

    // What the memo reuses is what a build without it writes.
    const fresh = await site.build()
    expect(fresh.stats.rendered).toBe(0)
    const reference = await site.build('none')
    for (const [file, contents] of reference.writer.files) {
      // Made before any page is asked for, it lacks their inline scripts' hashes; dev serves no CSP.
      if (file === '_headers') continue
      const kept = await fresh.writer.file(file)
      expect(kept && contentsOf(kept), file).toEqual(contents)
    }
  }, 60_000)

  it('on demand (the dev server): renders a page when it is asked for, and names only rendered pages as changed', async () => {
    const site = await memoSite()
    const reference = await site.build('none')
    const first = await site.build('on-demand')
    expect(first.stats).toEqual({ rendered: 0, reused: 0 })
    const beta = first.writer.files.get('guide/beta/index.html')
    expect(typeof beta === 'object' && !(beta instanceof Uint8Array) && !beta.rendered).toBe(true)
    // Asked for, a page is the page a full build writes.
    expect(first.writer.text('guide/beta/index.html')).toBe(reference.writer.text('guide/beta/index.html'))
    expect(first.writer.text('index.html')).toBe(reference.writer.text('index.html'))
    expect(site.memo.stats).toEqual({ rendered: 2, reused: 0 })

    // Body edits to a page that was rendered and to one that was not: only the first is named
    // (and rendered again at once, for the open page that reloads).
    await site.edit('guide/beta.md', page('Beta', 'Beta', 'Second page, edited.'))
    await site.edit('guide/gamma.md', page('Gamma', 'Gamma', 'Third page, edited.'))
    const second = await site.build('on-demand')
    expect(diffOutputs(first.writer.files, second.writer.files).pages).toEqual(['/guide/beta'])
    expect(site.memo.stats).toEqual({ rendered: 1, reused: 0 })
    expect(second.writer.text('guide/beta/index.html')).toContain('Second page, edited.')
    expect(second.writer.text('guide/gamma/index.html')).toContain('Third page, edited.')
    // The home page did not change: it comes from the memo.
    expect(second.writer.text('index.html')).toBe(reference.writer.text('index.html'))
    expect(site.memo.stats).toEqual({ rendered: 2, reused: 1 })

    // The home page was rendered two builds ago and not asked for since: it may still be open, so
    // an edit to it is named.
    await site.edit('guide/delta.md', page('Delta', 'Delta', 'Fourth page, edited.'))
    const third = await site.build('on-demand')
    expect(diffOutputs(second.writer.files, third.writer.files).pages).toEqual([])
    await site.edit('index.md', page('Home', 'Home', 'Welcome back. See [alpha](./guide/alpha.md).'))
    const fourth = await site.build('on-demand')
    expect(diffOutputs(third.writer.files, fourth.writer.files).pages).toEqual(['/'])
  }, 60_000)
})
