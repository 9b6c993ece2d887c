import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mapDocusaurusConfig } from '../../../src/config/docusaurus/map-config.js'
import { resolveConfig } from '../../../src/config/index.js'
import { DocsgenErrors } from '../../../src/diagnostics/index.js'
import { writeSite } from '../../helpers/build-fixture.js'

// What a site adds to every page: its own stylesheets (`customCss`: docsgen's setting, and a
// Docusaurus site's classic theme option, which every site made from Docusaurus's template sets),
// and stylesheets and scripts by URL (`stylesheets`, `scripts`).

describe('customCss of a Docusaurus config', async () => {
  const root = await writeSite({ 'src/css/custom.css': ':root{}\n', 'src/css/extra.css': '.x{}\n' })

  it('reads the classic preset’s theme.customCss: a path or a list, absolute (require.resolve) or relative', () => {
    const preset = (theme: unknown) => mapDocusaurusConfig({ presets: [['classic', { theme }]] }, root)
    expect(preset({ customCss: path.join(root, 'src/css/custom.css') }).config.customCss).toEqual([
      'src/css/custom.css',
    ])
    const both = preset({ customCss: ['./src/css/custom.css', path.join(root, 'src/css/extra.css')] })
    expect(both.config.customCss).toEqual(['src/css/custom.css', 'src/css/extra.css'])
    expect(both.unmapped).toEqual([])
  })

  it('reads the classic theme given on its own, a file named twice once', () => {
    const mapped = mapDocusaurusConfig(
      // As `require.resolve('./src/css/custom.css')` gives it.
      {
        presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]],
        themes: [['@docusaurus/theme-classic', { customCss: path.join(root, 'src/css/custom.css') }]],
      },
      root,
    )
    expect(mapped.config.customCss).toEqual(['src/css/custom.css'])
  })

  it('notes a stylesheet that is not a file of the site, and the theme options docsgen’s theme has no use for', () => {
    const mapped = mapDocusaurusConfig(
      { presets: [['classic', { theme: { customCss: ['./src/css/gone.css', 'some-package/dist/x.css'], other: 1 } }]] },
      root,
    )
    expect(mapped.config.customCss).toBeUndefined()
    expect(mapped.unmapped).toEqual([
      'presets[0].theme.customCss[0] "./src/css/gone.css" (not a file of the site)',
      'presets[0].theme.customCss[1] "some-package/dist/x.css" (not a file of the site)',
      'presets[0].theme.other',
    ])
  })
})

describe('stylesheets and scripts of a Docusaurus config', () => {
  it('links its stylesheets (a URL, or { href }: other attributes noted) and loads its scripts', () => {
    const mapped = mapDocusaurusConfig(
      {
        stylesheets: [
          'https://fonts.googleapis.com/css?family=Source+Sans+Pro',
          { href: '/css/print.css', type: 'text/css', crossorigin: 'anonymous' },
          42,
        ],
        scripts: ['https://plausible.io/js/script.js', { src: '/js/x.js', defer: true }],
      },
      '/site',
    )
    expect(mapped.config.stylesheets).toEqual([
      { href: 'https://fonts.googleapis.com/css?family=Source+Sans+Pro' },
      { href: '/css/print.css' },
    ])
    expect(mapped.config.scripts).toEqual([
      { src: 'https://plausible.io/js/script.js' },
      { src: '/js/x.js', defer: true },
    ])
    expect(mapped.unmapped).toEqual(['stylesheets[1].type', 'stylesheets[1].crossorigin', 'stylesheets[2]'])
  })

  it('takes the base URL out of the paths it links (Docusaurus writes them as given; docsgen adds it)', () => {
    const mapped = mapDocusaurusConfig(
      {
        baseUrl: '/docs/',
        stylesheets: ['/docs/css/print.css', 'https://x.example/a.css'],
        scripts: ['/docs/js/a.js'],
      },
      '/site',
    )
    expect(mapped.config.stylesheets).toEqual([{ href: '/css/print.css' }, { href: 'https://x.example/a.css' }])
    expect(mapped.config.scripts).toEqual([{ src: '/js/a.js' }])
  })
})

describe('customCss in docsgen’s config', async () => {
  const root = await writeSite({ 'css/brand.css': ':root{}\n' })

  it('is empty by default, its paths made absolute; stylesheets are { href } however written', () => {
    expect(resolveConfig({}, { rootDir: root }).customCss).toEqual([])
    expect(
      resolveConfig({ stylesheets: ['/a.css', { href: 'https://b.example/b.css' }] }, { rootDir: root }).stylesheets,
    ).toEqual([{ href: '/a.css' }, { href: 'https://b.example/b.css' }])
    expect(resolveConfig({ customCss: ['css/brand.css'] }, { rootDir: root }).customCss).toEqual([
      path.join(root, 'css/brand.css'),
    ])
  })

  it('stops with each missing entry, the file and a hint', () => {
    let error: unknown
    try {
      resolveConfig(
        { customCss: ['css/gone.css', 'css/brand.css', 'css/missing.css'] },
        { rootDir: root, configFile: 'site.config.ts' },
      )
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(DocsgenErrors)
    expect((error as DocsgenErrors).diagnostics).toEqual([
      expect.objectContaining({ message: 'site.config.ts: customCss[0]: "css/gone.css" does not exist' }),
      expect.objectContaining({
        code: 'config/not-found',
        file: 'site.config.ts',
        message: 'site.config.ts: customCss[2]: "css/missing.css" does not exist',
        hint: expect.stringContaining('relative to the site folder'),
      }),
    ])
  })
})
