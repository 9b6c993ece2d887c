import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { toPosix } from '../../files/index.js'

type Obj = Record<string, unknown>

export function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined)

/** Keys of a Docusaurus config that only concern deploying or Docusaurus itself: dropped without a note. */
const QUIET_TOP = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'customFields',
  'baseUrlIssueBanner',
  'future',
  'trailingSlash',
])

/** The docs plugin's options that only concern Docusaurus's own build. */
const QUIET_DOCS = new Set(['include', 'id'])

/** What a Docusaurus config maps to. */
export interface MappedConfig {
  /** A `site.config.ts`-shaped object (validated by the schema afterwards). */
  config: Obj
  /** Keys docsgen does not read (`plugins[2] "plugin-image-zoom"`, `themeConfig.algolia`). */
  unmapped: string[]
  /** The docs plugin's `sidebarPath` (absolute), `false` for none, undefined for the default. */
  sidebarPath: string | false | undefined
  /** The docs folder, relative to the site root. */
  docsDir: string
  /** Whether the live code block theme is on (docsgen's live code blocks are always on). */
  liveCodeBlock: boolean
}

/** Presets and plugins by the names Docusaurus resolves them from. */
function isNamed(name: string, short: string, full: string): boolean {
  return name === short || name === full || name === `docusaurus-${short}` || name === `@docusaurus/${short}`
}

/** `[name, options]`, `name`, or a function (an inline plugin), as presets, plugins and themes are written. */
function entryOf(value: unknown): { name: string | undefined; options: unknown } {
  if (typeof value === 'string') return { name: value, options: undefined }
  if (Array.isArray(value)) return { name: str(value[0]), options: value[1] }
  return { name: undefined, options: undefined }
}

/**
 * Map a Docusaurus config (the evaluated object) to docsgen's. What docsgen cannot use is listed
 * in `unmapped` by key, for one note; nothing here throws on a shape it does not know.
 */
export function mapDocusaurusConfig(dc: Obj, rootDir: string): MappedConfig {
  const out: Obj = {}
  const unmapped: string[] = []
  const note = (key: string): void => {
    unmapped.push(key)
  }
  let docsOptions: Obj | undefined
  let docsWhere = 'docs'
  let docsDisabled = false
  let liveCodeBlock = false
  const openapi: Obj[] = []

  for (const [key, value] of Object.entries(dc)) {
    switch (key) {
      case 'title':
      case 'tagline':
      case 'favicon':
      case 'noIndex':
      case 'titleDelimiter':
        if (value !== undefined) out[key] = value
        break
      case 'url':
        if (typeof value === 'string') out.url = value.replace(/\/+$/, '')
        break
      case 'baseUrl':
        if (typeof value === 'string') out.baseUrl = `/${value.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')
        break
      case 'onBrokenLinks':
      case 'onBrokenMarkdownLinks':
      case 'onDuplicateRoutes':
        if (typeof value === 'string') out[key] = value === 'log' ? 'warn' : value
        break
      case 'i18n':
        if (isObject(value)) out.i18n = mapI18n(value, note)
        break
      case 'staticDirectories':
        if (Array.isArray(value)) out.staticDirs = value.filter((d): d is string => typeof d === 'string')
        break
      case 'scripts':
        if (Array.isArray(value)) out.scripts = value.flatMap((s) => mapScript(s))
        break
      case 'presets':
        if (!Array.isArray(value)) break
        value.forEach((preset, i) => {
          const { name, options } = entryOf(preset)
          if (name && isNamed(name, 'classic', '@docusaurus/preset-classic') && isObject(options)) {
            for (const [part, partValue] of Object.entries(options)) {
              if (part === 'docs') {
                if (partValue === false) docsDisabled = true
                else if (isObject(partValue)) {
                  docsOptions = partValue
                  docsWhere = `presets[${i}].docs`
                }
              } else if (part === 'blog' || part === 'pages') {
                if (partValue !== false) note(`presets[${i}].${part}`)
              } else note(`presets[${i}].${part}`)
            }
          } else if (name && isNamed(name, 'classic', '@docusaurus/preset-classic')) {
            // The classic preset without options: its docs plugin with the defaults.
          } else if (name === 'redocusaurus' && isObject(options)) {
            openapi.push(...mapRedocusaurus(options, { rootDir, where: `presets[${i}]`, note }))
          } else note(`presets[${i}]${name ? ` "${name}"` : ''}`)
        })
        break
      case 'plugins':
        if (!Array.isArray(value)) break
        value.forEach((plugin, i) => {
          const { name, options } = entryOf(plugin)
          if (name && isNamed(name, 'plugin-content-docs', '@docusaurus/plugin-content-docs') && !docsOptions) {
            docsOptions = isObject(options) ? options : {}
            docsWhere = `plugins[${i}]`
          } else note(`plugins[${i}]${name ? ` "${name}"` : typeof plugin === 'function' ? ' (a function)' : ''}`)
        })
        break
      case 'themes':
        if (!Array.isArray(value)) break
        value.forEach((theme, i) => {
          const { name } = entryOf(theme)
          if (name && isNamed(name, 'theme-live-codeblock', '@docusaurus/theme-live-codeblock')) liveCodeBlock = true
          else if (name && isNamed(name, 'theme-classic', '@docusaurus/theme-classic')) {
            // docsgen's theme plays its part.
          } else note(`themes[${i}]${name ? ` "${name}"` : ''}`)
        })
        break
      case 'themeConfig':
        if (isObject(value)) mapThemeConfig(value, out, note)
        break
      default:
        if (!QUIET_TOP.has(key) && value !== undefined) note(key)
    }
  }
  if (openapi.length > 0) out.openapi = openapi
  const docs = docsDisabled ? undefined : mapDocs(docsOptions ?? {}, { rootDir, note, where: docsWhere })
  if (docsDisabled) note('presets[].docs: false (docsgen builds docs)')
  const docsDir = docs?.contentDir ?? 'docs'
  if (docs) {
    out.docs = docs.docs
    if (docs.editUrl) out.editUrl = docs.editUrl
  }
  return { config: out, unmapped, sidebarPath: docs?.sidebarPath, docsDir, liveCodeBlock }
}

function mapI18n(i18n: Obj, note: (key: string) => void): Obj {
  const defaultLocale = str(i18n.defaultLocale) ?? 'en'
  const configs = isObject(i18n.localeConfigs) ? i18n.localeConfigs : {}
  const codes = Array.isArray(i18n.locales) ? i18n.locales.filter((c): c is string => typeof c === 'string') : []
  const locales = (codes.length > 0 ? codes : [defaultLocale]).map((code) => {
    const own = isObject(configs[code]) ? configs[code] : {}
    const direction = str(own.direction)
    return { code, label: str(own.label) ?? code, ...(direction === 'rtl' ? { direction } : {}) }
  })
  if (codes.some((code) => code !== defaultLocale)) note(`i18n.locales (only "${defaultLocale}" is built)`)
  return { defaultLocale, locales }
}

function mapScript(value: unknown): Obj[] {
  if (typeof value === 'string') return [{ src: value }]
  if (isObject(value) && typeof value.src === 'string') {
    const async = bool(value.async)
    const defer = bool(value.defer)
    return [{ src: value.src, ...(async !== undefined ? { async } : {}), ...(defer !== undefined ? { defer } : {}) }]
  }
  return []
}

/** Redocusaurus `specs`: each one whose file exists becomes an OpenAPI reference page. */
function mapRedocusaurus(options: Obj, at: { rootDir: string; where: string; note: (key: string) => void }): Obj[] {
  const theme = isObject(options.theme) ? options.theme : {}
  const primaryColor = str(theme.primaryColor)
  const specs = Array.isArray(options.specs) ? options.specs : []
  return specs.flatMap((spec, i) => {
    const file = isObject(spec) ? str(spec.spec) : undefined
    if (!isObject(spec) || !file || /^https?:/.test(file) || !existsSync(path.resolve(at.rootDir, file))) {
      at.note(`${at.where}.specs[${i}]${file ? ` "${file}" (not a file of the site)` : ''}`)
      return []
    }
    const route = str(spec.route)
    // Redoc renders a document it cannot fully read; so does docsgen here, with warnings.
    return [
      {
        spec: toPosix(file),
        ...(route ? { route } : {}),
        ...(primaryColor ? { primaryColor } : {}),
        onInvalid: 'warn',
      },
    ]
  })
}

/** The docs plugin's options: the content folder, routes, sidebars, edit links. */
function mapDocs(
  options: Obj,
  at: { rootDir: string; note: (key: string) => void; where: string },
): { docs: Obj; contentDir: string; sidebarPath: string | false | undefined; editUrl?: string } {
  const docs: Obj = { snippetDirs: [] }
  let contentDir = 'docs'
  let sidebarPath: string | false | undefined
  let editUrl: string | undefined
  // Docusaurus serves docs under /docs unless told otherwise.
  docs.routeBasePath = '/docs'
  for (const [key, value] of Object.entries(options)) {
    const where = `${at.where}.${key}`
    switch (key) {
      case 'path':
        if (typeof value === 'string') contentDir = toPosix(path.relative(at.rootDir, path.resolve(at.rootDir, value)))
        break
      case 'routeBasePath':
        if (typeof value === 'string') docs.routeBasePath = `/${value.replace(/^\/+|\/+$/g, '')}`
        break
      case 'sidebarPath':
        if (value === false) sidebarPath = false
        else if (typeof value === 'string') sidebarPath = path.resolve(at.rootDir, value)
        break
      case 'editUrl':
        if (typeof value === 'string') editUrl = value
        else if (value !== undefined) at.note(`${where} (a function)`)
        break
      case 'sidebarCollapsed':
      case 'sidebarCollapsible':
        if (typeof value === 'boolean') docs[key] = value
        break
      case 'exclude':
        if (Array.isArray(value)) docs.exclude = value.filter((g): g is string => typeof g === 'string')
        break
      case 'lastVersion':
        if (value !== 'current') at.note(where)
        break
      case 'includeCurrentVersion':
        if (value !== true) at.note(where)
        break
      case 'versions': {
        const current = isObject(value) && isObject(value.current) ? value.current : undefined
        const label = current ? str(current.label) : undefined
        if (label) docs.versions = [{ name: 'current', label }]
        if (isObject(value) && Object.keys(value).some((v) => v !== 'current')) at.note(where)
        break
      }
      default:
        if (!QUIET_DOCS.has(key) && value !== undefined && value !== false) at.note(where)
    }
  }
  const versions = readVersions(at.rootDir)
  if (versions.length > 0) at.note(`versions.json (${versions.join(', ')}: only the current docs are built)`)
  if (editUrl) editUrl = `${editUrl.replace(/\/+$/, '')}/${contentDir === '' ? '' : `${contentDir}/`}`
  return { docs: { ...docs, contentDir }, contentDir, sidebarPath, ...(editUrl ? { editUrl } : {}) }
}

function readVersions(rootDir: string): string[] {
  const file = path.join(rootDir, 'versions.json')
  if (!existsSync(file)) return []
  try {
    const list: unknown = JSON.parse(readFileSync(file, 'utf8'))
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** `themeConfig`: navbar, footer, announcement bar, colour mode, table of contents, live code blocks. */
function mapThemeConfig(tc: Obj, out: Obj, note: (key: string) => void): void {
  for (const [key, value] of Object.entries(tc)) {
    const where = `themeConfig.${key}`
    switch (key) {
      case 'navbar':
        if (isObject(value)) out.navbar = mapNavbar(value, note)
        break
      case 'footer':
        if (isObject(value)) out.footer = mapFooter(value, note)
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
      case 'docs':
        // `docs.sidebar.hideable`, `autoCollapseCategories`: behaviours of Docusaurus's sidebar.
        if (isObject(value)) for (const k of Object.keys(value)) note(`${where}.${k}`)
        break
      default:
        if (value !== undefined) note(where)
    }
  }
}

/** The keys of `value` among `keys` whose values are not undefined. */
function pick(value: Obj, keys: readonly string[]): Obj {
  const out: Obj = {}
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key]
  return out
}

function mapNavbar(navbar: Obj, note: (key: string) => void): Obj {
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
  out.items = items.flatMap((item, i) => mapNavbarItem(item, `themeConfig.navbar.items[${i}]`, note))
  for (const key of Object.keys(navbar)) {
    if (!['title', 'hideOnScroll', 'logo', 'items'].includes(key)) note(`themeConfig.navbar.${key}`)
  }
  return out
}

/** One navbar item: a link, a doc (`docId`), a sidebar's first doc (`sidebarId`), a dropdown as its first item. */
function mapNavbarItem(item: unknown, where: string, note: (key: string) => void): Obj[] {
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
      const to = str(item.to)
      const href = str(item.href)
      if (!label || (!to && !href)) break
      const activeBase = str(item.activeBasePath)
      return [
        {
          ...common,
          label,
          ...(to ? { to } : { href }),
          ...(activeBase ? { activeMatch: `/${activeBase.replace(/^\/+|\/+$/g, '')}/:rest*` } : {}),
        },
      ]
    }
    case 'doc':
      if (typeof item.docId !== 'string') break
      return [{ ...common, label: label ?? item.docId, docId: item.docId }]
    case 'docSidebar':
      if (typeof item.sidebarId !== 'string') break
      return [{ ...common, label: label ?? item.sidebarId, sidebarId: item.sidebarId }]
    case 'dropdown': {
      const inner = Array.isArray(item.items) ? item.items : []
      const first = inner.flatMap((child, i) => mapNavbarItem(child, `${where}.items[${i}]`, () => undefined))[0]
      note(`${where} (a dropdown: shown as a link to its first item)`)
      return first && label ? [{ ...first, ...common, label }] : []
    }
    case 'search':
      // docsgen's search box has its own place in the navbar.
      return []
  }
  note(`${where}${type === 'default' ? '' : ` (type "${type}")`}`)
  return []
}

function mapFooter(footer: Obj, note: (key: string) => void): Obj {
  const out: Obj = {}
  if (footer.style === 'dark' || footer.style === 'light') out.style = footer.style
  if (typeof footer.copyright === 'string') out.copyright = footer.copyright
  const links = Array.isArray(footer.links) ? footer.links : []
  const link = (item: unknown): Obj[] => {
    if (!isObject(item) || typeof item.label !== 'string') return []
    const to = str(item.to)
    const href = str(item.href)
    // `to` with a full URL is an external link in Docusaurus too.
    if (to && !/^[a-z]+:/i.test(to)) return [{ label: item.label, to }]
    const target = href ?? to
    return target ? [{ label: item.label, href: target }] : []
  }
  if (links.every(isObject) && links.some((g) => isObject(g) && Array.isArray(g.items))) {
    out.links = links.flatMap((group) =>
      isObject(group) && Array.isArray(group.items)
        ? [{ title: str(group.title) ?? '', items: group.items.flatMap(link) }]
        : [],
    )
  } else if (links.length > 0) out.links = [{ title: '', items: links.flatMap(link) }]
  for (const key of Object.keys(footer)) {
    if (!['style', 'copyright', 'links'].includes(key)) note(`themeConfig.footer.${key}`)
  }
  return out
}
