import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mapDocusaurusConfig } from '../../../src/config/docusaurus/map-config.js'
import { mapThemeConfig } from '../../../src/config/docusaurus/map-theme-config.js'

function navbarOf(items: unknown[]): { items: unknown; notes: string[] } {
  const out: Record<string, unknown> = {}
  const notes: string[] = []
  mapThemeConfig({ navbar: { items } }, out, (key) => notes.push(key))
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
      (key) => footerNotes.push(key),
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
    mapThemeConfig({ footer: { logo } }, withLogo, (key) => logoNotes.push(key))
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

  it('maps a docsVersion item with a `to`, and leaves the version and language menus and search to docsgen', () => {
    const { items, notes } = navbarOf([
      { type: 'docsVersion', label: 'v7.1.7', to: 'https://github.com/acme/releases/tag/v7.1.7' },
      { type: 'docsVersion', to: 'intro', position: 'right' },
      { type: 'docsVersion' },
      { type: 'docsVersionDropdown' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'search', position: 'right' },
    ])
    expect(items).toEqual([
      { position: 'left', label: 'v7.1.7', href: 'https://github.com/acme/releases/tag/v7.1.7' },
      { position: 'right', label: 'Next', to: '/intro' },
    ])
    expect(notes).toEqual(['themeConfig.navbar.items[2] (type "docsVersion")'])
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
