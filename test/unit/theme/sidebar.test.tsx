import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { InfimaClassesProvider } from '../../../theme/infima-classes.js'
import { activePathOf, Sidebar, type SidebarCategoryItem, type SidebarItem } from '../../../theme/Sidebar.js'
import { prerenderSidebar } from '../../../theme/sidebar-cache.js'
import { byTag, type Element, getByRole, parseHtml, queryAllByRole, text } from './dom.js'
import { sidebarItems } from './fixtures.js'

function renderSidebar(activeHref: string, items = sidebarItems()) {
  return parseHtml(renderToStaticMarkup(<Sidebar items={items} activeHref={activeHref} />))
}

/** A category's label: its summary text, or (a category with its own page) the link before it. */
const summaryLabel = (details: Element): string => {
  const own = text(byTag(details, 'summary')[0] as Element).trim()
  if (own) return own
  const link = details.parent?.children.find((c): c is Element => 'tag' in c && c.tag === 'a')
  return link ? text(link) : ''
}

describe('Sidebar', () => {
  it('marks the current page and opens every category above it', () => {
    const root = renderSidebar('/dev-docs/configurations/database')
    const nav = getByRole(root, 'navigation', { name: 'Docs sidebar' })
    const current = queryAllByRole(nav, 'link').filter((a) => a.attrs['aria-current'] === 'page')
    expect(current.map(text)).toEqual(['Database'])
    const ancestors: string[] = []
    for (let el = current[0]?.parent; el; el = el.parent) {
      if (el.tag === 'details') {
        expect(el.attrs.open).toBeDefined()
        ancestors.push(summaryLabel(el))
      }
    }
    expect(ancestors).toEqual(['Required configurations', 'Configuration'])
  })

  it('keeps the initial state of categories away from the current page', () => {
    const root = renderSidebar('/dev-docs/configurations/database')
    const byLabel = new Map(byTag(root, 'details').map((d) => [summaryLabel(d), d]))
    expect(byLabel.get('🚀 Getting Started')?.attrs.open).toBeDefined()
    expect(byLabel.get('Deployment')?.attrs.open).toBeUndefined()
  })

  it('keeps the link of a category with its own page outside the summary toggle', () => {
    const root = renderSidebar('/dev-docs/configurations')
    const link = getByRole(root, 'link', { name: 'Configuration' })
    // Interactive controls must not nest: the link sits beside the <details>, whose summary is the toggle.
    expect(link.parent?.tag).toBe('li')
    const details = link.parent?.children.find((c): c is Element => 'tag' in c && c.tag === 'details')
    expect(byTag(details as Element, 'summary')[0]?.attrs['aria-label']).toBe('Configuration: show or hide its pages')
    expect(byTag(details as Element, 'a').some((a) => a === link)).toBe(false)
    expect(link.attrs['aria-current']).toBe('page')
    expect(details && 'tag' in details ? details.attrs.open : undefined).toBeDefined()
  })

  it('renders a category that cannot collapse as a plain group', () => {
    const root = renderSidebar('/x', [
      {
        type: 'category',
        label: 'Fixed',
        collapsible: false,
        collapsed: true,
        items: [{ type: 'link', label: 'A', href: '/a' }],
      },
    ])
    expect(byTag(root, 'details')).toHaveLength(0)
    expect(getByRole(root, 'link', { name: 'A' }).attrs.href).toBe('/a')
  })

  it('marks external links and offers a collapse button for the client script', () => {
    const root = renderSidebar('/')
    const external = getByRole(root, 'link', { name: 'Strapi Cloud' })
    expect(external.attrs.rel).toBe('noopener noreferrer')
    expect(getByRole(root, 'button', { name: 'Collapse sidebar' }).attrs['data-sidebar-hide']).toBeDefined()
  })

  it('gives the same markup with the per-category cache as without it', () => {
    const items = sidebarItems()
    for (const active of ['/dev-docs/configurations/database', '/', '/dev-docs/deployment/heroku', '/nowhere']) {
      const plain = renderToStaticMarkup(<Sidebar items={items} activeHref={active} />)
      const prerendered = prerenderSidebar(items, active)
      const cached = renderToStaticMarkup(<Sidebar items={items} activeHref={active} prerendered={prerendered} />)
      expect(cached).toBe(plain)
    }
    // Only categories off the active path are taken from the cache.
    const map = prerenderSidebar(items, '/dev-docs/configurations/database')
    expect([...map.keys()].map((item) => item.label)).toEqual(['🚀 Getting Started', 'Deployment'])
  })

  it("gives the same markup with the cache as without it with Infima's class names, and keeps them apart", () => {
    const items = sidebarItems()
    // With Infima's class names (a Docusaurus site), categories cached for a page without them are not reused.
    const active = '/dev-docs/configurations/database'
    const withoutClasses = prerenderSidebar(items, active)
    const infima = (sidebar: ReactElement) =>
      renderToStaticMarkup(<InfimaClassesProvider on={true}>{sidebar}</InfimaClassesProvider>)
    const plain = infima(<Sidebar items={items} activeHref={active} />)
    const cached = infima(
      <Sidebar
        items={items}
        activeHref={active}
        prerendered={prerenderSidebar(items, active, { infimaClasses: true })}
      />,
    )
    expect(cached).toBe(plain)
    expect(cached).toContain(
      'class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item"',
    )
    expect(cached).toContain('theme-doc-sidebar-item-link-level-3')
    expect([...withoutClasses.values()].join('')).not.toContain('menu__')
  })

  it("caches a category shown at two depths apart when Infima's class names name the depth", () => {
    const shared = sidebarItems().find((item) => item.type === 'category' && item.label === 'Deployment')
    if (shared?.type !== 'category') throw new Error('no Deployment category')
    // Inside a category on the page's path, beside the page: rendered from the cache there.
    const active = '/outer/page'
    const outer: SidebarItem = {
      type: 'category',
      label: 'Outer',
      collapsible: true,
      collapsed: false,
      items: [{ type: 'link', label: 'Page', href: active }, shared],
    }
    const infima = (sidebar: ReactElement) =>
      renderToStaticMarkup(<InfimaClassesProvider on={true}>{sidebar}</InfimaClassesProvider>)
    // The category cached at the top level first (depth 1) ...
    prerenderSidebar([shared], active, { infimaClasses: true })
    // ... then inside another (depth 2): its markup is its own there, as rendered without the cache.
    const cached = infima(
      <Sidebar
        items={[outer]}
        activeHref={active}
        prerendered={prerenderSidebar([outer], active, { infimaClasses: true })}
      />,
    )
    expect(cached).toBe(infima(<Sidebar items={[outer]} activeHref={active} />))
    expect(cached).toContain('theme-doc-sidebar-item-category-level-2')
  })

  it('in a very large sidebar, leaves out the items of collapsed categories with their own page', () => {
    const items = sidebarItems()
    const lazy = (active: string) => parseHtml(renderToStaticMarkup(<Sidebar items={items} activeHref={active} lazy />))
    // Away from Configuration: its items are left out; the toggle opens its page (no JS needed).
    const away = lazy('/dev-docs/deployment/heroku')
    expect(queryAllByRole(away, 'link', { name: 'Database' })).toEqual([])
    const toggle = getByRole(away, 'link', { name: 'Configuration: show its pages' })
    expect(toggle.attrs.href).toBe('/dev-docs/configurations')
    expect(toggle.attrs['data-sidebar-load']).toBeDefined()
    // A category without a page of its own keeps its items (nothing could load them).
    expect(getByRole(away, 'link', { name: 'Heroku' }).attrs['aria-current']).toBe('page')
    expect(getByRole(away, 'link', { name: 'Quick Start Guide' })).toBeDefined()
    // On the path to the current page, everything is there, open.
    const inside = lazy('/dev-docs/configurations/database')
    expect(getByRole(inside, 'link', { name: 'Database' }).attrs['aria-current']).toBe('page')
    expect(queryAllByRole(inside, 'link', { name: 'Configuration: show its pages' })).toEqual([])
    // The category's own page holds its items: that is where the client script loads them from.
    expect(getByRole(lazy('/dev-docs/configurations'), 'link', { name: 'Server' })).toBeDefined()
    // The per-category cache gives the same markup.
    for (const active of ['/dev-docs/deployment/heroku', '/dev-docs/configurations/database']) {
      const prerendered = prerenderSidebar(items, active, { lazy: true })
      expect(renderToStaticMarkup(<Sidebar items={items} activeHref={active} prerendered={prerendered} lazy />)).toBe(
        renderToStaticMarkup(<Sidebar items={items} activeHref={active} lazy />),
      )
    }
  })
})

describe('activePathOf', () => {
  const link = (href: string): SidebarItem => ({ type: 'link', label: href, href })
  const category = (label: string, items: SidebarItem[], href?: string): SidebarCategoryItem => ({
    type: 'category',
    label,
    collapsible: true,
    collapsed: true,
    items,
    ...(href === undefined ? {} : { href }),
  })

  /** The walk it replaces: depth first, the first match in document order. */
  function reference(items: readonly SidebarItem[], href: string, path: SidebarCategoryItem[] = []): boolean {
    for (const item of items) {
      if (item.type === 'link') {
        if (item.href === href) return true
        continue
      }
      if (item.type === 'html') continue
      path.push(item)
      if (item.href === href || reference(item.items, href, path)) return true
      path.pop()
    }
    return false
  }

  it('finds the categories above a page, or the category itself for its own page, first match winning', () => {
    const inner = category('Inner', [link('/a/b/c'), link('/dup')], '/a/b')
    const outer = category('Outer', [link('/a/x'), inner, category('Empty', [])], '/a')
    const later = category('Later', [link('/dup'), link('/a/b')])
    const items: SidebarItem[] = [link('/'), outer, later, link('/external')]
    for (const href of ['/', '/a', '/a/x', '/a/b', '/a/b/c', '/dup', '/external', '/missing', '']) {
      const path: SidebarCategoryItem[] = []
      reference(items, href, path)
      expect(activePathOf(items, href), href).toEqual(path)
    }
    expect(activePathOf(items, '/a/b/c')).toEqual([outer, inner])
    expect(activePathOf(items, '/dup')).toEqual([outer, inner])
    expect(activePathOf(items, '/missing')).toEqual([])
  })

  it('matches the walk on the fixture sidebar, for every href in it', () => {
    const items = sidebarItems()
    const hrefs: string[] = []
    const collect = (level: readonly SidebarItem[]): void => {
      for (const item of level) {
        if (item.type !== 'html' && item.href !== undefined) hrefs.push(item.href)
        if (item.type === 'category') collect(item.items)
      }
    }
    collect(items)
    expect(hrefs.length).toBeGreaterThan(5)
    for (const href of hrefs) {
      const path: SidebarCategoryItem[] = []
      reference(items, href, path)
      expect(activePathOf(items, href), href).toEqual(path)
    }
  })
})
