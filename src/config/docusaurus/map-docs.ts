import path from 'node:path'
import { MathFound, type MathSettings, mapMarkdownPlugins } from './map-markdown.js'
import { mapVersions } from './map-versions.js'
import { type Obj, routeBase, siteRelative } from './values.js'

/** The docs plugin's options that only concern Docusaurus's own build. */
const QUIET_DOCS = new Set(['include', 'id'])

/** The docs plugin's options: the content folder, routes, sidebars, edit links. */
export function mapDocs(
  options: Obj,
  at: {
    rootDir: string
    note: (key: string) => void
    where: string
    configFile?: { abs: string; rel: string } | undefined
  },
): {
  docs: Obj
  contentDir: string
  sidebarPath: string | false | undefined
  /** A base URL (ending with the docs folder), or the plugin's `editUrl` function as it is. */
  editUrl?: unknown
  math: MathSettings | undefined
} {
  const docs: Obj = { snippetDirs: [] }
  const math = new MathFound()
  let contentDir = 'docs'
  let sidebarPath: string | false | undefined
  let editUrl: unknown
  // Docusaurus serves docs under /docs unless told otherwise.
  docs.routeBasePath = '/docs'
  for (const [key, value] of Object.entries(options)) {
    const where = `${at.where}.${key}`
    switch (key) {
      case 'path':
        if (typeof value === 'string') contentDir = siteRelative(at.rootDir, value)
        break
      case 'routeBasePath':
        if (typeof value === 'string') docs.routeBasePath = routeBase(value)
        break
      case 'sidebarPath':
        if (value === false) sidebarPath = false
        else if (typeof value === 'string') sidebarPath = path.resolve(at.rootDir, value)
        break
      case 'editUrl':
        // A function is called for each doc by the graph stage, with Docusaurus's arguments.
        if (typeof value === 'string' || typeof value === 'function') editUrl = value
        else if (value !== undefined) at.note(where)
        break
      case 'editCurrentVersion':
        // Edit links of versioned docs lead to the current docs' file.
        if (typeof value === 'boolean') docs.editCurrentVersion = value
        break
      case 'editLocalizedFiles':
        // Edit links of a translated doc lead to its file in i18n/<locale>/.
        if (typeof value === 'boolean') docs.editLocalizedFiles = value
        break
      case 'sidebarCollapsed':
      case 'sidebarCollapsible':
      case 'showLastUpdateTime':
      case 'showLastUpdateAuthor':
        if (typeof value === 'boolean') docs[key] = value
        break
      case 'exclude':
        if (Array.isArray(value)) docs.exclude = value.filter((g): g is string => typeof g === 'string')
        break
      case 'lastVersion':
      case 'includeCurrentVersion':
      case 'onlyIncludeVersions':
      case 'versions':
      case 'disableVersioning':
        // Mapped with versions.json below.
        break
      case 'remarkPlugins':
      case 'rehypePlugins':
      case 'beforeDefaultRemarkPlugins':
      case 'beforeDefaultRehypePlugins':
        mapMarkdownPlugins(value, { where, note: at.note, found: math })
        break
      default:
        if (!QUIET_DOCS.has(key) && value !== undefined && value !== false) at.note(where)
    }
  }
  const versions = mapVersions(options, at)
  if (versions) {
    docs.versions = versions.versions
    docs.lastVersion = versions.lastVersion
  }
  if (typeof editUrl === 'string' && editUrl !== '')
    editUrl = `${editUrl.replace(/\/+$/, '')}/${contentDir === '' ? '' : `${contentDir}/`}`
  return {
    docs: { ...docs, contentDir },
    contentDir,
    sidebarPath,
    math: math.result(),
    ...(editUrl ? { editUrl } : {}),
  }
}
