import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AnnouncementBar } from '../../../theme/AnnouncementBar.js'
import { Breadcrumbs } from '../../../theme/Breadcrumbs.js'
import { DocContent } from '../../../theme/DocContent.js'
import { EditLink } from '../../../theme/EditLink.js'
import { Footer } from '../../../theme/Footer.js'
import { Pager } from '../../../theme/Pager.js'
import { Toc } from '../../../theme/Toc.js'
import { VersionBadge } from '../../../theme/VersionBadge.js'
import { byTag, getByRole, getByText, parseHtml, queryAllByRole, text } from './dom.js'
import { chromeProps } from './fixtures.js'

const parse = (node: React.ReactElement) => parseHtml(renderToStaticMarkup(node))

describe('Toc', () => {
  const items = [
    { id: 'a', text: 'A', depth: 2 },
    { id: 'a1', text: 'A.1', depth: 3 },
    { id: 'a2', text: 'A.2 <b>', depth: 3 },
    { id: 'b', text: 'B', depth: 2 },
  ]

  it('nests headings under the previous shallower one', () => {
    const root = parse(<Toc items={items} variant="aside" />)
    const nav = getByRole(root, 'navigation', { name: 'On this page' })
    const top = byTag(nav, 'ul')[0]
    const topItems = top?.children.filter((c) => 'tag' in c && c.tag === 'li') ?? []
    expect(topItems).toHaveLength(2)
    const nested = queryAllByRole(topItems[0] as never, 'link').map((a) => a.attrs.href)
    expect(nested).toEqual(['#a', '#a1', '#a2'])
    expect(getByRole(root, 'link', { name: 'A.2 <b>' })).toBeDefined()
  })

  it("shows a heading's inline code and emphasis when it has them", () => {
    const html = renderToStaticMarkup(
      <Toc
        items={[
          {
            id: 'keys',
            text: 'Define APP_KEYS <now>',
            marked: ['Define ', { mark: 'code', parts: ['APP_KEYS'] }, ' ', { mark: 'em', parts: ['<now>'] }],
            depth: 2,
          },
        ]}
        variant="aside"
      />,
    )
    expect(html).toContain('<a href="#keys">Define <code>APP_KEYS</code> <em>&lt;now&gt;</em></a>')
  })

  it('folds into a details box on narrow screens', () => {
    const root = parse(<Toc items={items} variant="collapsible" />)
    const details = byTag(root, 'details')[0]
    expect(details && text(byTag(details, 'summary')[0] ?? details)).toBe('On this page')
    expect(details?.attrs.open).toBeUndefined()
  })
})

describe('Pager, EditLink, VersionBadge, Breadcrumbs', () => {
  it('labels previous and next pages', () => {
    const root = parse(<Pager prev={{ label: 'Intro', href: '/a' }} next={{ label: 'Setup', href: '/b' }} />)
    expect(getByRole(root, 'link', { name: 'Previous Intro' }).attrs.href).toBe('/a')
    expect(getByRole(root, 'link', { name: 'Next Setup' }).attrs.href).toBe('/b')
    expect(renderToStaticMarkup(<Pager />)).toBe('')
  })

  it('links to the source for editing', () => {
    const root = parse(<EditLink href="https://github.com/x/edit/main/content/a.md" />)
    expect(getByRole(root, 'link', { name: 'Edit this page' }).attrs.href).toBe(
      'https://github.com/x/edit/main/content/a.md',
    )
  })

  it('shows the docs version', () => {
    expect(text(parse(<VersionBadge label="Next" />))).toBe('Version: Next')
  })

  it('starts with a home icon link and ends with the current page', () => {
    const root = parse(
      <Breadcrumbs homeHref="/" items={[{ label: 'Configuration', href: '/c' }, { label: 'Database' }]} />,
    )
    const nav = getByRole(root, 'navigation', { name: 'Breadcrumbs' })
    expect(getByRole(nav, 'link', { name: 'Home page' }).attrs.href).toBe('/')
    expect(getByRole(nav, 'link', { name: 'Configuration' }).attrs.href).toBe('/c')
    expect(getByText(nav, 'Database').attrs['aria-current']).toBe('page')
  })

  it('shows a category without a page of its own as text, not a link', () => {
    const items = [
      { label: 'Setup' },
      { label: 'Configuration', href: '/c' },
      { label: 'Setup' },
      { label: 'Database' },
    ]
    const nav = getByRole(parse(<Breadcrumbs homeHref="/" items={items} />), 'navigation', { name: 'Breadcrumbs' })
    expect(queryAllByRole(nav, 'link').map((link) => link.attrs.href)).toEqual(['/', '/c'])
    expect(byTag(nav, 'li').map((item) => text(item))).toEqual(['', 'Setup', 'Configuration', 'Setup', 'Database'])
    expect(getByText(nav, 'Database').attrs['aria-current']).toBe('page')
  })
})

describe('DocContent, AnnouncementBar, Footer', () => {
  it('places the page HTML in one markdown slot, untouched', () => {
    const html = '<h2 id="x">X</h2><p>a &amp; b</p>'
    expect(renderToStaticMarkup(<DocContent html={html} />)).toBe(`<div class="markdown">${html}</div>`)
  })

  it('shows the announcement with its colours and a close button', () => {
    const root = parse(
      <AnnouncementBar
        id="support_us"
        html="Hello <b>there</b>"
        backgroundColor="#F3E5FA"
        textColor="#091E42"
        closeable
      />,
    )
    const bar = byTag(root, 'div')[0]
    expect(bar?.attrs['data-announcement-bar']).toBe('support_us')
    expect(bar?.attrs.style).toContain('background-color:#F3E5FA')
    expect(getByRole(root, 'button', { name: 'Close announcement' }).attrs['data-announcement-close']).toBeDefined()
    expect(text(getByText(root, 'there'))).toBe('there')
  })

  it('renders footer groups with titles and the copyright', () => {
    const footer = chromeProps().footer
    if (!footer) throw new Error('fixture has a footer')
    const root = parse(<Footer {...footer} />)
    const info = getByRole(root, 'contentinfo')
    expect(info.attrs.class).toContain('footer-dark')
    expect(getByText(info, 'Docs').attrs.class).toBe('footer-title')
    expect(getByRole(info, 'link', { name: 'Discord' }).attrs.rel).toBe('noopener noreferrer')
    expect(getByText(info, 'Copyright © 2023 Example').tag).toBe('p')
  })

  it('links a footer logo as Docusaurus does: rel for another site, a new tab only when its target says', () => {
    const logo = { alt: 'Acme', src: '/img/logo.svg', srcDark: '/img/logo.svg' }
    const linkOf = (extra: { href: string; external?: boolean; target?: string }) =>
      getByRole(parse(<Footer style="light" groups={[]} logo={{ ...logo, ...extra }} />), 'link', { name: 'Acme' })
        .attrs
    const away = linkOf({ href: 'https://acme.test', external: true })
    expect(away).toMatchObject({ href: 'https://acme.test', rel: 'noopener noreferrer' })
    expect(away.target).toBeUndefined()
    expect(linkOf({ href: 'https://acme.test', external: true, target: '_blank' }).target).toBe('_blank')
    const home = linkOf({ href: '/' })
    expect(home.rel).toBeUndefined()
    expect(home.target).toBeUndefined()
  })
})
