import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { MathFound, type MathSettings, mapMarkdownPlugins } from './map-markdown.js'
import { isObject, type Obj, routeBase, siteRelative, str } from './values.js'

/** The docs plugin's options that only concern Docusaurus's own build. */
const QUIET_DOCS = new Set(['include', 'id'])

/** The docs plugin's options: the content folder, routes, sidebars, edit links. */
export function mapDocs(
  options: Obj,
  at: { rootDir: string; note: (key: string) => void; where: string },
): {
  docs: Obj
  contentDir: string
  sidebarPath: string | false | undefined
  editUrl?: string
  math: MathSettings | undefined
} {
  const docs: Obj = { snippetDirs: [] }
  const math = new MathFound()
  let contentDir = 'docs'
  let sidebarPath: string | false | undefined
  let editUrl: string | undefined
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
        if (typeof value === 'string') editUrl = value
        else if (value !== undefined) at.note(`${where} (a function)`)
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
  const versions = readVersions(at.rootDir)
  if (versions.length > 0) at.note(`versions.json (${versions.join(', ')}: only the current docs are built)`)
  if (editUrl) editUrl = `${editUrl.replace(/\/+$/, '')}/${contentDir === '' ? '' : `${contentDir}/`}`
  return {
    docs: { ...docs, contentDir },
    contentDir,
    sidebarPath,
    math: math.result(),
    ...(editUrl ? { editUrl } : {}),
  }
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
