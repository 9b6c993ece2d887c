import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DocsgenError } from '../../../src/diagnostics/error.js'
import {
  DEFAULT_THEME_DIR,
  eachRenderedRoute,
  eachRenderedRouteWith,
  loadTheme,
  RenderPool,
  type Theme,
  themeFileOf,
  WhenBusyRenderer,
} from '../../../src/render/index.js'
import type { PageProps } from '../../../theme/types.js'
import { sampleInput } from './sample-site.js'

// A theme that says where it ran, how many different sidebar objects it has seen, and fails on
// the page titled "Boom".
const FAKE_THEME = `
import { isMainThread } from 'node:worker_threads'
const seen = new WeakSet()
let distinct = 0
export const themeInfo = { name: 'fake', version: '1' }
export function renderPage(props) {
  if (props.title === 'Boom') throw new Error('kaboom')
  const items = props.sidebar?.items
  if (items && !seen.has(items)) { seen.add(items); distinct++ }
  return '<html><script>go()</script><p>' + [props.title, isMainThread ? 'main' : 'worker', distinct, items?.length ?? 0].join('|') + '</p></html>'
}
`

let dir = ''
let script = ''
let fakeTheme = ''

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docsgen-render-pool-'))
  // The worker from the current sources (dist/ may be older).
  script = path.join(dir, 'render-worker.mjs')
  await build({
    entryPoints: [path.resolve('src/render/render-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: script,
    packages: 'external',
    logLevel: 'silent',
  })
  fakeTheme = path.join(dir, 'fake-theme.mjs')
  await writeFile(fakeTheme, FAKE_THEME)
})

const sidebar = { items: [{ type: 'link', label: 'A', href: '/a' }], activeHref: '/a' }
const page = (title: string, withSidebar = true) =>
  ({ title, ...(withSidebar ? { sidebar: { ...sidebar } } : {}) }) as unknown as PageProps

describe('RenderPool', () => {
  let pool: RenderPool
  beforeAll(() => {
    pool = new RenderPool(script, fakeTheme, 2)
  })
  afterAll(() => pool.close())

  it('renders on worker threads, with the inline scripts hashed, and a sidebar object kept whole per worker', async () => {
    const done = await Promise.all(Array.from({ length: 20 }, (_, i) => pool.render(page(`P${i}`, i !== 7))))
    for (const [i, result] of done.entries()) {
      const [title, where, distinct, items] = /<p>(.*)<\/p>/.exec(result.html)?.[1]?.split('|') ?? []
      expect([title, where]).toEqual([`P${i}`, 'worker'])
      // Every page of the sidebar came with the same items object: each worker saw one.
      expect(distinct).toBe('1')
      expect(items).toBe(i === 7 ? '0' : '1')
      expect(result.scriptHashes).toHaveLength(1)
    }
  })

  it('writes a page to a file instead of sending it back, and reports a theme failure', async () => {
    const file = path.join(dir, 'out', 'deep', 'page', 'index.html')
    const written = await pool.render(page('Written'), file)
    expect(written.html).toBe('')
    expect(await readFile(file, 'utf8')).toContain('<p>Written|worker|')
    expect(written.bytes).toBe((await readFile(file)).byteLength)
    await expect(pool.render(page('Boom'))).rejects.toThrow('kaboom')
    // The pool goes on after a page failed.
    expect((await pool.render(page('After'))).html).toContain('After|worker')
  })
})

describe('eachRenderedRouteWith', () => {
  it('yields the same pages, in the same order, as rendering on this thread (the default theme)', async () => {
    const theme = await loadTheme(DEFAULT_THEME_DIR)
    const themeFile = themeFileOf(theme)
    if (!themeFile) throw new Error('the theme file is unknown')
    const expected = [...eachRenderedRoute(sampleInput(), theme)]
    // Two pages here, the rest on the workers.
    const renderer = new WhenBusyRenderer(theme, { script, themeFile, workers: 2, after: 2 })
    const pages = []
    try {
      for await (const rendered of eachRenderedRouteWith(renderer, sampleInput(), theme)) pages.push(rendered)
      expect(renderer.started).toBe(true)
    } finally {
      await renderer.close()
    }
    expect(pages).toEqual(expected)
  })

  it('stops with the failing page named, as on this thread', async () => {
    const theme = (await import(pathToFileURL(fakeTheme).href)) as Theme
    const input = sampleInput()
    const database = input.graph.routes.get('/dev-docs/configurations/database' as never)
    if (!database) throw new Error('sample page missing')
    database.title = 'Boom'
    const renderer = new WhenBusyRenderer(theme, { script, themeFile: fakeTheme, workers: 2, after: 0 })
    let caught: unknown
    try {
      for await (const _ of eachRenderedRouteWith(renderer, input, theme)) {
        // drain
      }
    } catch (error) {
      caught = error
    } finally {
      await renderer.close()
    }
    expect(caught).toBeInstanceOf(DocsgenError)
    expect((caught as DocsgenError).diagnostic).toMatchObject({
      code: 'render/failed',
      file: database.source,
    })
    expect((caught as DocsgenError).message).toContain('kaboom')
  })
})
