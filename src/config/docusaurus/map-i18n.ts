import { existsSync } from 'node:fs'
import path from 'node:path'
import { toPosix } from '../../files/index.js'
import { type Diagnostic, THEME_WORD_KEYS } from '../../model/index.js'
import { readJsonFile } from './json-file.js'
import { isObject, type Obj, str } from './values.js'

// A Docusaurus site's `i18n` and its `i18n/<locale>/` folder: each locale's label, direction and
// `htmlLang`, the folders of its translated Markdown (docs of each version, blog, pages) as
// overlays of the originals, and its translation files (`code.json`, the classic theme's
// `navbar.json` and `footer.json`, the docs plugin's `current.json` and `version-<name>.json`).

/** The mapped config's folders that have translations (see `overlaysOf`). */
interface ContentFolders {
  docs: Obj | undefined
  blog: unknown
  pagesDir: unknown
}

/** Map `i18n`; `notes` gets the keys not mapped (by file), `note` those of the config. */
export function mapI18n(
  i18n: Obj,
  at: { rootDir: string; folders: ContentFolders; note: (key: string) => void; notes: Diagnostic[] },
): Obj {
  const defaultLocale = str(i18n.defaultLocale) ?? 'en'
  const configs = isObject(i18n.localeConfigs) ? i18n.localeConfigs : {}
  const codes = Array.isArray(i18n.locales) ? i18n.locales.filter((c): c is string => typeof c === 'string') : []
  const root = str(i18n.path) ?? 'i18n'
  for (const key of Object.keys(i18n))
    if (!['defaultLocale', 'locales', 'localeConfigs', 'path'].includes(key)) at.note(`i18n.${key}`)
  const locales = (codes.length > 0 ? codes : [defaultLocale]).map((code) => {
    const own = isObject(configs[code]) ? configs[code] : {}
    for (const key of Object.keys(own))
      if (!['label', 'direction', 'htmlLang', 'path', 'baseUrl'].includes(key))
        at.note(`i18n.localeConfigs.${code}.${key}`)
    const direction = str(own.direction)
    const htmlLang = str(own.htmlLang)
    // Docusaurus's `path` is the locale's folder under `i18n.path`; its URL is `/<locale>/`.
    const folder = toPosix(path.join(root, str(own.path) ?? code))
    const urlPath = str(own.baseUrl)?.replace(/^\/+|\/+$/g, '')
    const base = {
      code,
      label: str(own.label) ?? code,
      ...(direction === 'rtl' ? { direction } : {}),
      ...(htmlLang ? { htmlLang } : {}),
      ...(urlPath && !urlPath.includes('/') ? { path: urlPath } : {}),
    }
    if (code === defaultLocale) return base
    return { ...base, overlays: overlaysOf(folder, at), translations: translationsOf(folder, at) }
  })
  return { defaultLocale, locales }
}

/** The locale's translated Markdown folders, by the folder each translates. */
function overlaysOf(folder: string, at: { rootDir: string; folders: ContentFolders }): Record<string, string> {
  const { docs, blog, pagesDir } = at.folders
  const overlays: Record<string, string> = {}
  const add = (from: unknown, to: string) => {
    if (typeof from === 'string' && from !== '' && existsSync(path.join(at.rootDir, to))) overlays[from] = to
  }
  add(docs?.contentDir, `${folder}/docusaurus-plugin-content-docs/current`)
  for (const version of Array.isArray(docs?.versions) ? docs.versions : []) {
    if (isObject(version) && typeof version.name === 'string')
      add(version.contentDir, `${folder}/docusaurus-plugin-content-docs/version-${version.name}`)
  }
  if (isObject(blog)) add(blog.dir, `${folder}/docusaurus-plugin-content-blog`)
  add(pagesDir, `${folder}/docusaurus-plugin-content-pages`)
  return overlays
}

function translationsOf(folder: string, at: { rootDir: string; folders: ContentFolders; notes: Diagnostic[] }): Obj {
  const read = (file: string) => readTranslations(at.rootDir, `${folder}/${file}`)
  const docs: Record<string, Record<string, string>> = {}
  const versions = Array.isArray(at.folders.docs?.versions) ? at.folders.docs.versions : []
  for (const version of versions) {
    if (!isObject(version) || typeof version.name !== 'string') continue
    const file = version.name === 'current' ? 'current' : `version-${version.name}`
    const table = read(`docusaurus-plugin-content-docs/${file}.json`)
    if (table) docs[version.name] = table
  }
  if (versions.length === 0) {
    const table = read('docusaurus-plugin-content-docs/current.json')
    if (table) docs.current = table
  }
  const code = read('code.json') ?? {}
  const unknown = Object.keys(code).filter((key) => !THEME_WORD_KEYS.has(key))
  if (unknown.length > 0) {
    const file = `${folder}/code.json`
    at.notes.push({
      severity: 'info',
      code: 'config/docusaurus-not-mapped',
      file,
      message: `${file}: not mapped: ${unknown.join(', ')}`,
      hint: 'docsgen shows its own words for these (in the default locale); the file is read, never changed.',
    })
  }
  const theme = Object.fromEntries(Object.entries(code).filter(([key]) => THEME_WORD_KEYS.has(key)))
  return {
    navbar: read('docusaurus-theme-classic/navbar.json') ?? {},
    footer: read('docusaurus-theme-classic/footer.json') ?? {},
    docs,
    theme,
  }
}

/** A translation file (`{ key: { message, description } }`) as `{ key: message }`; undefined when absent. */
function readTranslations(rootDir: string, rel: string): Record<string, string> | undefined {
  const abs = path.join(rootDir, rel)
  if (!existsSync(abs)) return undefined
  const value = readJsonFile(
    abs,
    rel,
    'Fix the JSON (`docusaurus write-translations` writes these files); Docusaurus would not read it either.',
  )
  const out: Record<string, string> = {}
  for (const [key, entry] of Object.entries(isObject(value) ? value : {})) {
    const message = typeof entry === 'string' ? entry : isObject(entry) ? str(entry.message) : undefined
    if (message !== undefined) out[key] = message
  }
  return out
}
