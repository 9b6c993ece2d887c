// A Docusaurus config's `themeConfig` (navbar, footer, colour mode, announcement bar) mapped to ours.
import type { ConfigSources, NavbarItemSource } from '../navbar-schema.js'
import { mapPrism } from './map-markdown.js'
import type { PrismFound } from './map-prism.js'
import { isObject, type Obj, str } from './values.js'

/** What mapping `themeConfig` needs besides it: where to say what is not mapped, and the docs plugin docsgen builds. */
export interface ThemeConfigAt {
  note: (key: string) => void
  /** The `id` of the docs plugin docsgen builds (`'default'` unless its options say), undefined when it builds none. */
  docsPluginId?: string | undefined
}

/** What `mapThemeConfig` found besides what it put in `out`. */
export interface ThemeConfigFound {
  /** Where each mapped navbar item and footer link is in the config. */
  sources: ConfigSources
  /** `themeConfig.prism`'s themes and languages, finished with the Docusaurus version (`prismSettings`). */
  prism: PrismFound | undefined
}

/**
 * `themeConfig`: navbar, footer, announcement bar, colour mode, table of contents, live code
 * blocks, magic comments.
 */
export function mapThemeConfig(tc: Obj, out: Obj, at: ThemeConfigAt): ThemeConfigFound {
  const { note } = at
  let navbarSources: NavbarItemSource[] = []
  let footerSources: string[][] = []
  let prismFound: PrismFound | undefined
  for (const [key, value] of Object.entries(tc)) {
    const where = `themeConfig.${key}`
    switch (key) {
      case 'navbar':
        if (isObject(value)) {
          const navbar = mapNavbar(value, at)
          out.navbar = navbar.out
          navbarSources = navbar.sources
        }
        break
      case 'footer':
        if (isObject(value)) {
          const footer = mapFooter(value, note)
          out.footer = footer.out
          footerSources = footer.sources
        }
        break
      case 'announcementBar':
        if (isObject(value) && typeof value.id === 'string' && typeof value.content === 'string') {
          out.announcementBar = pick(value, ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable'])
        }
        break
      case 'colorMode':
        if (isObject(value)) {
          out.colorMode = pick(value, ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'])
          for (const k of Object.keys(value)) {
            if (!['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'].includes(k)) note(`${where}.${k}`)
          }
        }
        break
      case 'tableOfContents':
        if (isObject(value)) out.tableOfContents = pick(value, ['minHeadingLevel', 'maxHeadingLevel'])
        break
      case 'liveCodeBlock':
        if (isObject(value) && (value.playgroundPosition === 'top' || value.playgroundPosition === 'bottom')) {
          out.liveCodeBlock = { playgroundPosition: value.playgroundPosition }
        }
        break
      case 'image':
        // The site's social card: a path of the site (with or without its first `/`) or a URL.
        if (typeof value === 'string' && value !== '') out.image = value
        break
      case 'prism': {
        // Magic comments and the default language are Markdown settings (`markdown.magicComments`,
        // `markdown.defaultCodeLanguage`).
        const { prism, ...settings } = mapPrism(value, note)
        prismFound = prism
        if (Object.keys(settings).length > 0)
          out.markdown = { ...(isObject(out.markdown) ? out.markdown : {}), ...settings }
        break
      }
      case 'docs':
        // `docs.sidebar.hideable`, `autoCollapseCategories`: behaviours of Docusaurus's sidebar.
        if (isObject(value)) for (const k of Object.keys(value)) note(`${where}.${k}`)
        break
      default:
        if (value !== undefined) note(where)
    }
  }
  return { sources: { navbar: navbarSources, footer: footerSources }, prism: prismFound }
}

/** The keys of `value` among `keys` whose values are not undefined. */
function pick(value: Obj, keys: readonly string[]): Obj {
  const out: Obj = {}
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key]
  return out
}

/** A navbar item mapped, and where it is in the config (with its dropdown's items). */
interface MappedItem {
  value: Obj
  source: NavbarItemSource
}

function mapNavbar(navbar: Obj, at: ThemeConfigAt): { out: Obj; sources: NavbarItemSource[] } {
  const { note } = at
  const out: Obj = {}
  if (typeof navbar.title === 'string') out.title = navbar.title
  if (typeof navbar.hideOnScroll === 'boolean') out.hideOnScroll = navbar.hideOnScroll
  const logo = isObject(navbar.logo) ? navbar.logo : undefined
  if (logo && typeof logo.src === 'string') {
    out.logo = {
      alt: str(logo.alt) ?? '',
      src: logo.src,
      ...(typeof logo.srcDark === 'string' ? { srcDark: logo.srcDark } : {}),
    }
  }
  const items = Array.isArray(navbar.items) ? navbar.items : []
  // Items docsgen places itself or leaves out are dropped: the sources keep the config's indexes.
  const mapped = items.flatMap((item, i) => mapNavbarItem(item, `themeConfig.navbar.items[${i}]`, at))
  out.items = mapped.map((item) => item.value)
  // Docusaurus shows the version and language menus only where the navbar has their items.
  const has = (type: string) => items.some((item) => isObject(item) && item.type === type)
  out.versionMenu = has('docsVersionDropdown')
  out.localeMenu = has('localeDropdown')
  for (const key of Object.keys(navbar)) {
    if (!['title', 'hideOnScroll', 'logo', 'items'].includes(key)) note(`themeConfig.navbar.${key}`)
  }
  return { out, sources: mapped.map((item) => item.source) }
}

/** One navbar item: a link, a doc (`docId`), a sidebar's first doc (`sidebarId`), a dropdown of those. */
function mapNavbarItem(item: unknown, where: string, at: ThemeConfigAt): MappedItem[] {
  const { note } = at
  const one = (value: Obj): MappedItem[] => [{ value, source: { path: where } }]
  if (!isObject(item)) return []
  const type = str(item.type) ?? 'default'
  const position = item.position === 'right' ? 'right' : 'left'
  const label =
    str(item.label) ??
    str(item.html)
      ?.replace(/<[^>]*>/g, '')
      .trim()
  const common: Obj = {
    position,
    ...(typeof item.className === 'string' ? { className: item.className } : {}),
    ...(typeof item['aria-label'] === 'string' ? { ariaLabel: item['aria-label'] } : {}),
  }
  switch (type) {
    case 'default': {
      const to = sitePath(str(item.to))
      const href = str(item.href)
      if (!label || (!to && !href)) break
      const activeBase = str(item.activeBasePath)
      return one({
        ...common,
        label,
        ...(to ? { to } : { href }),
        ...(activeBase ? { activeMatch: `/${activeBase.replace(/^\/+|\/+$/g, '')}/:rest*` } : {}),
      })
    }
    case 'doc':
      if (typeof item.docId !== 'string') break
      return one({ ...common, label: label ?? item.docId, docId: item.docId })
    case 'docSidebar':
      if (typeof item.sidebarId !== 'string') break
      return one({ ...common, label: label ?? item.sidebarId, sidebarId: item.sidebarId })
    case 'dropdown': {
      const inner = Array.isArray(item.items) ? item.items : []
      // Its links as items of their own, without what only a navbar item has (a place, an aria-label).
      const links = inner.flatMap((child, i): MappedItem[] =>
        isObject(child) && child.type === 'html' && typeof child.value === 'string'
          ? [{ value: htmlItem(child.value, child.className), source: { path: `${where}.items[${i}]` } }]
          : mapNavbarItem(child, `${where}.items[${i}]`, at).map(({ value, source }) => {
              const { position: _p, ariaLabel: _a, ...link } = value
              return { value: link, source }
            }),
      )
      if (!label || !links.some((link) => !('html' in link.value))) break
      return [
        {
          value: { ...common, label, items: links.map((link) => link.value) },
          source: { path: where, items: links.map((link) => link.source.path) },
        },
      ]
    }
    case 'docsVersion': {
      // The main doc of the version shown, labelled with its label (see the navbar schema's
      // `docsVersion`); `docsPluginId` naming a docs plugin docsgen does not build leads nowhere.
      const plugin = str(item.docsPluginId) ?? at.docsPluginId
      if (plugin === undefined || plugin !== at.docsPluginId) {
        note(`${where} (type "docsVersion": ${plugin ? `docs plugin "${plugin}" not built` : 'no docs built'})`)
        return []
      }
      const to = str(item.to)
      const external = to !== undefined && /^[a-z][a-z+.-]*:/i.test(to)
      return one({
        ...common,
        docsVersion: true,
        ...(label ? { label } : {}),
        ...(to === undefined ? {} : external ? { href: to } : { to: sitePath(to) }),
      })
    }
    case 'html':
      if (typeof item.value !== 'string') break
      return one({ ...htmlItem(item.value, item.className), position })
    case 'search':
    case 'docsVersionDropdown':
    case 'localeDropdown':
      // docsgen's search box, version menu and language menu have their own places in the navbar.
      return []
  }
  note(`${where}${type === 'default' ? '' : ` (type "${type}")`}`)
  return []
}

/** An item of raw HTML (a dropdown's `{ type: 'html', value }`, a footer's `{ html }`). */
function htmlItem(html: string, className: unknown): Obj {
  return { html, ...(typeof className === 'string' ? { className } : {}) }
}

function mapFooter(footer: Obj, note: (key: string) => void): { out: Obj; sources: string[][] } {
  const out: Obj = {}
  const sources: string[][] = []
  if (footer.style === 'dark' || footer.style === 'light') out.style = footer.style
  if (typeof footer.copyright === 'string') out.copyright = footer.copyright
  const links = Array.isArray(footer.links) ? footer.links : []
  // A link (`label` with `to` or `href`) or HTML; anything else is noted where it is.
  const link = (item: unknown, where: string): Obj[] => {
    if (isObject(item) && typeof item.html === 'string') return [htmlItem(item.html, item.className)]
    const label = isObject(item) ? str(item.label) : undefined
    const to = isObject(item) ? sitePath(str(item.to)) : undefined
    const href = isObject(item) ? str(item.href) : undefined
    // `to` with a full URL is an external link in Docusaurus too.
    if (label && to && !/^[a-z]+:/i.test(to)) return [{ label, to }]
    const target = href ?? to
    if (label && target) return [{ label, href: target }]
    note(where)
    return []
  }
  // A column's links, each with where it was written (links left out are not counted).
  const linksOf = (items: unknown[], where: string) => {
    const column: string[] = []
    sources.push(column)
    return items.flatMap((item, i) => {
      const mapped = link(item, `${where}[${i}]`)
      if (mapped.length > 0) column.push(`${where}[${i}]`)
      return mapped
    })
  }
  if (links.every(isObject) && links.some((g) => isObject(g) && Array.isArray(g.items))) {
    out.links = links.flatMap((group, g) =>
      isObject(group) && Array.isArray(group.items)
        ? [{ title: str(group.title) ?? '', items: linksOf(group.items, `themeConfig.footer.links[${g}].items`) }]
        : [],
    )
  } else if (links.length > 0) out.links = [{ title: '', items: linksOf(links, 'themeConfig.footer.links') }]
  const logo = isObject(footer.logo) ? footer.logo : undefined
  if (logo && typeof logo.src === 'string') {
    const mapped: Obj = {}
    for (const [key, value] of Object.entries(logo)) {
      const size = key === 'width' || key === 'height' ? Number(value) : Number.NaN
      if (['src', 'srcDark', 'alt', 'href', 'target'].includes(key) && typeof value === 'string') mapped[key] = value
      // Docusaurus takes a size as a number or a string of one (`'128'`).
      else if (size > 0) mapped[key] = size
      else if (value !== undefined) note(`themeConfig.footer.logo.${key}`)
    }
    out.logo = mapped
  } else if (footer.logo !== undefined) note('themeConfig.footer.logo')
  for (const key of Object.keys(footer)) {
    if (!['style', 'copyright', 'links', 'logo'].includes(key)) note(`themeConfig.footer.${key}`)
  }
  return { out, sources }
}

/**
 * A navbar or footer `to` as a path of the site: Docusaurus puts the base URL before it, so
 * `docs/intro` is `/docs/intro` (as the home page would resolve it); full URLs stay as they are.
 */
function sitePath(to: string | undefined): string | undefined {
  if (to === undefined || to.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(to)) return to
  return `/${to.replace(/^\.\//, '')}`
}
