import { describe, expect, it } from 'vitest'
import { INFIMA_CLASSES } from '../../theme/infima-classes.js'
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js'
import { closest, type Element, findAll, getByRole, getByText, parseHtml, text } from '../unit/theme/dom.js'

// Issue 25: a Docusaurus site's own CSS (customCss) is written against the class names Docusaurus's
// classic theme gives its parts (Infima's `navbar__link`, `menu__link`, the theme's
// `theme-doc-markdown`, …). On a Docusaurus site the theme's parts carry them beside its own; a
// docsgen site's pages stay as they were.

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'acme-docs', dependencies: { '@docusaurus/core': '2.4.3' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Acme Docs',
  url: 'https://docs.acme.test',
  baseUrl: '/',
  presets: [['classic', {
    docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js'), editUrl: 'https://github.com/acme/docs/edit/main/' },
    blog: false,
    theme: { customCss: require.resolve('./src/css/custom.css') },
  }]],
  themeConfig: {
    announcementBar: { id: 'v2', content: 'Version 2 is out' },
    navbar: {
      items: [
        { type: 'doc', docId: 'intro', position: 'left', label: 'Guides' },
        { type: 'dropdown', label: 'More', items: [{ label: 'Blog', href: 'https://blog.acme.test' }] },
        { href: 'https://acme.test', label: 'Home site', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [{ title: 'Docs', items: [{ label: 'Setup', to: '/setup' }] }],
      copyright: 'Copyright Acme',
    },
  },
};
`,
  'sidebars.js': `module.exports = {
  docs: [
    'intro',
    { type: 'category', label: 'Setup', link: { type: 'doc', id: 'setup/index' }, items: ['setup/install'] },
    { type: 'category', label: 'Reference', collapsed: true, items: ['reference/cli'] },
    { type: 'category', label: 'Tutorials', link: { type: 'generated-index', description: 'Every guide.' }, items: ['guides/one'] },
    { type: 'category', label: 'Extras', link: { type: 'doc', id: 'extras/index' }, items: ['extras/more'] },
  ],
};
`,
  'src/css/custom.css': '.navbar__link--active { font-weight: 700; }\n',
  'docs/intro.md':
    '# Introduction\n\nWelcome.\n\n:::tip\n\nA tip.\n\n:::\n\n## First steps\n\nStart here.\n\n## Next steps\n\nGo on.\n',
  'docs/setup/index.md': '# Setup\n\nSetting up.\n\n<DocCardList />\n',
  'docs/extras/index.md': '# All the extras\n\nWhat else there is.\n',
  'docs/extras/more.md': '# More\n\nAnd more.\n',
  'docs/guides/one.md': '---\ndescription: The first guide.\nsidebar_label: First guide\n---\n\n# One\n\nA guide.\n',
  'docs/setup/install.md': '# Install\n\nRun the installer.\n\n## Check\n\nIt runs.\n',
  'docs/reference/cli.md': '# CLI\n\nThe commands.\n',
}

/** The class names of an element, as a list. */
function classesOf(el: Element | undefined): string[] {
  return (el?.attrs.class ?? '').split(/\s+/).filter(Boolean)
}

/** Docusaurus's class names a Docusaurus site's pages get besides the map's (cards, admonitions). */
const MARKUP_CLASSES = ['row', 'col', 'col--6', 'card', 'padding--lg', 'margin-bottom--lg', 'text--truncate']
const ADMONITION_CLASSES = ['theme-admonition', 'theme-admonition-tip', 'alert', 'alert--success']

/** Every class name Infima's map can give (sidebar levels 1 to 4), and those of the markup above. */
function infimaClassNames(): Set<string> {
  const names = new Set<string>([...MARKUP_CLASSES, ...ADMONITION_CLASSES])
  for (const value of Object.values(INFIMA_CLASSES)) {
    const lists = typeof value === 'string' ? [value] : [1, 2, 3, 4].map((level) => value(level))
    for (const list of lists) for (const name of list.split(' ')) names.add(name)
  }
  return names
}

/** The class names used on the built HTML pages. */
function classesOnPages(build: FixtureBuild): Set<string> {
  const names = new Set<string>()
  for (const [outPath] of build.writer.files) {
    if (!outPath.endsWith('.html')) continue
    for (const el of findAll(parseHtml(build.file(outPath)), () => true))
      for (const name of classesOf(el)) names.add(name)
  }
  return names
}

describe("Infima's class names on the theme's parts", () => {
  it("give a Docusaurus site's pages the classic theme's class names where the server knows the state", async () => {
    const build = await buildFixture(SITE)
    expect(build.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    const page = parseHtml(build.file('setup/install/index.html'))

    // Navbar: the bar, its lists, its links (the doc's area active), the dropdown.
    const navbar = findAll(page, (el) => el.tag === 'header')[0]
    expect(classesOf(navbar)).toEqual(['navbar', 'navbar--fixed-top'])
    const inner = getByRole(page, 'navigation', { name: 'Main' })
    expect(classesOf(inner)).toContain('navbar__inner')
    const lists = findAll(inner, (el) => classesOf(el).includes('navbar__items'))
    expect(lists.map(classesOf)).toEqual([
      ['navbar-items', 'navbar__items'],
      ['navbar-items', 'navbar-items-right', 'navbar__items', 'navbar__items--right'],
    ])
    expect(classesOf(getByRole(page, 'link', { name: 'Guides' }))).toEqual([
      'navbar-link',
      'navbar__item',
      'navbar__link',
    ])
    expect(classesOf(getByRole(page, 'link', { name: 'Home site' }))).toEqual(
      expect.arrayContaining(['navbar__item', 'navbar__link']),
    )
    const more = getByText(page, 'More')
    expect(classesOf(more)).toEqual(['navbar-link', 'navbar__link'])
    expect(classesOf(closest(more, (el) => el.tag === 'details'))).toEqual([
      'navbar-dropdown',
      'navbar__item',
      'dropdown',
      'dropdown--hoverable',
    ])
    expect(classesOf(getByRole(page, 'link', { name: 'Blog' }))).toEqual(['dropdown-link', 'dropdown__link'])

    // Sidebar: levels, Infima's menu, category labels; the current page's link `menu__link--active`,
    // which the list names for the client script to move with aria-current.
    const sidebar = getByRole(page, 'navigation', { name: 'Docs sidebar' })
    expect(classesOf(sidebar)).toEqual(['sidebar-menu', 'menu'])
    expect(sidebar.attrs['data-current-class']).toBe('menu__link--active')
    expect(classesOf(closest(sidebar, (el) => classesOf(el).includes('sidebar')))).toContain(
      'theme-doc-sidebar-container',
    )
    expect(classesOf(sidebar.children[0] as Element)).toEqual(['theme-doc-sidebar-menu', 'menu__list'])
    const intro = getByRole(sidebar, 'link', { name: 'Introduction' })
    expect(classesOf(intro)).toEqual(['menu__link'])
    expect(classesOf(intro.parent)).toEqual([
      'theme-doc-sidebar-item-link',
      'theme-doc-sidebar-item-link-level-1',
      'menu__list-item',
    ])
    const install = getByRole(sidebar, 'link', { name: 'Install' })
    expect(install.attrs['aria-current']).toBe('page')
    expect(classesOf(install)).toEqual(['menu__link', 'menu__link--active'])
    expect(classesOf(install.parent)).toContain('theme-doc-sidebar-item-link-level-2')
    // A category, in Docusaurus's markup: its label (active: it holds the page) and caret button
    // in a box, its list after them.
    const setup = getByRole(sidebar, 'link', { name: 'Setup' })
    expect(classesOf(setup)).toEqual(['menu__link', 'menu__link--sublist', 'menu__link--active'])
    // A page link, not a toggle (the caret button is): no aria-expanded.
    expect(setup.attrs['aria-expanded']).toBeUndefined()
    expect(setup.attrs['aria-current']).toBeUndefined()
    expect(classesOf(setup.parent)).toEqual(['menu__list-item-collapsible'])
    const caret = getByRole(sidebar, 'button', { name: "Toggle the collapsible sidebar category 'Setup'" })
    expect(classesOf(caret)).toEqual(['clean-btn', 'menu__caret'])
    expect(caret.attrs['aria-expanded']).toBe('true')
    expect(caret.parent).toBe(setup.parent)
    const setupItem = setup.parent?.parent as Element
    expect(classesOf(setupItem)).toEqual([
      'theme-doc-sidebar-item-category',
      'theme-doc-sidebar-item-category-level-1',
      'menu__list-item',
    ])
    expect(findAll(setupItem, (el) => el.tag === 'details')).toEqual([])
    const setupList = setupItem.children.find((child): child is Element => 'tag' in child && child.tag === 'ul')
    expect(classesOf(setupList as Element)).toEqual(['menu__list'])
    expect((setupList as Element).attrs.hidden).toBeUndefined()
    // A category away from the current page comes from the per-category cache, with the classes too.
    const reference = getByText(sidebar, 'Reference')
    expect(classesOf(reference)).toEqual(['menu__link', 'menu__link--sublist', 'menu__link--sublist-caret'])
    expect(classesOf(closest(reference, (el) => el.tag === 'li'))).toContain('theme-doc-sidebar-item-category-level-1')
    expect(classesOf(getByRole(sidebar, 'link', { name: 'CLI' }).parent)).toContain(
      'theme-doc-sidebar-item-link-level-2',
    )

    // The doc: breadcrumbs (the last one active), body, footer and edit link, TOC, pager.
    const crumbs = getByRole(page, 'navigation', { name: 'Breadcrumbs' })
    expect(classesOf(crumbs)).toEqual(['breadcrumbs', 'theme-doc-breadcrumbs'])
    const crumbItems = findAll(crumbs, (el) => el.tag === 'li')
    expect(crumbItems.map(classesOf)).toEqual([
      ['breadcrumbs__item'],
      ['breadcrumbs__item'],
      ['breadcrumbs__item', 'breadcrumbs__item--active'],
    ])
    expect(classesOf(getByRole(crumbs, 'link', { name: 'Setup' }))).toEqual(['breadcrumbs__link'])
    expect(classesOf(getByText(crumbs, 'Install'))).toEqual(['breadcrumbs__link'])
    expect(findAll(page, (el) => classesOf(el).includes('markdown')).map(classesOf)).toEqual([
      ['theme-doc-markdown', 'markdown'],
    ])
    expect(classesOf(getByRole(page, 'link', { name: 'Edit this page' }))).toEqual([
      'edit-link',
      'theme-edit-this-page',
    ])
    expect(findAll(page, (el) => el.tag === 'footer').map(classesOf)).toEqual([
      ['doc-footer', 'theme-doc-footer'],
      ['footer', 'footer-dark', 'footer--dark'],
    ])
    const toc = getByRole(page, 'navigation', { name: 'On this page' })
    expect(classesOf(toc.parent)).toContain('theme-doc-toc-desktop')
    // The section being read is the client script's to mark, with the class the list names.
    expect(toc.attrs['data-current-class']).toBe('table-of-contents__link--active')
    expect(classesOf(toc.children[0] as Element)).toEqual(['table-of-contents', 'table-of-contents__left-border'])
    expect(classesOf(getByRole(toc, 'link', { name: 'Check' }))).toEqual(['table-of-contents__link', 'toc-highlight'])
    const pager = getByRole(page, 'navigation', { name: 'Docs pages' })
    expect(classesOf(pager)).toEqual(['pager', 'pagination-nav'])
    expect(classesOf(getByRole(pager, 'link', { name: /Setup/ }))).toEqual([
      'pager-link',
      'pager-prev',
      'pagination-nav__link',
      'pagination-nav__link--prev',
    ])

    // Around the page and its TOC, Docusaurus's `.container` (which sites scope rules to).
    expect(classesOf(getByRole(page, 'main'))).toContain('container')

    // The footer and the announcement bar.
    expect(classesOf(getByText(page, 'Docs'))).toEqual(['footer-title', 'footer__title'])
    const footerLink = findAll(page, (el) => classesOf(el).includes('footer-link'))[0]
    expect(classesOf(footerLink)).toEqual(['footer-link', 'footer__link-item'])
    expect(classesOf(footerLink?.parent)).toEqual(['footer__item'])
    expect(classesOf(getByText(page, 'Copyright Acme'))).toEqual(['footer-copyright', 'footer__copyright'])
    expect(classesOf(findAll(page, (el) => 'data-announcement-bar' in el.attrs)[0])).toEqual([
      'announcement-bar',
      'theme-announcement-bar',
    ])
  })

  it("give the cards of DocCardList and of a generated index page Docusaurus's markup", async () => {
    const build = await buildFixture(SITE)
    /** Each card of a page: the classes down its path, its title and description. */
    const cardsOf = (file: string) => {
      const page = parseHtml(build.file(file))
      const row = findAll(page, (el) => el.tag === 'section' && classesOf(el).includes('row'))
      expect(row).toHaveLength(1)
      return findAll(row[0] as Element, (el) => el.tag === 'article').map((article) => {
        const link = findAll(article, (el) => el.tag === 'a')[0] as Element
        const [title, description] = findAll(link, (el) => el.tag === 'h2' || el.tag === 'p')
        return {
          article: classesOf(article),
          link: classesOf(link),
          href: link.attrs.href,
          title: [classesOf(title), title?.attrs.title, title ? text(title) : undefined],
          description: [classesOf(description), description ? text(description) : undefined],
        }
      })
    }
    const card = (href: string, title: string, description: string) => ({
      article: ['col', 'col--6', 'margin-bottom--lg'],
      link: ['doc-card', 'card', 'padding--lg'],
      href,
      title: [['doc-card-title', 'text--truncate'], title.replace(/^\S+ /, ''), title],
      description: [['doc-card-description', 'text--truncate'], description],
    })
    // <DocCardList /> on the page of the Setup category: its item.
    expect(cardsOf('setup/index.html')).toEqual([card('/setup/install', '📄️ Install', 'Run the installer.')])
    // The generated index page of the Tutorials category.
    expect(cardsOf('category/tutorials/index.html')).toEqual([
      card('/guides/one', '📄️ First guide', 'The first guide.'),
    ])
  })

  it('name the page in the breadcrumbs as the sidebar does, as Docusaurus does', async () => {
    const build = await buildFixture(SITE)
    const crumbs = getByRole(parseHtml(build.file('guides/one/index.html')), 'navigation', { name: 'Breadcrumbs' })
    const items = findAll(crumbs, (el) => el.tag === 'li').map((el) => text(el).trim())
    expect(items.slice(-2)).toEqual(['Tutorials', 'First guide'])
    // A category's own page: named as the category.
    const own = getByRole(parseHtml(build.file('extras/index.html')), 'navigation', { name: 'Breadcrumbs' })
    expect(
      findAll(own, (el) => el.tag === 'li')
        .map((el) => text(el).trim())
        .slice(-1),
    ).toEqual(['Extras'])
  })

  it("leave a docsgen site's pages without them", async () => {
    const infima = infimaClassNames()
    const docusaurus = [...classesOnPages(await buildFixture(SITE))].filter((name) => infima.has(name))
    // The probe finds them where they belong…
    expect(docusaurus).toEqual(
      expect.arrayContaining(['navbar__link', 'menu__link', 'theme-doc-markdown', 'card', 'theme-admonition']),
    )
    // …and none on our own fixture site, whose pages have the same parts.
    const own = classesOnPages(await buildFixture('basic'))
    expect(own).toContain('navbar-link')
    expect([...own].filter((name) => infima.has(name))).toEqual([])
  })
})
