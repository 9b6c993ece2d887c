import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleThemeCss } from '../../../src/render/theme-css.js'

describe('bundleThemeCss', () => {
  it('follows @import, and with a cache folder reuses its result until an imported file changes', async () => {
    const theme = await mkdtemp(path.join(tmpdir(), 'docsgen-theme-css-'))
    const cacheDir = path.join(theme, 'cache')
    await writeFile(path.join(theme, 'styles.css'), '@import "./parts.css";\nbody { margin: 0 }\n')
    await writeFile(path.join(theme, 'parts.css'), 'a { color: red }\n')
    const first = await bundleThemeCss(theme, { cacheDir })
    expect(first.contents).toContain('color:red')
    expect(first.fileName).toMatch(/^assets\/styles\.[0-9a-f]{8}\.css$/)
    // What is stored is what comes back while the inputs are unchanged (edited here to tell it apart).
    const stored = path.join(cacheDir, 'theme-css.json')
    const record = JSON.parse(await readFile(stored, 'utf8')) as { value: { css: string } }
    await writeFile(
      stored,
      JSON.stringify({ ...record, value: { ...record.value, css: `${record.value.css}/*stored*/` } }),
    )
    expect((await bundleThemeCss(theme, { cacheDir })).contents).toContain('/*stored*/')
    expect((await bundleThemeCss(theme)).contents).toBe(first.contents)
    await writeFile(path.join(theme, 'parts.css'), 'a { color: blue }\n')
    const changed = await bundleThemeCss(theme, { cacheDir })
    expect(changed.contents).toContain('color:#00f')
    expect(changed.fileName).not.toBe(first.fileName)
  })

  it('adds the site’s stylesheets after the theme’s, following their imports, with their files and site paths', async () => {
    const theme = await mkdtemp(path.join(tmpdir(), 'docsgen-theme-css-'))
    const site = await mkdtemp(path.join(tmpdir(), 'docsgen-site-css-'))
    const cacheDir = path.join(site, 'cache')
    await writeFile(path.join(theme, 'styles.css'), 'a { color: red }\n')
    await writeFile(
      path.join(site, 'custom.css'),
      '@import "./palette.css";\n@import url(https://fonts.example.com/css?family=Inter);\n' +
        '@font-face { font-family: Brand; src: url(./brand.woff2) }\n' +
        '.hero { background: url(/img/bg.png) }\n.logo { background: url(https://cdn.example.org/logo.svg) }\n',
    )
    await writeFile(path.join(site, 'palette.css'), ':root { --ifm-color-primary: #2e8555 }\n')
    await writeFile(path.join(site, 'brand.woff2'), 'font bytes')
    await writeFile(path.join(site, 'more.css'), 'a { color: green }\n')
    const customCss = [path.join(site, 'custom.css'), path.join(site, 'more.css')]
    const bundled = await bundleThemeCss(theme, { cacheDir, customCss, baseUrl: '/docs/' })
    // The font beside the stylesheet, named by its content; the site path under the base URL.
    expect(bundled.files).toEqual([
      { fileName: expect.stringMatching(/^assets\/brand-[A-Z0-9]{8}\.woff2$/), contents: expect.any(Uint8Array) },
    ])
    const font = path.basename(bundled.files[0]?.fileName ?? '')
    expect(Buffer.from(bundled.files[0]?.contents ?? []).toString()).toBe('font bytes')
    expect(bundled.contents.replace(/\s+/g, '')).toBe(
      '@import"https://fonts.example.com/css?family=Inter";a{color:red}:root{--ifm-color-primary:#2e8555}' +
        `@font-face{font-family:Brand;src:url("./${font}")}.hero{background:url(/docs/img/bg.png)}` +
        '.logo{background:url(https://cdn.example.org/logo.svg)}a{color:green}',
    )
    expect(bundled.external).toEqual({
      stylesheets: ['https://fonts.example.com/css?family=Inter'],
      files: ['https://cdn.example.org/logo.svg'],
    })

    // Stored, and what is stored comes back while no file changed (edited here to tell it apart)...
    const stored = path.join(cacheDir, 'theme-css.json')
    const record = JSON.parse(await readFile(stored, 'utf8')) as { value: { css: string } }
    await writeFile(
      stored,
      JSON.stringify({ ...record, value: { ...record.value, css: `${record.value.css}/*stored*/` } }),
    )
    const again = await bundleThemeCss(theme, { cacheDir, customCss, baseUrl: '/docs/' })
    expect(again.contents).toContain('/*stored*/')
    expect(again.files).toEqual(bundled.files)
    // ...and not once a file the site's stylesheet imports has changed.
    await writeFile(path.join(site, 'palette.css'), ':root { --ifm-color-primary: #25c2a0 }\n')
    const changed = await bundleThemeCss(theme, { cacheDir, customCss, baseUrl: '/docs/' })
    expect(changed.contents).toContain('#25c2a0')
    expect(changed.contents).not.toContain('/*stored*/')
  })

  it('names the site’s stylesheet that does not compile', async () => {
    const theme = await mkdtemp(path.join(tmpdir(), 'docsgen-theme-css-'))
    await writeFile(path.join(theme, 'styles.css'), 'a { color: red }\n')
    const broken = path.join(theme, 'broken.css')
    await writeFile(broken, '@import "./nowhere.css";\n')
    await expect(bundleThemeCss(theme, { customCss: [broken] })).rejects.toMatchObject({
      diagnostic: {
        code: 'theme/css-failed',
        file: broken,
        position: { line: 1, column: 9 },
        message: 'Could not bundle the theme CSS: Could not resolve "./nowhere.css"',
      },
    })
  })
})
