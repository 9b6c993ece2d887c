import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { DocsgenError } from '../../../src/diagnostics/error.js'
import {
  bundleThemeCss,
  createPageProps,
  createPropsContext,
  DEFAULT_THEME_DIR,
  loadTheme,
} from '../../../src/render/index.js'
import { renderAll, sampleInput } from './sample-site.js'

const repoTheme = fileURLToPath(new URL('../../../theme', import.meta.url))
const temps: string[] = []
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-theme-test-'))
  temps.push(dir)
  return dir
}
afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('DEFAULT_THEME_DIR', () => {
  it('is the theme folder of this package', () => {
    expect(DEFAULT_THEME_DIR).toBe(repoTheme)
  })
})

describe('loadTheme', () => {
  it('bundles a copy of the default theme from any folder and renders pages', async () => {
    const dir = await tempDir()
    await cp(repoTheme, dir, { recursive: true })
    const theme = await loadTheme(dir)
    expect(theme.themeInfo.name).toBe('docsgen-classic')
    const pages = await renderAll(sampleInput(), theme)
    const database = pages.find((page) => page.path === '/dev-docs/configurations/database')?.html ?? ''
    expect(database.startsWith('<!doctype html><html lang="en" dir="ltr" data-theme="light">')).toBe(true)
    expect(database).toContain('<title>Database | Strapi Documentation</title>')
  })

  it('gives the same output as the theme imported from source', async () => {
    const theme = await loadTheme(DEFAULT_THEME_DIR)
    const source = await import('../../../theme/index.js')
    const input = sampleInput()
    const ctx = createPropsContext(input)
    for (const node of input.graph.routes.values()) {
      const props = createPageProps(ctx, node)
      expect(theme.renderPage(props)).toBe(source.renderPage(props))
    }
  })

  it('loads a minimal site theme that only has react to import', async () => {
    const dir = await tempDir()
    await writeFile(
      path.join(dir, 'index.tsx'),
      [
        "import { renderToStaticMarkup } from 'react-dom/server'",
        "export const themeInfo = { name: 'tiny', version: '1.0.0' }",
        'export function renderPage(props: { head: { title: string } }): string {',
        "  return '<!doctype html>' + renderToStaticMarkup(<html><head><title>{props.head.title}</title></head><body /></html>)",
        '}',
      ].join('\n'),
    )
    const theme = await loadTheme(dir)
    const props = createPageProps(
      createPropsContext(sampleInput()),
      [...sampleInput().graph.routes.values()][0] as never,
    )
    expect(theme.themeInfo).toEqual({ name: 'tiny', version: '1.0.0' })
    expect(theme.renderPage(props)).toContain(
      '<title>Welcome to the Strapi Developer Docs! | Strapi Documentation</title>',
    )
  })

  it('reports a theme that does not compile, or exports the wrong things', async () => {
    const broken = await tempDir()
    await writeFile(path.join(broken, 'index.tsx'), 'export const x = <div>\n')
    // The file named as it is, wherever the build runs from (esbuild's paths are the theme folder's).
    await expect(loadTheme(broken)).rejects.toMatchObject({
      diagnostic: { code: 'theme/build-failed', file: path.join(broken, 'index.tsx'), position: { line: 2 } },
    })
    const wrong = await tempDir()
    await writeFile(path.join(wrong, 'index.ts'), 'export const renderPage = 1\n')
    await expect(loadTheme(wrong)).rejects.toMatchObject({ diagnostic: { code: 'theme/invalid' } })
    const empty = await tempDir()
    await expect(loadTheme(empty)).rejects.toBeInstanceOf(DocsgenError)
  })
})

describe('bundleThemeCss', () => {
  it('names the minified bundle by its content hash, stable across runs', async () => {
    const first = await bundleThemeCss(DEFAULT_THEME_DIR)
    const second = await bundleThemeCss(DEFAULT_THEME_DIR)
    expect(first.fileName).toMatch(/^assets\/styles\.[0-9a-f]{8}\.css$/)
    expect(second).toEqual(first)
    expect(first.contents).not.toContain('@import')
    expect(first.contents).toContain('[data-theme=dark]')
    expect(gzipSync(first.contents).length).toBeLessThan(20 * 1024)
  })

  it('changes the name when the CSS changes', async () => {
    const dir = await tempDir()
    await cp(repoTheme, dir, { recursive: true })
    const before = await bundleThemeCss(dir)
    const css = await readFile(path.join(dir, 'styles.css'), 'utf8')
    await writeFile(path.join(dir, 'styles.css'), `${css}\n.extra{color:red}\n`)
    const after = await bundleThemeCss(dir)
    expect(after.fileName).not.toBe(before.fileName)
  })
})
