import { readFileSync } from 'node:fs'
import path from 'node:path'
import { closestMatch, DocsgenErrors } from '../../diagnostics/index.js'
import type { Diagnostic } from '../../model/diagnostic.js'
import { isObject, type Obj, str } from './values.js'
import { CURRENT_VERSION, readVersionsFile } from './versions-file.js'

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

/** Where the docs plugin's options are: the site, the config file and the options' key path (`presets[0].docs`). */
interface VersionsAt {
  rootDir: string
  note: (key: string) => void
  where: string
  /** The Docusaurus config file (`rel` for messages, `abs` to find an option's line). @default docusaurus.config.js */
  configFile?: { abs: string; rel: string } | undefined
}

/**
 * The versions a Docusaurus site builds, in its version menu's order (the current docs, then
 * `versions.json`'s), or undefined when it has no `versions.json` and no version options (docsgen's
 * default of one version then applies). `note` is told of what is not mapped.
 */
export function mapVersions(
  options: Obj,
  at: VersionsAt,
): { versions: MappedVersion[]; lastVersion: string } | undefined {
  // `disableVersioning`: the current docs only, whatever versions.json says.
  const released = options.disableVersioning === true ? [] : readVersionsFile(at.rootDir)
  const own = isObject(options.versions) ? options.versions : {}
  const hasOptions = [...VERSION_OPTIONS].some((key) => key !== 'disableVersioning' && options[key] !== undefined)
  if (released.length === 0 && !hasOptions) return undefined
  const includeCurrent = options.includeCurrentVersion !== false
  // "current" listed in versions.json places the current docs there, as Docusaurus reads it.
  const all = includeCurrent && !released.includes(CURRENT_VERSION) ? [CURRENT_VERSION, ...released] : released
  const only = Array.isArray(options.onlyIncludeVersions)
    ? options.onlyIncludeVersions.filter((v): v is string => typeof v === 'string')
    : undefined
  checkVersionOptions(options, { at, all, only })
  const names = only ? all.filter((name) => only.includes(name)) : all
  // Docusaurus's default: the one version built, else the newest released one built.
  const lastVersion =
    str(options.lastVersion) ??
    (names.length === 1 ? names[0] : names.find((n) => n !== CURRENT_VERSION)) ??
    CURRENT_VERSION
  for (const name of Object.keys(own))
    if (!all.includes(name)) at.note(`${at.where}.versions.${name} (no such version)`)
  const lastAt = names.indexOf(lastVersion)
  const versions = names.map((name, i): MappedVersion => {
    const set = isObject(own[name]) ? own[name] : {}
    for (const key of Object.keys(set)) if (!VERSION_KEYS.has(key)) at.note(`${at.where}.versions.${name}.${key}`)
    const current = name === CURRENT_VERSION
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

/**
 * The version options checked as Docusaurus checks them, each problem in its terms: some version
 * to build, `lastVersion` one of them, `onlyIncludeVersions` naming versions there are and holding
 * `lastVersion` when both are set.
 */
function checkVersionOptions(
  options: Obj,
  { at, all, only }: { at: VersionsAt; all: readonly string[]; only: readonly string[] | undefined },
): void {
  const problems: Diagnostic[] = []
  const problem = (key: string, message: string, hint: string) => problems.push(optionError(at, { key, message, hint }))
  const list = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ')
  const lastVersion = str(options.lastVersion)
  if (all.length === 0) {
    problem(
      'includeCurrentVersion',
      `includeCurrentVersion is false and ${options.disableVersioning === true ? 'disableVersioning is true' : 'versions.json lists no released version'}: there is no docs version to build`,
      options.disableVersioning === true
        ? 'Docusaurus needs one version at least: remove includeCurrentVersion: false or disableVersioning: true.'
        : 'Docusaurus needs one version at least: release one ("docusaurus docs:version 1.0" writes versions.json), or remove includeCurrentVersion: false.',
    )
  } else if (lastVersion !== undefined && !all.includes(lastVersion)) {
    const suggestion = closestMatch(lastVersion, all)
    problem(
      'lastVersion',
      `lastVersion "${lastVersion}" is not a version of this site`,
      `${suggestion ? `Did you mean "${suggestion}"? ` : ''}The versions are ${list(all)}.`,
    )
  }
  if (only && all.length > 0) {
    const unknown = only.filter((name) => !all.includes(name))
    if (only.length === 0)
      problem(
        'onlyIncludeVersions',
        'onlyIncludeVersions is empty',
        `Name one version at least (${list(all)}), or remove the option.`,
      )
    else if (unknown.length > 0)
      problem(
        'onlyIncludeVersions',
        `onlyIncludeVersions names ${list(unknown)}, not a version of this site`,
        `The versions are ${list(all)}.`,
      )
    else if (lastVersion !== undefined && all.includes(lastVersion) && !only.includes(lastVersion))
      problem(
        'lastVersion',
        `lastVersion "${lastVersion}" is not among onlyIncludeVersions (${list(only)})`,
        `With both options, Docusaurus requires lastVersion to be one of the versions onlyIncludeVersions builds: add "${lastVersion}" to onlyIncludeVersions, or set lastVersion to one of ${list(only)}.`,
      )
  }
  if (problems.length > 0) throw new DocsgenErrors(problems, 2)
}

/** A problem with the docs plugin option `key`, at its line of the config file when it is written there once. */
function optionError(at: VersionsAt, problem: { key: string; message: string; hint: string }): Diagnostic {
  const file = at.configFile?.rel ?? 'docusaurus.config.js'
  const line = at.configFile ? lineOfKey(at.configFile.abs, problem.key) : undefined
  return {
    severity: 'error',
    code: 'config/invalid',
    file,
    ...(line ? { position: line } : {}),
    message: `${file}${line ? `:${line.line}` : ''}: ${at.where}.${problem.key}: ${problem.message}`,
    hint: problem.hint,
  }
}

/** The line and column of `key` in a config file, when it is written there exactly once. */
function lineOfKey(abs: string, key: string): { line: number; column: number } | undefined {
  let text: string
  try {
    text = readFileSync(abs, 'utf8')
  } catch {
    return undefined
  }
  const found = [...text.matchAll(new RegExp(`\\b${key}\\b`, 'g'))]
  if (found.length !== 1 || found[0]?.index === undefined) return undefined
  const before = text.slice(0, found[0].index)
  const lineStart = before.lastIndexOf('\n') + 1
  return { line: before.split('\n').length, column: found[0].index - lineStart + 1 }
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '')
}
