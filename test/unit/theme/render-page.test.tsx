import { HtmlValidate } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { renderPage, themeInfo } from '../../../theme/index.js'
import type { PageProps } from '../../../theme/types.js'
import {
  byTag,
  type Element,
  findAll,
  firstElementChild,
  getByRole,
  getByText,
  parseHtml,
  queryAllByRole,
  text,
} from './dom.js'
import { chromeProps, docPageProps, headProps } from './fixtures.js'

const HOSTILE = '</title><script>alert(1)</script>'

function page(props: PageProps) {
  const html = renderPage(props)
  const root = parseHtml(html)
  const head = byTag(root, 'head')[0] as Element
  const body = byTag(root, 'body')[0] as Element
  const meta = (key: string) =>
    findAll(head, (el) => el.tag === 'meta' && (el.attrs.name === key || el.attrs.property === key))[0]?.attrs.content
  return { html, root, head, body, meta }
}

const base = { head: headProps(), chrome: chromeProps() }

describe('renderPage: document shell', () => {
  it('is a full document with lang, dir and the default colour mode', () => {
    const { html, root } = page(docPageProps())
    expect(html.startsWith('<!doctype html><html')).toBe(true)
    const htmlEl = byTag(root, 'html')[0]
    expect(htmlEl?.attrs).toMatchObject({ lang: 'en', dir: 'ltr', 'data-theme': 'light' })
    expect(themeInfo).toEqual({ name: 'docsgen-classic', version: expect.any(String) })
  })

  it('starts the body with the skip link to #main, and has exactly one #main', () => {
    const { root, body } = page(docPageProps())
    const first = firstElementChild(body)
    expect(first?.tag).toBe('a')
    expect(first && text(first)).toBe('Skip to main content')
    expect(first?.attrs.href).toBe('#main')
    const mains = findAll(root, (el) => el.attrs.id === 'main')
    expect(mains.map((el) => el.tag)).toEqual(['main'])
  })

  it('writes head: charset, viewport, title, description, canonical, Open Graph, favicon, assets', () => {
    const { head, meta } = page(docPageProps())
    expect(text(byTag(head, 'title')[0] as Element)).toBe('Database | Strapi Documentation')
    expect(findAll(head, (el) => el.tag === 'meta' && el.attrs.charset === 'utf-8')).toHaveLength(1)
    expect(meta('viewport')).toBe('width=device-width, initial-scale=1')
    expect(meta('description')).toBe('Configure the database connection.')
    const links = byTag(head, 'link')
    expect(links.find((l) => l.attrs.rel === 'canonical')?.attrs.href).toBe(
      'https://docs.example.com/dev-docs/configurations/database',
    )
    expect(meta('og:title')).toBe('Database | Strapi Documentation')
    expect(meta('og:description')).toBe('Configure the database connection.')
    expect(meta('og:url')).toBe('https://docs.example.com/dev-docs/configurations/database')
    expect(meta('og:type')).toBe('article')
    expect(meta('og:site_name')).toBe('Strapi Documentation')
    expect(meta('robots')).toBeUndefined()
    expect(links.find((l) => l.attrs.rel === 'icon')?.attrs.href).toBe('/img/favicon.png')
    expect(links.filter((l) => l.attrs.rel === 'stylesheet').map((l) => l.attrs.href)).toEqual([
      '/assets/styles.0123abcd.css',
    ])
    const scripts = byTag(head, 'script').filter((s) => s.attrs.src)
    expect(scripts.find((s) => s.attrs.src === '/assets/main.89ab4567.js')?.attrs.defer).toBeDefined()
    expect(scripts.find((s) => s.attrs.src === '/js/particles.js')?.attrs.async).toBeDefined()
  })

  it('sets the stored colour mode before first paint, guarding storage access', () => {
    const { head } = page(docPageProps())
    const inline = byTag(head, 'script').find((s) => !s.attrs.src)
    const code = inline ? text(inline) : ''
    expect(code).toContain('localStorage.getItem("docsgen.theme")')
    expect(code).toMatch(/try\{.*\}catch\(e\)\{\}/)
    expect(code).not.toContain('prefers-color-scheme')
    const following = page(
      docPageProps({
        head: headProps({ colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true, storageKey: 'k' } }),
      }),
    )
    expect(byTag(following.root, 'html')[0]?.attrs['data-theme']).toBe('dark')
    expect(following.html).toContain('prefers-color-scheme: dark')
  })

  it('asks robots not to index when noIndex', () => {
    expect(page(docPageProps({ head: headProps({ noIndex: true }) })).meta('robots')).toBe('noindex, nofollow')
  })

  it('escapes a hostile page title everywhere', () => {
    const { html, head, root } = page(
      docPageProps({
        title: HOSTILE,
        head: headProps({ title: `${HOSTILE} | Strapi Documentation`, description: HOSTILE }),
      }),
    )
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(text(byTag(head, 'title')[0] as Element)).toBe(`${HOSTILE} | Strapi Documentation`)
    expect(text(getByRole(root, 'heading', { name: HOSTILE }))).toBe(HOSTILE)
  })

  it('has no inline event handlers', () => {
    expect(page(docPageProps()).html).not.toMatch(/\son[a-z]+=/i)
  })

  it('is valid, accessible HTML for every page kind', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // How React serialises markup, not a problem in it.
        'doctype-style': 'off',
        'void-style': 'off',
        'attr-case': 'off',
        'attribute-boolean-style': 'off',
        // Announcement colours and the API sidebar width come from the config.
        'no-inline-style': 'off',
        // The navbar search submits on Enter; a hidden submit button would be an invisible tab stop.
        'wcag/h32': 'off',
      },
    })
    const pages: PageProps[] = [
      docPageProps(),
      { ...base, kind: 'search', title: 'Search', query: 'a', searchAction: '/search' },
      { ...base, kind: 'not-found', homeHref: '/', searchAction: '/search' },
      {
        ...base,
        kind: 'status',
        title: 'Status',
        showTitle: true,
        html: '<p>Hi</p>',
        status: { buildDate: '2023-02-15', pagesPerArea: [], linkCheck: { checkedLinks: 0, brokenLinks: 0 } },
      },
      {
        ...base,
        kind: 'openapi',
        title: 'REST API',
        html: '<h1>REST API</h1>',
        operations: [],
        sidebarWidth: 300,
        primaryColor: '#4945FF',
      },
    ]
    for (const props of pages) {
      const report = await validator.validateString(renderPage(props))
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${props.kind}: ${m.ruleId} ${m.message}`))
      expect(messages).toEqual([])
    }
  })
})

describe('renderPage: doc pages', () => {
  it('renders the title as h1 unless the body has its own', () => {
    const withTitle = page(docPageProps())
    expect(getByRole(withTitle.root, 'heading', { name: 'Database' }).tag).toBe('h1')
    const own = page(docPageProps({ showTitle: false, html: '<h1>Own title</h1>' }))
    expect(byTag(own.root, 'h1').map(text)).toEqual(['Own title'])
  })

  it('shows breadcrumbs, version badge, sidebar, TOC (aside and collapsible), edit link and pager', () => {
    const { root } = page(docPageProps())
    expect(getByRole(root, 'navigation', { name: 'Breadcrumbs' })).toBeDefined()
    expect(getByText(root, 'Version: Next')).toBeDefined()
    expect(getByRole(root, 'navigation', { name: 'Docs sidebar' })).toBeDefined()
    const toc = getByRole(root, 'navigation', { name: 'On this page' })
    expect(queryAllByRole(toc, 'link').map((a) => a.attrs.href)).toEqual(['#structure', '#params', '#examples'])
    expect(byTag(root, 'details').some((d) => d.attrs.class?.includes('toc-collapsible'))).toBe(true)
    expect(getByRole(root, 'link', { name: 'Edit this page' })).toBeDefined()
    expect(getByRole(root, 'navigation', { name: 'Docs pages' })).toBeDefined()
    expect(getByRole(root, 'link', { name: 'Direct link to Structure' }).attrs.href).toBe('#structure')
  })

  it('leaves out what a page does not have', () => {
    const { sidebar, toc, editUrl, breadcrumbs, ...bare } = docPageProps()
    const { root } = page({ ...bare, pager: {} })
    for (const name of ['Docs sidebar', 'On this page', 'Breadcrumbs', 'Docs pages']) {
      expect(queryAllByRole(root, 'navigation', { name })).toHaveLength(0)
    }
    expect(queryAllByRole(root, 'link', { name: 'Edit this page' })).toHaveLength(0)
  })
})

describe('renderPage: special pages', () => {
  it('404: says so, links home and offers search', () => {
    const { root, meta } = page({
      ...base,
      head: headProps({ noIndex: true }),
      kind: 'not-found',
      homeHref: '/',
      searchAction: '/search',
    })
    const main = getByRole(root, 'main')
    expect(text(getByRole(main, 'heading'))).toBe('Page Not Found')
    expect(getByRole(main, 'link', { name: 'documentation home page' }).attrs.href).toBe('/')
    expect(getByRole(main, 'search').attrs.action).toBe('/search')
    expect(meta('robots')).toBe('noindex, nofollow')
  })

  it('search: prefills the escaped query and leaves an empty live region for the results', () => {
    const query = '"><script>alert(1)</script>'
    const { html, root } = page({ ...base, kind: 'search', title: 'Search', query, searchAction: '/search' })
    expect(html).not.toContain('<script>alert(1)</script>')
    const main = getByRole(root, 'main')
    expect(text(getByRole(main, 'heading'))).toBe('Search the documentation')
    const form = getByRole(main, 'search')
    expect(form.attrs.action).toBe('/search')
    expect(getByRole(form, 'searchbox').attrs).toMatchObject({ name: 'q', value: query })
    expect(main.attrs['data-search-page']).toBeDefined()
    const results = findAll(main, (el) => el.attrs['data-search-page-results'] !== undefined)
    expect(results).toHaveLength(1)
    expect(results[0]?.attrs['aria-live']).toBe('polite')
    expect(results[0]?.children).toEqual([])
  })

  it('status: the body, then version, build date, pages per area and link check', () => {
    const { root } = page({
      ...base,
      kind: 'status',
      title: 'Documentation status',
      showTitle: true,
      html: '<p>How the docs are doing.</p>',
      status: {
        siteVersion: '4.6.2',
        buildDate: '2023-02-15',
        pagesPerArea: [
          { area: 'dev-docs', pages: 150 },
          { area: 'user-docs', pages: 28 },
        ],
        linkCheck: { checkedLinks: 1200, brokenLinks: 3 },
      },
    })
    const main = getByRole(root, 'main')
    expect(getByText(main, 'How the docs are doing.')).toBeDefined()
    expect(getByText(main, '4.6.2').tag).toBe('dd')
    expect(byTag(main, 'time')[0]?.attrs.datetime).toBe('2023-02-15')
    const rows = byTag(getByRole(main, 'table'), 'tr').map((tr) => text(tr))
    expect(rows).toEqual(['AreaPages', 'dev-docs150', 'user-docs28', 'Total178'])
    expect(text(getByText(main, /links checked/))).toBe('1200 links checked, 3 broken.')
  })

  it('openapi: a sized sidebar slot and the content slot', () => {
    const { root } = page({
      ...base,
      kind: 'openapi',
      title: 'REST API',
      html: '<h2 id="get-post">Return a post</h2>',
      operations: [{ id: 'get-post', text: 'Return a post', depth: 2 }],
      sidebarWidth: 300,
      primaryColor: '#4945FF',
    })
    const layout = findAll(root, (el) => el.attrs.class === 'api-layout')[0]
    expect(layout?.attrs.style).toContain('--api-sidebar-width:300px')
    const nav = getByRole(root, 'navigation', { name: 'REST API operations' })
    expect(getByRole(nav, 'link', { name: 'Return a post' }).attrs.href).toBe('#get-post')
    expect(getByRole(getByRole(root, 'main'), 'heading', { name: 'Return a post' })).toBeDefined()
  })
})
