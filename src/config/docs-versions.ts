import { posix } from 'node:path'
import type { SidebarItemInput } from './sidebar-schema.js'

/** A docs version the site builds, as the stages read it (see `builtDocsVersions`). */
export interface BuiltDocsVersion {
  name: string
  label: string
  /** Path segment under the docs' base route (`''`: the base itself). */
  path: string
  /** Its folder relative to the site root (`''`: the site root). */
  contentDir: string
  /**
   * Where its sources begin, seen from the docs folder, as every source is named (`''`: the docs
   * folder itself; `../versioned_docs/version-1.0/` for a folder beside it).
   */
  prefix: string
  /** Its sidebars (undefined: one generated from its folders). */
  sidebars: Readonly<Record<string, readonly SidebarItemInput[]>> | undefined
  /** The file its sidebars came from, for messages, when not the config's. */
  sidebarsFile: string | undefined
  banner: 'none' | 'unreleased' | 'unmaintained'
  badge: boolean
  noIndex: boolean
  /** Whether this is `docs.lastVersion`: its sidebars and doc ids are the site's unqualified ones. */
  last: boolean
}

/** What `builtDocsVersions` reads of a config. */
interface VersionsConfig {
  docs: {
    contentDir: string
    sidebars?: Readonly<Record<string, readonly SidebarItemInput[]>> | undefined
    lastVersion?: string | undefined
    versions: readonly {
      name: string
      label: string
      path: string
      contentDir?: string | undefined
      sidebars?: Readonly<Record<string, readonly SidebarItemInput[]>> | undefined
      sidebarsFile?: string | undefined
      banner: 'none' | 'unreleased' | 'unmaintained'
      badge?: boolean | undefined
      noIndex: boolean
    }[]
  }
  sidebarsFile?: string | undefined
}

const memo = new WeakMap<object, readonly BuiltDocsVersion[]>()

/**
 * The versions whose pages this site builds, in menu order: the docs folder's (the first version
 * without a `contentDir`) and each with a `contentDir`. Versions of neither kind are built
 * elsewhere: the menu only links to them. Made once per (frozen) config.
 */
export function builtDocsVersions(config: VersionsConfig): readonly BuiltDocsVersion[] {
  const known = memo.get(config)
  if (known) return known
  const { docs } = config
  const docsFolder = docs.versions.find((v) => v.contentDir === undefined)
  const built = docs.versions.filter((v) => v === docsFolder || v.contentDir !== undefined)
  const lastName =
    docs.lastVersion ?? (built.find((v) => v.path === '') ?? built[0] ?? docs.versions[0])?.name ?? 'current'
  const from = docs.contentDir === '' ? '.' : docs.contentDir
  const versions = built.map((v): BuiltDocsVersion => {
    const own = v.contentDir === undefined ? undefined : normalizeFolder(v.contentDir)
    const contentDir = own ?? docs.contentDir
    const relative = own === undefined ? '' : posix.relative(from, own === '' ? '.' : own)
    return {
      name: v.name,
      label: v.label,
      path: v.path,
      contentDir,
      prefix: relative === '' ? '' : `${relative}/`,
      sidebars: v.sidebars ?? (v === docsFolder ? docs.sidebars : undefined),
      sidebarsFile: v.sidebarsFile ?? (v === docsFolder ? config.sidebarsFile : undefined),
      banner: v.banner,
      // A badge only where the menu lists versions to tell apart (Docusaurus's rule too, for the
      // versions it builds; a docsgen site may also list versions built elsewhere).
      badge: v.badge ?? docs.versions.length > 1,
      noIndex: v.noIndex,
      last: v.name === lastName,
    }
  })
  if (typeof config === 'object' && Object.isFrozen(config)) memo.set(config, versions)
  return versions
}

/** The built version a source (relative to the docs folder) belongs to: the one of the longest prefix it starts with. */
export function versionOfSource(versions: readonly BuiltDocsVersion[], source: string): BuiltDocsVersion | undefined {
  let found: BuiltDocsVersion | undefined
  for (const version of versions) {
    if (version.prefix !== '' && !source.startsWith(version.prefix)) continue
    if (version.prefix === '' && source.startsWith('../')) continue
    if (!found || version.prefix.length > found.prefix.length) found = version
  }
  return found
}

/** The source prefixes of the versions built from folders of their own (`../versioned_docs/version-1.0/`). */
export function versionPrefixes(config: VersionsConfig): string[] {
  return builtDocsVersions(config)
    .map((v) => v.prefix)
    .filter((prefix) => prefix !== '')
}

function normalizeFolder(dir: string): string {
  const trimmed = dir.replace(/^(\.\/)+/, '').replace(/\/+$/, '')
  return trimmed === '.' ? '' : trimmed
}
