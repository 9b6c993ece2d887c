import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { toPosix } from '../../files/index.js'
import type { ConfigSources } from '../navbar-schema.js'
import { mapClassicTheme, mapScript, mapStylesheet } from './map-assets.js'
import { mapBlog } from './map-blog.js'
import { mapDocs } from './map-docs.js'
import { MathFound, mapMarkdownSettings } from './map-markdown.js'
import { type PrismFound, prismSettings } from './map-prism.js'
import { mapThemeConfig } from './map-theme-config.js'
import { isObject, type Obj, str } from './values.js'

export { isObject }

/** Keys of a Docusaurus config that only concern deploying or Docusaurus itself: dropped without a note. */
const QUIET_TOP = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'baseUrlIssueBanner',
  'future',
  'trailingSlash',
])

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
  /** Where each of the mapped navbar items and footer links is in the config. */
  sources: ConfigSources
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
export function mapDocusaurusConfig(
  dc: Obj,
  rootDir: string,
  /** The config file, for messages about what cannot be built at all. */
  configFile?: { abs: string; rel: string },
): MappedConfig {
  const out: Obj = {}
  const unmapped: string[] = []
  const note = (key: string): void => {
    unmapped.push(key)
  }
  let docsOptions: Obj | undefined
  let docsWhere = 'docs'
  let docsDisabled = false
  let liveCodeBlock = false
  let sources: ConfigSources = { navbar: [], footer: [] }
  let prism: PrismFound | undefined
  let mermaidTheme = false
  const blogFound = new MathFound()
  // The pages plugin of the classic preset is on unless set to false.
  let pagesDir: string | false = DEFAULT_PAGES_DIR
  // So is the blog plugin, with its posts in blog/ (none there: no blog pages).
  let blog: Obj | false = {}
  const openapi: Obj[] = []
  const customCss: string[] = []

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
      case 'onBrokenAnchors':
      case 'onBrokenMarkdownLinks':
      case 'onDuplicateRoutes':
        if (typeof value === 'string') out[key] = value === 'log' ? 'warn' : value
        break
      case 'i18n':
        // Mapped once the content folders are known (see map-i18n.ts).
        break
      case 'staticDirectories':
        if (Array.isArray(value)) out.staticDirs = value.filter((d): d is string => typeof d === 'string')
        break
      case 'scripts':
        if (Array.isArray(value)) out.scripts = value.flatMap((s) => mapScript(s))
        break
      case 'stylesheets':
        if (Array.isArray(value))
          out.stylesheets = value.flatMap((sheet, i) => mapStylesheet(sheet, `stylesheets[${i}]`, note))
        break
      case 'customFields': {
        const fields = jsonValues(value)
        if (fields) out.customFields = fields
        else if (value !== undefined) note('customFields (not JSON values)')
        break
      }
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
              } else if (part === 'pages') {
                pagesDir =
                  partValue === false ? false : mapPages(partValue, { rootDir, note, where: `presets[${i}].pages` })
              } else if (part === 'blog') {
                blog =
                  partValue === false
                    ? false
                    : mapBlog(partValue, { rootDir, note, where: `presets[${i}].blog`, math: blogFound })
              } else if (part === 'theme') {
                customCss.push(...mapClassicTheme(partValue, { rootDir, note, where: `presets[${i}].theme` }))
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
          } else if (name && isNamed(name, 'plugin-content-pages', '@docusaurus/plugin-content-pages')) {
            pagesDir = mapPages(options, { rootDir, note, where: `plugins[${i}]` })
          } else if (name && isNamed(name, 'plugin-content-blog', '@docusaurus/plugin-content-blog')) {
            blog = mapBlog(options, { rootDir, note, where: `plugins[${i}]`, math: blogFound })
          } else note(`plugins[${i}]${name ? ` "${name}"` : typeof plugin === 'function' ? ' (a function)' : ''}`)
        })
        break
      case 'themes':
        if (!Array.isArray(value)) break
        value.forEach((theme, i) => {
          const { name, options } = entryOf(theme)
          if (name && isNamed(name, 'theme-live-codeblock', '@docusaurus/theme-live-codeblock')) liveCodeBlock = true
          // Diagrams are on when `markdown.mermaid` says so too (see `mapMarkdownSettings`).
          else if (name && isNamed(name, 'theme-mermaid', '@docusaurus/theme-mermaid')) mermaidTheme = true
          else if (name && isNamed(name, 'theme-classic', '@docusaurus/theme-classic')) {
            // docsgen's theme plays its part; the site's stylesheets go with it.
            customCss.push(...mapClassicTheme(options, { rootDir, note, where: `themes[${i}]` }))
          } else note(`themes[${i}]${name ? ` "${name}"` : ''}`)
        })
        break
      case 'themeConfig':
        if (isObject(value))
          ({ sources, prism } = mapThemeConfig(value, out, { note, docsPluginId: docsPluginIdOf(dc) }))
        break
      case 'markdown':
        // Read after the loop, which finds the themes.
        break
      default:
        if (!QUIET_TOP.has(key) && value !== undefined) note(key)
    }
  }
  if (openapi.length > 0) out.openapi = openapi
  if (customCss.length > 0) out.customCss = [...new Set(customCss)]
  // Docusaurus links stylesheets and scripts as written, the base URL in them: docsgen adds it.
  const base = typeof out.baseUrl === 'string' && out.baseUrl !== '/' ? out.baseUrl : undefined
  const withoutBase = (url: unknown) =>
    base && typeof url === 'string' && url.startsWith(base) ? `/${url.slice(base.length)}` : url
  if (Array.isArray(out.stylesheets))
    out.stylesheets = out.stylesheets.map((sheet: Obj) => ({ ...sheet, href: withoutBase(sheet.href) }))
  if (Array.isArray(out.scripts))
    out.scripts = out.scripts.map((script: Obj) => ({ ...script, src: withoutBase(script.src) }))
  // Docusaurus warns about broken anchors unless told otherwise, whatever onBrokenLinks says.
  out.onBrokenAnchors ??= 'warn'
  out.pagesDir = pagesDir
  out.blog = blog
  // Without navbar items asking for them, a Docusaurus site shows no version or language menu.
  const navbar = isObject(out.navbar) ? out.navbar : {}
  out.navbar = { ...navbar, versionMenu: navbar.versionMenu ?? false, localeMenu: navbar.localeMenu ?? false }
  // Heading ids as Docusaurus makes them: deep links into the site keep working. Docusaurus 3
  // reads Markdown as MDX 3 does (no indented code) unless its `markdown.format` is 'md', and
  // with 'detect' only its `.mdx` files.
  const format = isObject(dc.markdown) ? str(dc.markdown.format) : undefined
  const version = docusaurusVersion(rootDir)
  const v3 = version.major >= 3
  const dialect = !v3 || format === 'md' ? undefined : format === 'detect' ? 'detect' : 'mdx3'
  out.markdown = {
    ...(isObject(out.markdown) ? out.markdown : {}),
    headingIds: 'docusaurus',
    ...(dialect ? { dialect } : {}),
    // 3.9 looks for a bare `.md` link beside the page first (facebook/docusaurus#11397).
    markdownLinks: version.major > 3 || (version.major === 3 && version.minor >= 9) ? 'docusaurus-3.9' : 'docusaurus',
    admonitionClasses: v3 ? 'docusaurus-3' : 'docusaurus-2',
    // Code highlighted as its Docusaurus does (Prism, its themes and languages).
    prism: prismSettings(prism, version.major),
    ...(mapMarkdownSettings(dc.markdown, { themed: mermaidTheme, note }) ? { mermaid: true } : {}),
  }
  const docs = docsDisabled ? undefined : mapDocs(docsOptions ?? {}, { rootDir, note, where: docsWhere, configFile })
  // `out.blog`: set in the loop's callbacks, where the compiler does not follow `blog`.
  const blogOut = out.blog
  const blogMath = isObject(blogOut) ? blogFound.result() : undefined
  const math = docs?.math ?? blogMath
  if (math) out.markdown = { ...(isObject(out.markdown) ? out.markdown : {}), math }
  // docsgen reads math on every page, Docusaurus where the plugin has remark-math: said when a
  // blog (with posts, or docs) would read `$` otherwise.
  const blogDir = isObject(blogOut) ? path.join(rootDir, str(blogOut.dir) ?? 'blog') : undefined
  if (blogDir && existsSync(blogDir) && (docs?.math === undefined) !== (blogMath === undefined))
    note(`remarkPlugins: remark-math in the ${blogMath ? 'blog' : 'docs'} only (docsgen reads math on every page)`)
  if (docsDisabled) note('presets[].docs: false (docsgen builds docs)')
  const docsDir = docs?.contentDir ?? 'docs'
  if (docs) {
    out.docs = docs.docs
    if (docs.editUrl) out.editUrl = docs.editUrl
  }
  return { config: out, unmapped, sidebarPath: docs?.sidebarPath, docsDir, liveCodeBlock, sources }
}

/**
 * The version of `@docusaurus/core` the site uses: the one installed in its `node_modules`, else
 * the lowest its package.json range allows (`^3.5.2` -> 3.5); 2.0 when neither says (a pre-release
 * such as `0.0.0-5304` is a 2.x build).
 */
function docusaurusVersion(rootDir: string): { major: number; minor: number } {
  const read = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'))
    } catch {
      return undefined
    }
  }
  const installed = read(path.join(rootDir, 'node_modules', '@docusaurus', 'core', 'package.json'))
  const pkg = read(path.join(rootDir, 'package.json'))
  const ranges = ['dependencies', 'devDependencies'].map((field) => {
    const deps = isObject(pkg) ? pkg[field] : undefined
    return isObject(deps) ? str(deps['@docusaurus/core']) : undefined
  })
  for (const written of [isObject(installed) ? str(installed.version) : undefined, ...ranges]) {
    const match = written === undefined ? undefined : /(\d+)(?:\.(\d+))?/.exec(written)
    if (!match) continue
    const major = Number(match[1])
    if (major >= 2) return { major, minor: Number(match[2] ?? 0) }
  }
  return { major: 2, minor: 0 }
}

/**
 * The `id` of the docs plugin docsgen builds (the classic preset's, else the first
 * plugin-content-docs), as the loop above picks it; undefined when the preset turns docs off.
 */
function docsPluginIdOf(dc: Obj): string | undefined {
  const entries = (key: string) => (Array.isArray(dc[key]) ? dc[key] : []).map(entryOf)
  const classic = entries('presets').filter(
    ({ name }) => name !== undefined && isNamed(name, 'classic', '@docusaurus/preset-classic'),
  )
  for (const { options } of classic) {
    if (isObject(options) && options.docs === false) return undefined
    if (isObject(options) && isObject(options.docs)) return str(options.docs.id) ?? 'default'
  }
  const plugin = entries('plugins').find(
    ({ name }) => name !== undefined && isNamed(name, 'plugin-content-docs', '@docusaurus/plugin-content-docs'),
  )
  // Without either, docsgen builds the docs folder with the docs plugin's defaults.
  return (plugin && isObject(plugin.options) ? str(plugin.options.id) : undefined) ?? 'default'
}

/** Where the pages plugin reads its pages when not told otherwise. */
const DEFAULT_PAGES_DIR = 'src/pages'

/** The pages plugin's options: its folder (what docsgen does not do with its pages is noted). */
function mapPages(options: unknown, at: { rootDir: string; note: (key: string) => void; where: string }): string {
  if (!isObject(options)) return DEFAULT_PAGES_DIR
  let dir = DEFAULT_PAGES_DIR
  for (const [key, value] of Object.entries(options)) {
    if (key === 'path' && typeof value === 'string')
      dir = toPosix(path.relative(at.rootDir, path.resolve(at.rootDir, value)))
    else if (key === 'routeBasePath' && typeof value === 'string' && value.replace(/^\/+|\/+$/g, '') === '') continue
    else if (key !== 'id' && value !== undefined && !(Array.isArray(value) && value.length === 0))
      at.note(`${at.where}.${key}`)
  }
  return dir
}

/** A copy of `value` as JSON values (functions and `undefined` left out), or undefined when it is not an object of them. */
function jsonValues(value: unknown): Obj | undefined {
  if (!isObject(value)) return undefined
  try {
    const copy: unknown = JSON.parse(JSON.stringify(value))
    return isObject(copy) ? copy : undefined
  } catch {
    return undefined
  }
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
