import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DocsgenError } from '../../diagnostics/index.js'
import { isObject, type Obj, str } from './values.js'

// The docs plugin's versions: `versions.json` (released versions, newest first), each one's docs in
// `versioned_docs/version-<name>/` and sidebars in `versioned_sidebars/version-<name>-sidebars.json`,
// and the plugin's `lastVersion`, `includeCurrentVersion`, `onlyIncludeVersions`, `versions` and
// `disableVersioning` options, mapped to docsgen's `docs.versions` with Docusaurus's defaults.

/** The docs plugin's options that concern versions. */
const VERSION_OPTIONS = new Set([
  'lastVersion',
  'includeCurrentVersion',
  'onlyIncludeVersions',
  'versions',
  'disableVersioning',
])

/** What each entry of the plugin's `versions` option may set (`className` is Docusaurus's theme's own). */
const VERSION_KEYS = new Set(['label', 'path', 'banner', 'badge', 'noIndex'])

/** A version as `docs.versions` takes it, with where its sidebars are (read by the caller). */
export interface MappedVersion {
  name: string
  label: string
  path: string
  contentDir?: string
  /** Absolute path of its sidebars file, for a released version (read with the config's). */
  sidebarsPath?: string
  banner?: 'none' | 'unreleased' | 'unmaintained'
  badge?: boolean
  noIndex?: boolean
}

/**
 * The versions a Docusaurus site builds, in its version menu's order (the current docs, then
 * `versions.json`'s), or undefined when it has no `versions.json` and no version options (docsgen's
 * default of one version then applies). `note` is told of what is not mapped.
 */
export function mapVersions(
  options: Obj,
  at: { rootDir: string; note: (key: string) => void; where: string },
): { versions: MappedVersion[]; lastVersion: string } | undefined {
  // `disableVersioning`: the current docs only, whatever versions.json says.
  const released = options.disableVersioning === true ? [] : readVersionsFile(at.rootDir)
  const own = isObject(options.versions) ? options.versions : {}
  const hasOptions = [...VERSION_OPTIONS].some((key) => key !== 'disableVersioning' && options[key] !== undefined)
  if (released.length === 0 && !hasOptions) return undefined
  const includeCurrent = options.includeCurrentVersion !== false
  const lastVersion = str(options.lastVersion) ?? released[0] ?? 'current'
  const all = [...(includeCurrent ? ['current'] : []), ...released]
  const only = Array.isArray(options.onlyIncludeVersions)
    ? options.onlyIncludeVersions.filter((v): v is string => typeof v === 'string')
    : undefined
  const names = only ? all.filter((name) => only.includes(name)) : all
  for (const name of Object.keys(own))
    if (!all.includes(name)) at.note(`${at.where}.versions.${name} (no such version)`)
  const lastAt = names.indexOf(lastVersion)
  const versions = names.map((name, i): MappedVersion => {
    const set = isObject(own[name]) ? own[name] : {}
    for (const key of Object.keys(set)) if (!VERSION_KEYS.has(key)) at.note(`${at.where}.versions.${name}.${key}`)
    const current = name === 'current'
    const last = name === lastVersion
    const banner = str(set.banner)
    return {
      name,
      label: str(set.label) ?? (current ? 'Next' : name),
      path: trimSlashes(str(set.path) ?? (last ? '' : current ? 'next' : name)),
      ...(current
        ? {}
        : {
            contentDir: `versioned_docs/version-${name}`,
            sidebarsPath: path.join(at.rootDir, 'versioned_sidebars', `version-${name}-sidebars.json`),
          }),
      // Docusaurus's defaults: none on the last version, "unreleased" on newer ones, "unmaintained" on older.
      banner:
        banner === 'none' || banner === 'unreleased' || banner === 'unmaintained'
          ? banner
          : last || lastAt < 0
            ? 'none'
            : i < lastAt
              ? 'unreleased'
              : 'unmaintained',
      ...(typeof set.badge === 'boolean' ? { badge: set.badge } : {}),
      ...(typeof set.noIndex === 'boolean' ? { noIndex: set.noIndex } : {}),
    }
  })
  return { versions, lastVersion }
}

/** The names in `versions.json` (newest first), or none; each one's folder must be there, as Docusaurus requires. */
export function readVersionsFile(rootDir: string): string[] {
  const file = path.join(rootDir, 'versions.json')
  if (!existsSync(file)) return []
  let list: unknown
  try {
    list = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw versionsError(
      `versions.json: not valid JSON: ${reason}`,
      'Fix the JSON; Docusaurus would not read it either.',
      error,
    )
  }
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string')) {
    throw versionsError(
      'versions.json: expected an array of version names (["2.0", "1.0"])',
      'List the released versions, newest first, as strings.',
    )
  }
  for (const name of list) {
    if (!existsSync(path.join(rootDir, 'versioned_docs', `version-${name}`))) {
      throw versionsError(
        `versions.json: version "${name}" has no folder versioned_docs/version-${name}`,
        `Restore the folder (Docusaurus makes it with "docusaurus docs:version ${name}"), or remove "${name}" from versions.json.`,
      )
    }
  }
  return list
}

function versionsError(message: string, hint: string, cause?: unknown): DocsgenError {
  const diagnostic = { severity: 'error' as const, code: 'config/invalid', file: 'versions.json', message, hint }
  return new DocsgenError(diagnostic, { cause, exitCode: 2 })
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '')
}
