import { describe, expect, it } from 'vitest'
import { routePath } from '../../../src/model/index.js'
import { createPageProps, createPropsContext } from '../../../src/render/index.js'
import type { DocPageProps, PageProps } from '../../../theme/types.js'
import { DATABASE_BODY, sampleConfig, sampleInput } from './sample-site.js'

function propsFor(path: string, input = sampleInput()): PageProps {
  const node = input.graph.routes.get(routePath(path))
  if (!node) throw new Error(`no route ${path}`)
  return createPageProps(createPropsContext(input), node)
}

function docProps(path: string, input = sampleInput()): DocPageProps {
  const props = propsFor(path, input)
  if (props.kind !== 'doc' && props.kind !== 'home' && props.kind !== 'snippet') throw new Error('not a doc')
  return props
}

describe('createPageProps', () => {
  it('maps a doc: title, h1, sidebar, toc levels, breadcrumbs, pager, edit link, anchors', () => {
    const props = docProps('/dev-docs/configurations/database')
    expect(props.head.title).toBe('Database | Strapi Documentation')
    expect(props.head.canonicalUrl).toBe('https://docs.example.com/dev-docs/configurations/database')
    expect(props.head.ogType).toBe('article')
    expect(props.showTitle).toBe(true)
    expect(props.sidebar?.activeHref).toBe('/dev-docs/configurations/database')
    expect(props.toc?.map((item) => item.id)).toEqual(['configuration-structure', 'connection-parameters', 'examples'])
    expect(props.breadcrumbs?.items).toEqual([
      { label: 'Configuration', href: '/dev-docs/configurations' },
      { label: 'Database' },
    ])
    expect(props.pager.next).toEqual({ label: 'Server', href: '/dev-docs/configurations/server' })
    expect(props.editUrl).toBe('https://github.com/example/documentation/edit/main/dev-docs/configurations/database.md')
    // One docs version: no "Version: Next" badge (Docusaurus's default).
    expect(props.versionLabel).toBeUndefined()
    // The body as compiled: heading links and scroll boxes come from the transform stage.
    expect(props.html).toBe(DATABASE_BODY)
    expect(props.html).toContain('aria-label="Direct link to Examples &amp; more"')
  })

  it('uses the page title in <title> on the home page too, and its own H1', () => {
    const props = docProps('/')
    expect(props.kind).toBe('home')
    expect(props.head.title).toBe('Welcome to the Strapi Developer Docs! | Strapi Documentation')
    expect(props.showTitle).toBe(false)
    expect(props.breadcrumbs).toBeUndefined()
    expect(props.head.ogType).toBe('website')
  })

  it('marks the active navbar item from the route', () => {
    const active = (path: string) =>
      propsFor(path).chrome.navbar.items.flatMap((item) => ('html' in item || !item.active ? [] : [item.label]))
    expect(active('/')).toEqual(['Developer Docs'])
    expect(active('/dev-docs/migration/v4/migration-guide-4.0.6-to-4.1.8')).toEqual(['Developer Docs'])
    expect(active('/user-docs/intro')).toEqual(['User Guide'])
    expect(active('/status')).toEqual([])
  })

  it('adds the GitHub link, version and language menus', () => {
    const navbar = propsFor('/').chrome.navbar
    expect(navbar.items.at(-1)).toMatchObject({ href: 'https://github.com/example/documentation', icon: 'github' })
    expect(navbar.versions?.label).toBe('Next')
    expect(navbar.locales?.label).toBe('English')
    expect(navbar.searchAction).toBe('/search')
  })

  it('follows hideTableOfContents and toc levels', () => {
    const input = sampleInput()
    const node = input.graph.routes.get(routePath('/dev-docs/configurations/database'))
    if (!node) throw new Error('fixture')
    const ctx = createPropsContext(input)
    const hidden = createPageProps(ctx, { ...node, hideTableOfContents: true })
    expect(hidden.kind === 'doc' && hidden.toc).toBeFalsy()
    const deep = createPageProps(ctx, { ...node, tocMaxLevel: 4 })
    expect(deep.kind === 'doc' && deep.toc?.map((item) => item.id)).toContain('deep')
  })

  it('tells a footer logo linking to another site from one linking into this one', () => {
    const footer = (href: string) => {
      const base = sampleConfig()
      const config = sampleConfig({ footer: { ...base.footer, logo: { alt: 'Acme', src: 'img/a.svg', href } } })
      return docProps('/dev-docs/configurations/database', sampleInput(config)).chrome.footer?.logo
    }
    expect(footer('https://acme.test')).toMatchObject({ href: 'https://acme.test', external: true })
    expect(footer('/user-docs/intro')).toMatchObject({ href: '/user-docs/intro', external: false })
  })

  it('prefixes every root-relative href with the base URL', () => {
    const input = sampleInput(sampleConfig({ baseUrl: '/docs/' }))
    const props = docProps('/dev-docs/configurations/database', input)
    const { navbar, footer } = props.chrome
    expect(props.head.canonicalUrl).toBe('https://docs.example.com/docs/dev-docs/configurations/database')
    expect(props.head.stylesheets).toEqual(['/docs/assets/styles.0123abcd.css'])
    expect(props.head.scripts.map((s) => s.src)).toEqual(['/docs/assets/main.89ab4567.js', '/docs/js/particles.js'])
    expect(props.head.faviconHref).toBe('/docs/img/favicon.png')
    expect(navbar.homeHref).toBe('/docs/')
    expect(navbar.logo?.src).toBe('/docs/img/logo.svg')
    expect(navbar.items.map((item) => ('href' in item ? item.href : 'html' in item ? item.html : item.label))).toEqual([
      '/docs/',
      '/docs/user-docs/intro',
      'https://github.com/example/documentation',
    ])
    expect(navbar.searchAction).toBe('/docs/search')
    expect(footer?.groups[0]?.items.map((item) => ('href' in item ? item.href : item.html))).toEqual([
      '/docs/user-docs/intro',
      '/docs/',
    ])
    expect(props.sidebar?.activeHref).toBe('/docs/dev-docs/configurations/database')
    expect(props.sidebar?.items[0]?.type === 'category' && props.sidebar.items[0].items[0]).toMatchObject({
      href: '/docs/',
    })
    expect(props.breadcrumbs?.homeHref).toBe('/docs/')
    expect(props.pager.prev?.href).toBe('/docs/dev-docs/configurations')
  })

  it('shares converted sidebars between pages', () => {
    const input = sampleInput()
    const ctx = createPropsContext(input)
    const a = createPageProps(ctx, input.graph.routes.get(routePath('/')) as never)
    const b = createPageProps(ctx, input.graph.routes.get(routePath('/dev-docs/configurations/database')) as never)
    expect(a.kind === 'home' && b.kind === 'doc' && a.sidebar?.items === b.sidebar?.items).toBe(true)
  })

  it('maps the special pages', () => {
    const notFound = propsFor('/404')
    expect(notFound).toMatchObject({ kind: 'not-found', homeHref: '/', searchAction: '/search' })
    expect(notFound.head).toMatchObject({ title: 'Page Not Found | Strapi Documentation', noIndex: true })
    expect(notFound.head.canonicalUrl).toBeUndefined()
    expect(propsFor('/search')).toMatchObject({ kind: 'search', query: '', searchAction: '/search' })
    const status = propsFor('/status')
    expect(status.kind === 'status' && status.status).toMatchObject({ siteVersion: '4.6.2', buildDate: '2023-02-15' })
    expect(propsFor('/openapi/')).toMatchObject({ kind: 'openapi', sidebarWidth: 300, primaryColor: '#4945FF' })
    expect(propsFor('/openapi/')).not.toHaveProperty('sidebarHtml')
    // The openapi stage's operations list goes to the layout's side column, not into the body.
    const aside = '<nav class="api-sidebar" aria-label="API operations"><ul></ul></nav>'
    const withAside = { ...sampleInput(), asides: new Map([[routePath('/openapi/'), aside]]) }
    const api = propsFor('/openapi/', withAside)
    expect(api).toMatchObject({ kind: 'openapi', sidebarHtml: aside })
    expect(api.kind === 'openapi' && api.html).not.toContain('api-sidebar')
  })

  it('maps a dropdown: its links, each active in its area, the dropdown active with them', () => {
    const input = sampleInput(
      sampleConfig({
        repositoryUrl: 'https://github.com/example/documentation',
        navbar: {
          items: [
            {
              label: 'More',
              position: 'right',
              className: 'more-menu',
              items: [
                { label: 'User Guide', to: '/user-docs/intro', activeMatch: '/user-docs/:rest*' },
                { label: 'Source', href: 'https://github.com/example/documentation' },
                { label: 'Nowhere' },
              ],
            },
          ],
        },
      }),
    )
    const items = (path: string) => propsFor(path, input).chrome.navbar.items
    expect(items('/user-docs/intro')).toEqual([
      {
        label: 'More',
        position: 'right',
        active: true,
        className: 'more-menu',
        items: [
          { label: 'User Guide', href: '/user-docs/intro', active: true, external: false },
          { label: 'Source', href: 'https://github.com/example/documentation', active: false, external: true },
        ],
      },
    ])
    // Not active elsewhere; the repository is linked from the dropdown, so no GitHub item is added.
    expect(
      items('/dev-docs/configurations/database').map((item) =>
        'html' in item ? [item.html] : [item.label, item.active],
      ),
    ).toEqual([['More', false]])
  })

  it('honours noIndex and a disabled colour switch', () => {
    const input = sampleInput(sampleConfig({ noIndex: true, colorMode: { disableSwitch: true } }))
    const props = propsFor('/', input)
    expect(props.head.noIndex).toBe(true)
    expect(props.chrome.navbar.colorModeSwitch).toBe(false)
  })

  it('asks for a lazy sidebar only when it has more links than docs.lazySidebarAbove', () => {
    const path = '/dev-docs/configurations/database'
    expect(docProps(path).sidebar?.lazy).toBeUndefined()
    const small = sampleInput(sampleConfig({ docs: { lazySidebarAbove: 0 } }))
    expect(docProps(path, small).sidebar?.lazy).toBe(true)
    const links = docProps(path).sidebar?.items.length ?? 0
    expect(links).toBeGreaterThan(0)
    expect(
      docProps(path, sampleInput(sampleConfig({ docs: { lazySidebarAbove: 1000 } }))).sidebar?.lazy,
    ).toBeUndefined()
  })
})
