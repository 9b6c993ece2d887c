import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mapDocusaurusConfig } from '../../../src/config/docusaurus/map-config.js'
import { mapThemeConfig } from '../../../src/config/docusaurus/map-theme-config.js'

function navbarOf(
  items: unknown[],
  docs: { pluginId?: string } = { pluginId: 'default' },
): { items: unknown; notes: string[] } {
  const out: Record<string, unknown> = {}
  const notes: string[] = []
  mapThemeConfig({ navbar: { items } }, out, { note: (key) => notes.push(key), docsPluginId: docs.pluginId })
  return { items: (out.navbar as { items?: unknown } | undefined)?.items, notes }
}

describe('a Docusaurus navbar', () => {
  it('maps a dropdown to a dropdown of its links: pages, docs, sidebars and other sites', () => {
    const { items, notes } = navbarOf([
      {
        type: 'dropdown',
        label: 'Community',
        position: 'right',
        className: 'community',
        items: [
          { label: 'Forum', href: 'https://forum.example.test', 'aria-label': 'The forum' },
          { label: 'Showcase', to: 'showcase', activeBasePath: 'showcase' },
          { type: 'doc', docId: 'community/support', label: 'Support' },
          { type: 'docSidebar', sidebarId: 'api' },
          { type: 'html', value: '<hr>' },
        ],
      },
    ])
    expect(items).toEqual([
      {
        label: 'Community',
        position: 'right',
        className: 'community',
        items: [
          { label: 'Forum', href: 'https://forum.example.test' },
          { label: 'Showcase', to: '/showcase', activeMatch: '/showcase/:rest*' },
          { label: 'Support', docId: 'community/support' },
          { label: 'api', sidebarId: 'api' },
          { html: '<hr>' },
        ],
      },
    ])
    expect(notes).toEqual([])
  })

  it('keeps html items in a dropdown, at the navbar’s top level and in the footer', () => {
    const { items, notes } = navbarOf([
      { type: 'dropdown', label: 'Only html', items: [{ type: 'html', value: '<b>Heading</b>' }] },
      { type: 'html', value: '<span>Beta</span>', position: 'right' },
    ])
    // A dropdown of html items alone leads nowhere: left out, as one without links.
    expect(items).toEqual([{ html: '<span>Beta</span>', position: 'right' }])
    expect(notes).toEqual(['themeConfig.navbar.items[0] (type "dropdown")'])
    const out: Record<string, unknown> = {}
    const footerNotes: string[] = []
    mapThemeConfig(
      {
        footer: {
          links: [
            {
              title: 'More',
              items: [
                { html: '<a href="https://netlify.com">Netlify</a>', className: 'n' },
                { label: 'Blog', to: '/blog' },
                { label: 'Nowhere' },
                'not an item',
              ],
            },
          ],
        },
      },
      out,
      { note: (key) => footerNotes.push(key) },
    )
    // Its logo; items it cannot show are named, as every key it cannot map.
    const logo = {
      src: 'img/logo.png',
      srcDark: 'img/logo-dark.png',
      alt: 'Logo',
      href: 'https://x.example',
      width: '128',
      height: 0,
      target: '_self',
    }
    const withLogo: Record<string, unknown> = {}
    const logoNotes: string[] = []
    mapThemeConfig({ footer: { logo } }, withLogo, { note: (key) => logoNotes.push(key) })
    // A size written as a string is a number; what the footer does not use is noted.
    expect(logoNotes).toEqual(['themeConfig.footer.logo.height'])
    expect((withLogo.footer as { logo: unknown }).logo).toEqual({
      src: 'img/logo.png',
      srcDark: 'img/logo-dark.png',
      alt: 'Logo',
      href: 'https://x.example',
      width: 128,
      target: '_self',
    })
    expect(footerNotes).toEqual(['themeConfig.footer.links[0].items[2]', 'themeConfig.footer.links[0].items[3]'])
    expect((out.footer as { links: unknown }).links).toEqual([
      {
        title: 'More',
        items: [
          { html: '<a href="https://netlify.com">Netlify</a>', className: 'n' },
          { label: 'Blog', to: '/blog' },
        ],
      },
    ])
  })

  it('leaves out a dropdown with no label or no link, and says so', () => {
    const { items, notes } = navbarOf([{ type: 'dropdown', label: 'Empty', items: [] }])
    expect(items).toEqual([])
    expect(notes).toEqual(['themeConfig.navbar.items[0] (type "dropdown")'])
  })

  it('maps docsVersion items, with or without a `to`, and leaves the version and language menus and search to docsgen', () => {
    const { items, notes } = navbarOf([
      { type: 'docsVersion', label: 'v7.1.7', to: 'https://github.com/acme/releases/tag/v7.1.7' },
      { type: 'docsVersion', to: 'intro', position: 'right' },
      { type: 'docsVersion' },
      { type: 'docsVersion', docsPluginId: 'default', className: 'v' },
      { type: 'docsVersionDropdown' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'search', position: 'right' },
    ])
    // The label and the main doc of the version shown are the render stage's (see the navbar schema).
    expect(items).toEqual([
      { position: 'left', docsVersion: true, label: 'v7.1.7', href: 'https://github.com/acme/releases/tag/v7.1.7' },
      { position: 'right', docsVersion: true, to: '/intro' },
      { position: 'left', docsVersion: true },
      { position: 'left', className: 'v', docsVersion: true },
    ])
    expect(notes).toEqual([])
  })

  it('notes a docsVersion item of a docs plugin docsgen does not build', () => {
    const other = navbarOf([{ type: 'docsVersion', docsPluginId: 'community' }])
    expect(other.items).toEqual([])
    expect(other.notes).toEqual(['themeConfig.navbar.items[0] (type "docsVersion": docs plugin "community" not built)'])
    const none = navbarOf([{ type: 'docsVersion' }], {})
    expect(none.notes).toEqual(['themeConfig.navbar.items[0] (type "docsVersion": no docs built)'])
    // The plugin's own id, whatever it is, is the one docsgen builds.
    expect(navbarOf([{ type: 'docsVersion', docsPluginId: 'api' }], { pluginId: 'api' }).items).toEqual([
      { position: 'left', docsVersion: true },
    ])
  })

  it('knows which docs plugin it builds: the classic preset’s, else the first docs plugin', () => {
    const notesOf = (dc: Record<string, unknown>) =>
      mapDocusaurusConfig(
        { ...dc, themeConfig: { navbar: { items: [{ type: 'docsVersion', docsPluginId: 'guides' }] } } },
        path.resolve('/site'),
      ).unmapped.filter((key) => key.includes('docsVersion'))
    expect(notesOf({ presets: [['classic', { docs: { id: 'guides' } }]] })).toEqual([])
    expect(notesOf({ plugins: [['@docusaurus/plugin-content-docs', { id: 'guides' }]] })).toEqual([])
    expect(notesOf({ presets: [['classic', {}]] })).toEqual([
      'themeConfig.navbar.items[0] (type "docsVersion": docs plugin "guides" not built)',
    ])
    expect(notesOf({ presets: [['classic', { docs: false }]] })).toEqual([
      'themeConfig.navbar.items[0] (type "docsVersion": docs plugin "guides" not built)',
    ])
  })

  it('shows the version and language menus only where the navbar has their items, as Docusaurus does', () => {
    const menus = (items: unknown[] | undefined) => {
      const dc = items === undefined ? {} : { themeConfig: { navbar: { items } } }
      const navbar = mapDocusaurusConfig(dc, path.resolve('/site')).config.navbar as Record<string, unknown>
      return [navbar.versionMenu, navbar.localeMenu]
    }
    expect(menus(undefined)).toEqual([false, false])
    expect(menus([{ to: '/docs/intro', label: 'Docs' }])).toEqual([false, false])
    expect(menus([{ type: 'docsVersionDropdown' }])).toEqual([true, false])
    expect(menus([{ type: 'localeDropdown', position: 'right' }])).toEqual([false, true])
  })
})
